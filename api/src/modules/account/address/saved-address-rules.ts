import { normalisePostcode, optionalPhone, optionalText, requiredText } from '../../../common/uk-address';
import type { SavedAddressInput } from './saved-address.inputs';

/** The most addresses one customer keeps. */
export const MAX_SAVED_ADDRESSES = 20;

export interface SavedAddressValues {
  label: string;
  fullName: string;
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
}

/** Trims and checks a saved address, field by field in the form's order, with messages that name the field. */
export function checkSavedAddress(input: SavedAddressInput): SavedAddressValues {
  const label = requiredText(input.label, 'Label', 'label', 40);
  const fullName = requiredText(input.fullName, 'Full name', 'fullName', 120);
  const phone = optionalPhone(input.phone);
  const addressLine1 = requiredText(input.addressLine1, 'Address line 1', 'addressLine1', 200);
  const addressLine2 = optionalText(input.addressLine2, 'Address line 2', 'addressLine2', 200);
  const city = requiredText(input.city, 'Town or city', 'city', 120);
  const postcode = normalisePostcode(input.postcode);
  return { label, fullName, phone, addressLine1, addressLine2, city, postcode };
}
