import { BODY_TEXTS } from './texts-body';
import { HAIR_TEXTS } from './texts-hair';
import { MAKEUP_TEXTS } from './texts-makeup';
import { SKIN_TEXTS } from './texts-skin';

/** The tab texts of one kind of product; each tab is a few lines joined with ': '. */
export interface TextSet {
  about: string;
  benefits: readonly string[];
  features: readonly string[];
  ingredients: readonly string[];
  howTo: readonly string[];
}

export const TEXTS: Record<string, TextSet> = { ...HAIR_TEXTS, ...SKIN_TEXTS, ...MAKEUP_TEXTS, ...BODY_TEXTS };
