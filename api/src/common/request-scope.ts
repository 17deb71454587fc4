import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

/** Runs the rest of a request with its id in scope, so every log line and error body written meanwhile can carry it. */
export function inRequestScope<T>(id: string, rest: () => T): T {
  return scope.run(id, rest);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore() || undefined;
}
