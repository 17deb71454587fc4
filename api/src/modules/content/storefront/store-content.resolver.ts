import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Collection } from '../../catalog/collection/collection.entity';
import { AboutSection } from '../about/about.entity';
import { Banner } from '../banner/banner.entity';
import { FaqGroup } from '../faq/faq.entity';
import { FooterGroup, FooterLink } from '../footer/footer.entity';
import { Offer } from '../offer/offer.entity';
import { ListSize } from '../../../common/cost';

@Resolver()
export class StoreContentResolver {
  @Query(() => [FooterGroup], { description: 'Footer columns in order, each with its links' })
  @Access('public')
  @ListSize(6)
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
  @ListSize(10)
  aboutUs(@Ctx() ctx: Context) {
    return ctx.services.storeContent.aboutUs(ctx.branchCode);
  }

  @Query(() => [FaqGroup], { description: 'FAQ groups in order, each with its questions' })
  @Access('public')
  @ListSize(10)
  faq(@Ctx() ctx: Context) {
    return ctx.services.storeContent.faq(ctx.branchCode);
  }

  @Query(() => [Banner], { description: 'Active home-page banners in carousel order' })
  @Access('public')
  @ListSize(10)
  activeBanners(@Ctx() ctx: Context) {
    return ctx.services.storeContent.activeBanners(ctx.branchCode);
  }

  @Query(() => [Offer], { description: 'Latest Deals: active offers running now, in order' })
  @Access('public')
  @ListSize(12)
  latestDeals(@Ctx() ctx: Context) {
    return ctx.services.storeContent.latestDeals(ctx.branchCode);
  }

  @Query(() => [Collection], { description: "The Collections grid: collections whose CollectionListVeiw contains 'yes', in order" })
  @Access('public')
  @ListSize(20)
  storeCollections(@Ctx() ctx: Context) {
    return ctx.services.storeContent.storeCollections(ctx.branchCode);
  }
}
