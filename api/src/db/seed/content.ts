import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AboutSection, AboutSubSection } from '../../modules/content/about/about.entity';
import { Banner } from '../../modules/content/banner/banner.entity';
import { FaqGroup, FaqQuestion } from '../../modules/content/faq/faq.entity';
import { FooterGroup, FooterLink } from '../../modules/content/footer/footer.entity';
import { bulkInsert, countRows } from './bulk';
import { CATALOGUE_KINDS, TINTS } from './catalogue';
import { ABOUT, BANNERS, FAQ } from './data/content';
import { FOOTER } from './data/pages';
import { aboutImage, bannerImage, Placed } from './images/scenes';
import { ImageWriter } from './images/writer';
import { slugOf } from './names';

const placed = (codes: readonly string[]): Placed[] =>
  codes.map((c, i) => {
    const k = CATALOGUE_KINDS.find((x) => x.code === c) ?? CATALOGUE_KINDS[i];
    return { shape: k.shape, body: k.colour, accent: TINTS[i % TINTS.length] };
  });

/** Ids of rows just inserted into a parent table without a code column, in insert order. */
async function idsInOrder(m: EntityManager, table: string, branchCode: string, count: number): Promise<number[]> {
  const rows: { id: number }[] = await m.query(
    `SELECT id FROM ${m.connection.driver.escape(table)} WHERE branch_code = ? ORDER BY id DESC`,
    [branchCode],
  );
  return rows
    .slice(0, count)
    .map((r) => Number(r.id))
    .reverse();
}

/** Banners, footer pages, About Us and FAQ of the demo shop; a set the branch already has is left alone. */
export async function seedContent(
  m: EntityManager,
  branchCode: string,
  images: ImageWriter,
  counts: Record<string, number>,
): Promise<void> {
  const add = (table: string, n: number) => (counts[table] = (counts[table] ?? 0) + n);
  const empty = async (entity: EntityTarget<ObjectLiteral>) => (await countRows(m, entity, branchCode)) === 0;

  if (await empty(Banner))
    add(
      'banners',
      await bulkInsert(
        m,
        Banner,
        BANNERS.map((b, i) => ({
          branchCode,
          title: b.title,
          description: b.description,
          linkUrl: b.linkUrl,
          isActive: b.isActive,
          position: i + 1,
          fileName: images.add('banner', `${slugOf(b.title)}.webp`, () => bannerImage(placed(b.kinds), b.from, b.to, 1600, 600)),
          imageWidth: 1600,
          imageHeight: 600,
        })),
      ),
    );

  if ((await empty(FooterGroup)) && (await empty(FooterLink))) {
    add(
      'footer_groups',
      await bulkInsert(
        m,
        FooterGroup,
        FOOTER.map((g, i) => ({ branchCode, mainTitle: g.mainTitle, position: i + 1 })),
      ),
    );
    const groupIds = await idsInOrder(m, 'footer_groups', branchCode, FOOTER.length);
    add(
      'footer_links',
      await bulkInsert(
        m,
        FooterLink,
        FOOTER.flatMap((g, gi) =>
          g.links.map((l, i) => ({
            branchCode,
            groupId: groupIds[gi],
            subtitle: l.subtitle,
            slug: l.slug,
            body: l.body,
            position: i + 1,
          })),
        ),
      ),
    );
  }

  if (await empty(AboutSection)) {
    add(
      'about_sections',
      await bulkInsert(
        m,
        AboutSection,
        ABOUT.map((s, i) => ({
          branchCode,
          title: s.title,
          position: i + 1,
          fileName: images.add('aboutus', `${slugOf(s.title)}.webp`, () => aboutImage(placed(s.kinds), s.colour, 1000, 600)),
          imageWidth: 1000,
          imageHeight: 600,
        })),
      ),
    );
    const sectionIds = await idsInOrder(m, 'about_sections', branchCode, ABOUT.length);
    add(
      'about_sub_sections',
      await bulkInsert(
        m,
        AboutSubSection,
        ABOUT.flatMap((s, si) =>
          s.subs.map((sub, i) => ({
            branchCode,
            sectionId: sectionIds[si],
            heading: sub.heading,
            paragraph: sub.paragraph,
            position: i + 1,
          })),
        ),
      ),
    );
  }

  if (await empty(FaqGroup)) {
    add(
      'faq_groups',
      await bulkInsert(
        m,
        FaqGroup,
        FAQ.map((g, i) => ({ branchCode, heading: g.heading, position: i + 1 })),
      ),
    );
    const faqIds = await idsInOrder(m, 'faq_groups', branchCode, FAQ.length);
    add(
      'faq_questions',
      await bulkInsert(
        m,
        FaqQuestion,
        FAQ.flatMap((g, gi) =>
          g.questions.map(([question, answer], i) => ({
            branchCode,
            groupId: faqIds[gi],
            question,
            answer,
            position: i + 1,
          })),
        ),
      ),
    );
  }
}
