import { describe, expect, test } from '@jest/globals';
import { ProductIndex, type SearchDocument } from './search-documents';

const doc = (id: number, name: string, more: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  branchCode: 'MAIN',
  isActive: true,
  name,
  brand: '',
  code: `PRD-${id}`,
  shade: '',
  description: '',
  ingredients: '',
  ...more,
});

function built(docs: SearchDocument[]): ProductIndex {
  const index = new ProductIndex();
  index.addBuilt(docs);
  index.finishBuild();
  return index;
}

describe('the product index', () => {
  test('every typed word must match, by prefix or one typo in longer words; a name match ranks above a description-only one', () => {
    const index = built([
      doc(1, 'Argan Repair Shampoo'),
      doc(2, 'Rose Conditioner', { description: 'Follow the shampoo with it' }),
      doc(3, 'Argan Oil'),
    ]);
    expect(index.search('shampoo', 10).ids).toEqual([1, 2]);
    expect(index.search('argan sham', 10).ids).toEqual([1]);
    expect(index.search('condtioner', 10).ids).toEqual([2]);
    expect(index.search('argan', 10).total).toBe(2);
    expect(index.search('mascara', 10)).toEqual({ total: 0, ids: [] });
  });

  test('an edited product is found by its new words only; a removed one not at all', () => {
    const index = built([doc(1, 'Rose Toner'), doc(2, 'Clay Mask')]);
    index.addAll([doc(1, 'Lavender Toner')]);
    index.discard(2);
    expect(index.search('rose', 10).ids).toEqual([]);
    expect(index.search('lavender', 10).ids).toEqual([1]);
    expect(index.search('clay', 10).ids).toEqual([]);
  });

  test('asks to be built again once the places edits leave behind outnumber its products by a thousand', () => {
    const index = built([doc(1, 'Rose Toner'), doc(2, 'Clay Mask')]);
    for (let i = 0; i < 1002; i++) index.addAll([doc(1, `Rose Toner ${i}`)]);
    expect(index.wantsRebuild()).toBe(false);
    for (let i = 0; i < 2; i++) index.addAll([doc(1, 'Rose Toner')]);
    expect(index.wantsRebuild()).toBe(true);
    expect(index.search('rose toner', 10).ids).toEqual([1]);
  });
});
