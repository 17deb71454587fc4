import { ukDayStart } from '../../../common/uk-days';
import { addBusinessDays, dispatchDate, DISPATCH_CUT_OFF_MINUTES } from './delivery-dates';

/** When an order placed now leaves the shop, as the product page and the mini-basket say it (docs/storefront.md). */
export interface DispatchPromiseDays {
  /** The UK day an order placed now is dispatched (checkout's dispatchDate). */
  dispatchOn: string;
  /** The 1.00 pm UK cut-off on dispatchOn: orders placed before it are dispatched on dispatchOn. */
  cutoffAt: Date;
  /** The day orders placed from cutoffAt on are dispatched (the business day after dispatchOn). */
  nextDispatchOn: string;
}

/**
 * The dispatch promise at `now`, from the same rule checkout uses (delivery-dates.ts). dispatchOn is
 * always a business day (Monday to Friday), and the clocks change only on Sundays, so the cut-off is
 * UK midnight plus 13 hours.
 */
export function dispatchPromiseAt(now: Date): DispatchPromiseDays {
  const dispatchOn = dispatchDate(now);
  return {
    dispatchOn,
    cutoffAt: new Date(ukDayStart(dispatchOn).getTime() + DISPATCH_CUT_OFF_MINUTES * 60_000),
    nextDispatchOn: addBusinessDays(dispatchOn, 1),
  };
}
