import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { StoreProductPageDocument, type StoreProductPageQuery } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { messages } from '../../config/messages';
import { PageMeta, useSiteOrigin } from '../../lib/page-meta';
import { Breadcrumbs, categoryCrumbs, crumbs } from '../../components/breadcrumbs/trail';
import { QueryView } from '../../components/query-view';
import { announceAddedToBasket } from '../../lib/added-to-basket';
import { shopperPrice } from '../../lib/shopper-price';
import { formatPrice, ProductCard } from '../../components/product-card/product-card';
import { ApproxPrice } from '../../components/approx-price/approx-price';
import { certifications, productJsonLd, rewardPoints, savings, SELECTORS, variantOptions } from './product-logic';
import { Gallery, MAIN_SIZES, Stars, VariantSelector } from './product-parts';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper';
import { WishlistHeart } from '../../components/wishlist-heart/wishlist-heart';
import s from './product-page.module.css';
import { lazyPart } from '../../lib/lazy-part';
import { DeliveryPromise } from './delivery-promise';

// Below the fold, or for phones only: not in the page's initial JavaScript.
const ReviewsSection = lazyPart('src/features/product/product-reviews-section.tsx', () =>
  import('./product-reviews-section').then((m) => m.ProductReviewsSection),
);
const StickyBuyBar = lazyPart('src/features/product/sticky-buy-bar.tsx', () => import('./sticky-buy-bar').then((m) => m.StickyBuyBar));
const ProductTabs = lazyPart('src/features/product/product-tabs.tsx', () => import('./product-tabs').then((m) => m.ProductTabs));
const StockAlertForm = lazyPart('src/features/product/stock-alert.tsx', () => import('./stock-alert').then((m) => m.StockAlertForm));

/** The page's lazy parts, fetched by the route's loader beside the product. */
export const preloadProductParts = () =>
  Promise.all([ProductTabs.preload(), ReviewsSection.preload(), StickyBuyBar.preload(), Breadcrumbs.preload()]);

type Product = StoreProductPageQuery['storeProduct'];

