import type { EntityManager } from 'typeorm';
import type { Caller } from '../../../common/auth';
import { ValidationError } from '../../../common/errors';
import { CARRIERS, carrierNamed, DEFAULT_CARRIER, isCarrierCode } from '../../../common/carriers';
import { User } from '../../account/user/user.entity';
import { ShopSettings } from '../../content/settings/shop-settings.entity';
import { OrderEvent, OrderEventActor } from './order-event.entity';
import type { OrderStatus } from './order-status';

/** An event that is not a status: the customer asked to return a delivered order (staff see it in the history and act on it). */
export const RETURN_REQUESTED = 'return-requested';
/** A card payment was declined or failed (the provider's webhook): the order stays pending. */
export const PAYMENT_FAILED = 'payment-failed';
/** A card payment staff must look at: its amount does not match, or it came for an order no longer pending. */
export const PAYMENT_PROBLEM = 'payment-problem';
/** Staff refunded some of an order's lines (refundOrderLines); the order keeps its status until every line is refunded. */
export const PART_REFUNDED = 'part-refunded';
export type OrderEventKind = OrderStatus | typeof RETURN_REQUESTED | typeof PAYMENT_FAILED | typeof PAYMENT_PROBLEM | typeof PART_REFUNDED;

/** What a member of staff adds to a status change: a note, and on dispatch the carrier's tracking number. */
export interface StatusChangeDetails {
  note?: string | null;
  trackingNumber?: string | null;
  carrier?: string | null;
}

const TRACKING_NUMBER = /^[A-Z0-9][A-Z0-9 -]{2,38}[A-Z0-9]$/;

/**
 * Checks the details of a move to `next`: dispatching needs the carrier's tracking number (4 to 40
 * letters, digits, spaces or hyphens, stored upper-case); tracking and carrier belong to dispatch only;
 * a note is at most 500 characters. Answers the values to store.
 */
export function checkStatusChangeDetails(next: OrderStatus, details: StatusChangeDetails = {}): Required<StatusChangeDetails> {
  const note = details.note?.trim() || null;
  const trackingNumber = details.trackingNumber?.trim().replace(/\s+/g, ' ').toUpperCase() || null;
  const carrier = details.carrier?.trim().replace(/\s+/g, ' ') || null;
  if (note && note.length > 500) throw new ValidationError('Note must be at most 500 characters', 'note');
  if (next === 'dispatched') {
    if (!trackingNumber) throw new ValidationError("Dispatching an order needs the carrier's tracking number", 'trackingNumber');
    if (!TRACKING_NUMBER.test(trackingNumber))
      throw new ValidationError('Tracking number must be 4 to 40 letters, digits, spaces or hyphens', 'trackingNumber');
    if (carrier && carrier.length > 60) throw new ValidationError('Carrier must be at most 60 characters', 'carrier');
  } else {
    if (trackingNumber) throw new ValidationError('A tracking number is given only when dispatching an order', 'trackingNumber');
    if (carrier) throw new ValidationError('A carrier is given only when dispatching an order', 'carrier');
  }
  return { note, trackingNumber, carrier };
}

/**
 * The carrier a dispatch records: the one staff named (a carrier the shop knows is written by its name,
 * 'dpd' → 'DPD'), else the carrier in the branch's Settings, so the tracking link of an order stays right
 * when Settings change later.
 */
export async function dispatchCarrier(manager: EntityManager, branchCode: string, given: string | null): Promise<string> {
  const named = carrierNamed(given);
  if (given) return named ? CARRIERS[named].name : given;
  const settings = await manager.getRepository(ShopSettings).findOne({ where: { branchCode }, select: { id: true, carrier: true } });
  return CARRIERS[isCarrierCode(settings?.carrier) ? settings.carrier : DEFAULT_CARRIER].name;
}

/** Who made a step when no account is signed in: the order's customer as a guest, or the shop itself. */
export type WithoutAccount = OrderEventActor.GUEST | OrderEventActor.SHOP;

/**
 * Writes one step of an order's history in the caller's transaction, naming who made it: the signed-in
 * caller's account, else `withoutAccount` (the customer as a guest, or the shop itself).
 */
export async function recordOrderEvent(
  manager: EntityManager,
  order: { branchCode: string; id: number },
  status: OrderEventKind,
  caller: Caller | null,
  details: Required<StatusChangeDetails>,
  withoutAccount: WithoutAccount,
): Promise<void> {
  const user = caller
    ? await manager.getRepository(User).findOne({ where: { id: caller.userId }, select: { id: true, name: true } })
    : null;
  const repo = manager.getRepository(OrderEvent);
  await repo.insert(
    repo.create({
      branchCode: order.branchCode,
      orderId: order.id,
      status,
      userId: user?.id ?? null,
      userName: user?.name.slice(0, 120) ?? null,
      actor: caller ? OrderEventActor.ACCOUNT : withoutAccount,
      ...details,
    }),
  );
}
