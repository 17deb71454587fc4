import { PasswordResetToken } from '../modules/account/auth/password-reset-token.entity';
import { User } from '../modules/account/user/user.entity';
import { SavedAddress } from '../modules/account/address/saved-address.entity';
import { StaffTwoFactor, TwoFactorRecoveryCode } from '../modules/account/two-factor/staff-two-factor.entity';
import { attributeEntities } from '../modules/attributes/registry';
import { Category } from '../modules/catalog/category/category.entity';
import { Collection, CollectionProduct } from '../modules/catalog/collection/collection.entity';
import { Department } from '../modules/catalog/department/department.entity';
import { ParentItem } from '../modules/catalog/parent-item/parent-item.entity';
import { Product } from '../modules/catalog/product/product.entity';
import { Review } from '../modules/catalog/review/review.entity';
import { StockMovement } from '../modules/catalog/stock/stock-movement.entity';
import { SubCategory } from '../modules/catalog/sub-category/sub-category.entity';
import { AboutSection, AboutSubSection } from '../modules/content/about/about.entity';
import { Banner } from '../modules/content/banner/banner.entity';
import { ContactMessage } from '../modules/content/contact-message/contact-message.entity';
import { FaqGroup, FaqQuestion } from '../modules/content/faq/faq.entity';
import { Offer } from '../modules/content/offer/offer.entity';
import { FooterGroup, FooterLink } from '../modules/content/footer/footer.entity';
import { ShopSettings } from '../modules/content/settings/shop-settings.entity';
import { DiscountCode } from '../modules/orders/discount-code/discount-code.entity';
import { DiscountCodeUse } from '../modules/orders/discount-code/discount-code-use.entity';
import { Order, OrderLine } from '../modules/orders/order/order.entity';
import { VisitorDay } from '../modules/orders/dashboard/visitor-day.entity';
import { OrderEvent } from '../modules/orders/order/order-event.entity';
import { AuditEntry } from '../common/audit/audit-entry.entity';
import { RewardPoints } from '../modules/orders/reward-points/reward-points.entity';

/** Every table of the shop. Migrations for both dialects must match exactly this list. */
export const entities = [
  Department, Category, SubCategory, ParentItem, Product, Collection, CollectionProduct, Review,
  ...attributeEntities, StockMovement,
  Banner, FooterGroup, FooterLink, AboutSection, AboutSubSection, FaqGroup, FaqQuestion, ContactMessage, Offer, ShopSettings,
  User, PasswordResetToken, SavedAddress, StaffTwoFactor, TwoFactorRecoveryCode, Order, OrderLine, OrderEvent, DiscountCode, DiscountCodeUse, VisitorDay, RewardPoints,
  AuditEntry,
];
