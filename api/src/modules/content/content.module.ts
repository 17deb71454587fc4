import path from 'node:path';
import DataLoader from 'dataloader';
import type { ServiceDeps } from '../../services';
import { AboutSection, AboutSubSection } from './about/about.entity';
import { Banner } from './banner/banner.entity';
import { ContactAttachmentStore } from './contact-message/contact-attachments';
import { ContactMessage } from './contact-message/contact-message.entity';
import { ContactResolver } from './contact-message/contact.resolver';
import { ContactService } from './contact-message/contact.service';
import { contactMessageCrud, contentCrud } from './content.crud';
import { FaqGroup, FaqQuestion } from './faq/faq.entity';
import { FooterGroup, FooterLink } from './footer/footer.entity';
import { Offer } from './offer/offer.entity';
import { ShopSettings } from './settings/shop-settings.entity';
import { defineModule } from '../shop-module';
import {
  AboutSectionFieldsResolver,
  FaqGroupFieldsResolver,
  FooterGroupFieldsResolver,
  OfferFieldsResolver,
} from './storefront/content-fields.resolver';
import { StoreContentResolver } from './storefront/store-content.resolver';
import { SitemapService } from './storefront/sitemap.service';
import { StoreContentService } from './storefront/store-content.service';
import { ShopSettingsResolver } from './settings/shop-settings.resolver';
import { ShopSettingsService } from './settings/shop-settings.service';
import { PromotionTile } from './promotion-tile/promotion-tile.entity';
import { PromotionTileResolver } from './promotion-tile/promotion-tile.resolver';
import { PromotionTileService } from './promotion-tile/promotion-tile.service';

/** Storefront content: banners, collections, Latest Deals, footer, About Us, FAQ, contact form, the shop's settings. */
const contentResolvers: Function[] = [
  StoreContentResolver,
  FooterGroupFieldsResolver,
  AboutSectionFieldsResolver,
  FaqGroupFieldsResolver,
  OfferFieldsResolver,
  ContactResolver,
  ShopSettingsResolver,
  PromotionTileResolver,
];

/** DATA_DIR/contact-attachments: beside uploads/ (DATA_DIR/uploads), so never served under /uploads. */
function contactAttachmentsDir(deps: ServiceDeps): string {
  const dataDir = deps.config.dataDir;
  return path.join(dataDir, 'contact-attachments');
}

function createContentServices(deps: ServiceDeps) {
  const contact = new ContactService(deps.db, new ContactAttachmentStore(contactAttachmentsDir(deps)), deps.mails);
  // A message deleted through the generic CRUD takes its files with it.
  deps.crud.of<ContactMessage>(contactMessageCrud).onRemoved((message) => contact.removeAttachmentsOf(message));
  const storeContent = new StoreContentService(deps.db);
  return {
    storeContent,
    contact,
    shopSettings: new ShopSettingsService(deps.db),
    promotionTiles: new PromotionTileService(deps.db, deps.images),
    /** The public addresses of /sitemap.xml. */
    sitemap: new SitemapService(deps.db, storeContent),
  };
}

type ContentServices = ReturnType<typeof createContentServices>;

function createContentLoaders(services: ContentServices, branchCode: string) {
  return {
    linksOfFooterGroup: new DataLoader<number, FooterLink[]>((ids) => services.storeContent.linksOf(branchCode, ids)),
    subSectionsOfAboutSection: new DataLoader<number, AboutSubSection[]>((ids) => services.storeContent.subSectionsOf(branchCode, ids)),
    questionsOfFaqGroup: new DataLoader<number, FaqQuestion[]>((ids) => services.storeContent.questionsOf(branchCode, ids)),
  };
}

/** The storefront content's registration (see shop-module.ts). */
export const contentModule = defineModule({
  entities: [
    Banner,
    FooterGroup,
    FooterLink,
    AboutSection,
    AboutSubSection,
    FaqGroup,
    FaqQuestion,
    ContactMessage,
    Offer,
    ShopSettings,
    PromotionTile,
  ],
  crud: contentCrud,
  resolvers: contentResolvers,
  services: createContentServices,
  loaders: createContentLoaders,
});
