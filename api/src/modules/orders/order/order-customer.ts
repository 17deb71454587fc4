import { checkEmailFormat } from '../../../common/email';
import { normalisePostcode, optionalPhone, optionalText, requiredText } from '../../../common/uk-address';
import type { CreateOrderInput } from './create-order.inputs';

export interface OrderCustomer {
  customerName: string;
  email: string;
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
}

/** The who and where of an order, trimmed and checked; messages name the field. */
export function checkOrderCustomer(input: Partial<CreateOrderInput>): OrderCustomer {
  const email = requiredText(input.email, 'Email', 'email', 200).toLowerCase();
  checkEmailFormat(email);
  const phone = optionalPhone(input.phone);
  return {
    customerName: requiredText(input.customerName, 'Customer name', 'customerName', 120),
    email,
    phone,
    addressLine1: requiredText(input.addressLine1, 'Address line 1', 'addressLine1', 200),
    addressLine2: optionalText(input.addressLine2, 'Address line 2', 'addressLine2', 200),
    city: requiredText(input.city, 'City', 'city', 120),
    postcode: normalisePostcode(input.postcode),
  };
}
