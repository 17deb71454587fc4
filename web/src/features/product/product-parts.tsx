import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { swatchLabel } from '../../components/product-card/swatch-label';
import type { VariantOption } from './product-logic';
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
        {label}: <strong>{current ? swatchLabel(current) : 'Choose one'}</strong>
      </legend>
      <ul className={swatches ? s.swatches : s.chips}>
        {options.map((o) => (
          <li key={o.id}>
            <Link
              to={paths.product(o.slug)}
              replace
              preventScrollReset
              aria-current={o.current ? 'true' : undefined}
              className={`${swatches ? s.swatch : s.chip}${o.inStock ? '' : ` ${s.outOfStock}`}`}
              title={swatchLabel(o)}
            >
              {swatches ? (
                <>
                  {o.fileName && !o.hexCode ? (
                    <img src={paths.upload('attributes', o.fileName)} alt="" width={32} height={32} loading="lazy" />
                  ) : (
                    <span className={s.swatchColour} style={{ backgroundColor: o.hexCode ?? 'transparent' }} />
                  )}
                  <span className="visually-hidden">{swatchLabel(o)}</span>
                </>
              ) : (
                <>
                  {o.name}
                  {!o.inStock && <span className="visually-hidden"> — out of stock</span>}
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
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
