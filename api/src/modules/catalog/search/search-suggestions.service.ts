import { LRUCache } from 'lru-cache';
import { ValidationError } from '../../../common/errors';
import type { Database, DataChange } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { Shade } from '../../attributes/shade';
import { Category } from '../category/category.entity';
import { Department } from '../department/department.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { Product } from '../product/product.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import type { StoreProductService } from '../product/store-product.service';
import { brandsNamed, categoriesNamed, popularCategories, visiblePages } from './catalogue-names';
import type { ProductSearchService } from './product-search.service';
import { asTheShopSays } from './synonyms';
import { SearchSuggestions, SuggestedPage, SuggestionKind, SUGGESTION_LIMITS } from './search-suggestions.types';
import { closeness, wordsOf } from './typo-distance';

/** Suggestions are for what a shopper types in a search box: longer texts are refused before any work. */
export const MAX_SUGGESTION_LENGTH = 100;
/** Popular categories change slowly; they are counted at most once a minute per branch. */
const POPULAR_FOR_MS = 60_000;
/**
 * Answers are kept until the catalogue changes here, and at most 30 s (another instance's change is not
 * heard; the guests' kept reads have the same bound): shoppers type the same few prefixes.
 */
const KEPT_FOR_MS = 30_000;
const KEPT_ANSWERS = 500;
/** Writes to these tables change what is suggested. */
const CATALOGUE: ReadonlySet<Function> = new Set([Product, Brand, Shade, Category, SubCategory, ParentItem, Department]);

/**
 * What the search box suggests while a shopper types: categories, brands and products in one answer, and,
 * when nothing matches, names a typo or two away and the most popular categories. Every group has a
 * small cap, and the text is bounded, so a stranger's request costs a few indexed queries and one search.
 */
export class SearchSuggestionsService {
  private readonly popular = new LRUCache<string, Promise<SuggestedPage[]>>({ max: 16, ttl: POPULAR_FOR_MS });
  private readonly kept = new LRUCache<string, Promise<SearchSuggestions>>({ max: KEPT_ANSWERS, ttl: KEPT_FOR_MS });

  constructor(
    private readonly db: Database,
    private readonly search: ProductSearchService,
    private readonly products: StoreProductService,
  ) {
    db.events.on('change', ({ entity }: DataChange) => {
      if (!CATALOGUE.has(entity)) return;
      this.kept.clear();
      this.popular.clear();
    });
  }

  async suggest(branchCode: string, query: string): Promise<SearchSuggestions> {
    const text = query.trim().replace(/\s+/g, ' ');
    if (text.length > MAX_SUGGESTION_LENGTH)
      throw new ValidationError(`Search text must be at most ${MAX_SUGGESTION_LENGTH} characters`, 'text');
    const key = `${branchCode}\n${text}`;
    let answer = this.kept.get(key);
    if (!answer) {
      answer = this.answer(branchCode, text);
      answer.catch(() => this.kept.delete(key));
      if (text) this.kept.set(key, answer);
    }
    return answer;
  }

  private async answer(branchCode: string, text: string): Promise<SearchSuggestions> {
    const answer: SearchSuggestions = {
      query: text,
      categories: [],
      brands: [],
      products: [],
      closeMatches: [],
      popularCategories: [],
    };
    if (!text) return answer;
    // Names as typed, else as the shop spells them ('moisturizer' → Moisturisers); products from the results page's own search.
    const said = asTheShopSays(text);
    const named = <T>(find: (words: string) => Promise<T[]>) =>
      find(text).then((found) => (found.length || said === text.toLowerCase() ? found : find(said)));
    const [categories, brands, products] = await Promise.all([
      named((words) => categoriesNamed(this.db, branchCode, words, SUGGESTION_LIMITS.categories)),
      named((words) => brandsNamed(this.db, branchCode, words, SUGGESTION_LIMITS.brands)),
      this.search.suggestedIds(branchCode, text, SUGGESTION_LIMITS.products).then((ids) => this.products.byIds(branchCode, ids)),
    ]);
    Object.assign(answer, { categories, brands, products });
    if (categories.length || brands.length || products.length) return answer;
    const [closeMatches, popular] = await Promise.all([this.closeMatches(branchCode, text), this.popularOf(branchCode)]);
    return { ...answer, closeMatches, popularCategories: popular };
  }

  /** Category, brand and product names a typo or two from the words typed: the closest names first, then products. */
  private async closeMatches(branchCode: string, text: string): Promise<SuggestedPage[]> {
    const typed = wordsOf(text);
    const [pages, productIds] = await Promise.all([
      visiblePages(this.db, branchCode),
      this.search.closeIds(branchCode, text, SUGGESTION_LIMITS.closeMatches),
    ]);
    const named = pages
      .map((page) => ({ page, distance: closeness(typed, page.name) }))
      .filter((r): r is { page: SuggestedPage; distance: number } => r.distance !== null)
      .sort((a, b) => a.distance - b.distance || a.page.name.localeCompare(b.page.name, 'en-GB'))
      .map((r) => r.page);
    const products = (await this.products.byIds(branchCode, productIds)).map((p): SuggestedPage => ({
      kind: SuggestionKind.PRODUCT,
      name: p.name,
      slug: p.slug,
      categorySlug: null,
    }));
    return [...named, ...products].slice(0, SUGGESTION_LIMITS.closeMatches);
  }

  private popularOf(branchCode: string): Promise<SuggestedPage[]> {
    let kept = this.popular.get(branchCode);
    if (!kept) {
      kept = popularCategories(this.db, branchCode, SUGGESTION_LIMITS.popularCategories);
      kept.catch(() => this.popular.delete(branchCode));
      this.popular.set(branchCode, kept);
    }
    return kept;
  }
}
