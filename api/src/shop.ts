import 'reflect-metadata';
import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { DEFAULT_BRANCH } from './common/branch';
import { openDataSource } from './db/wait-for-database';
import { Database } from './db/database';
import { withStartLock } from './db/start-lock';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { createApp } from './http/app';
import { createPaymentWebhookRouter } from './http/payment-webhooks';
import { paymentPagesCsp } from './http/content-security';
import { compileRoutes, createLegacyRouter } from './legacy-rest/router';
import { legacyRoutes } from './legacy-rest/table';
import { legacySets } from './legacy-sets';
import { createGraphqlHandler } from './http/graphql';
import { bearerToken } from './common/auth';
import { isStaffRole } from './common/roles';
import { createUploadRouter, startUploadSweeper } from './http/uploads';
import { createContactRouter } from './http/contact';
import { createSeoRouter } from './http/seo';
import { createStorefront } from './http/storefront';
import { authenticate } from './modules/account/auth/authenticate';
import { createLogger, Logger } from './common/logger';
import { resolveJwtSecret, TokenSigner } from './modules/account/auth/tokens';
import { buildShopSchema } from './schema';
import { createServices, Services } from './services';
import { createStockAlertRouter } from './http/stock-alert-unsubscribe';
import { setPasswordHashRounds } from './modules/account/auth/tokens';

export interface Shop {
  app: Express;
  /** What a server runs: the app, with a guest's kept page answered before it (http/kept-page-shortcut.ts). */
  listener: RequestListener;
  db: Database;
  services: Services;
  tokens: TokenSigner;
  logger: Logger;
  close(): Promise<void>;
}

/**
 * Everything one process needs, in start order: database and migrations, demo seed on an empty
 * database, the bootstrap super-admin, the GraphQL schema, and the express app. Listening is the caller's job.
 * Logs go to stdout unless a destination is given (tests read them).
 */
export async function createShop(config: AppConfig, options: { logDestination?: DestinationStream } = {}): Promise<Shop> {
  const logger = createLogger(config.logLevel, options.logDestination);
  if (config.passwordHashRounds !== undefined) setPasswordHashRounds(config.passwordHashRounds);
  // Start-up (the start lock, migrations, the demo seed) may rightly take long: queries are bounded once it is done.
  const timeouts = { ...config.databaseTimeouts, queryMs: 0 };
  const dataSource = await openDataSource(
    { databaseUrl: config.databaseUrl, replicaUrls: config.databaseReplicaUrls, dataDir: config.dataDir, timeouts },
    config.databaseStartWaitMs,
    (err) => logger.warn({ err }, `waiting up to ${config.databaseStartWaitMs / 1000} s for the database to answer`),
  );
  let built: Services | undefined;
  try {
    const db = new Database(dataSource);
    db.events.on('availability', (available: boolean) => {
      if (available) logger.info('the database answers again');
      else logger.error('the database does not answer: requests get 503 DATABASE_UNAVAILABLE until it does');
    });
    const tokens = new TokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir), config.jwtExpiresIn);
    const services = (built = createServices(db, { config, tokens, logger }));
    await withStartLock(dataSource, async () => {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      if (ran.length) logger.info({ migrations: ran.map((m) => m.name) }, 'database migrated');
      const purged = await services.audit.purgeExpired();
      if (purged) logger.info({ purged }, 'removed audit entries older than the six years they are kept');
      if (config.seed === 'demo' && (await isDatabaseEmpty(db, DEFAULT_BRANCH))) {
        const started = Date.now();
        const summary = await seedDemo(db, { branchCode: DEFAULT_BRANCH, uploadsDir: config.uploadsDir });
        logger.info({ summary, ms: Date.now() - started }, 'seeded the demo shop');
      }
      if (config.adminEmail && config.adminPassword) {
        const outcome = await services.users.ensureSuperAdmin(DEFAULT_BRANCH, config.adminEmail, config.adminPassword);
        logger.info(
          { email: config.adminEmail.toLowerCase() },
          outcome === 'kept'
            ? 'the ADMIN_EMAIL super-admin exists; ADMIN_PASSWORD is used only when it is created'
            : 'super-admin from ADMIN_EMAIL is ready',
        );
      }
    });
    // A wrong TWO_FACTOR_KEY would lock every enrolled member of staff out: refuse to start instead.
    await services.twoFactor.checkKey();
    await db.refreshStatistics();
    await services.rateLimits.ready();
    timeouts.queryMs = config.databaseTimeouts.queryMs;
    const caller = (token: string | null, branchCode: string) => authenticate(db, tokens, token, branchCode, config.staffTwoFactor);
    const uploads = createUploadRouter({
      images: services.images,
      logger,
      authenticate: caller,
      limits: services.rateLimits,
      audit: (who, address, route, area, fileName) => services.audit.recordUpload(who, address, route, area, fileName),
    });
    const contact = createContactRouter({ contact: services.contact, authenticate: caller, limits: services.rateLimits });
    const schema = await buildShopSchema();
    const graphql = await createGraphqlHandler(schema, services, tokens, logger, config.introspection, config.webDistDir);
    const legacy = createLegacyRouter(schema, compileRoutes(schema, legacyRoutes(schema, legacySets)), services, caller, logger);
    const { app, listener } = createApp({
      db,
      logger,
      graphql: graphql.handler,
      legacy,
      uploads,
      contact,
      stockAlerts: createStockAlertRouter(services.stockAlerts),
      uploadsDir: config.uploadsDir,
      storefront: createStorefront({ webDistDir: config.webDistDir, schema, services, logger, siteUrl: config.publicUrl }),
      seo: createSeoRouter({ sitemap: services.sitemap, publicUrl: config.publicUrl, branchCode: DEFAULT_BRANCH }),
      trustProxy: config.trustProxy,
      // Only a body limit: the resolver still checks the caller in full (an ended token is refused there).
      isStaffRequest: (req) => isStaffRole(tokens.verify(bearerToken(req.header('authorization')))?.role),
      applePayDomainAssociation: config.applePayDomainAssociation,
      webhooks: services.cardPayments
        ? createPaymentWebhookRouter((payload, signature) => services.cardPayments!.handleWebhook(payload, signature))
        : undefined,
      paymentPagesCsp: services.cardPayments ? paymentPagesCsp(config.stripeJsUrl) : undefined,
    });
    const stopSweeper = await startUploadSweeper(services.images, logger);
    // Card orders left unpaid past CARD_PAYMENT_HOLD_MINUTES are cancelled and their stock released.
    const stopCardHold = services.cardPayments?.startHoldSweeper((err) => logger.warn({ err }, 'cancelling unpaid card orders failed'));
    return {
      app,
      listener,
      db,
      services,
      tokens,
      logger,
      close: async () => {
        stopSweeper();
        await stopCardHold?.();
        await graphql.stop();
        services.productSearch.close();
        services.stockAlerts.close();
        services.guestReadSync.close();
        services.rateLimits.close();
        await services.passwordResets.settled();
        await services.orderLinks.settled();
        await services.stockAlerts.settled();
        await services.mails.settled();
        await db.close();
        await dataSource.destroy();
      },
    };
  } catch (err) {
    built?.rateLimits.close();
    built?.guestReadSync.close();
    await dataSource.destroy().catch(() => undefined);
    throw err;
  }
}
