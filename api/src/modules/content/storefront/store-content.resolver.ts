import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Collection } from '../../catalog/collection/collection.entity';
import { AboutSection } from '../about/about.entity';
import { Banner } from '../banner/banner.entity';
import { FaqGroup } from '../faq/faq.entity';
import { FooterGroup, FooterLink } from '../footer/footer.entity';
import { Offer } from '../offer/offer.entity';

@Resolver()
export class StoreContentResolver {
  @Query(() => [FooterGroup], { description: 'Footer columns in order, each with its links' })
  @Access('public')
  footer(@Ctx() ctx: Context) {
    return ctx.services.storeContent.footer(ctx.branchCode);
  }

  @Query(() => FooterLink, { description: 'The page a footer link opens (/{FooterSubtitle}/{FooterSubtitleSlug}), with its body' })
  @Access('public')
  footerPage(@Ctx() ctx: Context, @Arg('slug') slug: string) {
    return ctx.services.storeContent.footerPage(ctx.branchCode, slug);
  }

  @Query(() => [AboutSection], { description: 'About Us sections in order, each with its image and sub-sections' })
  @Access('public')
  aboutUs(@Ctx() ctx: Context) {
    return ctx.services.storeContent.aboutUs(ctx.branchCode);
  }

  @Query(() => [FaqGroup], { description: 'FAQ groups in order, each with its questions' })
  @Access('public')
  faq(@Ctx() ctx: Context) {
    return ctx.services.storeContent.faq(ctx.branchCode);
  }

  @Query(() => [Banner], { description: 'Active home-page banners in carousel order' })
  @Access('public')
  activeBanners(@Ctx() ctx: Context) {
    return ctx.services.storeContent.activeBanners(ctx.branchCode);
  }

  @Query(() => [Offer], { description: 'Latest Deals: active offers running now, in order' })
  @Access('public')
  latestDeals(@Ctx() ctx: Context) {
    return ctx.services.storeContent.latestDeals(ctx.branchCode);
  }

  @Query(() => [Collection], { description: "The Collections grid: collections whose CollectionListVeiw contains 'yes', in order" })
  @Access('public')
  storeCollections(@Ctx() ctx: Context) {
    return ctx.services.storeContent.storeCollections(ctx.branchCode);
  }
}
