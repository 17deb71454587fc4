import type { Server, ServerResponse } from 'node:http';

/**
 * Returns `stop()`: stop accepting connections, let the requests in flight finish, close keep-alive
 * connections as they fall idle (answers still to be sent say `Connection: close`), then resolve.
 * Call it at once after listening, so it sees every request.
 */
export function gracefulStopper(server: Server): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  const closeWhenDone = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (stopping) closeWhenDone(res);
  });
  return () => {
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of inFlight) closeWhenDone(res);
    server.closeIdleConnections();
    return closed;
  };
}
