import { useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreCollectionShowcaseDocument, StoreHomeDocument, type StoreHomeQuery } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { HydrateLater } from '../../lib/hydrate-later';
import { PageMeta } from '../../lib/page-meta';
import { ProductCard } from '../../components/product-card/product-card';
import { Carousel } from './carousel';
import { CollectionsOf, TILE_SIZES } from './collection-tiles';
import s from './home-page.module.css';

/** True until the first page of this document has rendered. */
let documentLoad = true;

/**
 * The home route's loader work: the page's data, then the two showcase blocks (the first two listed
 * collections' products). A failed query does not fail the page: its section shows the error.
 */
export async function loadHome(client: ApolloClient): Promise<null> {
  try {
    const { data } = await client.query({ query: StoreHomeDocument });
    await Promise.all(
      (data?.storeCollections ?? [])
        .slice(0, 2)
        .map((collection) =>
          client.query({ query: StoreCollectionShowcaseDocument, variables: { slug: collection.slug } }).catch(() => undefined),
        ),
    );
  } catch {
    // shown by the page
  }
  return null;
}

/** The home page: marquee, banners, categories, Latest Deals, New Arrivals / Trending, promotions, showcases, collections. */
export function HomePage() {
  const { data, loading, error } = useQuery(StoreHomeDocument);
  // The home page scrolls to the top on load: the document's load, even a reload. A link
  // followed in the app opens it at the top anyway, and Back keeps the position ScrollRestoration restores.
  useEffect(() => {
    if (!documentLoad) return;
    documentLoad = false;
    const documentPath = window.location.pathname;
    window.scrollTo(0, 0);
    // On a reload the browser may put back the old position as the document finishes loading, after this
    // effect: once more at the load event, unless the shopper has scrolled since (left in place on purpose:
    // each listener runs at most once, and the page may have gone by then).
    if (document.readyState === 'complete') return;
    let moved = false;
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.addEventListener(
        type,
        () => {
          moved = true;
        },
        { once: true, passive: true },
      );
    window.addEventListener(
      'load',
      () => {
        if (!moved && documentPath === window.location.pathname) window.scrollTo(0, 0);
      },
      { once: true },
    );
  }, []);

  const firstBanner = data?.activeBanners[0];
  return (
    <div className={s.home}>
      <PageMeta
        description="Hair care, skin care, make-up and fragrance from the brands you love, delivered across the UK, with free standard delivery over £50."
        leadImage={
          firstBanner?.fileName
            ? {
                src: paths.upload('banner', firstBanner.fileName),
                srcSet: paths.uploadSrcSet('banner', firstBanner.fileName, 1280, firstBanner.imageWidth),
                sizes: '100vw',
              }
            : undefined
        }
      />
      <h1 className="visually-hidden">Beauty Shop: hair, skin care and cosmetics delivered across the UK</h1>
      <Marquee />
      <Banners banners={data?.activeBanners} loading={loading} />
      <HydrateLater>
        {data && data.navbarCategories.length > 0 && <ShopByCategory categories={data.navbarCategories} />}
        {data && data.latestDeals.length > 0 && <LatestDeals deals={data.latestDeals} />}
        {data && <NewArrivals newArrivals={data.newArrivals.items} trending={data.trending.items} />}
        <PromotionGrid tiles={data?.promotionTiles ?? []} />
        {data?.storeCollections.slice(0, 2).map((collection) => (
          <Showcase key={collection.id} name={collection.name} slug={collection.slug} />
        ))}
        {data && <ImageGrid categories={data.navbarCategories} />}
      </HydrateLater>
      <HydrateLater>
        <section className={s.section} aria-labelledby="home-collections">
          <h2 id="home-collections">Collections</h2>
          <CollectionsOf data={data} loading={loading} error={error} />
        </section>
      </HydrateLater>
    </div>
  );
}

const MARQUEE = [
  'Free UK delivery on orders over £50',
  'Order by 1.00 pm for same-day dispatch (weekdays)',
  'Returns within 14 days of delivery',
  'Earn reward points on every order',
];

