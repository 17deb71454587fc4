/** The storefront product as legacy clients read it (its legacy field names). */
export const PRODUCT_FIELDS = `id slug name code title rating salePrice discountInPercent discountInAmount discountedPrice
  finishCoverage howToUse detailedDescription productBenefits ingredients productFeatures galleryImages stockQuantity
  brand { name slug fileName } color { name } itemType { name } shade { name } flavor { name } parentItem { code }`;

interface StoreProduct {
  id: number;
  slug: string;
  name: string;
  code: string;
  title: string | null;
  rating: number;
  salePrice: number;
  discountInPercent: number;
  discountInAmount: number;
  discountedPrice: number;
  finishCoverage: string | null;
  howToUse: string | null;
  detailedDescription: string | null;
  productBenefits: string | null;
  ingredients: string | null;
  productFeatures: string | null;
  galleryImages: string;
  stockQuantity: number;
  brand: { name: string; slug: string; fileName: string | null } | null;
  color: { name: string } | null;
  itemType: { name: string } | null;
  shade: { name: string } | null;
  flavor: { name: string } | null;
  parentItem: { code: string } | null;
}

export function legacyProduct(p: StoreProduct) {
  return {
    ProductID: p.id,
    ProductSlug: p.slug,
    ProductName: p.name,
    ProductCode: p.code,
    title: p.title,
    BrandName: p.brand?.name ?? null,
    BrandSlug: p.brand?.slug ?? null,
    BrandImage: p.brand?.fileName ?? null,
    Rating: p.rating,
    SalePrice: p.salePrice,
    DiscountInPercent: p.discountInPercent || null,
    DiscountInAmount: p.discountInAmount,
    DiscountedPrice: p.discountedPrice,
    ColorName: p.color?.name ?? null,
    TypeName: p.itemType?.name ?? null,
    ShadeName: p.shade?.name ?? null,
    FlavorName: p.flavor?.name ?? null,
    FinishCoverage: p.finishCoverage,
    HowToUse: p.howToUse,
    DetailedDescription: p.detailedDescription,
    ProductBenefits: p.productBenefits,
    Ingredients: p.ingredients,
    ProductFeatures: p.productFeatures,
    GalleryImages: p.galleryImages,
    StockQuantity: p.stockQuantity,
    ParentItemCode: p.parentItem?.code ?? null,
  };
}
