import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { gracefulStopper } from './http/graceful-stop';
import { applyServerTimeouts } from './http/server-timeouts';
import { createShop } from './shop';

async function main(): Promise<void> {
  const config = loadConfig();
  const shop = await createShop(config);
  const server = http.createServer(shop.listener).listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    shop.logger.info(
      `Beauty shop ready on http://localhost:${port} (${config.databaseUrl ? 'MySQL/MariaDB' : `SQLite in ${config.dataDir}`})`,
    );
  });
  applyServerTimeouts(server);
  // One shutdown however many signals come: requests in flight finish, then the database pool closes.
  const stopServer = gracefulStopper(server);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    shop.logger.info(`${signal}: shutting down`);
    setTimeout(() => {
      shop.logger.error('requests were still running 10 s after the signal: exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    stopServer()
      .then(() => shop.close())
      .then(
        () => process.exit(0),
        (err) => {
          shop.logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error('The shop could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
