import type { AppConfig } from './config';
import { CrudServices } from './common/crud/crud-services';
import { ImageStore } from './common/images';
import { Mailer } from './common/mailer';
import { ShopMails } from './modules/mail/shop-mails';
import { confirmationMailData } from './modules/mail/order-confirmation-of';
import { RateLimits } from './common/rate-limit';
import type { Database } from './db/database';
import type { Logger } from './common/logger';
import type { TokenSigner } from './modules/account/auth/tokens';
import { crudRegistry } from './modules/crud-registry';
import type { ServicesOf } from './modules/shop-module';
import { shopModules, ShopModules } from './modules/shop-modules';
import { PublicReads } from './common/public-reads';
import { GuestReadSync } from './common/guest-read-sync';
import { PageCache } from './common/page-cache';

export interface ServiceOptions {
  config: AppConfig;
  tokens: TokenSigner;
  /** For work done off the request path (reset mails); silent when left out. */
  logger?: Logger;
}

/** What every module's services are built from. */
export interface ServiceDeps {
  db: Database;
  images: ImageStore;
  crud: CrudServices;
  config: AppConfig;
  tokens: TokenSigner;
  mailer: Mailer;
  /** The shop's e-mails in their templates, sent in the background (modules/mail). */
  mails: ShopMails;
  /** Every rate limit, in memory or shared through Redis (REDIS_URL). */
  rateLimits: RateLimits;
  logger?: Logger;
}

/** Composition root: every service of the shop, built once per process over one Database. */
/** How far behind the primary a read replica may be, at most, when kept reads are emptied again after a write. */
const REPLICA_LAG_MS = 2000;

export function createServices(db: Database, { config, tokens, logger }: ServiceOptions) {
  const images = new ImageStore(config.uploadsDir);
  const rateLimits = new RateLimits(config.rateLimits, config.redisUrl, (err) =>
    logger?.warn({ err }, 'rate limits: Redis is unavailable, counting in memory'),
  );
  const mailer = new Mailer(config);
  const mails = new ShopMails({ db, mailer, publicUrl: config.publicUrl, mailFrom: config.mailFrom, logger });
  const publicReads = new PublicReads();
  const deps: ServiceDeps = {
    db,
    images,
    crud: new CrudServices(crudRegistry, db, images),
    config,
    tokens,
    mailer,
    mails,
    rateLimits,
    logger,
  };
  const services = {
    ...deps,
    ...(Object.assign({}, ...shopModules.map((module) => module.services(deps))) as ServicesOf<ShopModules>),
    /** Guests' storefront reads, kept until the next committed write (common/public-reads.ts). */
    publicReads,
    /** Guests' pages, compressed, emptied with publicReads (common/page-cache.ts); null when PAGE_CACHE is off. */
    pageCache: config.pageCache ? new PageCache(publicReads) : null,
    /** Empties publicReads on this process's committed writes, and with REDIS_URL on every instance's. */
    guestReadSync: new GuestReadSync(db, publicReads, {
      redisUrl: config.redisUrl,
      onRedisTrouble: (err) => logger?.warn({ err }, "guest reads: Redis is unavailable, other instances' writes show within 30 s"),
      onRedisBack: () => logger?.info('guest reads: Redis answers again, writes show on every instance at once'),
      replicaLagMs: config.databaseReplicaUrls.length ? REPLICA_LAG_MS : 0,
    }),
  };
  // Each order checkout places is confirmed by mail (in the background; a failed mail is logged).
  services.checkout.onOrderPlaced = (placed) => mails.orderConfirmation(confirmationMailData(placed, config.publicUrl));
  return services;
}

export type Services = ReturnType<typeof createServices>;
