import path from 'node:path';
import DataLoader from 'dataloader';
import type { ServiceDeps } from '../../services';
import type { AboutSubSection } from './about/about.entity';
import { ContactAttachmentStore } from './contact-message/contact-attachments';
import type { ContactMessage } from './contact-message/contact-message.entity';
import { ContactResolver } from './contact-message/contact.resolver';
import { ContactService } from './contact-message/contact.service';
import { contactMessageCrud } from './content.crud';
import type { FaqQuestion } from './faq/faq.entity';
import type { FooterLink } from './footer/footer.entity';
import { AboutSectionFieldsResolver, FaqGroupFieldsResolver, FooterGroupFieldsResolver, OfferFieldsResolver } from './storefront/content-fields.resolver';
import { StoreContentResolver } from './storefront/store-content.resolver';
import { SitemapService } from './storefront/sitemap.service';
import { StoreContentService } from './storefront/store-content.service';
import { ShopSettingsResolver } from './settings/shop-settings.resolver';
import { ShopSettingsService } from './settings/shop-settings.service';

/** Storefront content: banners, collections, Latest Deals, footer, About Us, FAQ, contact form, the shop's settings. */
export const contentResolvers: Function[] = [
  StoreContentResolver, FooterGroupFieldsResolver, AboutSectionFieldsResolver, FaqGroupFieldsResolver, OfferFieldsResolver, ContactResolver, ShopSettingsResolver,
];

/** DATA_DIR/contact-attachments: beside uploads/ (DATA_DIR/uploads), so never served under /uploads. */
function contactAttachmentsDir(deps: ServiceDeps): string {
  const dataDir = deps.config.dataDir;
  return path.join(dataDir, 'contact-attachments');
}

export function createContentServices(deps: ServiceDeps) {
  const contact = new ContactService(deps.db, new ContactAttachmentStore(contactAttachmentsDir(deps)), deps.mails);
  // A message deleted through the generic CRUD takes its files with it.
  deps.crud.of<ContactMessage>(contactMessageCrud).onRemoved((message) => contact.removeAttachmentsOf(message));
  const storeContent = new StoreContentService(deps.db);
  return {
    storeContent,
    contact,
    shopSettings: new ShopSettingsService(deps.db),
    /** The public addresses of /sitemap.xml. */
    sitemap: new SitemapService(deps.db, storeContent),
  };
}

type ContentServices = ReturnType<typeof createContentServices>;

export function createContentLoaders(services: ContentServices, branchCode: string) {
  return {
    linksOfFooterGroup: new DataLoader<number, FooterLink[]>((ids) => services.storeContent.linksOf(branchCode, ids)),
    subSectionsOfAboutSection: new DataLoader<number, AboutSubSection[]>((ids) => services.storeContent.subSectionsOf(branchCode, ids)),
    questionsOfFaqGroup: new DataLoader<number, FaqQuestion[]>((ids) => services.storeContent.questionsOf(branchCode, ids)),
  };
}
