import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { Category } from '../../catalog/category/category.entity';
import { Department } from '../../catalog/department/department.entity';
import { ParentItem } from '../../catalog/parent-item/parent-item.entity';
import { Product } from '../../catalog/product/product.entity';
import { SubCategory } from '../../catalog/sub-category/sub-category.entity';
import { FooterLink } from '../footer/footer.entity';
import { footerSegment } from '../footer/footer-paths';
import { SITEMAP_ROUTES } from './sitemap-routes';
import { StoreContentService } from './store-content.service';

/** One address of the sitemap: a path on the shop (percent-encoded) and, where known, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

const segment = (slug: string) => encodeURIComponent(slug);

/** A legacy path's segment as the storefront links it: spaces and '&' as the browser encodes them (encodeURI), with '/', '?' and '#' escaped too so a name cannot split it. */
const legacySegment = (segment: string) => encodeURI(segment).replace(/[/?#]/g, (c) => encodeURIComponent(c));

/** A legacy two-segment path (/{Name}/{slug}) as the storefront links it. */
export function legacyPath(...segments: string[]): string {
  return '/' + segments.map(legacySegment).join('/');
}

/** The catalogue listings the web's route table names (web/src/config/paths.ts, `sitemap`), beside its fixed pages. */
type Listing = Exclude<(typeof SITEMAP_ROUTES)[number]['list'], 'page'>;

/** One address a listing gives: its route pattern's parameters (':slug' → slug) and when the row last changed. */
interface Row {
  params: Record<string, string>;
  lastmod: Date;
}

/**
 * How a listing reads its rows: `limit` is the sitemap's cap, `room` what is left of it (products, listed last,
 * take only that); `encode` writes a parameter into the path (the legacy two-segment paths keep their spaces).
 */
interface Lister {
  encode: (param: string) => string;
  rows: (branchCode: string, limit: number, room: number) => Promise<Row[]>;
}

/** A route pattern ('/department/:slug') with a row's parameters written in. */
function fill(pattern: string, { params }: Row, encode: (param: string) => string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`the sitemap's row for ${pattern} has no ${name}`);
    return encode(value);
  });
}

/**
 * The public addresses of the shop for /sitemap.xml: the pages and route patterns the web's route table lists
 * (sitemap-routes.ts, its copy), the patterns filled from the live catalogue with what a guest can open (active
 * departments, categories of active departments, active sub-categories and parent items under them, active
 * products, brands, the listed collections, the footer pages), at most `limit` of them: the fixed pages, then the
 * tree and the content, then products, newest first.
 */
export class SitemapService {
  constructor(
    private readonly db: Database,
    private readonly content: StoreContentService,
  ) {}

  async entries(branchCode: string, limit: number): Promise<SitemapEntry[]> {
    const out: SitemapEntry[] = [];
    const seen = new Set<string>();
    const add = (path: string, lastmod?: Date) => {
      if (out.length >= limit || seen.has(path)) return;
      seen.add(path);
      out.push(lastmod ? { path, lastmod } : { path });
    };
    SITEMAP_ROUTES.filter((r) => r.list === 'page').forEach((r) => add(r.path));
    for (const [list, lister] of Object.entries(this.listers) as [Listing, Lister][]) {
      const room = limit - out.length;
      if (room <= 0) break;
      const rows = await lister.rows(branchCode, limit, room);
      for (const route of SITEMAP_ROUTES.filter((r) => r.list === list)) {
        rows.forEach((row) => add(fill(route.path, row, lister.encode), row.lastmod));
      }
    }
    return out;
  }

