import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { Category } from '../../catalog/category/category.entity';
import { Department } from '../../catalog/department/department.entity';
import { ParentItem } from '../../catalog/parent-item/parent-item.entity';
import { Product } from '../../catalog/product/product.entity';
import { SubCategory } from '../../catalog/sub-category/sub-category.entity';
import { FooterLink } from '../footer/footer.entity';
import { footerSegment } from '../footer/footer-paths';
import { StoreContentService } from './store-content.service';

/** One address of the sitemap: a path on the shop (percent-encoded) and, where known, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/**
 * A legacy two-segment path (/{Name}/{slug}) as the storefront links it: spaces and '&' as the browser
 * encodes them (encodeURI), with '/', '?' and '#' inside a segment escaped too so a name cannot split it.
 */
export function legacyPath(...segments: string[]): string {
  return '/' + segments.map((s) => encodeURI(s).replace(/[/?#]/g, (c) => encodeURIComponent(c))).join('/');
}

const segment = (slug: string) => encodeURIComponent(slug);

/** Pages every shop has, whatever its catalogue. */
const FIXED_PATHS = ['/', '/products', '/get/collections'];

/**
 * The public addresses of the shop for /sitemap.xml, read from the live catalogue: what a guest can open
 * (active departments, categories of active departments, active sub-categories and parent items under them,
 * active products, brands, the listed collections, the footer pages), at most `limit` of them, the tree and
 * the content first and then products, newest first.
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
    FIXED_PATHS.forEach((p) => add(p));

    const departments = await this.db.repo(Department).find({
      select: { id: true, slug: true, updatedAt: true },
      where: { branchCode, isActive: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    departments.forEach((d) => add(`/department/${segment(d.slug)}`, d.updatedAt));
    const categories = await this.db
      .repo(Category)
      .createQueryBuilder('c')
      .select(['c.id', 'c.slug', 'c.updatedAt'])
      .innerJoin(Department, 'd', 'd.id = c.departmentId')
      .where('c.branchCode = :branchCode AND c.isActive = :active AND d.isActive = :active', { branchCode, active: true })
      .orderBy('d.position', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .addOrderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    categories.forEach((c) => add(`/subcategory/${segment(c.slug)}`, c.updatedAt));
    const subCategories = await this.db
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
      .getMany();
    subCategories.forEach((s) => add(`/subcategory/${segment(s.slug)}`, s.updatedAt));
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
    parentItems.entities.forEach((pi, i) =>
      add(`/subcategory/${segment(String(parentItems.raw[i].subCategorySlug))}/${segment(pi.slug)}`, pi.updatedAt),
    );

    const brands = await this.db.repo(Brand).find({
      select: { id: true, name: true, slug: true, updatedAt: true },
      where: { branchCode, isActive: true },
      order: { name: 'ASC', id: 'ASC' },
      take: limit,
    });
    brands.forEach((b) => add(legacyPath(b.name, b.slug), b.updatedAt));
    const collections = await this.content.storeCollections(branchCode);
    collections.forEach((c) => add(legacyPath(c.name, c.slug), c.updatedAt));
    const footerPages = await this.db.repo(FooterLink).find({
      select: { id: true, subtitle: true, slug: true, updatedAt: true },
      where: { branchCode },
      order: { position: 'ASC', id: 'ASC' },
    });
    footerPages.forEach((f) => add(legacyPath(footerSegment(f.subtitle, f.slug), f.slug), f.updatedAt));

    const room = limit - out.length;
    if (room > 0) {
      const products = await this.db.repo(Product).find({
        select: { id: true, slug: true, updatedAt: true },
        where: { branchCode, isActive: true },
        order: { id: 'DESC' },
        take: room,
      });
      products.forEach((p) => add(`/product/${segment(p.slug)}`, p.updatedAt));
    }
    return out;
  }
}
