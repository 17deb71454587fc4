import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export const SHOP_NAME = 'Beauty Shop';
export const DEFAULT_DESCRIPTION = 'Beauty, hair and cosmetics delivered across the UK';

export interface PageMetaValue {
  /** The page's own title; the document title is `{title} | Beauty Shop` (the home page passes none). */
  title?: string;
  description?: string;
  /** Set false on pages a search engine should not index (basket, account, search results). */
  index?: boolean;
  /** The page's canonical path when several paths show it (/department/... pages are their /subcategory/... ones); the path shown otherwise. */
  canonical?: string;
  /** The page's largest image in the first view (what Lighthouse calls its LCP): preloaded from the head, ahead of the scripts. */
  leadImage?: { src: string; srcSet?: string; sizes?: string };
}

/** What the server render collects from the page's PageMeta, written into the head of the HTML. */
export interface MetaCollector {
  value: PageMetaValue & { path: string };
}

type CollectMeta = (meta: MetaCollector['value']) => void;

/** The server render's collector: a PageMeta hands it the page's values as it renders (the server runs no effects). */
const MetaContext = createContext<CollectMeta | null>(null);

/** The shop's public origin (PUBLIC_URL's), given by the server render. */
const OriginContext = createContext<string | null>(null);

export function MetaProvider({ collect, origin, children }: { collect: CollectMeta; origin?: string; children: ReactNode }) {
  return (
    <MetaContext.Provider value={collect}>
      <OriginContext.Provider value={origin ?? null}>{children}</OriginContext.Provider>
    </MetaContext.Provider>
  );
}

/**
 * The shop's public origin for absolute addresses (JSON-LD): on the server PUBLIC_URL's; in the browser the
 * origin of the canonical link the server wrote from it, so hydration renders the same text.
 */
export function useSiteOrigin(): string {
  const origin = useContext(OriginContext);
  if (origin) return origin;
  if (typeof document === 'undefined') return '';
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return new URL(canonical || location.href).origin;
}

export const documentTitle = (title?: string) => (title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME} | Beauty, hair and cosmetics`);

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags for a page: its lead image's preload, title, description, canonical URL (on the shop's public address) and robots. */
export function metaTags(meta: PageMetaValue & { path: string }, siteOrigin: string): string {
  const lead = meta.leadImage;
  return [
    lead
      ? `<link rel="preload" as="image" href="${escapeAttr(lead.src)}"${lead.srcSet ? ` imagesrcset="${escapeAttr(lead.srcSet)}"` : ''}${lead.sizes ? ` imagesizes="${escapeAttr(lead.sizes)}"` : ''} fetchpriority="high" />`
      : '',
    `<title>${escapeAttr(documentTitle(meta.title))}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description ?? DEFAULT_DESCRIPTION)}" />`,
    `<link rel="canonical" href="${escapeAttr(new URL(meta.path, siteOrigin).href)}" />`,
    meta.index === false ? '<meta name="robots" content="noindex" />' : '',
  ].join('');
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  return (document.head.querySelector(selector) as T | null) ?? document.head.appendChild(create());
}

/**
 * A page's title and description. The server writes them into the head of the HTML (one PageMeta per
 * page: the last one rendered wins); in the browser they follow client-side navigation.
 */
export function PageMeta({ title, description, index, canonical, leadImage }: PageMetaValue) {
  const collect = useContext(MetaContext);
  const shown = useLocation();
  const pathname = canonical ?? shown.pathname;
  collect?.({ title, description, index, leadImage, path: pathname });
  useEffect(() => {
    document.title = documentTitle(title);
    headElement<HTMLMetaElement>('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    ).content = description ?? DEFAULT_DESCRIPTION;
    const canonical = headElement<HTMLLinkElement>('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical', href: location.origin }),
    );
    // The server wrote the shop's public address; keep its origin.
    canonical.href = new URL(pathname, canonical.href).href;
    const robots = document.head.querySelector('meta[name="robots"]');
    if (index === false && !robots)
      document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }));
    if (index !== false) robots?.remove();
  }, [title, description, index, pathname]);
  return null;
}
