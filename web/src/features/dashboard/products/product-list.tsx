import * as docs from '../../../generated/graphql';
import { dashboardPaths, paths } from '../../../config/paths';
import { formatPounds } from '../../../lib/money';
import { defineResource } from '../resource';
import s from '../admin.module.css';

/**
 * The product list (docs/back-office.md): the generic list page with the staff list's filters in the URL —
 * department → parent item, brand, active, stock (in / out / low, the notifications' ?stock=low) — and
 * Add / Edit going to the product form's own pages.
 */
export const productResource = defineResource({
  path: 'products',
  title: 'Products',
  one: 'product',
  group: 'Catalogue',
  list: docs.AdminProductsDocument,
  field: 'products',
  create: docs.AdminCreateProductDocument,
  update: docs.AdminUpdateProductDocument,
  remove: docs.AdminDeleteProductDocument,
  nameOf: (row) => row.name,
  defaultSort: 'name',
  fallback: { many: 'products', one: 'products' },
  deleteNote: 'Its reviews go with it; orders keep their lines.',
  routes: { add: dashboardPaths.addProduct, edit: (row) => dashboardPaths.product(row.id) },
  columns: [
    {
      label: 'Image',
      value: (row) =>
        row.gallery[0] ? (
          <img src={paths.upload('products', row.gallery[0])} alt="" width={40} height={40} loading="lazy" className={s.thumb} />
        ) : null,
    },
    { label: 'Name', sort: 'name', value: (row) => row.name },
    { label: 'Code', sort: 'code', value: (row) => row.code },
    { label: 'Price', sort: 'salePricePence', numeric: true, value: (row) => formatPounds(row.salePrice) },
    { label: 'Stock', sort: 'stockQuantity', numeric: true, value: (row) => row.stockQuantity },
    { label: 'Stock alerts', numeric: true, value: (row) => row.waitingStockAlerts },
    {
      label: 'Status',
      value: (row) => <span className={row.isActive ? s.pillOk : s.pillOff}>{row.isActive ? 'Active' : 'Inactive'}</span>,
    },
    { label: 'Rating', sort: 'rating', numeric: true, value: (row) => row.rating.toFixed(1) },
  ],
  fields: [],
  filters: [
    { param: 'department', label: 'Department', choices: { resource: 'departments' }, options: (v) => ({ departmentId: Number(v) }) },
    {
      param: 'parent',
      label: 'Parent item',
      choices: { resource: 'parent-items', filter: { by: 'departmentId', from: 'department' } },
      options: (v) => ({ parentItemId: Number(v) }),
    },
    { param: 'brand', label: 'Brand', choices: { resource: 'brands' }, options: (v) => ({ brandId: Number(v) }) },
    {
      param: 'active',
      label: 'Active',
      choices: [
        { value: 'yes', label: 'Active' },
        { value: 'no', label: 'Inactive' },
      ],
      options: (v) => ({ isActive: v === 'yes' }),
    },
    {
      param: 'stock',
      label: 'Stock',
      choices: [
        { value: 'in', label: 'In stock' },
        { value: 'out', label: 'Out of stock' },
        { value: 'low', label: 'Low stock' },
      ],
      options: (v) => (v === 'low' ? { lowStock: true } : { inStock: v === 'in' }),
    },
  ],
});
