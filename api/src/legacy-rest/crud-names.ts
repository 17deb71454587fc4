/**
 * The legacy names of the admin data sets: their REST paths, field names (legacy name → our GraphQL
 * field) and fallback nouns (docs/legacy-rest.md). Only the REST layer uses them.
 */
export interface LegacyCrudNames {
  paths: { list: string; add: string; update: string; remove: string };
  fields: Record<string, string>;
  /** Legacy list query parameters → list option fields (DepCode → departmentCode). */
  filters?: Record<string, string>;
  /** Nouns of the legacy fallback messages: 'Failed to fetch {fetch}', 'Failed to add {write}'. */
  nouns: { fetch: string; write: string };
}

import { codeFieldOf, type ProductLink } from '../common/product-link';

const admin = (one: string, many = `${one}s`) => ({
  list: `/admin/get/${many}`,
  add: `/admin/add/${one}`,
  remove: `/admin/delete/${one}/:id`,
});
const rest = (many: string, list = `/admin/get/${many}`) => ({ list, add: `/${many}`, update: `/${many}/:id`, remove: `/${many}/:id` });
const image = (name: string) => ({ [name]: 'fileName', FileName: 'fileName', Height: 'imageHeight', Width: 'imageWidth' });

/** The legacy names of every data set that has them; the product's attribute codes come from its links (LegacySets). */
export const legacyCrudNames = (productLinks: readonly ProductLink[]): Record<string, LegacyCrudNames> => ({
  banners: {
    paths: { ...admin('banner'), update: '/admin/update/banner/:id' },
    fields: {
      BannerID: 'id',
      BannerTitle: 'title',
      BannerDescription: 'description',
      ...image('BannerImage'),
      IsActive: 'isActive',
      status: 'status',
      Position: 'position',
      LinkUrl: 'linkUrl',
    },
    nouns: { fetch: 'banners', write: 'banner' },
  },
  departments: {
    paths: { ...admin('department'), update: '/admin/update/department/:id' },
    fields: {
      DepID: 'id',
      DepCode: 'code',
      Department: 'name',
      DepartmentSlug: 'slug',
      ...image('DepImage'),
      IsActive: 'isActive',
      Position: 'position',
    },
    nouns: { fetch: 'department', write: 'department' },
  },
  categories: {
    paths: { ...admin('category', 'category'), update: '/admincategory/:id' },
    fields: {
      CategoryID: 'id',
      CategoryCode: 'code',
      CategorySlug: 'slug',
      CategoryTitle: 'title',
      CategoryName: 'name',
      ...image('CategoryImage'),
      DepCode: 'departmentCode',
      IsActive: 'isActive',
      Position: 'position',
    },
    filters: { DepCode: 'departmentCode' },
    nouns: { fetch: 'categories', write: 'category' },
  },
  subCategories: {
    paths: { ...admin('subcategory', 'subcategory'), update: '/adminsubcategory/:id' },
    fields: {
      SubCategoryID: 'id',
      SubCategoryCode: 'code',
      SubCategorySlug: 'slug',
      SubCategoryTitle: 'title',
      SubCategoryName: 'name',
      ...image('SubCategoryImage'),
      CategoryCode: 'categoryCode',
      IsActive: 'isActive',
      Position: 'position',
    },
    filters: { CategoryCode: 'categoryCode' },
    nouns: { fetch: 'subcategories', write: 'subcategory' },
  },
  parentItems: {
    paths: { list: '/admin/get/parentitems', add: '/admin/add/parentitem', update: '/parent-items/:id', remove: '/parent-items/:id' },
    fields: {
      ParentItemID: 'id',
      ParentItemCode: 'code',
      ParentItemSlug: 'slug',
      ParentItemTitle: 'title',
      ...image('ParentItemImage'),
      SubCategoryCode: 'subCategoryCode',
      IsActive: 'isActive',
      Position: 'position',
    },
    filters: { SubCategoryCode: 'subCategoryCode' },
    nouns: { fetch: 'parent items', write: 'parent item' },
  },
  colors: {
    paths: { ...admin('color'), update: '/colors/:id' },
    fields: {
      ColorID: 'id',
      ColorCode: 'code',
      Color: 'name',
      ...image('ColorImage'),
      HexCode: 'hexCode',
      RGB: 'rgb',
      IsActive: 'isActive',
    },
    nouns: { fetch: 'colors', write: 'color' },
  },
  sizes: {
    paths: { ...admin('size'), update: '/sizes/:id' },
    fields: { SizeID: 'id', SizeCode: 'code', Size: 'name', ...image('SizeImage'), IsActive: 'isActive' },
    nouns: { fetch: 'sizes', write: 'size' },
  },
  itemTypes: {
    paths: { ...admin('type'), update: '/types/:id' },
    fields: { ItemClassID: 'id', TypeCode: 'code', ItemClass: 'name', IsActive: 'isActive' },
    nouns: { fetch: 'admin types', write: 'admin type' },
  },
  brands: {
    paths: { ...admin('brand'), update: '/brands/:id' },
    fields: {
      BrandID: 'id',
      BrandCode: 'code',
      Brand: 'name',
      BrandName: 'name',
      BrandSlug: 'slug',
      ...image('BrandImage'),
      IsActive: 'isActive',
    },
    nouns: { fetch: 'brand', write: 'brand' },
  },
  pieces: {
    paths: { list: '/admin/get/pieces', add: '/pieces', update: '/pieces/:id', remove: '/admin/delete/piece/:id' },
    fields: { PieceID: 'id', PieceCode: 'code', PieceName: 'name', ...image('PieceImage'), IsActive: 'isActive' },
    nouns: { fetch: 'piece', write: 'piece' },
  },
  fabrics: {
    paths: { list: '/admin/get/fabrics', add: '/fabrics', update: '/fabrics/:id', remove: '/admin/delete/fabric/:id' },
    fields: { FabricID: 'id', FabricCode: 'code', FabricName: 'name', ...image('FabricImage'), IsActive: 'isActive' },
    nouns: { fetch: 'fabric', write: 'fabric' },
  },
  shades: {
    paths: rest('shades'),
    fields: { ShadeID: 'id', ShadeCode: 'code', ShadeName: 'name', HexCode: 'hexCode', IsActive: 'isActive' },
    nouns: { fetch: 'shades', write: 'shade' },
  },
  weights: {
    paths: rest('weights'),
    fields: { WeightID: 'id', WeightCode: 'code', WeightName: 'name', IsActive: 'isActive' },
    nouns: { fetch: 'admin weights', write: 'admin weight' },
  },
  volumes: {
    paths: rest('volumes'),
    fields: { VolumeID: 'id', VolumeCode: 'code', VolumeName: 'name', IsActive: 'isActive' },
    nouns: { fetch: 'admin volumes', write: 'admin volume' },
  },
  fragrances: {
    paths: rest('fragrances'),
    fields: { FragranceID: 'id', FragranceCode: 'code', FragranceName: 'name', IsActive: 'isActive' },
    nouns: { fetch: 'admin fragrances', write: 'admin fragrance' },
  },
  vendors: {
    paths: rest('vendors', '/vendors'),
    fields: {
      VendorID: 'id',
      VendorCode: 'code',
      VendorName: 'name',
      ContactName: 'contactName',
      Email: 'email',
      Phone: 'phone',
      IsActive: 'isActive',
    },
    nouns: { fetch: 'admin vendors', write: 'admin vendors' },
  },
  stockMovements: {
    paths: { ...rest('stocks', '/admin/get/stock') },
    fields: {
      StockID: 'id',
      ProductID: 'productId',
      ProductCode: 'productCode',
      ProductLocationID: 'productLocationId',
      ProductLocationCode: 'productLocationCode',
      Quantity: 'quantity',
      Reason: 'reason',
      Note: 'note',
      BatchNumber: 'batchNumber',
      ExpiryDate: 'expiryDate',
      OrderID: 'orderId',
      CreatedAt: 'createdAt',
    },
    nouns: { fetch: 'admin stocks', write: 'admin stocks' },
  },
  productClasses: {
    paths: rest('product-classes', '/admin/get/productclass'),
    fields: {
      ProductClassID: 'id',
      ProductClassCode: 'code',
      ProductClassName: 'name',
      VatRate: 'vatRate',
      VatRateBasisPoints: 'vatRateBasisPoints',
      IsActive: 'isActive',
    },
    nouns: { fetch: 'admin product classes', write: 'admin product classes' },
  },
  productLocations: {
    paths: rest('product-locations', '/admin/get/productlocation'),
    fields: {
      ProductLocationID: 'id',
      ProductLocationCode: 'code',
      ProductLocationName: 'name',
      Description: 'description',
      IsActive: 'isActive',
    },
    nouns: { fetch: 'admin product locations', write: 'admin product locations' },
  },
  products: {
    paths: { list: '/admin/get/products', add: '/adminproduct', update: '/adminproduct/:id', remove: '/adminproduct/:id' },
    fields: {
      ProductID: 'id',
      ProductCode: 'code',
      ProductSlug: 'slug',
      ProductName: 'name',
      title: 'title',
      SalePrice: 'salePrice',
      CostPrice: 'costPrice',
      WholeSalePrice: 'wholeSalePrice',
      DiscountInAmount: 'discountInAmount',
      DiscountInPercent: 'discountInPercent',
      IsActive: 'isActive',
      StockQuantity: 'stockQuantity',
      Rating: 'rating',
      MainImage: 'mainImage',
      GalleryImages: 'galleryImages',
      FileName: 'fileName',
      ShortDescription: 'shortDescription',
      DetailedDescription: 'detailedDescription',
      ProductBenefits: 'productBenefits',
      Ingredients: 'ingredients',
      ProductFeatures: 'productFeatures',
      HowToUse: 'howToUse',
      FinishCoverage: 'finishCoverage',
      BarCodeFormat: 'barCodeFormat',
      BarCodeFormatOK: 'barCodeFormatOK',
      BatchNumber: 'batchNumber',
      ExpiryDate: 'expiryDate',
      ShelfCode: 'shelfCode',
      ProductPoints: 'productPoints',
      DermatologicallyTested: 'dermatologicallyTested',
      Hypoallergenic: 'hypoallergenic',
      Organic: 'organic',
      Vegan: 'vegan',
      CrueltyFree: 'crueltyFree',
      Length: 'lengthCm',
      Width: 'widthCm',
      Height: 'heightCm',
      ShippingWeightGrams: 'shippingWeightGrams',
      CreatedAt: 'createdAt',
      UpdatedAt: 'updatedAt',
      ParentItemCode: 'parentItemCode',
      ...Object.fromEntries(productLinks.filter((l) => l.legacy).map((l) => [l.legacy!.code, codeFieldOf(l)])),
    },
    nouns: { fetch: 'products', write: 'products' },
  },
});
