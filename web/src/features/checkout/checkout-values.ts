import type { UseFormReturn } from 'react-hook-form';
import type { ShippingInfo } from './shipping-info-storage';

/** The checkout form's values: the shipping info (kept in this browser) and the terms box (never kept). */
export interface CheckoutValues extends ShippingInfo {
  termsAccepted: boolean;
}

export type CheckoutForm = UseFormReturn<CheckoutValues>;

/** The form's fields, named as placeOrder's input names them, so a server error's extensions.field lands on its field. */
const FIELDS = [
  'email',
  'customerName',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'shippingMethod',
  'termsAccepted',
] as const;
export type CheckoutField = (typeof FIELDS)[number];
export const isCheckoutField = (field: string | undefined): field is CheckoutField => (FIELDS as readonly string[]).includes(field ?? '');
