import DataLoader from 'dataloader';
import { attributeEntities, attributeRegistry } from '../attributes/registry';
import { defineModule } from '../shop-module';
import { catalogCrud } from './catalog.crud';
import { Department } from './department/department.entity';
import { StockMovement } from './stock/stock-movement.entity';
import type { ServiceDeps } from '../../services';
import { Category } from './category/category.entity';
import { CategoryResolver } from './category/category.resolver';
import { CategoryService } from './category/category.service';
import { DepartmentResolver } from './department/department.resolver';
import { DepartmentService } from './department/department.service';
import { ParentItem } from './parent-item/parent-item.entity';
import { ParentItemResolver } from './parent-item/parent-item.resolver';
import { ParentItemService } from './parent-item/parent-item.service';
import { ProductAdminResolver } from './product/product-admin.resolver';
import { ProductAdminService } from './product/product-admin.service';
import { ProductCsvService } from './product/product-csv.service';
import { productCrud } from './product/product.crud';
import { Collection, CollectionProduct } from './collection/collection.entity';
import { ProductFieldsResolver } from './product/product-fields.resolver';
import { ProductFamilyResolver } from './product/product-family.resolver';
import { ProductListingResolver } from './product/product-listing.resolver';
import type { SwatchRow } from './product/product-family';
import { ProductFilterService } from './product/product-filters.service';
import { ProductListingService } from './product/product-listing.service';
import { Product } from './product/product.entity';
import { MAX_RELATED } from './product/store-product.service';
import { Review } from './review/review.entity';
import type { ListResult } from '../../common/list';
import type { PageSlice } from './review/review.service';
import { StoreProductResolver } from './product/store-product.resolver';
import { StoreProductService } from './product/store-product.service';
import { ProductReviewResolver, ReviewProductResolver } from './review/review.resolver';
import { ProductReviewService } from './review/review.service';
import { ProductSearchService } from './search/product-search.service';
import { SearchResolver } from './search/search.resolver';
import { SearchSuggestionsService } from './search/search-suggestions.service';
import { StockBatchResolver } from './stock/stock-batch.resolver';
import { StockBatchService } from './stock/stock-batch.service';
import { activeByIds, ActiveRow, EntityClass } from './store/active-rows';
import { BrandDirectoryService } from './store/brand-directory.service';
import { BrandResolver } from './store/brand.resolver';
import { LIST_SIZES } from './store/list-sizes';
import { Brand } from '../attributes/brand';
import type { StarCount } from './store/review.types';
import { SubCategory } from './sub-category/sub-category.entity';
import { SubCategoryResolver } from './sub-category/sub-category.resolver';
import { SubCategoryService } from './sub-category/sub-category.service';

/** Storefront catalogue: the tree, products, search, filters, reviews. */
const catalogResolvers: Function[] = [
  DepartmentResolver,
  CategoryResolver,
  SubCategoryResolver,
  ParentItemResolver,
  StoreProductResolver,
  ProductFieldsResolver,
  ProductFamilyResolver,
  ProductListingResolver,
  ProductReviewResolver,
  ReviewProductResolver,
  BrandResolver,
  SearchResolver,
  ProductAdminResolver,
  StockBatchResolver,
];

function createCatalogServices({ db, config, crud, images }: ServiceDeps) {
  const storeProducts = new StoreProductService(db);
  const productSearch = new ProductSearchService(db, storeProducts, { redisUrl: config.redisUrl });
  const productListing = new ProductListingService(db, productSearch);
  return {
    departments: new DepartmentService(db),
    categories: new CategoryService(db),
    subCategories: new SubCategoryService(db),
    parentItems: new ParentItemService(db),
    storeProducts,
    productListing,
    productFilters: new ProductFilterService(db, productListing),
    productReviews: new ProductReviewService(db),
    brandDirectory: new BrandDirectoryService(db),
    productSearch,
    searchSuggestions: new SearchSuggestionsService(db, productSearch, storeProducts),
    productAdmin: new ProductAdminService(db, images, crud.of<Product>(productCrud)),
    productCsv: new ProductCsvService(db, crud.of<Product>(productCrud)),
    stockBatches: new StockBatchService(db),
    catalogRows: {
      activeByIds: <E extends ActiveRow>(entity: EntityClass<E>, branchCode: string, ids: readonly number[]) =>
        activeByIds(db, entity, branchCode, ids),
    },
  };
}

