import { GraphQLSchema } from 'graphql';
import type { Context } from '../../context';
import { auditActors } from '../../common/audit/audit-actor';
import { staffActor } from './staff-actor';

/**
 * Mutations staff may call that are a shopper's own business, not back-office work: a member of staff
 * checking out, or managing their own address book, in the storefront is not audited (nor is signing in).
 */
export const SHOPPER_MUTATIONS = new Set([
  'register',
  'login',
  'logout',
  'forgotPassword',
  'resetPassword',
  'placeOrder',
  'cancelMyOrder',
  'requestReturn',
  'submitReview',
  'sendContactMessage',
  'createMyAddress',
  'updateMyAddress',
  'deleteMyAddress',
  'setDefaultAddress',
]);

/**
 * Runs every other mutation a member of staff calls with its audit actor (audit-actor.ts): who they
 * are now (their e-mail, name and role read once, before the write), the address, the mutation's name
 * and, for legacy REST, the call. A new mutation is audited without any change here.
 */
export function auditMutations(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  for (const field of Object.values(mutation?.getFields() ?? {})) {
    if (SHOPPER_MUTATIONS.has(field.name) || !field.resolve) continue;
    const resolve = field.resolve;
    field.resolve = async (source, args, context: Context, info) => {
      const actor = await staffActor(context.services.db, context.caller, context.clientIp, field.name, context.route ?? null);
      return actor ? auditActors.run(actor, () => resolve(source, args, context, info)) : resolve(source, args, context, info);
    };
  }
  return schema;
}
