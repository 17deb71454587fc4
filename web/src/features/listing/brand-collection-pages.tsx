import { useQuery } from '@apollo/client/react';
import { StoreBrandPageDocument, StoreCollectionPageDocument } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { useCommitted } from '../../lib/use-committed';
import { names, PageOf, TreeCards } from './listing-pages';
import { ListingView } from './listing-view';
import s from './listing.module.css';

const BRAND_GROUPS = ['brand'] as const;

/** The brand page (/{BrandName}/{BrandSlug}): its sub-categories, then its products, or 'No data Found'. */
export function BrandPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreBrandPageDocument, { variables: useCommitted({ slug }) })}
      page={({ brandBySlug: brand, brandSubCategories: subs }) =>
        brand && {
          title: brand.name,
          trail: [
            { name: 'Brands', href: paths.shopByBrand },
            { name: brand.name, href: paths.brand(brand.name, brand.slug) },
          ],
          description: `Shop ${brand.name} at Beauty Shop${subs.length ? `: ${names(subs)}` : ''}.`,
          head: (
            <div className={s.brandHead}>
              {brand.fileName && <img src={paths.upload('brand', brand.fileName)} alt="" width={80} height={80} />}
              <h1>{brand.name}</h1>
            </div>
          ),
          body: (
            <>
              <section aria-labelledby="brand-categories">
                <h2 id="brand-categories" className={s.sectionTitle}>
                  Shop {brand.name} by category
                </h2>
                <TreeCards cards={subs} area="subcategory" href={paths.brandSubCategory} level="h3" />
              </section>
              <h2 className={s.sectionTitle}>{brand.name} products</h2>
              <ListingView
                scope={{ brandSlug: brand.slug }}
                heading={`${brand.name} products`}
                empty={<p>No data Found</p>}
                hiddenGroups={BRAND_GROUPS}
              />
            </>
          ),
        }
      }
    />
  );
}

/** A collection's page (/collections/{slug}, /collection/{slug} and the Collections grid's /{name}/{slug}). */
export function CollectionPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreCollectionPageDocument, { variables: useCommitted({ slug }) })}
      page={({ storeCollection: c }) =>
        c && {
          title: c.name,
          trail: [{ name: c.name, href: paths.collection(c.slug) }],
          description: `${c.name}: our pick of beauty, hair and cosmetics, delivered across the UK.`,
          body: <ListingView scope={{ collectionSlug: c.slug }} heading={`${c.name} products`} />,
        }
      }
    />
  );
}
