/** Attribute sets of the demo shop. Each entry: [short code, name, hex?]. Codes are unique per set. */
export type Swatch = readonly [code: string, name: string, hex: string];

/** Color attribute groups (hair colours use the trade's numbering). */
export const COLOURS: Record<string, readonly Swatch[]> = {
  hair: [
    ['1', 'Jet Black', '#0b0b0c'], ['1B', 'Off Black', '#1f1a17'], ['2', 'Darkest Brown', '#2e2019'],
    ['4', 'Chocolate Brown', '#4a3023'], ['6', 'Chestnut Brown', '#6b4226'], ['27', 'Honey Blonde', '#b8864b'],
    ['30', 'Auburn', '#8a4b2a'], ['613', 'Bleach Blonde', '#e6d3a3'], ['60', 'Platinum Blonde', '#ece4d0'],
    ['99J', 'Burgundy', '#5a1a2a'], ['T1B30', 'Ombre Auburn', '#5b3424'], ['GREY', 'Silver Grey', '#a9a9ad'],
  ],
  natural: [['1B', 'Off Black', '#1f1a17'], ['2', 'Darkest Brown', '#2e2019'], ['4', 'Chocolate Brown', '#4a3023']],
  fashion: [
    ['BLK', 'Black', '#1b1b1b'], ['IVR', 'Ivory', '#f3ecdc'], ['BLS', 'Blush Pink', '#e8b4b8'],
    ['EMR', 'Emerald', '#1f6f50'], ['NVY', 'Navy', '#1f2a4d'], ['LLC', 'Lilac', '#b9a2d0'],
    ['RED', 'Pillar Box Red', '#c4161c'], ['CHM', 'Champagne Gold', '#d8c08c'], ['LEO', 'Leopard Print', '#b07a3c'],
    ['TRQ', 'Turquoise', '#2bb3b1'],
  ],
};

