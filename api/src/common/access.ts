import { defaultFieldResolver, GraphQLSchema, isObjectType } from 'graphql';
import { Extensions } from 'type-graphql';
import type { Context } from '../context';
import { Caller, requireStaff, requireSuperAdmin, requireUser, TWO_FACTOR_SETUP_MESSAGE } from './auth';
import { AppError, ForbiddenError } from './errors';

/**
 * Who may call a query or mutation: anyone, any logged-in user, staff (admin or super-admin), or a
 * super-admin only. Every root field declares one; services check the same rule again for other doors.
 */
export type AccessLevel = 'public' | 'user' | 'staff' | 'super-admin';

export function Access(level: AccessLevel) {
  return Extensions({ access: level });
}

/**
 * Marks a root field a member of staff may call before enrolling in two-factor sign-in when STAFF_2FA
 * is required (me, the enrolment itself); every other field above 'public' refuses them.
 */
export function BeforeTwoFactorSetup() {
  return Extensions({ beforeTwoFactorSetup: true });
}

export function checkAccess(level: AccessLevel, caller: Caller | null): void {
  if (level === 'user') requireUser(caller);
  else if (level === 'staff') requireStaff(caller);
  else if (level === 'super-admin') requireSuperAdmin(caller);
}

/**
 * Enforces the declared level on every field: a root field must declare one; on object types a field
 * marked 'staff' (cost prices, shelf codes, ...) is refused to other callers rather than answered as
 * null, and 'public' means whoever may read the object may read the field. The authorization test
 * requires a decision on every field of every type a guest or customer can reach.
 *
 * Only the fields with something to check are wrapped (every root field, and object fields above
 * 'public'): a middleware on every field cost a promise per value and tripled the time of a large
 * answer (100 products with their related products).
 */
export function guardFields(schema: GraphQLSchema): GraphQLSchema {
  const roots = [schema.getQueryType(), schema.getMutationType()];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const root = roots.includes(type);
    for (const field of Object.values(type.getFields())) {
      const level = field.extensions?.access as AccessLevel | undefined;
      if (!root && (!level || level === 'public')) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: Context, info) => {
        if (!level) throw new AppError('INTERNAL', `${type.name}.${field.name} has no access rule`);
        checkAccess(level, context.caller);
        if (root && level !== 'public' && context.caller?.twoFactorSetupRequired && !field.extensions?.beforeTwoFactorSetup)
          throw new ForbiddenError(TWO_FACTOR_SETUP_MESSAGE);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
