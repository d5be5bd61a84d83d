import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { createMailer } from './lib/mailer';
import { createBlogService } from './modules/blog/blog.service';
import { createBoqBindingsService } from './modules/boq/boq-bindings.service';
import { createBoqIssuesService } from './modules/boq/boq-issues.service';
import { createBoqSheetsService } from './modules/boq/boq-sheets.service';
import { createIssuedRevisionsService } from './modules/boq/issued-revisions.service';
import { createLegacySheetsService } from './modules/boq/legacy-sheets.service';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createContactService } from './modules/contact/contact.service';
import { createCalculatorsService } from './modules/estimates/calculators.service';
import { createEstimatesService } from './modules/estimates/estimates.service';
import { createMaterialsService } from './modules/materials/materials.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createPlansService } from './modules/plans/plans.service';
import { createPurchasesService } from './modules/purchases/purchases.service';
import { createSharesService } from './modules/shares/shares.service';
import { createStagesService } from './modules/stages/stages.service';
import { createShoppingService } from './modules/shopping/shopping.service';
import { createSuppliersService } from './modules/suppliers/suppliers.service';
import { createTakeoffService } from './modules/takeoff/takeoff.service';
import { createThreadsService } from './modules/threads/threads.service';
import { createContactsService } from './modules/users/contacts.service';
import { createPasswordResetService } from './modules/users/password-reset.service';
import { createTokenSigner } from './modules/users/tokens';
import { createUsersService } from './modules/users/users.service';
import type { FileStore } from './storage/file-store';

export interface AppServicesDeps {
  db: Database;
  changes: ChangeFeed;
  config: AppConfig;
  jwtSecret: string;
  fileStore: FileStore;
  drawingMaxBytes: number;
  coverMaxBytes: number;
  log: FastifyBaseLogger;
}

/**
 * The composition root: every module's service, built in the order of what each needs, each
 * dependency passed by name as the service it is (docs/ARCHITECTURE.md, "Server"). No service is
 * handed a callback to one declared later: where two needs would go round in a circle, the piece
 * both sides need is a small service of its own (users' contacts, the BOQ's issued revisions).
 */
export function createAppServices({
  db,
  changes,
  config,
  jwtSecret,
  fileStore,
  drawingMaxBytes,
  coverMaxBytes,
  log,
}: AppServicesDeps) {
  const mailer = createMailer({ smtpUrl: config.smtp.url, from: config.smtp.from, log });
  const catalogue = createCatalogueService({ db, changes });
  const notifications = createNotificationsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    contacts: createContactsService({ db }),
  });
  const plans = createPlansService({
    db,
    store: fileStore,
    drawingMaxBytes,
    log,
    notifications,
    issuedRevisions: createIssuedRevisionsService({ db }),
  });
  const materials = createMaterialsService({ db, catalogue });
  const suppliers = createSuppliersService({ db, materials });
  const purchases = createPurchasesService({ db, materials, suppliers });
  const orders = createOrdersService({ db, purchases, suppliers });
  const takeoff = createTakeoffService({
    db,
    boq: createBoqBindingsService({ db, catalogue }),
    drawings: plans,
  });
  const users = createUsersService({
    db,
    signer: createTokenSigner(jwtSecret),
    tokenTtlMinutes: config.tokenTtlMinutes,
    rememberMeDays: config.rememberMeDays,
    changes,
    plans,
    orders,
  });
  const boqIssues = createBoqIssuesService({ db, catalogue, notifications, takeoff });
  return {
    mailer,
    catalogue,
    notifications,
    plans,
    materials,
    purchases,
    orders,
    takeoff,
    users,
    boqIssues,
    suppliers,
    calculators: createCalculatorsService({ catalogue }),
    boqSheets: createBoqSheetsService({ db, catalogue, takeoff }),
    legacySheets: createLegacySheetsService({ db, catalogue, takeoff }),
    shares: createSharesService({ db, issues: boqIssues }),
    stages: createStagesService({ db, issues: boqIssues }),
    shopping: createShoppingService({ db, issues: boqIssues }),
    estimates: createEstimatesService({ db }),
    blog: createBlogService({ db, store: fileStore, coverMaxBytes }),
    contact: createContactService({ db }),
    passwordResets: createPasswordResetService({ db, mailer, publicUrl: config.publicUrl, sessions: users }),
    threads: createThreadsService({ db, notifications }),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