/** The product page (docs/storefront.md; its loader has filled the cache; an unknown slug never gets here: 404). */
export function ProductPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(StoreProductPageDocument, { variables: { slug } });
  const product = data?.storeProduct;
  return (
    <QueryView
      data={product}
      loading={loading}
      // Answered without a product (a failure): the server's message, or the fallback.
      failed={!product}
      loadingView={
        <div className="page">
          <PageMeta title="Product" index={false} />
          <div className={s.skeleton} role="status">
            <span className="visually-hidden">Loading the product…</span>
          </div>
        </div>
      }
      failureView={
        <div className="page">
          <PageMeta title="Product" index={false} />
          <h1>Product</h1>
          <p className="error">{error?.message || messages.fetchProductDetails}</p>
        </div>
      }
    >
      {(shown) => <ProductDetail key={shown.id} product={shown} />}
    </QueryView>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const buyButton = useRef<HTMLButtonElement>(null);
  const discounted = product.discountInPercent > 0;
  const price = shopperPrice(product);
  const inStock = product.stockQuantity > 0;
  const badges = certifications(product);
  const href = paths.product(product.slug);
  const origin = useSiteOrigin();
  const subCategory = product.parentItem?.subCategory;
  const description =
    product.shortDescription?.trim() ||
    `${product.name}${product.brand ? ` by ${product.brand.name}` : ''}: ${formatPrice(price)}, delivered across the UK, free over £50.`;

  // The basket's storage comes with the first add: the page shows nothing of it before.
  const add = async () => {
    if (!inStock) return;
    const { addToBasket } = await import('../../lib/basket-storage');
    addToBasket({
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      price,
      salePrice: product.salePrice,
      productPicture: product.gallery[0] ?? null,
      quantity,
      stockQuantity: product.stockQuantity,
      weightGrams: product.shippingWeightGrams,
    });
    announceAddedToBasket({ productId: product.id, quantity, productName: product.name });
  };

  return (
    <div className={`page ${s.product}`}>
      <PageMeta
        title={product.name}
        description={description.slice(0, 300)}
        leadImage={
          product.gallery[0]
            ? {
                src: paths.upload('products', product.gallery[0]),
                srcSet: paths.uploadSrcSet('products', product.gallery[0], 1280),
                sizes: MAIN_SIZES,
              }
            : undefined
        }
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: productJsonLd(product, (f) => new URL(paths.upload('products', f), origin).href, new URL(href, origin).href),
        }}
      />
      <Breadcrumbs
        trail={crumbs(
          ...categoryCrumbs(subCategory?.category),
          subCategory && { name: subCategory.name, href: paths.subCategoryPage(subCategory.slug) },
          { name: product.name, href },
        )}
      />
      <div className={s.top}>
        <Gallery images={product.gallery} name={product.name} />
        <div className={s.info}>
          {product.brand && (
            <p className={s.brand}>
              {product.brand.fileName && (
                <img
                  src={paths.upload('brand', product.brand.fileName)}
                  srcSet={paths.uploadSrcSet('brand', product.brand.fileName, 160)}
                  sizes="48px"
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              )}
              <Link to={paths.brand(product.brand.name, product.brand.slug)}>{product.brand.name}</Link>
            </p>
          )}
          <h1 className={s.name}>{product.name}</h1>
          {/* Stars come only from approved reviews (docs/storefront.md): none, and the page says so. */}
          {product.reviewCount > 0 && product.reviewAverage != null ? (
            <p className={s.rating}>
              <Stars rating={product.reviewAverage} /> <span>{product.reviewAverage.toFixed(1)} out of 5</span>{' '}
              <a href="#reviews">
                ({product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'})
              </a>
            </p>
          ) : (
            <p className={s.rating}>
              <a href="#reviews">No reviews yet</a>
            </p>
          )}
          <p className={s.code}>Product code: {product.code}</p>

          <div className={s.price}>
            {discounted && (
              <s className={s.was}>
                <span className="visually-hidden">Was </span>
                {formatPrice(product.salePrice)}
              </s>
            )}
            <span className={discounted ? s.now : s.regular}>
              {discounted && <span className="visually-hidden">Now </span>}
              {formatPrice(price)}
            </span>
            <ApproxPrice pounds={price} />
            {discounted && <span className={s.percent}>-{product.discountInPercent}%</span>}
          </div>
          {discounted && (
            <p className={s.save}>
              Save {formatPrice(savings(product.salePrice, product.discountedPrice))} ({product.discountInPercent}%)
            </p>
          )}
          <p className={s.vat}>Price includes VAT</p>
          <p className={inStock ? s.inStock : s.out}>{inStock ? 'In Stock' : 'Out of stock'}</p>

          {badges.length > 0 && (
            <ul className={s.certs} aria-label="Certifications">
              {badges.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}

          {SELECTORS.map(({ key, label }) => {
            const options = variantOptions(product, product.siblings, key);
            return options.length > 0 ? <VariantSelector key={key} label={label} options={options} /> : null;
          })}

          <div className={s.buy}>
            <QuantityStepper value={quantity} onChange={setQuantity} max={inStock ? product.stockQuantity : undefined} />
            <button type="button" ref={buyButton} className={s.addToCart} onClick={add} disabled={!inStock}>
              {inStock ? 'Add to basket' : 'Out of stock'}
            </button>
            <WishlistHeart productId={product.id} productName={product.name} place="page" />
          </div>
          {inStock && <StickyBuyBar watch={buyButton} name={product.name} price={price} onAdd={add} />}
          {!inStock && <StockAlertForm productId={product.id} productName={product.name} />}

          <p className={s.points}>Earn {rewardPoints(product.productPoints, price)} points with this product</p>
          <ul className={s.assurances}>
            <li>
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
                <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z" />
                <circle cx="6" cy="17.5" r="1.8" />
                <circle cx="17" cy="17.5" r="1.8" />
              </svg>
              <span>
                <DeliveryPromise />
              </span>
            </li>
            <li>
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
                <rect x="5" y="10" width="14" height="10" rx="1.5" />
                <path d="M8 10V7a4 4 0 0 1 8 0v3" />
              </svg>
              <span>Secure payment</span>
            </li>
          </ul>
          <details className={s.returns}>
            <summary>Returns policy</summary>
            <p>
              You can return an unopened item within 14 days of delivery for a refund.{' '}
              <Link to={paths.returnsRefunds}>Read our returns and refunds policy</Link>.
            </p>
          </details>
        </div>
      </div>

      <ProductTabs
        tabs={[
          { id: 'description', title: 'Description', text: product.detailedDescription || product.shortDescription },
          { id: 'benefits', title: 'Benefits', text: product.productBenefits },
          { id: 'ingredients', title: 'Ingredients', text: product.ingredients },
          { id: 'features', title: 'Features', text: product.productFeatures },
          { id: 'usage', title: 'Usage Instructions', text: product.howToUse },
        ]}
      />

      <section className={s.section} aria-labelledby="product-reviews" id="reviews">
        <h2 id="product-reviews">Reviews</h2>
        <ReviewsSection product={product} />
      </section>

      <section className={s.section} aria-labelledby="product-related">
        <h2 id="product-related">You may also like</h2>
        {product.related.length === 0 ? (
          <p className={s.soft}>Nothing to suggest yet.</p>
        ) : (
          <ul className={s.related}>
            {product.related.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
