import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../api/src/db/database';
import { rows } from './store';

/**
 * What the storefront's pages ask for, as the web app will: every page has the header (the departments;
 * opening one loads its panel) and the footer; the listing shows 24 products with the filter panel, the product page its
 * selectors, "you may also like" and reviews, the home page its carousels. The query-cost test keeps
 * each of them well under the limit, together with the web app's own operations (web/src).
 */
const CARD =
  'id name slug code salePrice discountedPrice discountInPercent stockQuantity rating reviewCount createdAt gallery brand { name slug }';
const LAYOUT = `
  menu { id code name slug }
  navbarCategories { id code name slug fileName }
  footer { id mainTitle links { id subtitle slug } }`;
const OPTION = 'id code name hexCode count';

export interface StorefrontPage {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Slugs and ids of the demo catalogue the pages are asked for. */
export interface DemoFacts {
  productId: number;
  productSlug: string;
  subCategorySlug: string;
  brandSlug: string;
  brandCodes: string[];
  colorCodes: string[];
  categoryCode: string;
}

export async function demoFacts(db: Database): Promise<DemoFacts> {
  const [product] = await rows<{ id: number; slug: string }>(
    db,
    `SELECT p.id AS id, p.slug AS slug FROM products p
    WHERE p.is_active = 1 AND (SELECT COUNT(*) FROM products s WHERE s.parent_item_id = p.parent_item_id) >= 4 ORDER BY p.id LIMIT 1`,
  );
  const [sub] = await rows<{ slug: string; id: number }>(
    db,
    `SELECT s.slug AS slug, s.id AS id FROM sub_categories s JOIN parent_items pi ON pi.sub_category_id = s.id
    JOIN products p ON p.parent_item_id = pi.id WHERE s.is_active = 1 GROUP BY s.id, s.slug ORDER BY COUNT(*) DESC, s.id LIMIT 1`,
  );
  const brands = await rows<{ code: string; slug: string }>(
    db,
    `SELECT DISTINCT b.code AS code, b.slug AS slug FROM brands b JOIN products p ON p.brand_id = b.id
    JOIN parent_items pi ON pi.id = p.parent_item_id WHERE pi.sub_category_id = ? ORDER BY b.code`,
    [sub.id],
  );
  const colors = await rows<{ code: string }>(db, 'SELECT code FROM colors ORDER BY id LIMIT 3');
  const [category] = await rows<{ code: string }>(
    db,
    'SELECT c.code AS code FROM categories c JOIN sub_categories s ON s.category_id = c.id WHERE c.is_active = 1 ORDER BY c.id LIMIT 1',
  );
  return {
    productId: product.id,
    productSlug: product.slug,
    subCategorySlug: sub.slug,
    brandSlug: brands[0].slug,
    brandCodes: brands.slice(0, 3).map((b) => b.code),
    colorCodes: colors.map((c) => c.code),
    categoryCode: category.code,
  };
}

export function storefrontPages(facts: DemoFacts): StorefrontPage[] {
  return [
    {
      name: 'home',
      query: `query StoreHome {
        ${LAYOUT}
        activeBanners { id title description fileName imageWidth imageHeight linkUrl }
        latestDeals { id title subtitle fileName imageWidth imageHeight href }
        newArrivals: collectionProducts(slug: "new-arrivals", page: { take: 20 }) { totalItems items { ${CARD} } }
        trending: collectionProducts(slug: "trending", page: { take: 20 }) { totalItems items { ${CARD} } }
        storeCollections { id name slug fileName imageWidth imageHeight }
        menu { id name slug fileName }
      }`,
      variables: {},
    },
    {
      name: 'sub-category listing (24 products, filters)',
      query: `query StoreListing($sub: String!, $filter: ProductListingFilter) {
        ${LAYOUT}
        subCategoryBySlug(slug: $sub) { id name slug category { id name slug department { id name slug } } }
        productListing(filter: $filter, sort: PRICE_ASC, page: { skip: 0, take: 24 }) { totalItems items { ${CARD} } }
        filterOptions(subCategorySlug: $sub) {
          brands { ${OPTION} } sizes { ${OPTION} } types { ${OPTION} } colors { ${OPTION} } shades { ${OPTION} } weights { ${OPTION} }
          volumes { ${OPTION} } fragrances { ${OPTION} } flavors { ${OPTION} } vendors { ${OPTION} } prices { label minPrice maxPrice count }
        }
      }`,
      variables: {
        sub: facts.subCategorySlug,
        filter: {
          subCategorySlug: facts.subCategorySlug,
          brandCodes: facts.brandCodes,
          colorCodes: facts.colorCodes,
          minPrice: 1,
          maxPrice: 200,
          inStock: true,
        },
      },
    },
    {
      name: 'product page (selectors, related, reviews)',
      query: `query StoreProductPage($id: Int, $slug: String) {
        ${LAYOUT}
        storeProduct(id: $id, slug: $slug) {
          id name slug code title salePrice discountInAmount discountInPercent discountedPrice stockQuantity gallery mainImage rating reviewCount productPoints
          shortDescription detailedDescription productBenefits ingredients productFeatures howToUse finishCoverage
          vegan organic crueltyFree hypoallergenic dermatologicallyTested shippingWeightGrams
          brand { id name slug fileName keyLetter } color { name hexCode } itemType { name } shade { name hexCode } flavor { name }
          size { name } weight { name } volume { name } fragrance { name }
          parentItem { id slug title subCategory { id name slug category { id name slug } } }
          siblings { id name slug code gallery stockQuantity color { name hexCode } shade { name hexCode } size { name } flavor { name } itemType { name } }
          related(limit: 8) { ${CARD} }
          reviews(page: { take: 10 }) { totalItems items { id authorName rating title body createdAt } }
        }
      }`,
      variables: { id: facts.productId, slug: facts.productSlug },
    },
    {
      name: "a department's header panel (its categories and sub-categories, its top brands)",
      query: `query StoreDepartmentMenu($slug: String!) { departmentBySlug(slug: $slug) { id categories { id name slug subCategories { id name slug } } topBrands { id name slug } } }`,
      variables: { slug: 'hair' },
    },
    {
      name: 'mega menu, the whole tree (menu → categories → sub-categories → parent items)',
      query: `query StoreMegaMenuTree { menu { id name slug position categories { id name slug position subCategories { id name slug parentItems { id title slug } } } } }`,
      variables: {},
    },
    {
      name: 'search results',
      query: `query StoreSearchPage($q: String!) { ${LAYOUT} search(query: $q, page: { take: 24 }) { totalItems items { ${CARD} shade { name } } } }`,
      variables: { q: 'cream' },
    },
    {
      name: 'brand page',
      query: `query StoreBrandPage($slug: String!) {
        ${LAYOUT}
        brandBySlug(slug: $slug) { id name slug fileName keyLetter }
        brandSubCategories(brandSlug: $slug) { id name slug fileName }
        productListing(filter: { brandSlug: $slug }, page: { take: 24 }) { totalItems items { ${CARD} } }
      }`,
      variables: { slug: facts.brandSlug },
    },
    {
      name: 'shop by brand, site map, FAQ and About Us',
      query: `query StoreDirectories {
        ${LAYOUT}
        brandGroups { letter brands { id name slug fileName } }
        menu { id name slug categories { id name slug subCategories { id name slug } } }
        faq { id heading questions { id question answer } }
        aboutUs { id title fileName subSections { id heading paragraph } }
      }`,
      variables: {},
    },
  ];
}

/** Every operation of the web app (the .graphql files under web/src), named by its file. */
export function webOperations(): { file: string; source: string }[] {
  const root = path.join(__dirname, '../../web/src');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => ({ file: f, source: fs.readFileSync(path.join(root, f), 'utf8') }));
}
