import type { ObjectLiteral } from 'typeorm';
import { Collection } from '../../api/src/modules/catalog/collection/collection.entity';
import { AboutSection, AboutSubSection } from '../../api/src/modules/content/about/about.entity';
import { Banner } from '../../api/src/modules/content/banner/banner.entity';
import { FaqGroup, FaqQuestion } from '../../api/src/modules/content/faq/faq.entity';
import { FooterGroup, FooterLink } from '../../api/src/modules/content/footer/footer.entity';
import { Offer } from '../../api/src/modules/content/offer/offer.entity';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects)('storefront content on %s', (dialect) => {
  let t: TestShop;
  const put = async <E extends ObjectLiteral>(entity: new () => E, rows: Partial<E>[]): Promise<E[]> => {
    const repo = t.shop.db.repo(entity);
    return repo.save(rows.map((r) => repo.create({ branchCode: 'MAIN', ...r } as never)) as never);
  };

  beforeAll(async () => {
    t = await startTestShop(dialect);
    const [help, shop] = await put(FooterGroup, [
      { mainTitle: 'Help', position: 2 },
      { mainTitle: 'Shop', position: 1 },
    ]);
    await put(FooterLink, [
      {
        groupId: help.id,
        subtitle: 'Return & Refunds',
        slug: 'return-refunds',
        body: 'You may return items within 14 days of delivery.',
        position: 2,
      },
      {
        groupId: help.id,
        subtitle: 'Shipping & Delivery',
        slug: 'shipping-delivery',
        body: 'UK only. Free delivery over £50.',
        position: 1,
      },
      { groupId: shop.id, subtitle: 'Gift Cards', slug: 'gift-cards', body: null, position: 1 },
    ]);
    const [story, values] = await put(AboutSection, [
      { title: 'Our Story', position: 1, fileName: 'story.webp' },
      { title: 'Our Values', position: 2 },
    ]);
    await put(AboutSubSection, [
      { sectionId: story.id, heading: 'Founded in Leeds', paragraph: 'We opened our first shop in 2009.', position: 2 },
      { sectionId: story.id, heading: 'Who we are', paragraph: 'A family business.', position: 1 },
      { sectionId: values.id, heading: 'Cruelty free', paragraph: 'No testing on animals.', position: 1 },
    ]);
    const [orders, returns] = await put(FaqGroup, [
      { heading: 'Orders', position: 1 },
      { heading: 'Returns', position: 2 },
    ]);
    await put(FaqQuestion, [
      { groupId: orders.id, question: 'Can I change my order?', answer: 'Before 1.00 pm, yes.', position: 2 },
      { groupId: orders.id, question: 'Where is my order?', answer: 'Check the tracking e-mail.', position: 1 },
      { groupId: returns.id, question: 'How long do I have?', answer: '14 days from delivery.', position: 1 },
    ]);
    await put(Banner, [
      { title: 'Summer Sale', description: 'Up to 50% off', isActive: true, position: 2 },
      { title: 'Old Promo', description: 'Gone', isActive: false, position: 0 },
      { title: 'New Season', description: 'Fresh arrivals', isActive: true, position: 1 },
    ]);
    const now = Date.now();
    await put(Offer, [
      { title: 'Always on', linkType: 'collection', linkSlug: 'trending', isActive: true, position: 3, startsAt: null, endsAt: null },
      {
        title: 'This week',
        linkType: 'product',
        linkSlug: 'argan-oil-shampoo',
        isActive: true,
        position: 1,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
      },
      {
        title: 'Not yet',
        linkType: 'product',
        linkSlug: 'later',
        isActive: true,
        position: 0,
        startsAt: new Date(now + DAY),
        endsAt: null,
      },
      {
        title: 'Over',
        linkType: 'product',
        linkSlug: 'earlier',
        isActive: true,
        position: 0,
        startsAt: null,
        endsAt: new Date(now - 60_000),
      },
      { title: 'Switched off', linkType: 'collection', linkSlug: 'lip-lovers', isActive: false, position: 0, startsAt: null, endsAt: null },
      {
        title: 'Until tomorrow',
        linkType: 'collection',
        linkSlug: 'self-care-sunday',
        isActive: true,
        position: 2,
        startsAt: null,
        endsAt: new Date(now + DAY),
      },
    ]);
    await put(Collection, [
      { name: 'Lip Lovers', slug: 'lip-lovers', view: 'yes', position: 3 },
      { name: 'Grooming Edit', slug: 'grooming-edit', view: 'no', position: 1 },
      { name: 'Summer Glow', slug: 'summer-glow', view: 'YES please', position: 2 },
      { name: 'Hidden', slug: 'hidden', view: '', position: 0 },
      { name: 'Gifts', slug: 'gifts', view: 'Yes', position: 1 },
    ]);
  });
  afterAll(() => t?.close());

  test('footer: groups in position order, each with its links in order; no token needed', async () => {
    const body = await gql(
      t.url,
      graphql(`
        query TestFooter {
          footer {
            mainTitle
            links {
              subtitle
              slug
            }
          }
        }
      `),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.footer).toEqual([
      { mainTitle: 'Shop', links: [{ subtitle: 'Gift Cards', slug: 'gift-cards' }] },
      {
        mainTitle: 'Help',
        links: [
          { subtitle: 'Shipping & Delivery', slug: 'shipping-delivery' },
          { subtitle: 'Return & Refunds', slug: 'return-refunds' },
        ],
      },
    ]);
  });

  test('footer: the links of every group load in one batch', async () => {
    const spy = jest.spyOn(t.shop.services.storeContent, 'linksOf');
    try {
      await gql(
        t.url,
        graphql(`
          query TestFooterSlugs {
            footer {
              links {
                slug
              }
            }
          }
        `),
      );
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0][1]).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  test('footerPage: a footer link with its body, by slug in any case; an unknown slug is NOT_FOUND', async () => {
    const body = await gql(
      t.url,
      graphql(`
        query TestFooterPage($slug: String!) {
          footerPage(slug: $slug) {
            subtitle
            slug
            body
          }
        }
      `),
      { slug: ' Return-Refunds ' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.footerPage).toEqual({
      subtitle: 'Return & Refunds',
      slug: 'return-refunds',
      body: 'You may return items within 14 days of delivery.',
    });
    for (const slug of ['no-such-page', '']) {
      const missing = await gql(
        t.url,
        graphql(`
          query TestFooterPageSlug($slug: String!) {
            footerPage(slug: $slug) {
              slug
            }
          }
        `),
        { slug },
      );
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  test('aboutUs: sections in order with image and sub-sections (Heading, Paragraph) in order', async () => {
    const spy = jest.spyOn(t.shop.services.storeContent, 'subSectionsOf');
    try {
      const body = await gql(
        t.url,
        graphql(`
          query TestAboutUs {
            aboutUs {
              title
              fileName
              subSections {
                heading
                paragraph
              }
            }
          }
        `),
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.aboutUs).toEqual([
        {
          title: 'Our Story',
          fileName: 'story.webp',
          subSections: [
            { heading: 'Who we are', paragraph: 'A family business.' },
            { heading: 'Founded in Leeds', paragraph: 'We opened our first shop in 2009.' },
          ],
        },
        { title: 'Our Values', fileName: null, subSections: [{ heading: 'Cruelty free', paragraph: 'No testing on animals.' }] },
      ]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  test('faq: groups in order with their questions in order', async () => {
    const spy = jest.spyOn(t.shop.services.storeContent, 'questionsOf');
    try {
      const body = await gql(
        t.url,
        graphql(`
          query TestFaq {
            faq {
              heading
              questions {
                question
                answer
              }
            }
          }
        `),
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.faq).toEqual([
        {
          heading: 'Orders',
          questions: [
            { question: 'Where is my order?', answer: 'Check the tracking e-mail.' },
            { question: 'Can I change my order?', answer: 'Before 1.00 pm, yes.' },
          ],
        },
        { heading: 'Returns', questions: [{ question: 'How long do I have?', answer: '14 days from delivery.' }] },
      ]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  test('activeBanners: only active banners, in carousel order', async () => {
    const body = await gql(
      t.url,
      graphql(`
        query TestActiveBanners {
          activeBanners {
            title
            status
          }
        }
      `),
    );
    expect(body.data!.activeBanners).toEqual([
      { title: 'New Season', status: 'Active' },
      { title: 'Summer Sale', status: 'Active' },
    ]);
  });

  test('latestDeals: active offers whose window contains now, in order, with their link', async () => {
    const body = await gql(
      t.url,
      graphql(`
        query TestLatestDeals {
          latestDeals {
            title
            linkType
            linkSlug
            href
          }
        }
      `),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.latestDeals).toEqual([
      { title: 'This week', linkType: 'product', linkSlug: 'argan-oil-shampoo', href: '/products/argan-oil-shampoo' },
      { title: 'Until tomorrow', linkType: 'collection', linkSlug: 'self-care-sunday', href: '/collections/self-care-sunday' },
      { title: 'Always on', linkType: 'collection', linkSlug: 'trending', href: '/collections/trending' },
    ]);
  });

  test("storeCollections: only collections whose view contains 'yes' in any case, in order", async () => {
    const body = await gql(
      t.url,
      graphql(`
        query TestStoreCollections {
          storeCollections {
            name
            slug
            view
          }
        }
      `),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.storeCollections).toEqual([
      { name: 'Gifts', slug: 'gifts', view: 'Yes' },
      { name: 'Summer Glow', slug: 'summer-glow', view: 'YES please' },
      { name: 'Lip Lovers', slug: 'lip-lovers', view: 'yes' },
    ]);
  });

  test('another branch sees none of this content', async () => {
    const body = await gql(
      t.url,
      graphql(`
        query TestBranchContent {
          footer {
            mainTitle
          }
          aboutUs {
            title
          }
          faq {
            heading
          }
          activeBanners {
            title
          }
          latestDeals {
            title
          }
          storeCollections {
            name
          }
        }
      `),
      {},
      { 'x-branch-code': 'LEEDS' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ footer: [], aboutUs: [], faq: [], activeBanners: [], latestDeals: [], storeCollections: [] });
    const page = await gql(
      t.url,
      graphql(`
        query TestBranchFooterPage {
          footerPage(slug: "return-refunds") {
            slug
          }
        }
      `),
      {},
      { 'x-branch-code': 'LEEDS' },
    );
    expect(page.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe.each(dialects)('storefront content of the demo seed on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'demo' });
  });
  afterAll(() => t?.close());

  test('the seeded footer, About Us, FAQ, banners and collections all come back, each footer link opening its page', async () => {
    const body = await gql(
      t.url,
      graphql(`
        query TestSeededContent {
          footer {
            mainTitle
            links {
              subtitle
              slug
            }
          }
          aboutUs {
            title
            subSections {
              heading
            }
          }
          faq {
            heading
            questions {
              question
            }
          }
          activeBanners {
            title
          }
          storeCollections {
            slug
            view
          }
        }
      `),
    );
    expect(body.errors).toBeUndefined();
    const { footer, aboutUs, faq, activeBanners, storeCollections } = body.data!;
    expect(footer.length).toBeGreaterThan(0);
    expect(aboutUs.length).toBeGreaterThan(0);
    expect(aboutUs.every((s) => s.subSections.length > 0)).toBe(true);
    expect(faq.every((g) => g.questions.length > 0)).toBe(true);
    expect(activeBanners.length).toBeGreaterThan(0);
    expect(storeCollections.map((c) => c.slug)).toEqual(expect.arrayContaining(['new-arrivals', 'trending']));
    expect(storeCollections.map((c) => c.slug)).not.toContain('the-grooming-edit');
    for (const c of storeCollections) expect(c.view.toLowerCase()).toContain('yes');
    const link = footer.flatMap((g) => g.links)[0];
    const page = await gql(
      t.url,
      graphql(`
        query TestSeededFooterPage($slug: String!) {
          footerPage(slug: $slug) {
            subtitle
          }
        }
      `),
      { slug: link.slug },
    );
    expect(page.data!.footerPage.subtitle).toBe(link.subtitle);
  });
});
