import { Role } from '../../api/src/common/roles';
import { insertUser } from './orders';
import type { TestShop } from './test-shop';

/** Bearer headers for a customer, an admin and a super-admin of MAIN. */
export async function legacyCallers(t: TestShop): Promise<Record<'customer' | 'admin' | 'superAdmin', Record<string, string>>> {
  return {
    customer: (await insertUser(t, Role.USER)).headers,
    admin: (await insertUser(t, Role.ADMIN)).headers,
    superAdmin: (await insertUser(t, Role.SUPER_ADMIN)).headers,
  };
}

/** Calls /api{path} and returns the status and parsed JSON body. */
export async function api(t: TestShop, method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) {
  const res = await fetch(`${t.url}/api${path}`, {
    method,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = { notJson: text.slice(0, 200) };
  }
  return { status: res.status, body: withoutRequestId(res, json) };
}

/**
 * Every error body carries the request's id, the same as its x-request-id header: checked here for
 * every call, then taken out so that tests can compare bodies with the exact legacy `{message}`.
 */
export function withoutRequestId(res: Response, body: any): any {
  if (res.status < 400 || !body || typeof body !== 'object' || 'notJson' in body) return body;
  const { requestId, ...rest } = body;
  expect(requestId).toBe(res.headers.get('x-request-id'));
  expect(requestId).toEqual(expect.any(String));
  return rest;
}
