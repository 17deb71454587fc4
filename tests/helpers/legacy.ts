import { Role, User } from '../../api/src/modules/account/user/user.entity';
import type { TestShop } from './test-shop';

/** Bearer headers for a customer, an admin and a super-admin inserted straight into the test shop's database. */
export async function legacyCallers(t: TestShop): Promise<Record<'customer' | 'admin' | 'superAdmin', Record<string, string>>> {
  const repo = t.shop.db.repo(User);
  const make = async (role: Role, email: string) => {
    const user = await repo.save(repo.create({ branchCode: 'MAIN', name: email.split('@')[0], email, passwordHash: 'not-a-login', role }));
    return { authorization: `Bearer ${t.shop.tokens.sign({ userId: user.id, role, branchCode: 'MAIN' })}` };
  };
  return {
    customer: await make(Role.USER, `customer-${Date.now()}@example.co.uk`),
    admin: await make(Role.ADMIN, `admin-${Date.now()}@example.co.uk`),
    superAdmin: await make(Role.SUPER_ADMIN, `boss-${Date.now()}@example.co.uk`),
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
  return { status: res.status, body: json };
}
