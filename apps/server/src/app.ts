import { BLOG_LIMITS, MAP_LIMITS } from '@kadirio/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { DatabaseHandle } from './db/client';
import { createBoqBindingsService } from './modules/boq/boq-bindings.service';
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
import { plansRoutes } from './modules/plans/plans.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { sharesRoutes } from './modules/shares/shares.routes';
import { createSharesService, type SharesService } from './modules/shares/shares.service';
import { stagesRoutes } from './modules/stages/stages.routes';
import { estimatesRoutes } from './modules/estimates/estimates.routes';
import { createEstimatesService, type EstimatesService } from './modules/estimates/estimates.service';
import { createStagesService, type StagesService } from './modules/stages/stages.service';
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service';
import { materialsRoutes } from './modules/materials/materials.routes';
import { createMaterialsService, type MaterialsService } from './modules/materials/materials.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { createSuppliersService, type SuppliersService } from './modules/suppliers/suppliers.service';
import { purchasesRoutes } from './modules/purchases/purchases.routes';
import { createPurchasesService, type PurchasesService } from './modules/purchases/purchases.service';
import { calculatorsRoutes } from './modules/estimates/calculators.routes';
import { createCalculatorsService, type CalculatorsService } from './modules/estimates/calculators.service';
import { createPlansService, type PlansService } from './modules/plans/plans.service';
import { createTakeoffService, type TakeoffService } from './modules/takeoff/takeoff.service';
import { takeoffRoutes } from './modules/takeoff/takeoff.routes';
import { takeoffSheetRoutes } from './modules/takeoff/takeoff-sheet.routes';
import { createTokenSigner } from './modules/users/tokens';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService, type UsersService } from './modules/users/users.service';
import {
  createPasswordResetService,
  type PasswordResetService,
} from './modules/users/password-reset.service';
import { createMailer, type Mailer } from './lib/mailer';
import { threadsRoutes } from './modules/threads/threads.routes';
import { createThreadsService, type ThreadsService } from './modules/threads/threads.service';
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

export interface AppServices {
  users: UsersService;
  plans: PlansService;
  catalogue: CatalogueService;
  calculators: CalculatorsService;
  blog: BlogService;
  contact: ContactService;
  materials: MaterialsService;
  suppliers: SuppliersService;
  purchases: PurchasesService;
  orders: OrdersService;
  boqSheets: BoqSheetsService;
  boqIssues: BoqIssuesService;
  legacySheets: LegacySheetsService;
  notifications: NotificationsService;
  takeoff: TakeoffService;
  passwordResets: PasswordResetService;
  mailer: Mailer;
  shares: SharesService;
  stages: StagesService;
  estimates: EstimatesService;
  threads: ThreadsService;
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
  const catalogue = createCatalogueService({ db: database.db, changes });
  const plans = createPlansService({
    db: database.db,
    store: fileStore,
    drawingMaxBytes,
    log: app.log,
    // Declared below; called only when a plan moves, long after buildApp has wired everything.
    onPlanMoved: (move) => notifications.notifyPlanMoved(move),
    // Declared below, like notifications: asked only when a plan is deleted.
    issuedRevisions: (mapId) => boqIssues.issuedRevisionNumbers(mapId),
  });
  const materials = createMaterialsService({ db: database.db, catalogue });
  const purchases = createPurchasesService({ db: database.db, materials });
  const orders = createOrdersService({ db: database.db, purchases });
  const mailer = createMailer({ smtpUrl: config.smtp.url, from: config.smtp.from, log: app.log });
  const notifications = createNotificationsService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    contactOf: (userId) => users.contactOf(userId),
  });
  const takeoff = createTakeoffService({
    db: database.db,
    boq: createBoqBindingsService({ db: database.db, catalogue }),
    drawings: plans,
  });
  const { refsOf: measurementRefs } = takeoff;
  const users = createUsersService({
    db: database.db,
    signer: createTokenSigner(jwtSecret),
    tokenTtlMinutes: config.tokenTtlMinutes,
    rememberMeDays: config.rememberMeDays,
    changes,
    prepareAccountRemoval: (userId) => plans.prepareOwnerRemoval(userId),
    assertAccountRemovable: (tx, userId) => orders.assertBuyerRemovable(tx, userId),
  });
  const boqIssues = createBoqIssuesService({
    db: database.db,
    catalogue,
    notifications,
    measurementRefs,
    takeoffRegister: takeoff.registerOf,
  });
  const services: AppServices = {
    catalogue,
    materials,
    suppliers: createSuppliersService({ db: database.db, materials }),
    purchases,
    orders,
    calculators: createCalculatorsService({ catalogue }),
    boqSheets: createBoqSheetsService({ db: database.db, catalogue, measurementRefs }),
    boqIssues,
    shares: createSharesService({ db: database.db, issues: boqIssues }),
    stages: createStagesService({ db: database.db, issues: boqIssues }),
    estimates: createEstimatesService({ db: database.db }),
    legacySheets: createLegacySheetsService({ db: database.db, catalogue, measurementRefs }),
    notifications,
    takeoff,
    plans,
    blog: createBlogService({ db: database.db, store: fileStore, coverMaxBytes }),
    contact: createContactService({ db: database.db }),
    users,
    passwordResets: createPasswordResetService({
      db: database.db,
      mailer,
      publicUrl: config.publicUrl,
      forgetUserSessions: (userId) => users.forgetUserSessions(userId),
    }),
    mailer,
    threads: createThreadsService({
      db: database.db,
      onAnswered: (notice) => notifications.notifySurveyorAnswered(notice),
    }),
  };
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
  await app.register(legacySheetsRoutes, { legacySheets: services.legacySheets });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(takeoffRoutes, { takeoff: services.takeoff });
  await app.register(takeoffSheetRoutes, { takeoff: services.takeoff, issues: services.boqIssues });
  await app.register(sharesRoutes, { shares: services.shares });
  await app.register(stagesRoutes, { stages: services.stages });
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
