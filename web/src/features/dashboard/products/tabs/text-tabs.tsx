import { TEXTS } from '../product-form-values';
import { useProductFields } from './product-fields';

/** Tabs 5 to 9: the long texts, each a text area (Descriptions holds two). */
export function DescriptionsTab() {
  const { area } = useProductFields();
  return (
    <>
      {area('shortDescription', TEXTS.shortDescription)}
      {area('detailedDescription', TEXTS.detailedDescription)}
    </>
  );
}

export function BenefitsTab() {
  return useProductFields().area('productBenefits', TEXTS.productBenefits);
}

export function IngredientsTab() {
  return useProductFields().area('ingredients', TEXTS.ingredients);
}

export function FeaturesTab() {
  return useProductFields().area('productFeatures', TEXTS.productFeatures);
}

export function HowToUseTab() {
  return useProductFields().area('howToUse', TEXTS.howToUse);
}
