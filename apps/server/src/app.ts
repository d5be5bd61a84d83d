import { BLOG_LIMITS, MAP_LIMITS } from '@kadirio/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { DatabaseHandle } from './db/client';
import { boqRoutes } from './modules/boq/boq.routes';
import { boqReviewRoutes } from './modules/boq/boq-review.routes';
import { buildingModelRoutes } from './modules/boq/boq-building-model.routes';
import { legacySheetsRoutes } from './modules/boq/legacy-sheets.routes';
import { healthRoutes } from './modules/health/health.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { sharesRoutes } from './modules/shares/shares.routes';
import { stagesRoutes } from './modules/stages/stages.routes';
import { shoppingRoutes } from './modules/shopping/shopping.routes';
import { estimatesRoutes } from './modules/estimates/estimates.routes';
import { materialsRoutes } from './modules/materials/materials.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { purchasesRoutes } from './modules/purchases/purchases.routes';
import { calculatorsRoutes } from './modules/estimates/calculators.routes';
import { takeoffRoutes } from './modules/takeoff/takeoff.routes';
import { takeoffSheetRoutes } from './modules/takeoff/takeoff-sheet.routes';
import { usersRoutes } from './modules/users/users.routes';
import { threadsRoutes } from './modules/threads/threads.routes';
import { registerAuth } from './plugins/auth';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerInputHygiene } from './plugins/input-hygiene';
import { registerOpenApi } from './plugins/openapi';
import { requestIdOf } from './plugins/request-id';
import { registerJsonCompression } from './plugins/compress-json';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb, wantsAPage } from './plugins/static-web';
import { createFileStore } from './storage/create-file-store';
import type { FileStore } from './storage/file-store';
import { createAppServices, type AppServices } from './app-services';

export interface BuildAppOptions {
  database: DatabaseHandle;
  config: AppConfig;
  jwtSecret: string;
  /** Logger settings (tests), or the server's pino logger (`createLogger`), which the database shares. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Folder of the built web app; null serves the API only (tests). */
  webDistDir?: string | null;
  /** Upload cap per drawing; defaults to MAP_LIMITS.drawingMaxBytes (tests lower it). */
  drawingMaxBytes?: number;
  /** Upload cap per blog cover; defaults to BLOG_LIMITS.coverMaxBytes (tests lower it). */
  coverMaxBytes?: number;
  /** Where drawings and covers are kept; defaults to the store the config names (createFileStore). */
  fileStore?: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** The store drawings and covers live in, for the orphan sweep and tests. */
    fileStore: FileStore;
  }
}

function isLoggerInstance(logger: BuildAppOptions['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && typeof (logger as Partial<FastifyBaseLogger>).child === 'function';
}

/** Builds the whole app without listening: the server, tests and scripts all use this. */
export async function buildApp({
  database,
  config,
  jwtSecret,
  logger = false,
  webDistDir = null,
  drawingMaxBytes = MAP_LIMITS.drawingMaxBytes,
  coverMaxBytes = BLOG_LIMITS.coverMaxBytes,
  fileStore = createFileStore(config),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: answerFrameworkError,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One feed per app: its listening connection tells this app's caches of changes made by others.
  const changes = await database.openChangeFeed(app.log);
  app.addHook('onClose', () => changes.close());
  const services = createAppServices({
    db: database.db,
    changes,
    config,
    jwtSecret,
    fileStore,
    drawingMaxBytes,
    coverMaxBytes,
    log: app.log,
  });
  const { mailer } = services;
  app.decorate('services', services);
  app.decorate('fileStore', fileStore);
  // Mails queued by the last requests leave before the server stops.
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });

  registerErrorHandling(app);
  registerInputHygiene(app);
  await registerSecurity(app, config);
  registerJsonCompression(app);
  await registerOpenApi(app);
  registerAuth(app, (token) => services.users.authenticate(token));

  // Shared with server.ts, which sets `draining` on SIGTERM so /api/health/ready answers 503.
  const readiness = { draining: false };
  app.decorate('readiness', readiness);
  await app.register(healthRoutes, { database, readiness });
  await app.register(usersRoutes, {
    users: services.users,
    passwordResets: services.passwordResets,
    authRateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await app.register(plansRoutes, { plans: services.plans, drawingMaxBytes });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(calculatorsRoutes, {
    calculators: services.calculators,
    ratePerMinute: config.publicRateLimitPerMinute,
  });
  await app.register(boqRoutes, { sheets: services.boqSheets, issues: services.boqIssues });
  await app.register(boqReviewRoutes, { sheets: services.boqSheets });
  await app.register(buildingModelRoutes, { sheets: services.boqSheets });
  await app.register(legacySheetsRoutes, { legacySheets: services.legacySheets });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(takeoffRoutes, { takeoff: services.takeoff });
  await app.register(takeoffSheetRoutes, { takeoff: services.takeoff, issues: services.boqIssues });
  await app.register(sharesRoutes, { shares: services.shares });
  await app.register(stagesRoutes, { stages: services.stages });
  await app.register(shoppingRoutes, { shopping: services.shopping });
  await app.register(estimatesRoutes, { estimates: services.estimates });
  await app.register(threadsRoutes, { threads: services.threads });

  await app.register(blogRoutes, { blog: services.blog, coverMaxBytes });
  await app.register(contactRoutes, {
    contact: services.contact,
    // The contact form is as open to abuse as sign-in, so it shares that per-address limit.
    ratePerMinute: config.authRateLimitPerMinute,
  });
  await app.register(materialsRoutes, { materials: services.materials });
  await app.register(suppliersRoutes, { suppliers: services.suppliers });
  await app.register(purchasesRoutes, { purchases: services.purchases });
  await app.register(ordersRoutes, { orders: services.orders });

  const servesWeb = webDistDir !== null && (await registerStaticWeb(app, webDistDir));
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && wantsAPage(request))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .code(404)
      .send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'request.no_route' });
  });

  await app.ready();
  return app;
}
