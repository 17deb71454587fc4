import { useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link } from 'react-router-dom';
import { StoreBasketProductsDocument, StoreShippingOptionsDocument } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { SHIPPING_STORAGE_KEY } from '../../config/constants';
import { spendForFreeDelivery } from '../../lib/free-delivery';
import { PageMeta } from '../../lib/page-meta';
import { useInBrowser } from '../../lib/in-browser';
import { formatPrice } from '../../components/product-card/product-card';
import { QueryView } from '../../components/query-view';
import { ApproxPrice } from '../../components/approx-price/approx-price';
import { CHARGED_IN_POUNDS } from '../../lib/order-words';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper';
import {
  basketItems,
  basketSubtotal,
  basketWeightGrams,
  lineTotal,
  readBasket,
  reconcileBasket,
  withoutLine,
  withQuantity,
  writeBasket,
  type BasketChange,
  type BasketLine,
  type FreshProduct,
} from '../../lib/basket-storage';
import { shopperPrice } from '../../lib/shopper-price';
import { useBasket } from '../../lib/use-basket';
import s from './cart-page.module.css';

/**
 * /cart, 'My Basket': the lines kept in this browser, so the server renders the shell and the lines fill
 * in after hydration. When the basket opens, each product's price and stock are read again from the shop.
 */
export function CartPage() {
  const lines = useBasket();
  const changes = useFreshBasket(lines !== null);
  return (
    <div className={`page ${s.cart}`}>
      <PageMeta title="My Basket" description="The products in your basket, UK delivery options and the way to checkout." index={false} />
      <h1>My Basket</h1>
      {changes.length > 0 && (
        <div className={s.notice} role="status">
          <h2>Your basket has been updated</h2>
          <ul>
            {changes.map((c) => (
              <li key={c.productId + c.message}>{c.message}</li>
            ))}
          </ul>
        </div>
      )}
      {lines === null ? (
        <p className={s.soft} role="status">
          Loading your basket…
        </p>
      ) : lines.length === 0 ? (
        <div className={s.empty}>
          <p>Your basket is empty.</p>
          <Link to={paths.home} className={s.button}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className={s.layout}>
          <section aria-labelledby="basket-lines">
            <h2 id="basket-lines" className="visually-hidden">
              Products
            </h2>
            <ul className={s.lines}>
              {lines.map((line) => (
                <BasketRow key={line.productId} line={line} />
              ))}
            </ul>
          </section>
          <Summary lines={lines} />
        </div>
      )}
    </div>
  );
}

function BasketRow({ line }: { line: BasketLine }) {
  const out = line.stockQuantity <= 0;
  const update = (quantity: number) => writeBasket(withQuantity(readBasket(), line.productId, quantity));
  const remove = () => writeBasket(withoutLine(readBasket(), line.productId));
  return (
    <li className={s.line} aria-label={line.productName}>
      <div className={s.picture}>
        {line.productPicture && (
          <img
            src={paths.upload('products', line.productPicture)}
            srcSet={paths.uploadSrcSet('products', line.productPicture, 160)}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            loading="lazy"
          />
        )}
      </div>
      <div className={s.details}>
        <h3 className={s.lineName}>
          {line.productSlug ? <Link to={paths.product(line.productSlug)}>{line.productName}</Link> : line.productName}
        </h3>
        <p className={s.unit}>
          {line.salePrice > line.price && (
            <s className={s.was}>
              <span className="visually-hidden">Was </span>
              {formatPrice(line.salePrice)}
            </s>
          )}{' '}
          <span>{formatPrice(line.price)} each</span>
        </p>
        {out && <p className={s.outOfStock}>Out of stock: remove it to check out</p>}
        <div className={s.lineControls}>
          <QuantityStepper
            id={`quantity-${line.productId}`}
            of={line.productName}
            value={line.quantity}
            onChange={update}
            max={line.stockQuantity > 0 ? line.stockQuantity : undefined}
          />
          <button type="button" className={s.remove} onClick={remove}>
            Remove<span className="visually-hidden"> {line.productName}</span>
          </button>
        </div>
      </div>
      <p className={s.lineTotal}>
        <span className="visually-hidden">Line total </span>
        {formatPrice(lineTotal(line))}
      </p>
    </li>
  );
}

function readShipping(): string | null {
  try {
    return window.localStorage.getItem(SHIPPING_STORAGE_KEY);
  } catch {
    return null;
  }
}

