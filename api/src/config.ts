import path from 'node:path';

/** Every environment variable the shop reads, in one place. Nothing else reads process.env. */
export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  /** mysql://user:pass@host:port/db, or undefined for the embedded SQLite database. */
  databaseUrl?: string;
  dataDir: string;
  uploadsDir: string;
  /** 'demo' seeds an empty database on first start; 'none' skips it. */
  seed: 'demo' | 'none';
  adminEmail?: string;
  adminPassword?: string;
  jwtSecret?: string;
  jwtExpiresIn: string;
  introspection: boolean;
  logLevel: string;
  webDistDir: string;
  /** redis://host:6379 — when set, several instances share search-index updates through it. */
  redisUrl?: string;
  /** smtp://user:pass@host:587 — when unset, mail is written as JSON files to outboxDir. */
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  /** Origin used in links sent by mail, e.g. https://shop.example.co.uk */
  publicUrl: string;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const seed = (env.SEED || 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got "${env.SEED}"`);
  if (env.DATABASE_URL && !/^mysql:\/\//i.test(env.DATABASE_URL)) {
    throw new Error('DATABASE_URL must be a mysql://user:pass@host:port/db URL (leave it unset for the embedded SQLite database)');
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    nodeEnv,
    isProduction,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    seed: seed as 'demo' | 'none',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    introspection: bool(env.GRAPHQL_INTROSPECTION, !isProduction),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(__dirname, '..', '..', 'web', 'dist')),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Beauty Shop <no-reply@beautyshop.local>',
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port || 3000}`).replace(/\/+$/, ''),
  };
}
