import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../context';
import { AboutSection, AboutSubSection } from '../about/about.entity';
import { FaqGroup, FaqQuestion } from '../faq/faq.entity';
import { FooterGroup, FooterLink } from '../footer/footer.entity';
import { Offer } from '../offer/offer.entity';
import { offerHref } from './store-content.service';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';

@Resolver(() => FooterGroup)
export class FooterGroupFieldsResolver {
  @Access('public')
  @ListSize(12)
  @FieldResolver(() => [FooterLink], { description: 'Legacy Subtitles: the links of this column, in order' })
  links(@Root() group: FooterGroup, @Ctx() ctx: Context) {
    return ctx.loaders.linksOfFooterGroup.load(group.id);
  }
}

@Resolver(() => AboutSection)
export class AboutSectionFieldsResolver {
  @Access('public')
  @ListSize(10)
  @FieldResolver(() => [AboutSubSection], { description: 'Legacy SubSections: Heading and Paragraph, in order' })
  subSections(@Root() section: AboutSection, @Ctx() ctx: Context) {
    return ctx.loaders.subSectionsOfAboutSection.load(section.id);
  }
}

@Resolver(() => FaqGroup)
export class FaqGroupFieldsResolver {
  @Access('public')
  @ListSize(20)
  @FieldResolver(() => [FaqQuestion], { description: 'Legacy Questions: Question and Answer, in order' })
  questions(@Root() group: FaqGroup, @Ctx() ctx: Context) {
    return ctx.loaders.questionsOfFaqGroup.load(group.id);
  }
}

@Resolver(() => Offer)
export class OfferFieldsResolver {
  @Access('public')
  @FieldResolver(() => String, { description: 'Where the card leads: /products/{slug} or /collections/{slug}' })
  href(@Root() offer: Offer) {
    return offerHref(offer);
  }
}
