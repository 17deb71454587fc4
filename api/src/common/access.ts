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

/** Enforces the declared level on every root field, and refuses a root field that declares none. */
export const AccessGuard: MiddlewareFn<Context> = ({ info, context }, next) => {
  const root = info.parentType.name;
  if (root === 'Query' || root === 'Mutation') {
    const level = accessOf(info.parentType, info.fieldName);
    if (!level) throw new AppError('INTERNAL', `${root}.${info.fieldName} has no access rule`);
    checkAccess(level, context.caller);
  }
  return next();
};
