import { csvColumns, formatCell, guardCell, parseCell, unguardCell } from './product-csv';

describe('product CSV cells', () => {
  test('a text a spreadsheet would run as a formula is written with an apostrophe, taken off again on import', () => {
    for (const text of ['=SUM(A1:A2)', '+44 20', '-10%', '@here', '\tx', "'=already quoted", "''+twice"]) {
      expect(guardCell(text)).toBe(`'${text}`);
      expect(unguardCell(guardCell(text))).toBe(text);
    }
    for (const text of ['Rose Toner', "L'Oréal", "'quoted", '10% off']) {
      expect(guardCell(text)).toBe(text);
      expect(unguardCell(text)).toBe(text);
    }
  });

  test('stored values are written as the form shows them', () => {
    expect(formatCell({ kind: 'money', label: 'Sale price', column: 'salePricePence' }, 1299)).toBe('12.99');
    expect(formatCell({ kind: 'money', label: 'Cost price', column: 'costPricePence' }, null)).toBe('');
    expect(formatCell({ kind: 'bool', label: 'Vegan' }, false)).toBe('false');
    expect(formatCell({ kind: 'float', label: 'Length' }, 12.5)).toBe('12.5');
  });

  test('cells are read as the form would send them; a cell that is not its kind goes on as text for the form to refuse', () => {
    expect(parseCell({ kind: 'money', label: 'Sale price', column: 'salePricePence' }, ' £14.50 ')).toBe(14.5);
    expect(parseCell({ kind: 'money', label: 'Sale price', column: 'salePricePence' }, 'twelve')).toBe('twelve');
    expect(parseCell({ kind: 'int', label: 'Stock' }, '7')).toBe(7);
    expect(parseCell({ kind: 'bool', label: 'Vegan' }, 'Yes')).toBe(true);
    expect(parseCell({ kind: 'bool', label: 'Vegan' }, '0')).toBe(false);
    expect(parseCell({ kind: 'bool', label: 'Vegan' }, 'maybe')).toBe('maybe');
    expect(parseCell({ kind: 'text', label: 'Name', max: 10 }, ' Kept as is ')).toBe(' Kept as is ');
  });

  test('the columns: identity, the tree, every link by code and name, every form field, collections last', () => {
    const columns = csvColumns();
    expect(columns.slice(0, 9)).toEqual([
      'code',
      'name',
      'slug',
      'title',
      'department',
      'category',
      'subCategory',
      'parentItemCode',
      'parentItem',
    ]);
    expect(columns).toEqual(
      expect.arrayContaining([
        'brandCode',
        'brand',
        'typeCode',
        'type',
        'vendorCode',
        'vendor',
        'productLocationCode',
        'productLocation',
        'salePrice',
        'stockQuantity',
        'heightCm',
      ]),
    );
    expect(columns.at(-1)).toBe('collections');
    expect(new Set(columns).size).toBe(columns.length);
  });
});
