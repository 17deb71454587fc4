import { useCallback, useRef, useState } from 'react';
import { requestFailure, type RequestFailure } from './request-error';

/** The request cycle: busy, then the outcome or the failure. */
export type RequestStatus<T> =
  | { state: 'idle'; loading: false; success: false; error: null; data: null }
  | { state: 'loading'; loading: true; success: false; error: null; data: null }
  | { state: 'success'; loading: false; success: true; error: null; data: T }
  | { state: 'failed'; loading: false; success: false; error: RequestFailure; data: null };

const IDLE = { state: 'idle', loading: false, success: false, error: null, data: null } as const;

/**
 * One remote operation's status: idle → loading (error cleared, success false) → success (data stored)
 * or failed (the server's message or the fallback); reset() returns to idle. run() ignores a second
 * call while one is under way, so a form cannot submit twice.
 */
export function useRequest<T>(fallback: string) {
  const [status, setStatus] = useState<RequestStatus<T>>(IDLE);
  const busy = useRef(false);
  const run = useCallback(
    async (call: () => Promise<T>): Promise<{ ok: true; data: T } | { ok: false; error: RequestFailure } | null> => {
      if (busy.current) return null;
      busy.current = true;
      setStatus({ state: 'loading', loading: true, success: false, error: null, data: null });
      try {
        const data = await call();
        setStatus({ state: 'success', loading: false, success: true, error: null, data });
        return { ok: true, data };
      } catch (err) {
        const error = err instanceof RequestError ? err.failure : requestFailure(err, fallback);
        setStatus({ state: 'failed', loading: false, success: false, error, data: null });
        return { ok: false, error };
      } finally {
        busy.current = false;
      }
    },
    [fallback],
  );
  const reset = useCallback(() => setStatus(IDLE), []);
  return { status, run, reset };
}

/** Thrown by calls that are not GraphQL (the multipart contact form) with the failure already worked out. */
export class RequestError extends Error {
  constructor(readonly failure: RequestFailure) {
    super(failure.message);
  }
}
