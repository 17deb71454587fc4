/**
 * The words shoppers type for the same thing, read the shop's way before anything is matched: the index
 * reads product texts through it and every search reads the typed text through it, so "moisturizer" finds
 * Moisturisers, "eye liner" finds Eyeliners and "sunscreen" finds SPF 50. Add to these lists when a search
 * a shopper tried found nothing; both sides are read the same way, so an entry never hides a product.
 */

/** Words and phrases meaning one thing: the first of each group is how the others are read. */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['eyeliner', 'eye liner'],
  ['eyeshadow', 'eye shadow'],
  ['eyebrow', 'eye brow'],
  ['lip gloss', 'lipgloss'],
  ['lip liner', 'lipliner'],
  ['spf', 'sunscreen', 'sun screen', 'sun cream', 'suncream', 'sunblock', 'sun block', 'sun lotion'],
  ['nail varnish', 'nail polish', 'nail lacquer'],
  ['hairspray', 'hair spray'],
  ['aftershave', 'after shave'],
  ['body wash', 'bodywash', 'shower gel'],
  ['face wash', 'facewash'],
  ['cotton pads', 'cotton rounds'],
];

/** American spellings and the British ones they are read as, each the start of a word (colorless → colourless). */
export const US_SPELLINGS: readonly (readonly [us: string, uk: string])[] = [
  ['color', 'colour'],
  ['moisturiz', 'moisturis'],
  ['gray', 'grey'],
  ['fiber', 'fibre'],
  ['odor', 'odour'],
  ['flavor', 'flavour'],
  ['favorit', 'favourit'],
  ['center', 'centre'],
  ['glamor', 'glamour'],
  ['harbor', 'harbour'],
  ['vapor', 'vapour'],
  ['personaliz', 'personalis'],
  ['revitaliz', 'revitalis'],
  ['neutraliz', 'neutralis'],
  ['minimiz', 'minimis'],
  ['energiz', 'energis'],
  ['deodoriz', 'deodoris'],
  ['sanitiz', 'sanitis'],
  ['optimiz', 'optimis'],
  ['texturiz', 'texturis'],
  ['volumiz', 'volumis'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every variant in one pattern over whole words (spaces or hyphens between their words: 'eye-liner'), longest first. */
const variantOf = new Map(SYNONYMS.flatMap(([first, ...others]) => others.map((other) => [other, first] as const)));
const variants = new RegExp(
  `\\b(${[...variantOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((v) => v.split(' ').map(escape).join('[\\s-]+'))
    .join('|')})\\b`,
  'g',
);

/** A US spelling at the start of a word ('colour' itself is not one: it does not start with 'color'). */
const spellings = new RegExp(`\\b(${US_SPELLINGS.map(([us]) => escape(us)).join('|')})`, 'g');
const british = new Map(US_SPELLINGS);

/** The text in lower case with its US spellings and synonyms read the shop's way: two passes over it, whatever the lists hold. */
export function asTheShopSays(text: string): string {
  return text
    .toLowerCase()
    .replace(spellings, (us) => british.get(us)!)
    .replace(variants, (variant) => variantOf.get(variant.replace(/[\s-]+/g, ' '))!);
}