/** Shade attribute groups, with the swatch shown beside each shade name. */
export const SHADES: Record<string, readonly Swatch[]> = {
  base: [
    ['010', '010 Porcelain', '#f6e0cf'], ['020', '020 Ivory', '#f1d5bd'], ['040', '040 Fair', '#ebc9ab'],
    ['100', '100 Light Beige', '#e2bb98'], ['140', '140 Sand', '#d9ac84'], ['200', '200 Warm Beige', '#cf9f76'],
    ['240', '240 Golden', '#c58f60'], ['300', '300 Honey', '#b98052'], ['340', '340 Caramel', '#a86f45'],
    ['400', '400 Toffee', '#975f3a'], ['440', '440 Chestnut', '#84512f'], ['500', '500 Mocha', '#714528'],
    ['540', '540 Espresso', '#5d3820'], ['600', '600 Ebony', '#4a2c1a'], ['640', '640 Deep Cocoa', '#3b2416'],
    ['700', '700 Rich Ebony', '#2f1d12'],
  ],
  lip: [
    ['NP', 'Nude Pink', '#d49a95'], ['RW', 'Rosewood', '#a5575b'], ['BC', 'Berry Crush', '#7d2945'],
    ['CR', 'Classic Red', '#b3121f'], ['BR', 'Brick Dust', '#8f3b2b'], ['PL', 'Plum Velvet', '#5c2340'],
    ['CK', 'Coral Kiss', '#e4675c'], ['MV', 'Mauve Mood', '#9c6b7d'], ['CH', 'Chocolate Truffle', '#5a3328'],
    ['PC', 'Peach Melba', '#eb9a7c'], ['FU', 'Fuchsia Pop', '#c2257a'], ['CN', 'Cinnamon', '#9a5a3f'],
    ['TF', 'Toffee Nude', '#b4806a'], ['WN', 'Wine Bar', '#5b1625'], ['OR', 'Orange Blossom', '#e2572b'],
    ['SP', 'Soft Petal', '#e7b3b6'],
  ],
  gloss: [
    ['CLR', 'Crystal Clear', '#f4eef0'], ['PNK', 'Pink Lemonade', '#f19cb7'], ['GLD', 'Gold Dust', '#d7b36a'],
    ['BRY', 'Berry Sheen', '#9e3159'], ['NUD', 'Bare Nude', '#cf9c8c'], ['CRL', 'Coral Reef', '#f07a65'],
    ['LLC', 'Lilac Haze', '#c3a1d4'], ['RSE', 'Rose Shimmer', '#d67c8f'], ['CHR', 'Cherry Glaze', '#b01e36'],
    ['BRZ', 'Bronze Glow', '#a86c43'], ['PCH', 'Peach Fizz', '#f2a482'], ['MOC', 'Mocha Gloss', '#7c5040'],
  ],
  cheek: [
    ['PTL', 'Petal', '#eaa3a7'], ['APR', 'Apricot', '#eb9f77'], ['RSE', 'Dusty Rose', '#c57c83'],
    ['BRY', 'Berry Flush', '#a2475d'], ['CRL', 'Sunset Coral', '#e8735f'], ['MAU', 'Soft Mauve', '#b1808f'],
    ['PCH', 'Peach Glow', '#f1ae8e'], ['PLM', 'Plum Blush', '#7f3f5a'], ['TRC', 'Terracotta', '#b35e3f'],
    ['PNK', 'Candy Pink', '#f08aa8'],
  ],
  bronze: [
    ['SUN', 'Sun Kissed', '#c48b5b'], ['GLD', 'Golden Tan', '#b27743'], ['BRZ', 'Deep Bronze', '#8d5a33'],
    ['MOC', 'Mocha Tan', '#6f452b'], ['LGT', 'Light Tan', '#d5a27a'], ['SND', 'Sandstone', '#c7966c'],
  ],
  mascara: [
    ['BLK', 'Blackest Black', '#111111'], ['BBK', 'Brown Black', '#2a1d17'], ['BRN', 'Brown', '#4b3226'],
    ['NVY', 'Midnight Navy', '#1c2647'], ['PLM', 'Plum', '#4d2140'], ['CLR', 'Clear', '#e9e6e6'],
  ],
  liner: [
    ['JET', 'Carbon Black', '#0f0f10'], ['COF', 'Coffee', '#4a3125'], ['NVY', 'Deep Navy', '#1e2850'], ['EMR', 'Emerald Isle', '#1b6046'],
    ['BRZ', 'Bronze Shimmer', '#8a5a33'], ['PLM', 'Plum Wine', '#5a2748'], ['GRY', 'Slate Grey', '#555960'], ['WHT', 'Bright White', '#f4f4f2'],
  ],
  brow: [
    ['BLD', 'Blonde', '#a98660'], ['TAU', 'Taupe', '#8a7260'], ['SBR', 'Soft Brown', '#6c4f3d'], ['MBR', 'Medium Brown', '#5a3f2e'],
    ['DBR', 'Dark Brown', '#3f2b20'], ['EBN', 'Ebony', '#241a15'], ['AUB', 'Auburn', '#7a4330'], ['GRY', 'Grey', '#8d8b88'],
  ],
  palette: [
    ['SMK', 'Smoky Nights', '#3b3640'], ['RQZ', 'Rose Quartz', '#d7a1a8'], ['GLD', 'Golden Hour', '#c8955a'],
    ['BRZ', 'Bronze Age', '#8d5b37'], ['BRY', 'Berry Bliss', '#8a3054'], ['NUD', 'Naked Neutrals', '#c9a48b'],
    ['OCN', 'Ocean Deep', '#25587a'], ['SUN', 'Sunset Boulevard', '#e0774a'], ['FOR', 'Forest Walk', '#4f6b3c'],
    ['PLM', 'Plum Noir', '#4e2541'], ['PST', 'Pastel Dream', '#c7b3e0'], ['CPR', 'Copper Glow', '#b06537'],
  ],
  nail: [
    ['BLR', 'Ballet Slipper', '#f2cfd0'], ['RED', 'Red Carpet', '#b8141e'], ['CRL', 'Coral Crush', '#f2705e'],
    ['NVY', 'Navy Night', '#1f2850'], ['MNT', 'Mint Sorbet', '#a8e0c8'], ['LLC', 'Lilac Dream', '#c4a6dd'],
    ['BRG', 'Burgundy Velvet', '#611a2c'], ['NUD', 'Nude Latte', '#d6b09a'], ['BLK', 'Black Out', '#141414'],
    ['GLD', 'Gold Rush', '#d4af5a'], ['SKY', 'Sky High', '#8ec6ea'], ['FCH', 'Fuchsia Fever', '#d62f84'],
    ['PCH', 'Peach Fuzz', '#f5b08f'], ['OLV', 'Olive Grove', '#70764a'], ['WHT', 'French White', '#f7f5f0'],
    ['PLM', 'Plum Jam', '#5d2348'],
  ],
  dye: [
    ['1.0', '1.0 Natural Black', '#141212'], ['2.0', '2.0 Darkest Brown', '#2c2019'], ['3.0', '3.0 Dark Brown', '#3b2a20'],
    ['4.15', '4.15 Cool Espresso', '#453129'], ['5.0', '5.0 Medium Brown', '#5a3f2d'], ['5.3', '5.3 Golden Brown', '#6d4a2c'],
    ['4.6', '4.6 Red Brown', '#6a2e24'], ['5.62', '5.62 Burgundy', '#6b1f2f'], ['6.0', '6.0 Light Brown', '#7a5a3f'],
    ['7.3', '7.3 Honey Blonde', '#a77c4c'], ['8.1', '8.1 Ash Blonde', '#b4a083'], ['9.0', '9.0 Very Light Blonde', '#d6be94'],
  ],
};

