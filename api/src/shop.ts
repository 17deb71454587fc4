import 'reflect-metadata';
import type { Express } from 'express';
import type { AppConfig } from './config';
import { DEFAULT_BRANCH } from './common/branch';
import { createDataSource } from './db/data-source';
import { Database } from './db/database';
import { withStartLock } from './db/start-lock';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { createApp } from './http/app';
import { compileRoutes, createLegacyRouter } from './legacy-rest/router';
import { legacyRoutes } from './legacy-rest/table';
import { createGraphqlHandler } from './http/graphql';
import { createUploadRouter } from './http/uploads';
import { authenticate } from './modules/account/auth/authenticate';
import { createLogger, Logger } from './http/logger';
import { resolveJwtSecret, TokenSigner } from './modules/account/auth/tokens';
import { buildShopSchema } from './schema';
import { createServices, Services } from './services';

export interface Shop {
  app: Express;
  db: Database;
  services: Services;
  tokens: TokenSigner;
  logger: Logger;
  close(): Promise<void>;
}

/**
 * Everything one process needs, in start order: database and migrations, demo seed on an empty
 * database, the bootstrap super-admin, the GraphQL schema, and the express app. Listening is the caller's job.
 */
export async function createShop(config: AppConfig): Promise<Shop> {
  const logger = createLogger(config.logLevel);
  const dataSource = await createDataSource({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await dataSource.initialize();
  try {
    const db = new Database(dataSource);
    const tokens = new TokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir), config.jwtExpiresIn);
    const services = createServices(db, { config, tokens });
    await withStartLock(dataSource, async () => {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      if (ran.length) logger.info({ migrations: ran.map((m) => m.name) }, 'database migrated');
      if (config.seed === 'demo' && (await isDatabaseEmpty(db, DEFAULT_BRANCH))) {
        const started = Date.now();
        const summary = await seedDemo(db, { branchCode: DEFAULT_BRANCH, uploadsDir: config.uploadsDir });
        logger.info({ summary, ms: Date.now() - started }, 'seeded the demo shop');
      }
      if (config.adminEmail && config.adminPassword) {
        await services.users.ensureSuperAdmin(DEFAULT_BRANCH, config.adminEmail, config.adminPassword);
        logger.info({ email: config.adminEmail.toLowerCase() }, 'super-admin from ADMIN_EMAIL is ready');
      }
    });
    await db.refreshStatistics();
    const uploads = createUploadRouter({ images: services.images, logger, authenticate: (token, branchCode) => authenticate(db, tokens, token, branchCode) });
    const schema = await buildShopSchema();
    const graphql = await createGraphqlHandler(schema, services, tokens, logger, config.introspection, config.webDistDir);
    const legacy = createLegacyRouter(schema, compileRoutes(schema, legacyRoutes(schema)), services, tokens, logger);
    const app = createApp({ db, logger, graphql: graphql.handler, legacy, uploads, uploadsDir: config.uploadsDir, webDistDir: config.webDistDir });
    return {
      app, db, services, tokens, logger,
      close: async () => {
        await graphql.stop();
        services.productSearch.close();
        await dataSource.destroy();
      },
    };
  } catch (err) {
    await dataSource.destroy().catch(() => undefined);
    throw err;
  }
}
