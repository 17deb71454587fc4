import type { TypedDocumentNode } from '@apollo/client';
import * as docs from '../../generated/graphql';
import { paths } from '../../config/paths';
import { formatPounds } from '../../lib/money';
import { defineResource, type AdminResource, type Column, type FormField, type RowOf } from './resource';
import { formatDate } from '../../lib/format';
import s from './admin.module.css';

/**
 * Every data set of the back office's list pattern (docs/back-office.md), one entry each: its route under
 * /dashboard, title, typed documents, columns and form. Adding a set is adding an entry here.
 */

interface Imaged {
  fileName?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
}
interface Named {
  id: number;
  code: string;
  name: string;
  isActive: boolean;
}

const required = (label: string) => `${label} is Required`;

// Fields and columns several sets share.
const code = { name: 'code', label: 'Code', kind: 'text', omitBlank: true, hint: 'Left empty, the next free code is given' } as const;
const slug = { name: 'slug', label: 'Slug', kind: 'text', omitBlank: true, hint: 'Left empty, one is made from the name' } as const;
const active = { name: 'isActive', label: 'Active', kind: 'checkbox', defaultValue: true } as const;
const position = { name: 'position', label: 'Position', kind: 'number', min: 0, omitBlank: true } as const;
const image = { name: 'image', label: 'Image', kind: 'image' } as const;

function thumbnail<R extends Imaged>(area: string): Column<R> {
  return {
    label: 'Image',
    value: (row) =>
      row.fileName ? <img src={paths.upload(area, row.fileName)} alt="" width={40} height={40} loading="lazy" className={s.thumb} /> : null,
  };
}
/** Active / Inactive as a pill with its word; sortable only where the set's API sorts by it. */
const activeColumn = <R extends { isActive: boolean }>(sortable = false): Column<R> => ({
  label: 'Status',
  sort: sortable ? 'isActive' : undefined,
  value: (row) => <span className={row.isActive ? s.pillOk : s.pillOff}>{row.isActive ? 'Active' : 'Inactive'}</span>,
});
const positionColumn = <R extends { position: number }>(): Column<R> => ({
  label: 'Position',
  sort: 'position',
  numeric: true,
  value: (row) => row.position,
});

/** A named attribute set (code, name, active, optional image, a few fields of its own). */
function attribute<TData, K extends keyof TData, TInput>(o: {
  path: string;
  title: string;
  one: string;
  aliases?: string[];
  list: TypedDocumentNode<TData, never>;
  field: K;
  create: TypedDocumentNode<unknown, { input: TInput }>;
  update: TypedDocumentNode<unknown, never>;
  remove: TypedDocumentNode<unknown, never>;
  imageArea?: string;
  fallback: { many: string; one: string };
  columns?: Column<RowOf<TData[K]>>[];
  fields?: (FormField<RowOf<TData[K]>> & { name: Extract<keyof TInput, string> })[];
}): AdminResource {
  type R = Named & Imaged;
  const { field, ...entry } = o;
  const columns: Column<R>[] = [
    ...(o.imageArea ? [thumbnail<R>(o.imageArea)] : []),
    { label: 'Name', sort: 'name', value: (row) => row.name },
    { label: 'Code', sort: 'code', value: (row) => row.code },
    ...((o.columns ?? []) as unknown as Column<R>[]),
    activeColumn<R>(),
  ];
  const fields: FormField<R>[] = [
    { name: 'name', label: 'Name', kind: 'text', required: required('Name') },
    code,
    ...((o.fields ?? []) as unknown as FormField<R>[]),
    active,
    ...(o.imageArea ? [image] : []),
  ];
  return {
    ...entry,
    rows: (data: TData) => data[field],
    group: 'Attributes',
    nameOf: (row: R) => row.name,
    defaultSort: 'name',
    columns,
    fields,
    deleteNote: 'Products that use it keep their other details.',
  } as unknown as AdminResource;
}

// Dependent selects of the catalogue tree.
const department = {
  name: 'departmentId',
  label: 'Department',
  kind: 'ref',
  required: required('Department'),
  source: { resource: 'departments' },
} as const;
const category = {
  name: 'categoryId',
  label: 'Category',
  kind: 'ref',
  required: required('Category'),
  source: { resource: 'categories', filter: { by: 'departmentId', from: 'departmentId' } },
} as const;
const subCategory = {
  name: 'subCategoryId',
  label: 'Sub-category',
  kind: 'ref',
  required: required('Sub-category'),
  source: { resource: 'subcategories', filter: { by: 'categoryId', from: 'categoryId' } },
} as const;

