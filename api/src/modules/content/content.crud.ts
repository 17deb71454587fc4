import { defineCrud } from '../../common/crud/descriptor';
import { bool, datetime, int, ref, text, withLabels } from '../../common/crud/fields';
import { AboutSection, AboutSubSection } from './about/about.entity';
import { Banner } from './banner/banner.entity';
import { ContactMessage } from './contact-message/contact-message.entity';
import { FaqGroup, FaqQuestion } from './faq/faq.entity';
import { FooterGroup, FooterLink } from './footer/footer.entity';
import { Offer } from './offer/offer.entity';

/**
 * A path on this shop ('/collections/summer'; not '//host' or '/\host', which browsers read as another
 * site) or an https address; no spaces, control characters or backslashes anywhere.
 */
// eslint-disable-next-line no-control-regex -- the class names the control characters a link may not hold
const BANNER_LINK = /^(\/(?![/\\])|https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?(?=[/?#]|$))[^\s\\\u0000-\u001f\u007f]*$/i;
const position = () => int({ min: 0, max: 1_000_000 });
const byPosition = { defaultSort: { field: 'position', direction: 'ASC' as const }, read: 'public' as const };

export const bannerCrud = defineCrud({
  entity: Banner,
  one: 'banner',
  many: 'banners',
  label: 'banner',
  ...byPosition,
  fields: withLabels({
    title: text({ max: 160, required: true }),
    description: text({ max: 500, required: true }),
    linkUrl: text({
      max: 300,
      pattern: BANNER_LINK,
      patternMessage: 'Link must be a path on this shop starting with a single /, or an https:// address',
    }),
    isActive: bool(),
    position: position(),
  }),
  searchField: 'title',
  sortFields: ['title', 'position', 'isActive'],
  uploadArea: 'banner',
});

export const offerCrud = defineCrud({
  entity: Offer,
  one: 'offer',
  many: 'offers',
  label: 'offer',
  ...byPosition,
  fields: withLabels({
    title: text({ max: 160, required: true }),
    subtitle: text({ max: 300 }),
    linkType: text({
      max: 20,
      required: true,
      pattern: /^(product|collection)$/,
      patternMessage: 'Link type must be product or collection',
    }),
    linkSlug: text({ max: 220, required: true, lowerCase: true }),
    isActive: bool(),
    position: position(),
    startsAt: datetime(),
    endsAt: datetime(),
  }),
  searchField: 'title',
  sortFields: ['title', 'position'],
  uploadArea: 'offers',
});

export const footerGroupCrud = defineCrud({
  entity: FooterGroup,
  one: 'footerGroup',
  many: 'footerGroups',
  label: 'footer group',
  ...byPosition,
  fields: withLabels({ mainTitle: text({ max: 120, required: true, label: 'Footer main title' }), position: position() }),
  searchField: 'mainTitle',
  sortFields: ['mainTitle', 'position'],
});

export const footerLinkCrud = defineCrud({
  entity: FooterLink,
  one: 'footerLink',
  many: 'footerLinks',
  label: 'footer link',
  ...byPosition,
  fields: withLabels({
    groupId: ref({ entity: () => FooterGroup, required: true, label: 'Footer group' }),
    subtitle: text({ max: 120, required: true, label: 'Footer subtitle' }),
    slug: text({
      max: 120,
      lowerCase: true,
      pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
      patternMessage: 'Slug may hold only lower-case letters, digits and single hyphens',
    }),
    body: text({ max: 50_000 }),
    position: position(),
  }),
  searchField: 'subtitle',
  sortFields: ['subtitle', 'position'],
  slugFrom: 'subtitle',
});

export const aboutSectionCrud = defineCrud({
  entity: AboutSection,
  one: 'aboutSection',
  many: 'aboutSections',
  label: 'About Us section',
  ...byPosition,
  fields: withLabels({ title: text({ max: 160, required: true }), position: position() }),
  searchField: 'title',
  sortFields: ['title', 'position'],
  uploadArea: 'aboutus',
});

export const aboutSubSectionCrud = defineCrud({
  entity: AboutSubSection,
  one: 'aboutSubSection',
  many: 'aboutSubSections',
  label: 'About Us sub-section',
  ...byPosition,
  fields: withLabels({
    sectionId: ref({ entity: () => AboutSection, required: true, label: 'About Us section' }),
    heading: text({ max: 200, required: true }),
    paragraph: text({ max: 20_000, required: true }),
    position: position(),
  }),
  searchField: 'heading',
  sortFields: ['heading', 'position'],
});

export const faqGroupCrud = defineCrud({
  entity: FaqGroup,
  one: 'faqGroup',
  many: 'faqGroups',
  label: 'FAQ group',
  ...byPosition,
  fields: withLabels({ heading: text({ max: 200, required: true }), position: position() }),
  searchField: 'heading',
  sortFields: ['heading', 'position'],
});

export const faqQuestionCrud = defineCrud({
  entity: FaqQuestion,
  one: 'faqQuestion',
  many: 'faqQuestions',
  label: 'FAQ question',
  ...byPosition,
  fields: withLabels({
    groupId: ref({ entity: () => FaqGroup, required: true, label: 'FAQ group' }),
    question: text({ max: 300, required: true }),
    answer: text({ max: 20_000, required: true }),
    position: position(),
  }),
  searchField: 'question',
  sortFields: ['question', 'position'],
});

export const contactMessageCrud = defineCrud({
  entity: ContactMessage,
  one: 'contactMessage',
  many: 'contactMessages',
  label: 'contact message',
  fields: withLabels({
    fullName: text({ max: 120, required: true }),
    email: text({ max: 200, required: true, lowerCase: true, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, patternMessage: 'Email is not valid' }),
    subject: text({
      max: 20,
      required: true,
      pattern: /^(support|sales|feedback)$/,
      patternMessage: 'Subject must be support, sales or feedback',
    }),
    message: text({ max: 10_000 }),
    handledAt: datetime(),
  }),
  searchField: 'fullName',
  searchAlso: ['email', 'message'],
  sortFields: ['fullName', 'email', 'subject', 'handledAt'],
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  read: 'staff',
  listFilters: {
    handled: {
      type: 'boolean',
      description: 'true: only messages marked handled; false: only those not yet handled',
      apply: (qb, handled) => void qb.andWhere(`e.handledAt IS ${handled ? 'NOT NULL' : 'NULL'}`),
    },
  },
  beforeWrite: (values, existing) => {
    if (!existing && values.attachments === undefined) values.attachments = [];
  },
});

export const contentCrud = [
  bannerCrud,
  offerCrud,
  footerGroupCrud,
  footerLinkCrud,
  aboutSectionCrud,
  aboutSubSectionCrud,
  faqGroupCrud,
  faqQuestionCrud,
  contactMessageCrud,
];
