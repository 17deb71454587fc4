/** Price bands of the filter panel, in pence of the discounted price; both ends inclusive. */
export const PRICE_BANDS: readonly { label: string; min: number | null; max: number | null }[] = [
  { label: 'Under £10', min: null, max: 999 },
  { label: '£10 to £20', min: 1000, max: 1999 },
  { label: '£20 to £50', min: 2000, max: 4999 },
  { label: '£50 and over', min: 5000, max: null },
];

/** The free-from choices of the filter panel: product flags, each a listing filter field (true narrows to them). */
export const PRODUCT_FLAGS: readonly {
  key: 'vegan' | 'crueltyFree' | 'organic' | 'hypoallergenic' | 'dermatologicallyTested';
  label: string;
}[] = [
  { key: 'vegan', label: 'Vegan' },
  { key: 'crueltyFree', label: 'Cruelty-free' },
  { key: 'organic', label: 'Organic' },
  { key: 'hypoallergenic', label: 'Hypoallergenic' },
  { key: 'dermatologicallyTested', label: 'Dermatologically tested' },
];

/** The rating filter's choices: approved reviews' average at least this many stars. */
export const RATING_FLOORS = [4, 3] as const;
