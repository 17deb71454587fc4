import MiniSearch from 'minisearch';
import { asTheShopSays } from './synonyms';
import { typoDistance } from './typo-distance';

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string | null | undefined | false;

function addTerms(terms: Set<string>, text: string): Set<string> {
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term) terms.add(term);
  }
  return terms;
}

/**
 * The distinct lower-case words of a typed text, split at spaces and punctuation, with US spellings and synonyms
 * read the shop's way (synonyms.ts: 'Eye-liner' → eyeliner, 'sunscreen' → spf).
 */
export function termsOf(text: string): string[] {
  return [...addTerms(new Set(), asTheShopSays(text))];
}

/**
 * What a product's text is found by: its own words and the shop's reading of them, so a search finds it by the
 * shop's word ('sunscreen' → spf) and by the start of its own ('sunscr').
 */
function indexedTermsOf(text: string): string[] {
  return [...addTerms(addTerms(new Set(), text), asTheShopSays(text))];
}

/** The places holding a word: those filled when the index was built, and those added since. */
interface Places {
  built: Int32Array;
  added: number[] | null;
}

/** How a typed word matches a word of a text: the word itself, a longer word it starts, or a typo or two away. */
export interface WordMatch {
  places: Places;
  /** 1 for the word itself, less for a longer word (the more letters it adds) and for a typo. */
  weight: number;
}

const PREFIX = 0.5;
const TYPO = 0.4;

/**
 * One field of a product index: for each word, the places (the index's numbers for its products) whose
 * text holds it, as one compact sorted array, and nothing else: no term frequencies, no stored texts.
 * A catalogue repeats a few thousand words, so this costs a few bytes per word a product uses. Places
 * are never removed: the index numbers a changed product afresh and skips the places it has left.
 */
export class WordLists {
  private readonly lists = new Map<string, Places>();
  /** The vocabulary in order, for prefixes; sorted again when a word first appears after the build. */
  private words: string[] = [];
  private building: Map<string, number[]> | null = new Map();

  /** Adds a place while the index is first built (in increasing order). */
  addBuilt(place: number, text: string): void {
    if (!this.building) throw new Error('The index is already built');
    for (const term of indexedTermsOf(text)) {
      const places = this.building.get(term);
      if (places) places.push(place);
      else this.building.set(term, [place]);
    }
  }

  /** Ends the build: each word's places become one typed array. */
  finishBuild(): void {
    if (!this.building) return;
    for (const [term, places] of this.building) this.lists.set(term, { built: Int32Array.from(places), added: null });
    this.building = null;
    this.words = [...this.lists.keys()].sort();
  }

  /** Adds a place after the build. */
  add(place: number, text: string): void {
    let newWord = false;
    for (const term of indexedTermsOf(text)) {
      let places = this.lists.get(term);
      if (!places) {
        this.lists.set(term, (places = { built: new Int32Array(0), added: null }));
        newWord = true;
      }
      (places.added ??= []).push(place);
    }
    if (newWord) this.words = [...this.lists.keys()].sort();
  }

  /**
   * The words matching a typed word, best first: itself, the words it starts (when `prefix`), those `typos`
   * away. A swap of two letters is two typos here ('mayfeild' is not 'mayfield'), so such a word finds no
   * products and the search box offers the close name instead (`closeness` forgives swaps).
   */
  matches(term: string, prefix: boolean, typos: number): WordMatch[] {
    const found = new Map<string, number>();
    const exact = this.lists.get(term);
    if (exact) found.set(term, 1);
    if (prefix)
      for (let i = lowerBound(this.words, term); i < this.words.length && this.words[i].startsWith(term); i++)
        if (this.words[i] !== term) found.set(this.words[i], PREFIX * (term.length / this.words[i].length));
    if (typos > 0)
      for (const word of this.words)
        if (!found.has(word) && Math.abs(word.length - term.length) <= typos) {
          const d = typoDistance(term, word, typos, false);
          if (d <= typos) found.set(word, TYPO / d);
        }
    return [...found].map(([word, weight]) => ({ places: this.lists.get(word)!, weight })).sort((a, b) => b.weight - a.weight);
  }
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
