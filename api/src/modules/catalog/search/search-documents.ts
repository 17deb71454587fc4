import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { Shade } from '../../attributes/shade';
import { Product } from '../product/product.entity';
import { termsOf, WordLists } from './word-lists';

/** What the index reads of a product: only the searched texts, plus where the row belongs. */
export interface SearchDocument {
  id: number;
  branchCode: string;
  isActive: boolean;
  name: string;
  brand: string;
  code: string;
  shade: string;
  description: string;
  ingredients: string;
}

type Field = 'name' | 'brand' | 'code' | 'shade' | 'description' | 'ingredients';
/** What a product is known by: the fields that rank the results, and all suggestions look at. */
const NAMED_FIELDS: readonly Field[] = ['name', 'brand', 'code', 'shade'];
const ALL_FIELDS: readonly Field[] = [...NAMED_FIELDS, 'description', 'ingredients'];
const BOOST: Record<Field, number> = { name: 4, brand: 3, code: 2, shade: 2, description: 1, ingredients: 0.5 };

/** How typed words match: also as the start of longer words or not, and how many typos are forgiven in each. */
export interface MatchOptions {
  prefix: boolean;
  typos: (term: string) => number;
}

/** Word prefixes always match ('moistur' → Moisturiser); words of five letters or more also match with one typo. */
export const SEARCH_MATCH: MatchOptions = { prefix: true, typos: (term) => (term.length >= 5 ? 1 : 0) };

interface Scratch {
  /** What each place scored in its named fields, and in its texts. */
  named: Float64Array;
  texts: Float64Array;
  /** How many of the typed words, in order, each place has matched so far. */
  matched: Uint8Array;
  /** The field and typed word a place last scored for: it scores once, for its best word. */
  scored: Int32Array;
}

/** How many products match, and the ids of the best, best first. */
export interface SearchHits {
  total: number;
  ids: number[];
}

/**
 * A branch's product index: per field, each word's products as one compact array of numbers (`WordLists`),
 * and nothing else, so 100,000 products cost tens of megabytes. Every typed word must match, in any field.
 * A word matching a rarer word scores more, and name and brand count most; a product matching in what it is
 * named by (name, brand, code, shade) ranks above one matching only in its description or ingredients,
 * which order the products that match their names equally well.
 */
export class ProductIndex {
  private readonly fields = new Map<Field, WordLists>(ALL_FIELDS.map((f) => [f, new WordLists()]));
  /** The product id at each place, 0 once the product has left (changed products take a new place). */
  private readonly productAt: number[] = [];
  private readonly placeOf = new Map<number, number>();
  private built = false;

  /** Adds a batch of the products read for the first build. */
  addBuilt(docs: readonly SearchDocument[]): void {
    if (this.built) throw new Error('The index is already built');
    for (const doc of docs) this.place(doc, (lists, place, text) => lists.addBuilt(place, text));
  }

  finishBuild(): void {
    for (const lists of this.fields.values()) lists.finishBuild();
    this.built = true;
  }

  has(id: number): boolean {
    return this.placeOf.has(id);
  }

  /**
   * Whether the places changed products have left behind outnumber the products in it (and a thousand more):
   * those places are never reused, so an index that keeps taking edits is built again from the database.
   */
  wantsRebuild(): boolean {
    return this.productAt.length - this.placeOf.size > this.placeOf.size + 1000;
  }

  /** Adds products after the build, replacing those already in. */
  addAll(docs: readonly SearchDocument[]): void {
    if (!this.built) throw new Error('The index is not built yet');
    for (const doc of docs) {
      this.discard(doc.id);
      this.place(doc, (lists, place, text) => lists.add(place, text));
    }
  }

  discard(id: number): void {
    const place = this.placeOf.get(id);
    if (place === undefined) return;
    this.productAt[place] = 0;
    this.placeOf.delete(id);
  }

  /** The products holding every typed word in some field: how many, and the best `limit`, best first. */
  search(text: string, limit: number): SearchHits {
    return this.find(text, limit, SEARCH_MATCH, ALL_FIELDS);
  }

  /** Ids of the best `limit` products holding every typed word in what they are named by (name, brand, code, shade). */
  searchNamed(text: string, limit: number, options: MatchOptions = SEARCH_MATCH): number[] {
    return this.find(text, limit, options, NAMED_FIELDS).ids;
  }

  /**
   * Per-place scores for one search, kept between searches (a search never waits, so one set serves
   * them all): a few megabytes allocated for every search would be garbage the process keeps hold of.
   */
  private scratch: Scratch | null = null;

  private scratchFor(size: number): Scratch {
    if (!this.scratch || this.scratch.named.length < size) {
      const room = Math.ceil(size * 1.25) + 64;
      this.scratch = {
        named: new Float64Array(room),
        texts: new Float64Array(room),
        matched: new Uint8Array(room),
        scored: new Int32Array(room),
      };
    }
    const { named, texts, matched, scored } = this.scratch;
    named.fill(0, 0, size);
    texts.fill(0, 0, size);
    matched.fill(0, 0, size);
    scored.fill(0, 0, size);
    return this.scratch;
  }

