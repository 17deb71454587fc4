import type { ReactNode } from 'react';
import { dashboardPaths, dashboardPatternOf } from '../../config/paths';
import { AdminListPage } from './kit/admin-list-page';
import { resources } from './resources';
import { PricesPage } from './prices/prices-page';
import { RatingsPage } from './ratings/ratings-page';
import { ProductImportPage } from './product-import/product-import-page';
import { UsersPage } from './users/users-page';
import { SettingsPage } from './settings/settings-page';
import { InboxPage } from './inbox/inbox-page';
import { ProfilePage } from './profile/profile-page';
import { OrdersPage } from './orders/orders-page';
import { OrderPage } from './orders/order-page';
import { StockPage } from './stock/stock-page';
import { productResource } from './products/product-list';
import { ProductFormPage } from './products/product-form-page';
import { AuditLogPage } from './audit/audit-log-page';

/** A screen of the back office: its child route under /dashboard, the sidebar entry and what it shows. */
export interface Section {
  path: string;
  title: string;
  group: string;
  element: ReactNode;
  /** Other names the top bar's search finds it by. */
  aliases?: string[];
  /** A route only (an order's page, a product's form): not in the sidebar nor found by the top bar's search. */
  hidden?: boolean;
  /** Shown in the sidebar to super-admins only (the API refuses anyone else). */
  superAdminOnly?: boolean;
}

/** The sidebar's groups, in order. */
export const GROUPS = ['Catalogue', 'Attributes', 'Sales', 'Content', 'Shop'];

/**
 * Every screen of the back office. The list-pattern data sets come from their resource entries (one
 * generic page each); a screen with a page of its own is one entry here.
 */
export const sections: Section[] = [
  ...resources.map((resource) => ({
    path: resource.path,
    title: resource.title,
    group: resource.group,
    aliases: resource.aliases,
    element: <AdminListPage key={resource.path} resource={resource} />,
  })),
  {
    path: dashboardPatternOf(dashboardPaths.products),
    title: 'Products',
    group: 'Catalogue',
    element: <AdminListPage key="products" resource={productResource} />,
  },
  {
    path: dashboardPatternOf(dashboardPaths.addProduct),
    title: 'Add Product',
    group: 'Catalogue',
    aliases: ['new product', 'product form'],
    element: <ProductFormPage />,
  },
  { path: dashboardPaths.product.pattern, title: 'Edit Product', group: 'Catalogue', hidden: true, element: <ProductFormPage /> },
  {
    path: dashboardPatternOf(dashboardPaths.prices),
    title: 'Prices',
    group: 'Catalogue',
    aliases: ['bulk prices', 'discounts grid'],
    element: <PricesPage />,
  },
  {
    path: dashboardPatternOf(dashboardPaths.ratings),
    title: 'Ratings',
    group: 'Catalogue',
    aliases: ['reviews'],
    element: <RatingsPage />,
  },
  {
    path: dashboardPatternOf(dashboardPaths.users),
    title: 'Users',
    group: 'Shop',
    aliases: ['accounts', 'customers', 'staff', 'roles'],
    element: <UsersPage />,
  },
  {
    path: dashboardPatternOf(dashboardPaths.stock),
    title: 'Stock',
    group: 'Catalogue',
    aliases: ['stock movements', 'stock ledger', 'batches', 'expiry'],
    element: <StockPage />,
  },
  { path: dashboardPatternOf(dashboardPaths.orders), title: 'Orders', group: 'Sales', element: <OrdersPage /> },
  { path: dashboardPaths.order.pattern, title: 'Order', group: 'Sales', hidden: true, element: <OrderPage /> },
  {
    path: dashboardPatternOf(dashboardPaths.productImport),
    title: 'Product CSV',
    group: 'Catalogue',
    aliases: ['import / export products', 'csv', 'product import', 'product export', 'import', 'export'],
    element: <ProductImportPage />,
  },
  {
    path: dashboardPatternOf(dashboardPaths.contactMessages),
    title: 'Contact Messages',
    group: 'Content',
    aliases: ['inbox', 'messages', 'contact us'],
    element: <InboxPage />,
  },
  {
    path: dashboardPatternOf(dashboardPaths.settings),
    title: 'Settings',
    group: 'Shop',
    aliases: ['shop details', 'bank details', 'social links', 'company'],
    element: <SettingsPage />,
  },
  {
    path: dashboardPatternOf(dashboardPaths.profile),
    title: 'My Profile',
    group: 'Shop',
    aliases: ['profile', 'password', 'change password'],
    element: <ProfilePage />,
  },
  {
    path: dashboardPatternOf(dashboardPaths.auditLog),
    title: 'Audit Log',
    group: 'Shop',
    aliases: ['audit', 'history', 'who changed', 'activity', 'staff changes'],
    superAdminOnly: true,
    element: <AuditLogPage />,
  },
];

/** The sections whose title, path or other names contain the words typed (case-insensitive). */
export function findSections(text: string): Section[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  const listed = sections.filter((section) => !section.hidden);
  const names = (section: Section) =>
    [section.title, section.path.replace(/-/g, ' '), ...(section.aliases ?? [])].map((n) => n.toLowerCase());
  const exact = listed.filter((section) => names(section).some((n) => n === wanted));
  const starts = listed.filter((section) => !exact.includes(section) && names(section).some((n) => n.startsWith(wanted)));
  const contains = listed.filter(
    (section) => !exact.includes(section) && !starts.includes(section) && names(section).some((n) => n.includes(wanted)),
  );
  return [...exact, ...starts, ...contains];
}
