import * as docs from '../../../generated/graphql';
import { formatDate } from '../../../lib/format';
import { formatPounds } from '../../../lib/money';
import { defineResource, type AdminResource } from '../resource';
import { active, activeColumn, image, position, positionColumn, thumbnail } from './parts';
import { requiredMessage } from '../../../lib/form-rules';

const LINK_TYPES = [
  { value: 'product', label: 'Product' },
  { value: 'collection', label: 'Collection' },
];

/** Discount codes and offers. */
export const salesResources: AdminResource[] = [
  defineResource({
    path: 'discounts',
    title: 'Discount Codes',
    one: 'discount code',
    group: 'Sales',
    aliases: ['discounts'],
    list: docs.AdminDiscountCodesDocument,
    field: 'discountCodes',
    create: docs.AdminCreateDiscountCodeDocument,
    update: docs.AdminUpdateDiscountCodeDocument,
    remove: docs.AdminDeleteDiscountCodeDocument,
    nameOf: (row) => row.code,
    fallback: { many: 'discount codes', one: 'discount code' },
    columns: [
      { label: 'Code', sort: 'code', value: (r) => r.code },
      {
        label: 'Discount',
        numeric: true,
        value: (r) => (r.percentOff != null ? `${r.percentOff}%` : r.amountOff != null ? formatPounds(r.amountOff) : ''),
      },
      { label: 'Ends', sort: 'endsAt', value: (r) => (r.endsAt ? formatDate(r.endsAt) : '') },
      { label: 'Used', sort: 'timesUsed', numeric: true, value: (r) => (r.usageLimit ? `${r.timesUsed} of ${r.usageLimit}` : r.timesUsed) },
      {
        label: 'Limits',
        value: (r) => [r.firstOrderOnly && 'First order only', r.oncePerCustomer && 'Once per customer'].filter(Boolean).join(', '),
      },
      activeColumn(),
    ],
    fields: [
      { name: 'code', label: 'Code', kind: 'text', required: requiredMessage('Code'), hint: 'Letters, digits, - and _' },
      { name: 'description', label: 'Description', kind: 'text' },
      { name: 'percentOff', label: 'Percent off', kind: 'number', min: 1, max: 100, hint: 'Give a percent off or an amount off' },
      { name: 'amountOff', label: 'Amount off (£)', kind: 'money' },
      { name: 'minSubtotal', label: 'Minimum basket (£)', kind: 'money', omitBlank: true },
      { name: 'startsAt', label: 'Starts', kind: 'datetime' },
      { name: 'endsAt', label: 'Ends', kind: 'datetime' },
      { name: 'usageLimit', label: 'Usage limit', kind: 'number', min: 1 },
      {
        name: 'firstOrderOnly',
        label: 'First order only',
        kind: 'checkbox',
        hint: "Refused when the customer's account or e-mail has an earlier order that was not cancelled",
      },
      {
        name: 'oncePerCustomer',
        label: 'Once per customer',
        kind: 'checkbox',
        hint: 'Each account and each e-mail address may use it once',
      },
      active,
    ],
  }),
  defineResource({
    path: 'offers',
    title: 'Offers',
    one: 'offer',
    group: 'Sales',
    aliases: ['latest deals'],
    list: docs.AdminOffersDocument,
    field: 'offers',
    create: docs.AdminCreateOfferDocument,
    update: docs.AdminUpdateOfferDocument,
    remove: docs.AdminDeleteOfferDocument,
    nameOf: (row) => row.title,
    imageArea: 'offers',
    fallback: { many: 'offers', one: 'offer' },
    columns: [
      thumbnail('offers'),
      { label: 'Title', sort: 'title', value: (r) => r.title },
      { label: 'Links to', value: (r) => `${r.linkType} ${r.linkSlug}` },
      { label: 'Ends', value: (r) => (r.endsAt ? formatDate(r.endsAt) : '') },
      positionColumn(),
      activeColumn(),
    ],
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: requiredMessage('Title') },
      { name: 'subtitle', label: 'Subtitle', kind: 'text' },
      {
        name: 'linkType',
        label: 'Links to a',
        kind: 'select',
        options: LINK_TYPES,
        required: requiredMessage('Link type'),
        defaultValue: 'product',
      },
      { name: 'linkSlug', label: 'Product or collection slug', kind: 'text', required: requiredMessage('Slug') },
      { name: 'startsAt', label: 'Starts', kind: 'datetime' },
      { name: 'endsAt', label: 'Ends', kind: 'datetime' },
      position,
      active,
      image,
    ],
  }),
];
