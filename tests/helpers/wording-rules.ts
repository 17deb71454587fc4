/** A word or phrase the shop does not write, and what it writes instead (docs/design.md, British English). */
export interface WordingRule {
  pattern: RegExp;
  instead: string;
}

export const WORDING_RULES: WordingRule[] = [
  // Not CSS or SVG: color: #fff, stop-color="#000".
  { pattern: /(?<![-\w])color(s|ed|ing|ful)?\b(?!\s*[:=])/i, instead: 'colour' },
  { pattern: /\bcenter(s|ed)?\b/i, instead: 'centre' },
  { pattern: /\bfavorite(s|d)?\b/i, instead: 'favourite' },
  { pattern: /\bfavor(s|ed)?\b/i, instead: 'favour' },
  { pattern: /\bcancel(ed|ing)\b/i, instead: 'cancelled, cancelling' },
  { pattern: /\bcatalog(s)?\b/i, instead: 'catalogue' },
  { pattern: /\bcart(s)?\b/i, instead: 'basket' },
  { pattern: /\bzip ?codes?\b/i, instead: 'postcode' },
  { pattern: /^Check out$|\bCheck Out\b/, instead: 'Checkout (the noun: the page, the button)' },
  { pattern: /\bto checkout\b/, instead: 'to check out (the verb)' },
  { pattern: /\bsign-?ups?\b/i, instead: 'sign up, registration' },
  { pattern: /\bcustomiz(e|es|ed|ing|ation)\b/i, instead: 'customise' },
  { pattern: /\borganiz(e|es|ed|ing|ation|ations)\b/i, instead: 'organise' },
  { pattern: /\bpersonaliz(e|es|ed|ing|ation)\b/i, instead: 'personalise' },
  { pattern: /\b(realiz|recogniz|apologiz|minimiz|prioritiz)(e|es|ed|ing)\b/i, instead: '-ise' },
  { pattern: /\bbehavior(s|al)?\b/i, instead: 'behaviour' },
  { pattern: /\bhonor(s|ed)?\b/i, instead: 'honour' },
  { pattern: /\blicense\b/i, instead: 'licence (the noun)' },
  { pattern: /\bfulfill(s|ment)?\b/i, instead: 'fulfil, fulfilment' },
  { pattern: /\bjewelry\b/i, instead: 'jewellery' },
  { pattern: /\bgray\b/i, instead: 'grey' },
  { pattern: /\bflavor(s|ed|ing)?\b/i, instead: 'flavour' },
  { pattern: /\bfiber(s)?\b/i, instead: 'fibre' },
  { pattern: /\b(labeled|traveled|modeled)\b/i, instead: 'labelled, travelled, modelled' },
  { pattern: /\banalyz(e|es|ed|ing)\b/i, instead: 'analyse' },
  { pattern: /\bmold\b/i, instead: 'mould' },
  // Misspellings.
  { pattern: /\bextention(s)?\b/i, instead: 'extension' },
  {
    pattern: /\b(recieve\w*|seperate\w*|occured|untill|definately|adress|accomodat\w*|wich|sucess\w*|successfull)\b/i,
    instead: 'the right spelling',
  },
  // The seeded titles in the shop's words (their legacy paths stay: see ALLOWED).
  { pattern: /\bTerms Of Services?\b|\bTerms of Services\b/, instead: 'Terms of Service' },
  { pattern: /\bReturn & Refunds\b/, instead: 'Returns & Refunds' },
  { pattern: /\bFaq\b/, instead: 'FAQs' },
  // Sentence case in messages: 'Name is required', not 'Name is Required'.
  { pattern: /\bis (Required|Invalid)\b/, instead: 'is required, is invalid (sentence case)' },
];

/**
 * What the spec states and the shop keeps as it is: routes (a legacy path's first segment, spelt as the legacy
 * shop spelt it) and the legacy shop's exact messages. Each entry is a whole string.
 */
export const ALLOWED: { text: string | RegExp; why: string }[] = [
  { text: 'Dressmaker European Hair Extention', why: "the spec's promotion-grid route, /Dressmaker European Hair Extention/..." },
  { text: '/Dressmaker European Hair Extention/dressmaker-european-hair-extensions', why: "the spec's promotion-grid route" },
  { text: 'Terms Of Services', why: "the spec's route /Terms Of Services/terms-of-services" },
  { text: 'Return & Refunds', why: "the spec's route /Return & Refunds/return-refunds" },
  { text: 'Faq', why: "the spec's route /Faq/faq" },
  // The legacy REST register and login answer the legacy form's exact messages (their clients do not change).
  ...['Name', 'Email', 'Password', 'Contact No 1', 'City', 'Address', 'Profile image'].map((field) => ({
    text: `${field} is Required`,
    why: 'the legacy REST /api/register and /api/login answers (spec §5)',
  })),
];