/** Fragrance attribute groups (names only; codes come from the names). */
export const FRAGRANCES: Record<string, readonly string[]> = {
  hair: ['Coconut & Lime', 'Argan & Amber', 'Sweet Almond', 'Green Tea & Cucumber', 'Mango Butter', 'Fragrance Free'],
  skin: ['Fragrance Free', 'Chamomile & Oat', 'Rose & Geranium', 'Cucumber & Aloe', 'Neroli', 'Lavender'],
  body: ['Lavender & Chamomile', 'Sea Salt & Sage', 'Vanilla Orchid', 'Citrus Burst', 'Wild Fig', 'Cherry Blossom', 'Eucalyptus & Mint', 'Honeysuckle'],
  fine: ['Rose & Oud', 'White Tea', 'Bergamot & Neroli', 'Tonka & Vanilla', 'Blackcurrant & Musk', 'Jasmine Noir'],
  men: ['Cedarwood & Vetiver', 'Black Pepper & Leather', 'Sandalwood', 'Marine Citrus', 'Oak Moss', 'Tobacco & Spice'],
  home: ['Fresh Linen', 'Fireside', 'Orange & Clove', 'Pine Forest', 'Seaside Walk', 'Pear & Elderflower', 'Amber Nights', 'Garden Mint'],
};

export const FLAVORS = ['Strawberry', 'Cherry', 'Vanilla', 'Peppermint', 'Mango', 'Watermelon', 'Coconut', 'Honey', 'Bubblegum', 'Salted Caramel', 'Blackcurrant', 'Pink Grapefruit'];

export const SIZE_NAMES = [
  'Mini', 'Standard', 'Large', 'Small', 'Medium', 'One Size', 'Travel Size',
  '12 inch', '14 inch', '16 inch', '18 inch', '20 inch', '22 inch', '24 inch', '26 inch',
];

export const PIECE_NAMES = ['1 Piece', '2 Pieces', '3 Pieces', '5 Pieces', '7 Pieces', '10 Pieces', '1 Bundle', '3 Bundles', '4 Bundles'];

export const FABRIC_NAMES = ['Satin', 'Mulberry Silk', 'Bamboo', 'Cotton', 'Microfibre', 'Boar Bristle', 'Nylon', 'Remy Human Hair', 'Heat-Resistant Fibre', 'Swiss Lace'];

export const ITEM_TYPE_NAMES = ['Liquid', 'Cream', 'Gel', 'Lotion', 'Oil', 'Serum', 'Powder', 'Balm', 'Stick', 'Spray', 'Mask', 'Bar', 'Hair Piece', 'Tool', 'Accessory', 'Candle', 'Kit'];

