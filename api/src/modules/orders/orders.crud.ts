import { defineCrud } from '../../common/crud/descriptor';
import { bool, datetime, int, money, text, withLabels } from '../../common/crud/fields';
import { ValidationError } from '../../common/errors';
import { DiscountCode } from './discount-code/discount-code.entity';

export const discountCodeCrud = defineCrud({
  entity: DiscountCode,
  one: 'discountCode',
  many: 'discountCodes',
  label: 'discount code',
  fields: withLabels({
    code: text({
      max: 40,
      required: true,
      upperCase: true,
      pattern: /^[A-Za-z0-9_-]+$/,
      patternMessage: 'Code may hold only letters, digits, - and _',
    }),
    description: text({ max: 200 }),
    percentOff: int({ min: 1, max: 100 }),
    amountOff: money({ column: 'amountOffPence' }),
    minSubtotal: money({ column: 'minSubtotalPence', label: 'Minimum subtotal' }),
    startsAt: datetime(),
    endsAt: datetime(),
    usageLimit: int({ min: 1 }),
    isActive: bool(),
    firstOrderOnly: bool({ label: 'First order only' }),
    oncePerCustomer: bool({ label: 'Once per customer' }),
  }),
  searchField: 'code',
  sortFields: ['code', 'endsAt', 'timesUsed'],
  defaultSort: { field: 'code', direction: 'ASC' },
  read: 'staff',
  beforeWrite: (values, existing) => {
    const percent = values.percentOff !== undefined ? values.percentOff : existing?.percentOff;
    const amount = values.amountOffPence !== undefined ? values.amountOffPence : existing?.amountOffPence;
    if ((percent == null) === (amount == null)) throw new ValidationError('Give either a percent off or an amount off', 'percentOff');
  },
});

export const ordersCrud = [discountCodeCrud];
