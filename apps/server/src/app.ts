import { BLOG_LIMITS, MAP_LIMITS } from '@kadirio/domain';
import { resolve } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createBoqIssuesService, type BoqIssuesService } from './modules/boq/boq-issues.service';
import { createBoqSheetsService, type BoqSheetsService } from './modules/boq/boq-sheets.service';
import { boqRoutes } from './modules/boq/boq.routes';
import { legacySheetsRoutes } from './modules/boq/legacy-sheets.routes';
import { createLegacySheetsService, type LegacySheetsService } from './modules/boq/legacy-sheets.service';
import { healthRoutes } from './modules/health/health.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { createBlogService, type BlogService } from './modules/blog/blog.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService, type ContactService } from './modules/contact/contact.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/catalogue.service';
import { mapsRoutes } from './modules/maps/maps.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service';
import { materialsRoutes } from './modules/materials/materials.routes';
import { createMaterialsService, type MaterialsService } from './modules/materials/materials.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { providersRoutes } from './modules/providers/providers.routes';
import { createProvidersService, type ProvidersService } from './modules/providers/providers.service';
import { purchasesRoutes } from './modules/purchases/purchases.routes';
import { createPurchasesService, type PurchasesService } from './modules/purchases/purchases.service';
import { takeoffRoutes } from './modules/takeoff/takeoff.routes';
import { createTakeoffService, type TakeoffService } from './modules/takeoff/takeoff.service';
import { createMapsService, type MapsService } from './modules/maps/maps.service';
import { createTokenSigner } from './modules/users/tokens';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService, type UsersService } from './modules/users/users.service';
import { registerAuth } from './plugins/auth';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerInputHygiene } from './plugins/input-hygiene';
import { registerOpenApi } from './plugins/openapi';
import { requestIdOf } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';

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
}

export interface AppServices {
  users: UsersService;
  maps: MapsService;
  catalogue: CatalogueService;
  takeoff: TakeoffService;
  blog: BlogService;
  contact: ContactService;
  materials: MaterialsService;
  providers: ProvidersService;
  purchases: PurchasesService;
  orders: OrdersService;
  boqSheets: BoqSheetsService;
  boqIssues: BoqIssuesService;
  legacySheets: LegacySheetsService;
  notifications: NotificationsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
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
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: answerFrameworkError,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const catalogue = createCatalogueService({ db: database.db });
  const maps = createMapsService({
    db: database.db,
    filesDir: resolve(config.dataDir, 'files'),
    drawingMaxBytes,
    log: app.log,
  });
  const materials = createMaterialsService({ db: database.db, catalogue });
  const purchases = createPurchasesService({ db: database.db, materials });
  const orders = createOrdersService({ db: database.db, purchases });
  const notifications = createNotificationsService({ db: database.db });
  const services: AppServices = {
    catalogue,
    materials,
    providers: createProvidersService({ db: database.db, materials }),
    purchases,
    orders,
    takeoff: createTakeoffService({ catalogue }),
    boqSheets: createBoqSheetsService({ db: database.db, catalogue }),
    boqIssues: createBoqIssuesService({ db: database.db, catalogue, notifications }),
    legacySheets: createLegacySheetsService({ db: database.db, catalogue }),
    notifications,
    maps,
    blog: createBlogService({ db: database.db, filesDir: resolve(config.dataDir, 'files'), coverMaxBytes }),
    contact: createContactService({ db: database.db }),
    users: createUsersService({
      db: database.db,
      signer: createTokenSigner(jwtSecret),
      tokenTtlMinutes: config.tokenTtlMinutes,
      prepareAccountRemoval: (userId) => maps.prepareOwnerRemoval(userId),
      assertAccountRemovable: (tx, userId) => orders.assertBuyerRemovable(tx, userId),
    }),
  };
  app.decorate('services', services);

  registerErrorHandling(app);
  registerInputHygiene(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);
  registerAuth(app, (token) => services.users.authenticate(token));

  await app.register(healthRoutes, { database });
  await app.register(usersRoutes, {
    users: services.users,
    authRateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await app.register(mapsRoutes, { maps: services.maps, drawingMaxBytes });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(takeoffRoutes, {
    takeoff: services.takeoff,
    ratePerMinute: config.publicRateLimitPerMinute,
  });
  await app.register(boqRoutes, { sheets: services.boqSheets, issues: services.boqIssues });
  await app.register(legacySheetsRoutes, { legacySheets: services.legacySheets });
  await app.register(notificationsRoutes, { notifications: services.notifications });

  await app.register(blogRoutes, { blog: services.blog, coverMaxBytes });
  await app.register(contactRoutes, {
    contact: services.contact,
    // The contact form is as open to abuse as sign-in, so it shares that per-address limit.
    ratePerMinute: config.authRateLimitPerMinute,
  });
  await app.register(materialsRoutes, { materials: services.materials });
  await app.register(providersRoutes, { providers: services.providers });
  await app.register(purchasesRoutes, { purchases: services.purchases });
  await app.register(ordersRoutes, { orders: services.orders });

  const servesWeb = webDistDir !== null && (await registerStaticWeb(app, webDistDir));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && servesWeb;
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  await app.ready();
  return app;
}