/** The scrolling strip; it stops under the pointer, by its pause button (WCAG 2.2.2), and stands still under prefers-reduced-motion. */
function Marquee() {
  const [paused, setPaused] = useState(false);
  return (
    <div className={s.marquee} aria-label="Shop news" role="region" data-paused={paused || undefined}>
      <button
        type="button"
        className={s.marqueePause}
        onClick={() => setPaused(!paused)}
        aria-label={paused ? 'Play shop news' : 'Pause shop news'}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
      <ul className={s.marqueeTrack}>
        {[...MARQUEE, ...MARQUEE].map((text, i) => (
          <li key={i} aria-hidden={i >= MARQUEE.length || undefined}>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Banners({ banners, loading }: { banners?: StoreHomeQuery['activeBanners']; loading: boolean }) {
  if (loading || !banners)
    return (
      <div className={s.bannerSpinner} role="status">
        <span className={s.spinner} />
        <span className="visually-hidden">Loading banners</span>
      </div>
    );
  if (banners.length === 0) return null;
  return (
    <Carousel
      label="Banners"
      variant="banner"
      autoplay={4000}
      speed={500}
      slides={banners.map((banner, i) => (
        <div className={s.banner} key={banner.id}>
          {banner.fileName && (
            <img
              src={paths.upload('banner', banner.fileName)}
              srcSet={paths.uploadSrcSet('banner', banner.fileName, 1280, banner.imageWidth)}
              sizes="100vw"
              alt={banner.title}
              width={banner.imageWidth ?? 1600}
              height={banner.imageHeight ?? 600}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          )}
          <div className={s.bannerText}>
            <h2>{banner.title}</h2>
            <p>{banner.description}</p>
            {banner.linkUrl && (
              <Link to={banner.linkUrl} className={s.cta}>
                Shop now<span className="visually-hidden">: {banner.title}</span>
              </Link>
            )}
          </div>
        </div>
      ))}
    />
  );
}

function ShopByCategory({ categories }: { categories: StoreHomeQuery['navbarCategories'] }) {
  return (
    <section className={s.section} aria-labelledby="home-categories">
      <h2 id="home-categories">Shop by Category</h2>
      <Carousel
        label="Shop by Category"
        variant="categories"
        autoplay={3000}
        speed={500}
        loop
        slides={categories.map((category) => (
          <Link to={paths.categoryPage(category.slug)} className={s.circle} key={category.id}>
            <span className={s.circleImage}>
              {category.fileName && (
                <img
                  src={paths.upload('category', category.fileName)}
                  srcSet={paths.uploadSrcSet('category', category.fileName, 320)}
                  sizes="160px"
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                />
              )}
            </span>
            <span>{category.name}</span>
          </Link>
        ))}
      />
    </section>
  );
}

function LatestDeals({ deals }: { deals: StoreHomeQuery['latestDeals'] }) {
  return (
    <section className={s.section} aria-labelledby="home-deals">
      <h2 id="home-deals">Latest Deals</h2>
      <Carousel
        label="Latest Deals"
        variant="deals"
        autoplay={3000}
        slides={deals.map((deal) => (
          <Link to={deal.href} className={s.deal} key={deal.id}>
            {deal.fileName && (
              <img
                src={paths.upload('offers', deal.fileName)}
                srcSet={paths.uploadSrcSet('offers', deal.fileName, 960, deal.imageWidth)}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                alt=""
                width={deal.imageWidth ?? 600}
                height={deal.imageHeight ?? 400}
                loading="lazy"
              />
            )}
            <span className={s.dealTitle}>{deal.title}</span>
            <span className={s.dealSubtitle}>{deal.subtitle}</span>
          </Link>
        ))}
      />
    </section>
  );
}

type Cards = StoreHomeQuery['newArrivals']['items'];
function NewArrivals({ newArrivals, trending }: { newArrivals: Cards; trending: Cards }) {
  const [list, setList] = useState<'new-arrivals' | 'trending'>('new-arrivals');
  const items = list === 'new-arrivals' ? newArrivals : trending;
  return (
    <section className={s.section} aria-labelledby="home-new">
      <h2 id="home-new" className="visually-hidden">
        New Arrivals and Trending
      </h2>
      <div className={s.toggle}>
        <button type="button" aria-pressed={list === 'new-arrivals'} onClick={() => setList('new-arrivals')}>
          New Arrivals
        </button>
        <button type="button" aria-pressed={list === 'trending'} onClick={() => setList('trending')}>
          Trending
        </button>
      </div>
      {items.length > 0 && (
        <Carousel
          key={list}
          label={list === 'new-arrivals' ? 'New Arrivals' : 'Trending'}
          variant="products"
          slides={items.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        />
      )}
    </section>
  );
}

const PROMOTIONS = [
  { slot: 1, title: 'Ebin Best Seller', to: paths.ebinBestSeller, alt: false },
  { slot: 2, title: 'Dressmaker European Hair Extensions', to: paths.dressmakerExtensions, alt: true },
];

/** Half the content width from 768 px (two tiles side by side), the whole width below. */
const PROMO_SIZES = '(min-width: 1280px) 624px, (min-width: 768px) 50vw, 100vw';

/** The two promotion tiles: the shop's words and links, over the picture staff set in Settings (a plain block without one). */
function PromotionGrid({ tiles }: { tiles: StoreHomeQuery['promotionTiles'] }) {
  return (
    <section className={`${s.section} ${s.promotions}`} aria-label="Promotions">
      {PROMOTIONS.map(({ slot, title, to, alt }) => {
        const tile = tiles.find((t) => t.slot === slot);
        const picture = tile?.fileName ? tile : null;
        return (
          <Link key={slot} to={to} className={`${s.promo} ${alt ? s.promoAlt : ''} ${picture ? s.promoPictured : ''}`}>
            {picture && (
              <img
                className={s.promoImage}
                src={paths.upload('banner', picture.fileName!)}
                srcSet={paths.uploadSrcSet('banner', picture.fileName!, 1280, picture.imageWidth)}
                sizes={PROMO_SIZES}
                alt={picture.imageAlt ?? ''}
                width={picture.imageWidth ?? 1200}
                height={picture.imageHeight ?? 600}
                loading="lazy"
                decoding="async"
              />
            )}
            <span className={s.promoText}>
              <span>{title}</span>
              <span className={s.promoCta}>Shop now</span>
            </span>
          </Link>
        );
      })}
    </section>
  );
}

/** A collection showcase: the collection's real products (the legacy shop's static samples replaced). */
function Showcase({ name, slug }: { name: string; slug: string }) {
  const { data } = useQuery(StoreCollectionShowcaseDocument, { variables: { slug } });
  if (!data || data.collectionProducts.items.length === 0) return null;
  return (
    <section className={s.section} aria-labelledby={`showcase-${slug}`}>
      <div className={s.sectionHead}>
        <h2 id={`showcase-${slug}`}>{name}</h2>
        <Link to={paths.collectionTile(name, slug)}>
          View all<span className="visually-hidden"> {name}</span>
        </Link>
      </div>
      <div className={s.grid}>
        {data.collectionProducts.items.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}

function ImageGrid({ categories }: { categories: StoreHomeQuery['navbarCategories'] }) {
  const withImages = categories.filter((c) => c.fileName).slice(0, 4);
  if (withImages.length === 0) return null;
  return (
    <section className={s.section} aria-label="Featured categories">
      <ul className={s.imageGrid}>
        {withImages.map((c) => (
          <li key={c.id}>
            <Link to={paths.categoryPage(c.slug)}>
              <img
                src={paths.upload('category', c.fileName!)}
                srcSet={paths.uploadSrcSet('category', c.fileName!, 640)}
                sizes={TILE_SIZES}
                alt={c.name}
                width={400}
                height={400}
                loading="lazy"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
