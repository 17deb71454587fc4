import type { ComponentType } from 'react';
import { AttributesTab } from './attributes-tab';
import { CertificationsTab } from './certifications-tab';
import { ImagesTab } from './images-tab';
import { NameTab } from './name-tab';
import { PricesTab } from './prices-tab';
import { ShippingTab } from './shipping-tab';
import { StatusTab } from './status-tab';
import { StockTab } from './stock-tab';
import { BenefitsTab, DescriptionsTab, FeaturesTab, HowToUseTab, IngredientsTab } from './text-tabs';

/** The component of each tab of TABS (product-form-values.ts), by its id. */
export const TAB_PANELS: Record<string, ComponentType> = {
  name: NameTab,
  images: ImagesTab,
  prices: PricesTab,
  attributes: AttributesTab,
  descriptions: DescriptionsTab,
  benefits: BenefitsTab,
  ingredients: IngredientsTab,
  features: FeaturesTab,
  'how-to-use': HowToUseTab,
  certifications: CertificationsTab,
  stock: StockTab,
  shipping: ShippingTab,
  status: StatusTab,
};