  /** Each listing the route table names, in the sitemap's order (a listing it no longer names fails to compile). */
  private readonly listers: Record<Listing, Lister> = {
    departments: {
      encode: segment,
      rows: async (branchCode) =>
        (
          await this.db.repo(Department).find({
            select: { id: true, slug: true, updatedAt: true },
            where: { branchCode, isActive: true },
            order: { position: 'ASC', id: 'ASC' },
          })
        ).map((d) => ({ params: { slug: d.slug }, lastmod: d.updatedAt })),
    },
    categories: {
      encode: segment,
      rows: async (branchCode) =>
        (
          await this.db
            .repo(Category)
            .createQueryBuilder('c')
            .select(['c.id', 'c.slug', 'c.updatedAt'])
            .innerJoin(Department, 'd', 'd.id = c.departmentId')
            .where('c.branchCode = :branchCode AND c.isActive = :active AND d.isActive = :active', { branchCode, active: true })
            .orderBy('d.position', 'ASC')
            .addOrderBy('d.id', 'ASC')
            .addOrderBy('c.position', 'ASC')
            .addOrderBy('c.id', 'ASC')
            .getMany()
        ).map((c) => ({ params: { slug: c.slug }, lastmod: c.updatedAt })),
    },
    subCategories: {
      encode: segment,
      rows: async (branchCode, limit) =>
        (
          await this.db
            .repo(SubCategory)
            .createQueryBuilder('s')
            .select(['s.id', 's.slug', 's.updatedAt'])
            .innerJoin(Category, 'c', 'c.id = s.categoryId')
            .innerJoin(Department, 'd', 'd.id = c.departmentId')
            .where('s.branchCode = :branchCode AND s.isActive = :active AND c.isActive = :active AND d.isActive = :active', {
              branchCode,
              active: true,
            })
            .orderBy('s.id', 'ASC')
            .limit(limit)
            .getMany()
        ).map((s) => ({ params: { slug: s.slug }, lastmod: s.updatedAt })),
    },
    parentItems: {
      encode: segment,
      rows: async (branchCode, limit) => {
        const parentItems = await this.db
          .repo(ParentItem)
          .createQueryBuilder('pi')
          .select(['pi.id', 'pi.slug', 'pi.updatedAt'])
          .addSelect('s.slug', 'subCategorySlug')
          .innerJoin(SubCategory, 's', 's.id = pi.subCategoryId')
          .innerJoin(Category, 'c', 'c.id = s.categoryId')
          .innerJoin(Department, 'd', 'd.id = c.departmentId')
          .where(
            'pi.branchCode = :branchCode AND pi.isActive = :active AND s.isActive = :active AND c.isActive = :active AND d.isActive = :active',
            { branchCode, active: true },
          )
          .orderBy('pi.id', 'ASC')
          .limit(limit)
          .getRawAndEntities();
        return parentItems.entities.map((pi, i) => ({
          params: { first: String(parentItems.raw[i].subCategorySlug), slug: pi.slug },
          lastmod: pi.updatedAt,
        }));
      },
    },
    brands: {
      encode: legacySegment,
      rows: async (branchCode, limit) =>
        (
          await this.db.repo(Brand).find({
            select: { id: true, name: true, slug: true, updatedAt: true },
            where: { branchCode, isActive: true },
            order: { name: 'ASC', id: 'ASC' },
            take: limit,
          })
        ).map((b) => ({ params: { first: b.name, slug: b.slug }, lastmod: b.updatedAt })),
    },
    collections: {
      encode: legacySegment,
      rows: async (branchCode) =>
        (await this.content.storeCollections(branchCode)).map((c) => ({ params: { first: c.name, slug: c.slug }, lastmod: c.updatedAt })),
    },
    footerPages: {
      encode: legacySegment,
      rows: async (branchCode) =>
        (
          await this.db.repo(FooterLink).find({
            select: { id: true, subtitle: true, slug: true, updatedAt: true },
            where: { branchCode },
            order: { position: 'ASC', id: 'ASC' },
          })
        ).map((f) => ({ params: { first: footerSegment(f.subtitle, f.slug), slug: f.slug }, lastmod: f.updatedAt })),
    },
    products: {
      encode: segment,
      rows: async (branchCode, _limit, room) =>
        (
          await this.db.repo(Product).find({
            select: { id: true, slug: true, updatedAt: true },
            where: { branchCode, isActive: true },
            order: { id: 'DESC' },
            take: room,
          })
        ).map((p) => ({ params: { slug: p.slug }, lastmod: p.updatedAt })),
    },
  };
}
