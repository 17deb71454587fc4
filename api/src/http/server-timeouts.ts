import type { Server } from 'node:http';

/**
 * The shop's HTTP server timeouts, the same in production and in the tests' shops. Idle connections are kept
 * longer than the usual 60 s of proxies in front, so a proxy (or a test's HTTP client on a loaded machine,
 * whose own idle timer may fire late) never sends a request on a connection the shop has just closed.
 */
export function applyServerTimeouts(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