const LINK_TYPES = [
  { value: 'product', label: 'Product' },
  { value: 'collection', label: 'Collection' },
];

export const resources: AdminResource[] = [
  // Catalogue
  defineResource({
    path: 'departments',
    title: 'Departments',
    one: 'department',
    group: 'Catalogue',
    list: docs.AdminDepartmentsDocument,
    field: 'departments',
    create: docs.AdminCreateDepartmentDocument,
    update: docs.AdminUpdateDepartmentDocument,
    remove: docs.AdminDeleteDepartmentDocument,
    nameOf: (row) => row.name,
    imageArea: 'department',
    fallback: { many: 'department', one: 'department' },
    columns: [
      thumbnail('department'),
      { label: 'Name', sort: 'name', value: (r) => r.name },
      { label: 'Code', sort: 'code', value: (r) => r.code },
      positionColumn(),
      activeColumn(),
    ],
    fields: [{ name: 'name', label: 'Name', kind: 'text', required: required('Name') }, code, slug, position, active, image],
    deleteNote: 'A department with categories cannot be deleted.',
  }),
  defineResource({
    path: 'categories',
    title: 'Categories',
    one: 'category',
    group: 'Catalogue',
    list: docs.AdminCategoriesDocument,
    field: 'categories',
    create: docs.AdminCreateCategoryDocument,
    update: docs.AdminUpdateCategoryDocument,
    remove: docs.AdminDeleteCategoryDocument,
    nameOf: (row) => row.title,
    imageArea: 'category',
    fallback: { many: 'categories', one: 'category' },
    columns: [
      thumbnail('category'),
      { label: 'Title', sort: 'name', value: (r) => r.title },
      { label: 'Department', value: (r) => r.department?.name },
      { label: 'Code', sort: 'code', value: (r) => r.code },
      positionColumn(),
      activeColumn(),
    ],
    fields: [
      department,
      { name: 'title', label: 'Title', kind: 'text', required: required('Title') },
      { name: 'name', label: 'Name', kind: 'text', omitBlank: true, hint: 'Left empty, the title' },
      code,
      slug,
      position,
      active,
      image,
    ],
    deleteNote: 'A category with sub-categories cannot be deleted.',
  }),
  defineResource({
    path: 'subcategories',
    title: 'Sub-categories',
    one: 'sub-category',
    group: 'Catalogue',
    aliases: ['subcategories'],
    list: docs.AdminSubCategoriesDocument,
    field: 'subCategories',
    create: docs.AdminCreateSubCategoryDocument,
    update: docs.AdminUpdateSubCategoryDocument,
    remove: docs.AdminDeleteSubCategoryDocument,
    nameOf: (row) => row.title,
    imageArea: 'subcategory',
    fallback: { many: 'subcategories', one: 'subcategory' },
    columns: [
      thumbnail('subcategory'),
      { label: 'Title', sort: 'name', value: (r) => r.title },
      { label: 'Category', value: (r) => r.category?.title },
      { label: 'Code', sort: 'code', value: (r) => r.code },
      positionColumn(),
      activeColumn(),
    ],
    fields: [
      { ...department, virtual: true, initial: (r) => r.category?.departmentId },
      category,
      { name: 'title', label: 'Title', kind: 'text', required: required('Title') },
      { name: 'name', label: 'Name', kind: 'text', omitBlank: true, hint: 'Left empty, the title' },
      code,
      slug,
      position,
      active,
      image,
    ],
    deleteNote: 'A sub-category with parent items cannot be deleted.',
  }),
  defineResource({
    path: 'parent-items',
    title: 'Parent Items',
    one: 'parent item',
    group: 'Catalogue',
    list: docs.AdminParentItemsDocument,
    field: 'parentItems',
    create: docs.AdminCreateParentItemDocument,
    update: docs.AdminUpdateParentItemDocument,
    remove: docs.AdminDeleteParentItemDocument,
    nameOf: (row) => row.title,
    imageArea: 'parentitem',
    fallback: { many: 'parent items', one: 'parent item' },
    columns: [
      thumbnail('parentitem'),
      { label: 'Title', sort: 'title', value: (r) => r.title },
      { label: 'Sub-category', value: (r) => r.subCategory?.title },
      { label: 'Code', sort: 'code', value: (r) => r.code },
      positionColumn(),
      activeColumn(),
    ],
    fields: [
      { ...department, virtual: true, initial: (r) => r.subCategory?.category?.departmentId },
      { ...category, virtual: true, initial: (r) => r.subCategory?.categoryId },
      subCategory,
      { name: 'title', label: 'Title', kind: 'text', required: required('Title') },
      code,
      slug,
      position,
      active,
      image,
    ],
    deleteNote: 'A parent item with products cannot be deleted.',
  }),
  defineResource({
    path: 'collections',
    title: 'Collections',
    one: 'collection',
    group: 'Catalogue',
    list: docs.AdminCollectionsDocument,
    field: 'collections',
    create: docs.AdminCreateCollectionDocument,
    update: docs.AdminUpdateCollectionDocument,
    remove: docs.AdminDeleteCollectionDocument,
    nameOf: (row) => row.name,
    imageArea: 'collections',
    fallback: { many: 'collections', one: 'collection' },
    columns: [
      thumbnail('collections'),
      { label: 'Name', sort: 'name', value: (r) => r.name },
      { label: 'Slug', value: (r) => r.slug },
      { label: 'Listed', value: (r) => (/yes/i.test(r.view) ? 'Yes' : 'No') },
      positionColumn(),
    ],
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: required('Name') },
      slug,
      {
        name: 'view',
        label: 'Listed (CollectionListVeiw)',
        kind: 'select',
        options: [
          { value: 'yes', label: 'yes: listed in the Collections grid' },
          { value: 'no', label: 'no: not listed' },
        ],
        defaultValue: 'yes',
      },
      position,
      image,
    ],
  }),
  // Attributes
  attribute({
    path: 'brands',
    title: 'Brands',
    one: 'brand',
    list: docs.AdminBrandsDocument,
    field: 'brands',
    create: docs.AdminCreateBrandDocument,
    update: docs.AdminUpdateBrandDocument,
    remove: docs.AdminDeleteBrandDocument,
    imageArea: 'brand',
    fallback: { many: 'brand', one: 'brand' },
    fields: [slug],
  }),
  attribute({
    path: 'colors',
    title: 'Colours',
    one: 'colour',
    aliases: ['colors'],
    list: docs.AdminColorsDocument,
    field: 'colors',
    create: docs.AdminCreateColorDocument,
    update: docs.AdminUpdateColorDocument,
    remove: docs.AdminDeleteColorDocument,
    imageArea: 'attributes',
    fallback: { many: 'colors', one: 'color' },
    columns: [
      {
        label: 'Hex code',
        value: (r) => (
          <>
            <span className={s.swatch} style={{ background: r.hexCode }} aria-hidden="true" />
            {r.hexCode}
          </>
        ),
      },
      { label: 'RGB', value: (r) => r.rgb },
    ],
    fields: [
      { name: 'hexCode', label: 'Hex Code', kind: 'text', required: required('Hex Code'), hint: 'e.g. #C21E56' },
      { name: 'rgb', label: 'RGB', kind: 'text', required: required('RGB'), hint: 'e.g. 194,30,86' },
    ],
  }),
  attribute({
    path: 'sizes',
    title: 'Sizes',
    one: 'size',
    list: docs.AdminSizesDocument,
    field: 'sizes',
    create: docs.AdminCreateSizeDocument,
    update: docs.AdminUpdateSizeDocument,
    remove: docs.AdminDeleteSizeDocument,
    imageArea: 'attributes',
    fallback: { many: 'sizes', one: 'size' },
  }),
  attribute({
    path: 'types',
    title: 'Item Classes',
    one: 'item class',
    aliases: ['types', 'item types'],
    list: docs.AdminItemTypesDocument,
    field: 'itemTypes',
    create: docs.AdminCreateItemTypeDocument,
    update: docs.AdminUpdateItemTypeDocument,
    remove: docs.AdminDeleteItemTypeDocument,
    fallback: { many: 'admin types', one: 'admin type' },
  }),
  attribute({
    path: 'weights',
    title: 'Weights',
    one: 'weight',
    list: docs.AdminWeightsDocument,
    field: 'weights',
    create: docs.AdminCreateWeightDocument,
    update: docs.AdminUpdateWeightDocument,
    remove: docs.AdminDeleteWeightDocument,
    fallback: { many: 'admin weights', one: 'admin weight' },
  }),
  attribute({
    path: 'volumes',
    title: 'Volumes',
    one: 'volume',
    list: docs.AdminVolumesDocument,
    field: 'volumes',
    create: docs.AdminCreateVolumeDocument,
    update: docs.AdminUpdateVolumeDocument,
    remove: docs.AdminDeleteVolumeDocument,
    fallback: { many: 'admin volumes', one: 'admin volume' },
  }),
  attribute({
    path: 'fragrances',
    title: 'Fragrances',
    one: 'fragrance',
    list: docs.AdminFragrancesDocument,
    field: 'fragrances',
    create: docs.AdminCreateFragranceDocument,
    update: docs.AdminUpdateFragranceDocument,
    remove: docs.AdminDeleteFragranceDocument,
    fallback: { many: 'admin fragrances', one: 'admin fragrance' },
  }),
  attribute({
    path: 'shades',
    title: 'Shades',
    one: 'shade',
    list: docs.AdminShadesDocument,
    field: 'shades',
    create: docs.AdminCreateShadeDocument,
    update: docs.AdminUpdateShadeDocument,
    remove: docs.AdminDeleteShadeDocument,
    fallback: { many: 'shades', one: 'shade' },
    columns: [{ label: 'Hex code', value: (r) => r.hexCode }],
    fields: [{ name: 'hexCode', label: 'Hex Code', kind: 'text', hint: 'e.g. #C21E56' }],
  }),
  attribute({
    path: 'flavors',
    title: 'Flavours',
    one: 'flavour',
    aliases: ['flavors'],
    list: docs.AdminFlavorsDocument,
    field: 'flavors',
    create: docs.AdminCreateFlavorDocument,
    update: docs.AdminUpdateFlavorDocument,
    remove: docs.AdminDeleteFlavorDocument,
    fallback: { many: 'flavors', one: 'flavor' },
  }),
  attribute({
    path: 'pieces',
    title: 'Pieces',
    one: 'piece',
    list: docs.AdminPiecesDocument,
    field: 'pieces',
    create: docs.AdminCreatePieceDocument,
    update: docs.AdminUpdatePieceDocument,
    remove: docs.AdminDeletePieceDocument,
    imageArea: 'attributes',
    fallback: { many: 'piece', one: 'piece' },
  }),
  attribute({
    path: 'fabrics',
    title: 'Fabrics',
    one: 'fabric',
    list: docs.AdminFabricsDocument,
    field: 'fabrics',
    create: docs.AdminCreateFabricDocument,
    update: docs.AdminUpdateFabricDocument,
    remove: docs.AdminDeleteFabricDocument,
    imageArea: 'attributes',
    fallback: { many: 'fabric', one: 'fabric' },
  }),
  attribute({
    path: 'vendors',
    title: 'Vendors',
    one: 'vendor',
    list: docs.AdminVendorsDocument,
    field: 'vendors',
    create: docs.AdminCreateVendorDocument,
    update: docs.AdminUpdateVendorDocument,
    remove: docs.AdminDeleteVendorDocument,
    fallback: { many: 'admin vendors', one: 'admin vendors' },
    columns: [
      { label: 'Contact', value: (r) => r.contactName },
      { label: 'Email', value: (r) => r.email },
    ],
    fields: [
      { name: 'contactName', label: 'Contact name', kind: 'text' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'phone', label: 'Phone', kind: 'text' },
    ],
  }),
  attribute({
    path: 'product-classes',
    title: 'Product Classes',
    one: 'product class',
    list: docs.AdminProductClassesDocument,
    field: 'productClasses',
    create: docs.AdminCreateProductClassDocument,
    update: docs.AdminUpdateProductClassDocument,
    remove: docs.AdminDeleteProductClassDocument,
    fallback: { many: 'admin product classes', one: 'admin product classes' },
    columns: [{ label: 'VAT rate', numeric: true, value: (r) => `${r.vatRate}%` }],
    fields: [
      {
        name: 'vatRateBasisPoints',
        label: 'VAT rate (basis points)',
        kind: 'number',
        min: 0,
        max: 10000,
        omitBlank: true,
        hint: '2000 is 20%',
        initial: (r) => Math.round(r.vatRate * 100),
      },
    ],
  }),
  attribute({
    path: 'product-locations',
    title: 'Product Locations',
    one: 'product location',
    list: docs.AdminProductLocationsDocument,
    field: 'productLocations',
    create: docs.AdminCreateProductLocationDocument,
    update: docs.AdminUpdateProductLocationDocument,
    remove: docs.AdminDeleteProductLocationDocument,
    fallback: { many: 'admin product locations', one: 'admin product locations' },
    columns: [{ label: 'Description', value: (r) => r.description }],
    fields: [{ name: 'description', label: 'Description', kind: 'text' }],
  }),
  // Content
  defineResource({
    path: 'slider',
    title: 'Banners',
    one: 'banner',
    group: 'Content',
    aliases: ['slider', 'banners'],
    list: docs.AdminBannersDocument,
    field: 'banners',
    create: docs.AdminCreateBannerDocument,
    update: docs.AdminUpdateBannerDocument,
    remove: docs.AdminDeleteBannerDocument,
    nameOf: (row) => row.title,
    imageArea: 'banner',
    fallback: { many: 'banners', one: 'banner' },
    toasts: {
      adding: 'Adding banner...',
      added: 'Banner added successfully',
      deleting: 'Deleting banner...',
      deleted: 'Banner Deleted Successfully',
      ms: 3000,
    },
    columns: [
      thumbnail('banner'),
      { label: 'Title', sort: 'title', value: (r) => r.title },
      { label: 'Description', value: (r) => r.description },
      positionColumn(),
      activeColumn(true),
    ],
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: required('Title') },
      { name: 'description', label: 'Description', kind: 'textarea', required: required('Description') },
      { name: 'linkUrl', label: 'Link', kind: 'text', hint: 'A path on this shop such as /collections/summer, or an https:// address' },
      position,
      active,
      image,
    ],
  }),
  defineResource({
    path: 'footer',
    title: 'Footer Groups',
    one: 'footer group',
    group: 'Content',
    aliases: ['footer'],
    list: docs.AdminFooterGroupsDocument,
    field: 'footerGroups',
    create: docs.AdminCreateFooterGroupDocument,
    update: docs.AdminUpdateFooterGroupDocument,
    remove: docs.AdminDeleteFooterGroupDocument,
    nameOf: (row) => row.mainTitle,
    fallback: { many: 'footer groups', one: 'footer group' },
    columns: [{ label: 'Main title', sort: 'mainTitle', value: (r) => r.mainTitle }, positionColumn()],
    fields: [{ name: 'mainTitle', label: 'Main title', kind: 'text', required: required('Main title') }, position],
    deleteNote: 'A group with links cannot be deleted.',
  }),
  defineResource({
    path: 'footer-links',
    title: 'Footer Links',
    one: 'footer link',
    group: 'Content',
    list: docs.AdminFooterLinksDocument,
    field: 'footerLinks',
    create: docs.AdminCreateFooterLinkDocument,
    update: docs.AdminUpdateFooterLinkDocument,
    remove: docs.AdminDeleteFooterLinkDocument,
    nameOf: (row) => row.subtitle,
    fallback: { many: 'footer links', one: 'footer link' },
    columns: [{ label: 'Subtitle', sort: 'subtitle', value: (r) => r.subtitle }, { label: 'Slug', value: (r) => r.slug }, positionColumn()],
    fields: [
      { name: 'groupId', label: 'Footer group', kind: 'ref', required: required('Footer group'), source: { resource: 'footer' } },
      { name: 'subtitle', label: 'Subtitle', kind: 'text', required: required('Subtitle') },
      slug,
      { name: 'body', label: 'Page text', kind: 'textarea' },
      position,
    ],
  }),
  defineResource({
    path: 'about-us',
    title: 'About Us Sections',
    one: 'About Us section',
    group: 'Content',
    aliases: ['about us'],
    list: docs.AdminAboutSectionsDocument,
    field: 'aboutSections',
    create: docs.AdminCreateAboutSectionDocument,
    update: docs.AdminUpdateAboutSectionDocument,
    remove: docs.AdminDeleteAboutSectionDocument,
    nameOf: (row) => row.title,
    imageArea: 'aboutus',
    fallback: { many: 'About Us sections', one: 'About Us section' },
    columns: [thumbnail('aboutus'), { label: 'Title', sort: 'title', value: (r) => r.title }, positionColumn()],
    fields: [{ name: 'title', label: 'Title', kind: 'text', required: required('Title') }, position, image],
    deleteNote: 'Its sub-sections go with it.',
  }),
  defineResource({
    path: 'about-us-subsections',
    title: 'About Us Sub-sections',
    one: 'About Us sub-section',
    group: 'Content',
    list: docs.AdminAboutSubSectionsDocument,
    field: 'aboutSubSections',
    create: docs.AdminCreateAboutSubSectionDocument,
    update: docs.AdminUpdateAboutSubSectionDocument,
    remove: docs.AdminDeleteAboutSubSectionDocument,
    nameOf: (row) => row.heading,
    fallback: { many: 'About Us sub-sections', one: 'About Us sub-section' },
    columns: [{ label: 'Heading', sort: 'heading', value: (r) => r.heading }, positionColumn()],
    fields: [
      {
        name: 'sectionId',
        label: 'About Us section',
        kind: 'ref',
        required: required('About Us section'),
        source: { resource: 'about-us' },
      },
      { name: 'heading', label: 'Heading', kind: 'text', required: required('Heading') },
      { name: 'paragraph', label: 'Paragraph', kind: 'textarea', required: required('Paragraph') },
      position,
    ],
  }),
  defineResource({
    path: 'faq',
    title: 'FAQ Headings',
    one: 'FAQ heading',
    group: 'Content',
    aliases: ['faq'],
    list: docs.AdminFaqGroupsDocument,
    field: 'faqGroups',
    create: docs.AdminCreateFaqGroupDocument,
    update: docs.AdminUpdateFaqGroupDocument,
    remove: docs.AdminDeleteFaqGroupDocument,
    nameOf: (row) => row.heading,
    fallback: { many: 'FAQ headings', one: 'FAQ heading' },
    columns: [{ label: 'Heading', sort: 'heading', value: (r) => r.heading }, positionColumn()],
    fields: [{ name: 'heading', label: 'Heading', kind: 'text', required: required('Heading') }, position],
    deleteNote: 'Its questions go with it.',
  }),
  defineResource({
    path: 'faq-questions',
    title: 'FAQ Questions',
    one: 'FAQ question',
    group: 'Content',
    list: docs.AdminFaqQuestionsDocument,
    field: 'faqQuestions',
    create: docs.AdminCreateFaqQuestionDocument,
    update: docs.AdminUpdateFaqQuestionDocument,
    remove: docs.AdminDeleteFaqQuestionDocument,
    nameOf: (row) => row.question,
    fallback: { many: 'FAQ questions', one: 'FAQ question' },
    columns: [{ label: 'Question', sort: 'question', value: (r) => r.question }, positionColumn()],
    fields: [
      { name: 'groupId', label: 'FAQ heading', kind: 'ref', required: required('FAQ heading'), source: { resource: 'faq' } },
      { name: 'question', label: 'Question', kind: 'text', required: required('Question') },
      { name: 'answer', label: 'Answer', kind: 'textarea', required: required('Answer') },
      position,
    ],
  }),
  // Sales
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
      { name: 'code', label: 'Code', kind: 'text', required: required('Code'), hint: 'Letters, digits, - and _' },
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
      { name: 'title', label: 'Title', kind: 'text', required: required('Title') },
      { name: 'subtitle', label: 'Subtitle', kind: 'text' },
      {
        name: 'linkType',
        label: 'Links to a',
        kind: 'select',
        options: LINK_TYPES,
        required: required('Link type'),
        defaultValue: 'product',
      },
      { name: 'linkSlug', label: 'Product or collection slug', kind: 'text', required: required('Slug') },
      { name: 'startsAt', label: 'Starts', kind: 'datetime' },
      { name: 'endsAt', label: 'Ends', kind: 'datetime' },
      position,
      active,
      image,
    ],
  }),
];

/** The entry of a child route ('brands'). */
export const resourceAt = (path: string): AdminResource | undefined => resources.find((r) => r.path === path);
