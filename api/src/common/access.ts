import { GraphQLObjectType } from 'graphql';
import { Extensions, MiddlewareFn } from 'type-graphql';
import type { Context } from '../context';
import { Caller, requireStaff, requireSuperAdmin, requireUser } from './auth';
import { AppError } from './errors';

/**
 * Who may call a query or mutation: anyone, any logged-in user, staff (admin or super-admin), or a
 * super-admin only. Every root field declares one; services check the same rule again for other doors.
 */
export type AccessLevel = 'public' | 'user' | 'staff' | 'super-admin';

export function Access(level: AccessLevel) {
  return Extensions({ access: level });
}

export function checkAccess(level: AccessLevel, caller: Caller | null): void {
  if (level === 'user') requireUser(caller);
  else if (level === 'staff') requireStaff(caller);
  else if (level === 'super-admin') requireSuperAdmin(caller);
}

export function accessOf(type: GraphQLObjectType, fieldName: string): AccessLevel | undefined {
  return type.getFields()[fieldName]?.extensions?.access as AccessLevel | undefined;
}

/**
 * Enforces the declared level on every field: a root field must declare one; on object types a field
 * marked 'staff' (cost prices, shelf codes, ...) is refused to other callers rather than answered as
 * null, and 'public' means whoever may read the object may read the field. The authorization test
 * requires a decision on every field of every type a guest or customer can reach.
 */
export const AccessGuard: MiddlewareFn<Context> = ({ info, context }, next) => {
  const level = accessOf(info.parentType, info.fieldName);
  const root = info.parentType.name;
  if (root === 'Query' || root === 'Mutation') {
    if (!level) throw new AppError('INTERNAL', `${root}.${info.fieldName} has no access rule`);
    checkAccess(level, context.caller);
  } else if (level && level !== 'public') {
    checkAccess(level, context.caller);
  }
  return next();
};