/** Volumes and weights used by the families; each becomes a Volume (ml) and/or Weight row. */
export const ML_VALUES = [5, 10, 15, 30, 40, 50, 60, 75, 100, 150, 200, 250, 300, 400, 500, 700, 1000];
export const G_VALUES = [4, 10, 50, 60, 100, 180, 200, 250, 400, 500, 1000];

export const VENDORS = [
  { code: 'NWW', name: 'Northwold Wholesale Ltd', contactName: 'Priya Shah', email: 'orders@northwold-wholesale.example', phone: '0113 496 0123' },
  { code: 'HBD', name: 'Harbourside Beauty Distribution', contactName: 'Tom Adebayo', email: 'trade@harbourside-beauty.example', phone: '0151 496 0456' },
  { code: 'PMS', name: 'Pennine Salon Supplies', contactName: 'Claire Hughes', email: 'sales@pennine-salon.example', phone: '0161 496 0789' },
  { code: 'SLH', name: 'Silverline Hair Imports', contactName: 'Grace Mensah', email: 'hello@silverline-hair.example', phone: '020 7946 0321' },
  { code: 'TVC', name: 'Thames Valley Cosmetics', contactName: 'Oliver Bennett', email: 'accounts@tv-cosmetics.example', phone: '0118 496 0654' },
  { code: 'CLF', name: 'Caledonia Fragrance Co', contactName: 'Fiona MacLeod', email: 'orders@caledonia-fragrance.example', phone: '0131 496 0987' },
];

export const PRODUCT_CLASSES = [
  { code: 'STANDARD', name: 'Standard VAT', vatRateBasisPoints: 2000 },
  { code: 'REDUCED', name: 'Reduced rate', vatRateBasisPoints: 500 },
  { code: 'ZERO', name: 'Zero rated', vatRateBasisPoints: 0 },
];

/** Warehouse shelves; products are put away by department. */
export const LOCATIONS = [
  { code: 'LDS-A01', name: 'Leeds A01', description: 'Leeds warehouse, aisle A, bay 01: shampoo and conditioner', dept: 'HAIR' },
  { code: 'LDS-A02', name: 'Leeds A02', description: 'Leeds warehouse, aisle A, bay 02: styling and treatments', dept: 'HAIR' },
  { code: 'LDS-A03', name: 'Leeds A03', description: 'Leeds warehouse, aisle A, bay 03: extensions, wigs and accessories', dept: 'HAIR' },
  { code: 'LDS-B01', name: 'Leeds B01', description: 'Leeds warehouse, aisle B, bay 01: skin care', dept: 'SKIN-CARE' },
  { code: 'LDS-B02', name: 'Leeds B02', description: 'Leeds warehouse, aisle B, bay 02: sun care and masks', dept: 'SKIN-CARE' },
  { code: 'LDS-C01', name: 'Leeds C01', description: 'Leeds warehouse, aisle C, bay 01: face and eye make-up', dept: 'MAKE-UP' },
  { code: 'LDS-C02', name: 'Leeds C02', description: 'Leeds warehouse, aisle C, bay 02: lips and nails', dept: 'MAKE-UP' },
  { code: 'LDS-D01', name: 'Leeds D01', description: 'Leeds warehouse, aisle D, bay 01: fragrance (locked cage)', dept: 'FRAGRANCE' },
  { code: 'LDS-E01', name: 'Leeds E01', description: 'Leeds warehouse, aisle E, bay 01: bath and body', dept: 'BATH-BODY' },
  { code: 'LDS-E02', name: 'Leeds E02', description: "Leeds warehouse, aisle E, bay 02: men's grooming", dept: 'MENS-GROOMING' },
  { code: 'LDS-RET', name: 'Leeds Returns', description: 'Returns bench: items awaiting inspection', dept: '' },
  { code: 'LDS-QRT', name: 'Leeds Quarantine', description: 'Damaged or recalled stock, not for sale', dept: '' },
];
