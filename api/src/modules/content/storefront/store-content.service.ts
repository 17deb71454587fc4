import { In, IsNull, LessThanOrEqual, MoreThan } from 'typeorm';
import { NotFoundError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { Collection } from '../../catalog/collection/collection.entity';
import { AboutSection, AboutSubSection } from '../about/about.entity';
import { Banner } from '../banner/banner.entity';
import { FaqGroup, FaqQuestion } from '../faq/faq.entity';
import { FooterGroup, FooterLink } from '../footer/footer.entity';
import { Offer } from '../offer/offer.entity';

const byPosition = { position: 'ASC', id: 'ASC' } as const;

/** What the storefront reads of the shop's content: footer, footer pages, About Us, FAQ, banners, Latest Deals, collections. */
export class StoreContentService {
  constructor(private readonly db: Database) {}

  footer(branchCode: string): Promise<FooterGroup[]> {
    return this.db.repo(FooterGroup).find({ where: { branchCode }, order: byPosition });
  }

  /** The page a footer link opens, by its slug. */
  async footerPage(branchCode: string, slug: string): Promise<FooterLink> {
    const wanted = slug.trim().toLowerCase();
    const page = wanted ? await this.db.repo(FooterLink).findOneBy({ branchCode, slug: wanted }) : null;
    if (!page) throw new NotFoundError(`No footer page "${slug.trim().slice(0, 120)}"`);
    return page;
  }

  aboutUs(branchCode: string): Promise<AboutSection[]> {
    return this.db.repo(AboutSection).find({ where: { branchCode }, order: byPosition });
  }

  faq(branchCode: string): Promise<FaqGroup[]> {
    return this.db.repo(FaqGroup).find({ where: { branchCode }, order: byPosition });
  }

  activeBanners(branchCode: string): Promise<Banner[]> {
    return this.db.repo(Banner).find({ where: { branchCode, isActive: true }, order: byPosition });
  }

  /** Active offers whose window (open-ended when a bound is missing) contains `now`. */
  latestDeals(branchCode: string, now = new Date()): Promise<Offer[]> {
    const startsOk = [{ startsAt: IsNull() }, { startsAt: LessThanOrEqual(now) }];
    const endsOk = [{ endsAt: IsNull() }, { endsAt: MoreThan(now) }];
    const where = startsOk.flatMap((s) => endsOk.map((e) => ({ branchCode, isActive: true, ...s, ...e })));
    return this.db.repo(Offer).find({ where, order: byPosition });
  }

  /** Collections whose CollectionListVeiw contains 'yes', in any case. */
  async storeCollections(branchCode: string): Promise<Collection[]> {
    return this.db
      .repo(Collection)
      .createQueryBuilder('c')
      .where('c.branchCode = :branchCode', { branchCode })
      .andWhere("LOWER(c.view) LIKE '%yes%'")
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  }

  async linksOf(branchCode: string, groupIds: readonly number[]): Promise<FooterLink[][]> {
    const rows = await this.db.repo(FooterLink).find({ where: { branchCode, groupId: In([...groupIds]) }, order: byPosition });
    return groupIds.map((id) => rows.filter((r) => r.groupId === id));
  }

  async subSectionsOf(branchCode: string, sectionIds: readonly number[]): Promise<AboutSubSection[][]> {
    const rows = await this.db.repo(AboutSubSection).find({ where: { branchCode, sectionId: In([...sectionIds]) }, order: byPosition });
    return sectionIds.map((id) => rows.filter((r) => r.sectionId === id));
  }

  async questionsOf(branchCode: string, groupIds: readonly number[]): Promise<FaqQuestion[][]> {
    const rows = await this.db.repo(FaqQuestion).find({ where: { branchCode, groupId: In([...groupIds]) }, order: byPosition });
    return groupIds.map((id) => rows.filter((r) => r.groupId === id));
  }
}

/** Where a Latest Deals card leads: /products/{slug} or /collections/{slug}. */
export function offerHref(offer: Pick<Offer, 'linkType' | 'linkSlug'>): string {
  return `/${offer.linkType === 'collection' ? 'collections' : 'products'}/${encodeURIComponent(offer.linkSlug)}`;
}
