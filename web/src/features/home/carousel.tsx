import { useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { hasKeyboardFocus, isKeyboardFocused } from '../../lib/focus';
import { useInBrowser } from '../../lib/in-browser';
import type { Swiper } from './swiper-loader';
import s from './carousel.module.css';

export type CarouselVariant = 'banner' | 'categories' | 'deals' | 'products';

/** Slides per view at each min-width, mirrored in carousel.module.css for the server markup. */
const PER_VIEW: Record<CarouselVariant, Record<number, number>> = {
  banner: { 0: 1 },
  categories: { 0: 2, 640: 3, 1024: 4, 1200: 5 },
  deals: { 0: 1, 640: 2, 1024: 3 },
  products: { 0: 2, 600: 3, 1024: 5 },
};
const GAP: Record<CarouselVariant, number> = { banner: 0, categories: 16, deals: 16, products: 16 };

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

type Props = {
  label: string;
  variant: CarouselVariant;
  slides: ReactNode[];
  /** Autoplay delay in ms (none when absent); off under prefers-reduced-motion. */
  autoplay?: number;
  speed?: number;
  loop?: boolean;
};

/**
 * A carousel whose first slides the server renders as plain markup; swiper is imported after hydration
 * and takes over the same elements. Previous / next buttons with labels, and a pause button when it autoplays.
 */
export function Carousel({ label, variant, slides, autoplay, speed = 500, loop = false }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const swiper = useRef<Swiper | null>(null);
  // Paused by the pause button, else from the start under prefers-reduced-motion (read once the page is in the browser).
  const [pausedByChoice, setPausedByChoice] = useState<boolean | null>(null);
  const inBrowser = useInBrowser();
  const reducedMotion = useMemo(() => inBrowser && prefersReducedMotion(), [inBrowser]);
  const paused = pausedByChoice ?? reducedMotion;
  const [ready, setReady] = useState(false);
  // Autoplay stops while keyboard focus is inside (WCAG 2.2.2: nothing moves under the focus), and resumes when it leaves.
  const heldByFocus = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const reduced = prefersReducedMotion();
    const perView = PER_VIEW[variant];
    const most = Math.max(...Object.values(perView));
    // Swiper starts when the carousel comes near the viewport: five carousels set up at once cost a phone's
    // main thread most of a second (Lighthouse's total blocking time), and most are below the fold.
    const start = () =>
      void import('./swiper-loader').then(({ createSwiper }) => {
        if (cancelled || !root.current) return;
        const breakpoints = Object.fromEntries(Object.entries(perView).map(([width, n]) => [width, { slidesPerView: n }]));
        swiper.current = createSwiper(root.current, {
          speed,
          spaceBetween: GAP[variant],
          slidesPerView: perView[0],
          breakpoints,
          // Loop needs twice the visible slides (swiper warns otherwise); rewind is the fallback.
          loop: loop && slides.length >= most * 2,
          rewind: !(loop && slides.length >= most * 2),
          threshold: 50,
          navigation: { prevEl: prev.current, nextEl: next.current },
          a11y: {
            enabled: true,
            prevSlideMessage: `Previous: ${label}`,
            nextSlideMessage: `Next: ${label}`,
            slideLabelMessage: '{{index}} of {{slidesLength}}',
          },
          autoplay: autoplay && !reduced ? { delay: autoplay, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
        });
        const container = root.current.parentElement;
        if (container && hasKeyboardFocus(container)) holdForFocus();
        setReady(true);
      });
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function' && root.current) {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(root.current);
    } else {
      start();
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the slides do not change after the first render (a new list remounts the carousel with a new key)
  }, []);

  const startAutoplay = () => {
    if (!swiper.current?.autoplay) return;
    swiper.current.params.autoplay = { delay: autoplay, disableOnInteraction: false, pauseOnMouseEnter: true };
    swiper.current.autoplay.start();
  };

  function holdForFocus() {
    if (!swiper.current?.autoplay?.running) return;
    swiper.current.autoplay.stop();
    heldByFocus.current = true;
  }

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    if (autoplay !== undefined && isKeyboardFocused(e.target)) holdForFocus();
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
    if (!heldByFocus.current) return;
    heldByFocus.current = false;
    if (!paused) startAutoplay();
  };

  const togglePause = () => {
    const autoplayer = swiper.current?.autoplay;
    if (paused) {
      heldByFocus.current = false;
      startAutoplay();
      setPausedByChoice(false);
    } else {
      autoplayer?.stop();
      heldByFocus.current = false;
      setPausedByChoice(true);
    }
  };

  /* The banner is a landmark of its own; the others sit in a section named by the same heading, so they are groups (landmarks must be unique). */
  return (
    <div
      className={`${s.carousel} ${s[variant]}`}
      role={variant === 'banner' ? 'region' : 'group'}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready || undefined}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={`swiper ${s.viewport}`} ref={root}>
        <div className={`swiper-wrapper ${s.track}`}>
          {slides.map((slide, i) => (
            <div
              className={`swiper-slide ${s.slide}`}
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={s.controls}>
        <button type="button" ref={prev} className={s.control} aria-label={`Previous: ${label}`}>
          <span aria-hidden="true">‹</span>
        </button>
        {autoplay !== undefined && (
          <button
            type="button"
            className={s.control}
            onClick={togglePause}
            aria-label={paused ? `Play ${label}` : `Pause ${label}`}
            data-testid={`pause-${variant}`}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
        )}
        <button type="button" ref={next} className={s.control} aria-label={`Next: ${label}`}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