type CatalogServices = ReturnType<typeof createCatalogServices>;

function createCatalogLoaders(services: CatalogServices, branchCode: string) {
  const byId = new Map<Function, DataLoader<number, unknown>>();
  const related = new Map<number, DataLoader<Product, Product[], number>>();
  const reviews = new Map<string, DataLoader<number, ListResult<Review>>>();
  return {
    categoriesOfDepartment: new DataLoader<number, Category[]>((ids) => services.departments.categoriesOf(branchCode, ids)),
    topBrandsOfDepartment: new DataLoader<number, Brand[]>((ids) =>
      services.brandDirectory.topOfDepartments(branchCode, ids, LIST_SIZES.topBrandsPerDepartment),
    ),
    subCategoriesOfCategory: new DataLoader<number, SubCategory[]>((ids) => services.categories.subCategoriesOf(branchCode, ids)),
    parentItemsOfSubCategory: new DataLoader<number, ParentItem[]>((ids) => services.subCategories.parentItemsOf(branchCode, ids)),
    productsOfParentItem: new DataLoader<number, Product[]>((ids) => services.parentItems.productsOf(branchCode, ids)),
    productCountOfParentItem: new DataLoader<number, number>((ids) => services.parentItems.productCountsOf(branchCode, ids)),
    swatchRowsOfParentItem: new DataLoader<number, SwatchRow[]>((ids) => services.parentItems.swatchRowsOf(branchCode, ids)),
    collectionsOfProduct: new DataLoader<number, Collection[]>((ids) => services.productAdmin.collectionsOf(branchCode, ids)),
    anyProductById: new DataLoader<number, Product | null>((ids) => services.storeProducts.anyByIds(branchCode, ids)),
    reviewHistogramOf: new DataLoader<number, StarCount[]>((ids) => services.productReviews.histogramsOf(branchCode, ids)),
    /** "You may also like" of many products at once, one loader per limit asked for. */
    relatedProducts(limit: number): DataLoader<Product, Product[], number> {
      const take = Math.min(Math.max(Math.trunc(limit), 0), MAX_RELATED);
      if (!related.has(take))
        related.set(
          take,
          new DataLoader((products) => services.storeProducts.relatedOf(branchCode, products, take), { cacheKeyFn: (p) => p.id }),
        );
      return related.get(take)!;
    },
    /** A page of approved reviews of many products at once, one loader per page, order and star filter asked for. */
    approvedReviews(page: PageSlice): DataLoader<number, ListResult<Review>> {
      const key = `${page.skip}:${page.take}:${page.sort}:${page.stars ?? ''}`;
      if (!reviews.has(key)) reviews.set(key, new DataLoader((ids) => services.productReviews.approvedOf(branchCode, ids, page)));
      return reviews.get(key)!;
    },
    /** Active rows of one table by id (tree nodes, brands, colors, ...), batched per request. */
    activeById<E extends ActiveRow>(entity: EntityClass<E>): DataLoader<number, E | null> {
      if (!byId.has(entity))
        byId.set(entity, new DataLoader<number, E | null>((ids) => services.catalogRows.activeByIds(entity, branchCode, ids)));
      return byId.get(entity) as DataLoader<number, E | null>;
    },
  };
}

/** The catalogue's registration (see shop-module.ts); the attribute sets of modules/attributes are registered with it. */
export const catalogModule = defineModule({
  entities: [
    Department,
    Category,
    SubCategory,
    ParentItem,
    Product,
    Collection,
    CollectionProduct,
    Review,
    ...attributeEntities,
    StockMovement,
  ],
  crud: [...catalogCrud, ...attributeRegistry],
  resolvers: catalogResolvers,
  services: createCatalogServices,
  loaders: createCatalogLoaders,
});