function Summary({ lines }: { lines: BasketLine[] }) {
  const subtotal = basketSubtotal(lines);
  const weightGrams = basketWeightGrams(lines);
  // While a new basket's prices are asked for, the previous ones stay (no flicker on each quantity step).
  const { data, previousData, error, loading } = useQuery(StoreShippingOptionsDocument, { variables: { subtotal, weightGrams } });
  // Picked on this page, else the choice kept from last time (read once after hydration: storage is the browser's).
  const [picked, setPicked] = useState<string | null>(null);
  const inBrowser = useInBrowser();
  const kept = useMemo(() => (inBrowser ? readShipping() : null), [inBrowser]);
  const chosen = picked ?? kept;
  const options = (error ? undefined : (data ?? previousData))?.shippingOptions ?? [];
  // The shopper's last choice, else the cheapest service (free when the basket qualifies).
  const selected =
    options.find((o) => o.method === chosen) ??
    options.reduce<(typeof options)[number] | undefined>((best, o) => (!best || o.price < best.price ? o : best), undefined);
  const choose = (method: string) => {
    setPicked(method);
    try {
      window.localStorage.setItem(SHIPPING_STORAGE_KEY, method);
    } catch {
      // Not kept: the choice still holds on this page.
    }
  };
  const toFree = spendForFreeDelivery(subtotal);
  const blocked = lines.some((l) => l.stockQuantity <= 0);
  const items = basketItems(lines);
  return (
    <section className={s.summary} aria-labelledby="basket-summary">
      <h2 id="basket-summary">Order summary</h2>
      <dl className={s.totals}>
        <div>
          <dt>
            Subtotal ({items} {items === 1 ? 'item' : 'items'})
          </dt>
          <dd>
            {formatPrice(subtotal)} <ApproxPrice pounds={subtotal} />
          </dd>
        </div>
      </dl>
      <p className={s.freeNote}>
        {toFree > 0
          ? `Spend ${formatPrice(toFree)} more for free delivery: UK delivery is free on orders over £50 (tracked, 2-4 days).`
          : 'Your order qualifies for free UK delivery (tracked, 2-4 days).'}
      </p>
      <fieldset className={s.delivery}>
        <legend>UK delivery</legend>
        <QueryView
          data={options.length > 0 ? options : null}
          loading={loading}
          failed={Boolean(error) && !loading}
          loadingView={<p className={s.soft}>Loading delivery options…</p>}
          failureView={
            <p className="error">{CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : 'Delivery options could not be loaded.'}</p>
          }
        >
          {(shown) =>
            shown.map((o) => (
              <label key={o.method} className={s.option}>
                <input
                  type="radio"
                  name="delivery"
                  value={o.method}
                  checked={selected?.method === o.method}
                  onChange={() => choose(o.method)}
                />
                <span className={s.optionName}>
                  {o.name}, {o.delivery}
                </span>
                <span className={s.optionPrice}>{o.free ? 'Free' : formatPrice(o.price)}</span>
              </label>
            ))
          }
        </QueryView>
        <p className={s.soft}>
          Orders placed by 1.00 pm on a weekday are dispatched the same day; no dispatch at weekends or on bank holidays.
        </p>
      </fieldset>
      {selected && (
        <dl className={s.totals}>
          <div>
            <dt>Delivery</dt>
            <dd>{selected.free ? 'Free' : formatPrice(selected.price)}</dd>
          </div>
          <div className={s.total}>
            <dt>Total</dt>
            <dd>{formatPrice((Math.round(subtotal * 100) + Math.round(selected.price * 100)) / 100)}</dd>
          </div>
        </dl>
      )}
      <p className={s.soft}>Prices include VAT. {CHARGED_IN_POUNDS}</p>
      {blocked ? (
        <p className="error">Remove the products that are out of stock to check out.</p>
      ) : (
        // Loaded as a page of its own: the checkout's CSP lets Stripe.js in (docs/storefront.md).
        <Link to={paths.checkout} className={s.checkout} reloadDocument>
          Proceed to Checkout
        </Link>
      )}
    </section>
  );
}

/** Once the basket has been read in the browser: every line's product again from the server, and what changed. */
function useFreshBasket(ready: boolean): BasketChange[] {
  const client = useApolloClient();
  const [changes, setChanges] = useState<BasketChange[]>([]);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const lines = readBasket();
    if (lines.length === 0) return;
    // One request for every line; a product the shop no longer sells is missing from the answer and leaves
    // the basket; a failed request changes nothing.
    void client
      .query({ query: StoreBasketProductsDocument, variables: { ids: lines.map((l) => l.productId) }, fetchPolicy: 'network-only' })
      .then(
        ({ data }) => {
          const found = new Map((data?.storeProductsByIds ?? []).map((p) => [p.id, p]));
          const fresh = new Map<number, FreshProduct | null>();
          if (data) {
            for (const line of lines) {
              const p = found.get(line.productId);
              fresh.set(
                line.productId,
                p
                  ? {
                      name: p.name,
                      slug: p.slug,
                      price: shopperPrice(p),
                      salePrice: p.salePrice,
                      stockQuantity: p.stockQuantity,
                      weightGrams: p.shippingWeightGrams,
                      picture: p.gallery[0] ?? null,
                    }
                  : null,
              );
            }
          }
          // Read again: the shopper may have changed the basket while the answers came.
          const result = reconcileBasket(readBasket(), fresh);
          writeBasket(result.lines);
          setChanges(result.changes);
        },
        () => undefined,
      );
  }, [ready, client]);
  return changes;
}