  private place(doc: SearchDocument, add: (lists: WordLists, place: number, text: string) => void): void {
    const place = this.productAt.length;
    this.productAt.push(doc.id);
    this.placeOf.set(doc.id, place);
    for (const [field, lists] of this.fields) add(lists, place, doc[field]);
  }

  private find(text: string, limit: number, options: MatchOptions, fields: readonly Field[]): SearchHits {
    const terms = termsOf(text);
    if (!terms.length || terms.length > 255) return { total: 0, ids: [] };
    const size = this.productAt.length;
    const { named, texts, matched, scored } = this.scratchFor(size);
    let stamp = 0;
    const live = this.placeOf.size;
    terms.forEach((term, k) => {
      const typos = options.typos(term);
      for (const field of fields) {
        const scores = NAMED_FIELDS.includes(field) ? named : texts;
        stamp++;
        for (const { places, weight } of this.fields.get(field)!.matches(term, options.prefix, typos)) {
          const count = places.built.length + (places.added?.length ?? 0);
          const score = BOOST[field] * weight * Math.log(1 + Math.max(live - count + 0.5, 0.5) / (count + 0.5));
          const mark = (place: number): void => {
            if (scored[place] === stamp) return;
            scored[place] = stamp;
            scores[place] += score;
            if (matched[place] === k) matched[place] = k + 1;
          };
          for (const place of places.built) mark(place);
          if (places.added) for (const place of places.added) mark(place);
        }
      }
    });
    const hits: number[] = [];
    for (let place = 0; place < size; place++) if (matched[place] === terms.length && this.productAt[place]) hits.push(place);
    const before = (a: number, b: number): number => named[b] - named[a] || texts[b] - texts[a] || this.productAt[a] - this.productAt[b];
    return { total: hits.length, ids: best(hits, limit, before).map((place) => this.productAt[place]) };
  }
}

/** The first `limit` of `items` in the order `compare` gives, without sorting them all when `limit` is small. */
function best(items: number[], limit: number, compare: (a: number, b: number) => number): number[] {
  if (limit <= 0) return [];
  if (items.length <= limit * 4) return items.sort(compare).slice(0, limit);
  // A heap of the best so far, the worst of them at the top.
  const heap: number[] = [];
  const worse = (i: number, j: number): boolean => compare(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number): void => {
    [heap[i], heap[j]] = [heap[j], heap[i]];
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (const item of items) {
    if (heap.length < limit) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0]) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}

/** Products read at a time while an index is built, so their texts are never all in memory at once. */
const BUILD_BATCH = 5000;

/** Builds a branch's index from its active products, read a batch at a time in id order. */
export async function buildProductIndex(db: Database, branchCode: string): Promise<ProductIndex> {
  const index = new ProductIndex();
  for (let afterId = 0; ;) {
    const docs = await loadDocuments(db, { branchCode, afterId, take: BUILD_BATCH });
    index.addBuilt(docs);
    if (docs.length < BUILD_BATCH) break;
    afterId = docs[docs.length - 1].id;
  }
  index.finishBuild();
  return index;
}

/** Documents of a batch of a branch's active products (by id, after `afterId`), or of some products (any state, any branch). */
export async function loadDocuments(
  db: Database,
  where: { branchCode: string; afterId: number; take: number } | { ids: number[] },
): Promise<SearchDocument[]> {
  const qb = db
    .repo(Product)
    .createQueryBuilder('p')
    .leftJoin(Brand, 'b', 'b.id = p.brandId')
    .leftJoin(Shade, 's', 's.id = p.shadeId')
    .select('p.id', 'id')
    .addSelect('p.branchCode', 'branchCode')
    .addSelect('p.isActive', 'isActive')
    .addSelect('p.name', 'name')
    .addSelect('p.code', 'code')
    .addSelect('p.shortDescription', 'description')
    .addSelect('p.ingredients', 'ingredients')
    .addSelect('b.name', 'brand')
    .addSelect('s.name', 'shade');
  if ('ids' in where) qb.where('p.id IN (:...ids)', { ids: where.ids });
  else
    qb.where('p.branchCode = :branchCode AND p.isActive = :active AND p.id > :afterId', {
      branchCode: where.branchCode,
      active: true,
      afterId: where.afterId,
    })
      .orderBy('p.id')
      .limit(where.take);
  const rows: Record<string, unknown>[] = await qb.getRawMany();
  return rows.map((r) => ({
    id: Number(r.id),
    branchCode: String(r.branchCode),
    isActive: Boolean(Number(r.isActive)),
    name: String(r.name ?? ''),
    brand: String(r.brand ?? ''),
    code: String(r.code ?? ''),
    shade: String(r.shade ?? ''),
    description: String(r.description ?? ''),
    ingredients: String(r.ingredients ?? ''),
  }));
}

/** Ids of the products that show a changed brand or shade in their searched texts. */
export async function productsUsing(db: Database, entity: 'brand' | 'shade', ids: number[]): Promise<number[]> {
  const column = entity === 'brand' ? 'p.brandId' : 'p.shadeId';
  const rows: { id: number | string }[] = await db
    .repo(Product)
    .createQueryBuilder('p')
    .select('p.id', 'id')
    .where(`${column} IN (:...ids)`, { ids })
    .getRawMany();
  return rows.map((r) => Number(r.id));
}
