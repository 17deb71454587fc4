import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { tabLines, type VariantOption } from './product-logic';
import s from './product-page.module.css';

/** The main picture's width: the whole content width below 768 px, then half of it (at most 640 px). */
export const MAIN_SIZES = '(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw';

/** The gallery: the main image, previous / next (the index wraps around) and a thumbnail per image. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return <div className={s.galleryEmpty} role="img" aria-label={`${name}: no picture yet`} />;
  const go = (to: number) => setIndex(((to % count) + count) % count);
  return (
    <div className={s.gallery} aria-roledescription="gallery" aria-label={`Pictures of ${name}`} role="group">
      <div className={s.mainImage}>
        <img
          src={paths.upload('products', images[index])}
          srcSet={paths.uploadSrcSet('products', images[index], 1280)}
          sizes={MAIN_SIZES}
          alt={count > 1 ? `${name}, picture ${index + 1} of ${count}` : name}
          width={600}
          height={600}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : undefined}
        />
        {count > 1 && (
          <>
            <button type="button" className={`${s.arrow} ${s.prev}`} onClick={() => go(index - 1)} aria-label="Previous picture">
              ‹
            </button>
            <button type="button" className={`${s.arrow} ${s.next}`} onClick={() => go(index + 1)} aria-label="Next picture">
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={s.thumbs}>
          {images.map((file, i) => (
            <li key={file + i}>
              <button
                type="button"
                className={s.thumb}
                aria-label={`Show picture ${i + 1} of ${count}`}
                aria-pressed={i === index}
                onClick={() => go(i)}
              >
                <img
                  src={paths.upload('products', file)}
                  srcSet={paths.uploadSrcSet('products', file, 160)}
                  sizes="64px"
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One selector (colour, type, shade or flavour): each value is a link to the family's product that has it. */
export function VariantSelector({ label, options }: { label: string; options: VariantOption[] }) {
  const current = options.find((o) => o.current);
  const swatches = options.some((o) => o.hexCode || o.fileName);
  return (
    <fieldset className={s.selector}>
      <legend>
        {label}: <strong>{current?.name ?? 'Choose one'}</strong>
      </legend>
      <ul className={swatches ? s.swatches : s.chips}>
        {options.map((o) => (
          <li key={o.id}>
            <Link
              to={paths.product(o.slug)}
              replace
              preventScrollReset
              aria-current={o.current ? 'true' : undefined}
              className={swatches ? s.swatch : s.chip}
              title={o.name}
            >
              {swatches ? (
                <>
                  {o.fileName && !o.hexCode ? (
                    <img src={paths.upload('attributes', o.fileName)} alt="" width={32} height={32} loading="lazy" />
                  ) : (
                    <span className={s.swatchColour} style={{ backgroundColor: o.hexCode ?? 'transparent' }} />
                  )}
                  <span className="visually-hidden">{o.name}</span>
                </>
              ) : (
                o.name
              )}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export interface ProductTab {
  id: string;
  title: string;
  text: string | null | undefined;
}

/** The five tabs (Description, Benefits, Ingredients, Features, Usage Instructions), each split on colons into bullet lines. */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const to = (moves[e.key] + tabs.length) % tabs.length;
    setSelected(to);
    buttons.current[to]?.focus();
  };
  return (
    <section className={s.tabs} aria-label="Product details">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs pattern: each tab is a button with a roving tabindex, the list only hears their arrow keys */}
      <div role="tablist" aria-label="Product details" className={s.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            className={s.tab}
            onClick={() => setSelected(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => {
        const lines = tabLines(tab.text);
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            hidden={i !== selected}
            className={s.tabPanel}
            tabIndex={0}
          >
            {lines.length > 0 ? (
              <ul>
                {lines.map((line, j) => (
                  <li key={j}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className={s.soft}>No details yet.</p>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** Rating stars, as text for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span aria-hidden="true" className={s.stars}>
      {'★'.repeat(whole)}
      {'☆'.repeat(5 - whole)}
    </span>
  );
}
