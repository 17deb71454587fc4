import { asTheShopSays } from './synonyms';

describe('asTheShopSays', () => {
  test('US spellings at the start of a word become British; British ones are left as they are', () => {
    expect(asTheShopSays('Colorless Moisturizer, gray')).toBe('colourless moisturiser, grey');
    expect(asTheShopSays('Colour moisturiser')).toBe('colour moisturiser');
  });

  test('synonyms and split words are read as the first of their group, across spaces and hyphens', () => {
    expect(asTheShopSays('Eye-Liner and eye  shadow')).toBe('eyeliner and eyeshadow');
    expect(asTheShopSays('sun cream, sunscreen, SPF')).toBe('spf, spf, spf');
    expect(asTheShopSays('nail polish')).toBe('nail varnish');
  });

  test('only whole words: a variant inside another word is left alone', () => {
    expect(asTheShopSays('sunscreens')).toBe('sunscreens');
    expect(asTheShopSays('pureye liner')).toBe('pureye liner');
  });
});
