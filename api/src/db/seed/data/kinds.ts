import type { Shape } from '../images/shapes';

/**
 * Product family templates. A parent item is one brand's take on a kind; its products are the
 * combinations of the kind's axes (sizes × scents, shades, lengths × colours...). Axis specs:
 * 'ml:250,500' 'g:50,100' 'shade:<group>' 'colour:<group>' 'frag:<group>' 'flavor' 'size:A,B'
 * 'piece:A,B' 'fabric:A,B' 'finish:A,B' 'opt:A,B' (a label only).
 */
export interface KindSeed {
  code: string;
  name: string;
  sub: string;
  shape: Shape;
  colour: string;
  /** Price in pence of the first variant for a tier-1 brand. */
  price: number;
  type: string;
  text: string;
  axes: readonly string[];
  fabric?: string;
}

const k = (
  code: string,
  name: string,
  sub: string,
  shape: Shape,
  colour: string,
  price: number,
  type: string,
  text: string,
  axes: string[],
  fabric?: string,
): KindSeed => ({ code, name, sub, shape, colour, price, type, text, axes, fabric });

export const KINDS: readonly KindSeed[] = [
  // Hair
  k('HYD', 'Hydrating Shampoo', 'Shampoo', 'bottle', '#7fb9c2', 599, 'Liquid', 'shampoo', ['frag:hair', 'ml:250,500,1000']),
  k('CLR', 'Clarifying Shampoo', 'Shampoo', 'bottle', '#a7d3a0', 649, 'Liquid', 'shampoo', ['frag:hair', 'ml:250,500']),
  k('RPC', 'Bond Repair Conditioner', 'Conditioner', 'bottle', '#e8c9a0', 699, 'Cream', 'conditioner', ['frag:hair', 'ml:250,500,1000']),
  k('LIC', 'Leave-In Conditioner', 'Conditioner', 'spray', '#f2d7e0', 749, 'Spray', 'conditioner', ['frag:hair', 'ml:150,250']),
  k('DMK', 'Deep Conditioning Hair Mask', 'Hair Masks', 'jar', '#d9b48f', 899, 'Mask', 'hairmask', ['frag:hair', 'ml:200,500']),
  k('PRT', 'Protein Treatment Masque', 'Hair Masks', 'jar', '#c6a4d8', 1099, 'Mask', 'hairmask', [
    'opt:Light Protein,Intense Protein,Bond Builder,Keratin Boost',
    'ml:250,500,1000',
  ]),
  k('ARO', 'Argan Hair Oil', 'Hair Oils & Serums', 'dropper', '#d9a441', 999, 'Oil', 'hairoil', ['frag:hair', 'ml:30,50,100']),
  k('GRS', 'Scalp & Growth Serum', 'Hair Oils & Serums', 'dropper', '#9fc5b5', 1499, 'Serum', 'hairoil', [
    'opt:Rosemary,Peppermint,Caffeine,Biotin',
    'ml:30,60,100',
  ]),
  k('EDG', 'Edge Control', 'Edge Control & Gels', 'jar', '#f0c75e', 549, 'Gel', 'styling', [
    'opt:Medium Hold,Extra Hold,Extreme Hold,Flake-Free Shine',
    'g:60,100,250',
  ]),
  k('STG', 'Styling Gel', 'Edge Control & Gels', 'tub', '#8ecae6', 449, 'Gel', 'styling', [
    'opt:Medium Hold,Strong Hold,Mega Hold,Wet Look',
    'g:250,500,1000',
  ]),
  k('CCR', 'Curl Defining Cream', 'Curl Creams & Mousse', 'jar', '#f4a7b9', 849, 'Cream', 'styling', ['frag:hair', 'ml:250,500']),
  k('MOU', 'Volumising Mousse', 'Curl Creams & Mousse', 'spray', '#b5a8e0', 599, 'Spray', 'styling', [
    'opt:Light Hold,Medium Hold,Strong Hold,Curl Boost',
    'ml:200,300,400',
  ]),
  k('HSP', 'Flexible Hold Hairspray', 'Hairspray', 'spray', '#e0e0e8', 399, 'Spray', 'hairspray', [
    'opt:Flexible Hold,Strong Hold,Ultra Hold,Humidity Shield',
    'ml:75,250,400',
  ]),
  k('PHD', 'Permanent Hair Colour', 'Permanent Hair Dye', 'box', '#6d4c41', 799, 'Kit', 'dye', ['shade:dye', 'piece:1 Piece,2 Pieces']),
  k(
    'CLP',
    'Clip-In Human Hair Extensions',
    'Clip-In Extensions',
    'hair',
    '#4a3023',
    4999,
    'Hair Piece',
    'extensions',
    ['colour:hair', 'size:16 inch,18 inch,20 inch,22 inch'],
    'Remy Human Hair',
  ),
  k(
    'BND',
    'Body Wave Bundles',
    'Weave Bundles',
    'hair',
    '#2e2019',
    3999,
    'Hair Piece',
    'extensions',
    ['colour:natural', 'size:12 inch,14 inch,16 inch,18 inch,20 inch,22 inch', 'piece:1 Bundle,3 Bundles'],
    'Remy Human Hair',
  ),
  k(
    'STW',
    'Silky Straight Weft',
    'Weave Bundles',
    'hair',
    '#1f1a17',
    3499,
    'Hair Piece',
    'extensions',
    ['colour:natural', 'size:14 inch,16 inch,18 inch,20 inch,22 inch,24 inch'],
    'Remy Human Hair',
  ),
  k(
    'TPE',
    'European Tape-In Extensions',
    'Tape-In Extensions',
    'hair',
    '#b8864b',
    5999,
    'Hair Piece',
    'extensions',
    ['colour:hair', 'size:16 inch,18 inch,20 inch,22 inch'],
    'Remy Human Hair',
  ),
  k(
    'LFW',
    'Human Hair Lace Front Wig',
    'Lace Front Wigs',
    'wig',
    '#2e2019',
    7999,
    'Hair Piece',
    'wig',
    ['colour:hair', 'size:14 inch,16 inch,18 inch,20 inch,22 inch,24 inch'],
    'Swiss Lace',
  ),
  k(
    'SLW',
    'Synthetic Lace Front Wig',
    'Lace Front Wigs',
    'wig',
    '#8a4b2a',
    3499,
    'Hair Piece',
    'wig',
    ['colour:hair', 'size:12 inch,16 inch,20 inch,24 inch'],
    'Heat-Resistant Fibre',
  ),
  k(
    'DTB',
    'Detangling Brush',
    'Brushes & Combs',
    'brush',
    '#e8b4b8',
    799,
    'Tool',
    'brush',
    ['colour:fashion', 'size:Mini,Standard'],
    'Nylon',
  ),
  k('PDB', 'Paddle Brush', 'Brushes & Combs', 'brush', '#6b4226', 1199, 'Tool', 'brush', ['fabric:Boar Bristle,Nylon', 'colour:fashion']),
  k(
    'SBN',
    'Satin Sleep Bonnet',
    'Satin Wraps & Bonnets',
    'wrap',
    '#d8c08c',
    699,
    'Accessory',
    'wrap',
    ['colour:fashion', 'size:Standard,Large'],
    'Satin',
  ),
  k('SHW', 'Hair Wrap Scarf', 'Satin Wraps & Bonnets', 'wrap', '#1f6f50', 899, 'Accessory', 'wrap', [
    'fabric:Satin,Mulberry Silk,Bamboo',
    'colour:fashion',
  ]),
  // Skin care
  k('GCL', 'Gentle Foaming Cleanser', 'Cleansers', 'pump', '#cfe8e0', 899, 'Gel', 'cleanser', [
    'opt:Normal to Dry,Oily & Combination,Sensitive,All Skin Types',
    'ml:50,150,250',
  ]),
  k('CBM', 'Cleansing Balm', 'Cleansers', 'jar', '#f5deb3', 1299, 'Balm', 'cleanser', ['frag:skin', 'ml:50,100']),
  k('MCW', 'Micellar Cleansing Water', 'Toners & Micellar Water', 'bottle', '#e3f2fd', 499, 'Liquid', 'toner', [
    'opt:Normal to Dry,Oily & Combination,Sensitive,All Skin Types',
    'ml:100,400,700',
  ]),
  k('GLT', 'Glow Exfoliating Toner', 'Toners & Micellar Water', 'bottle', '#ffd8a8', 999, 'Liquid', 'toner', [
    'opt:5% Glycolic,7% Glycolic,2% Salicylic,PHA Gentle',
    'ml:100,200,250',
  ]),
  k('DMC', 'Daily Moisture Cream SPF 15', 'Day & Night Cream', 'jar', '#fff3e0', 1199, 'Cream', 'moisturiser', [
    'opt:Normal to Dry,Oily & Combination,Sensitive,All Skin Types',
    'ml:15,30,50',
  ]),
  k('RNC', 'Retinol Night Cream', 'Day & Night Cream', 'jar', '#d7ccc8', 1899, 'Cream', 'moisturiser', [
    'opt:0.1% Retinol,0.3% Retinol,0.5% Retinol,1% Retinol',
    'ml:15,30,50',
  ]),
  k('BEC', 'Brightening Eye Cream', 'Eye Cream', 'tube', '#f8e1e7', 1499, 'Cream', 'eyecream', [
    'opt:Caffeine,Peptide,Vitamin C,Retinol',
    'ml:10,15,30',
  ]),
  k('VCS', 'Vitamin C Serum', 'Serums', 'dropper', '#ffb74d', 1699, 'Serum', 'serum', [
    'opt:10% Vitamin C,15% Vitamin C,20% Vitamin C,23% Vitamin C',
    'ml:15,30,60',
  ]),
  k('HAS', 'Hyaluronic Acid Serum', 'Serums', 'dropper', '#b3e5fc', 1299, 'Serum', 'serum', [
    'opt:2% Hyaluronic,2% Hyaluronic + B5,Multi-Weight,Plumping Complex',
    'ml:15,30,60',
  ]),
  k('NIA', 'Niacinamide Serum', 'Serums', 'dropper', '#c8e6c9', 999, 'Serum', 'serum', [
    'opt:5% Niacinamide,10% Niacinamide,10% + Zinc,Barrier Repair',
    'ml:15,30,60',
  ]),
  k('RFO', 'Rosehip Face Oil', 'Face Oils', 'dropper', '#e57373', 1599, 'Oil', 'faceoil', [
    'opt:Pure,with Vitamin E,with Squalane,with Bakuchiol',
    'ml:15,30,50',
  ]),
  k('CLM', 'Clay Detox Mask', 'Face Masks', 'jar', '#bcaaa4', 1199, 'Mask', 'facemask', [
    'opt:Pink Clay,Green Clay,Charcoal,Kaolin',
    'ml:50,100,200',
  ]),
  k('SHM', 'Sheet Mask', 'Face Masks', 'sachet', '#f8bbd0', 399, 'Mask', 'facemask', [
    'opt:Hydrating,Brightening,Calming,Firming',
    'piece:1 Piece,5 Pieces,10 Pieces',
  ]),
  k('FSP', 'Face Polish Exfoliator', 'Exfoliators', 'tube', '#ffe0b2', 1099, 'Cream', 'exfoliator', [
    'opt:Fine Grain,Enzyme,Jojoba Beads,Rice Powder',
    'ml:50,75,100',
  ]),
  k('SPF', 'Daily Defence Sunscreen', 'Face SPF', 'tube', '#fff59d', 1299, 'Lotion', 'spf', [
    'opt:SPF 30,SPF 50,SPF 50 Tinted,SPF 50 Mineral',
    'ml:40,50,100',
  ]),
  k('SBL', 'Sun Protection Lotion', 'Body Sun Care', 'bottle', '#ffcc80', 899, 'Lotion', 'spf', [
    'opt:SPF 15,SPF 30,SPF 50,After Sun',
    'ml:100,200,400',
  ]),
  // Make-up
  k('LWF', 'Longwear Foundation', 'Foundation', 'pump', '#d9ac84', 1499, 'Liquid', 'foundation', ['shade:base']),
  k('SKT', 'Skin Tint', 'Foundation', 'tube', '#e2bb98', 1299, 'Liquid', 'foundation', ['shade:base']),
  k('CNC', 'Radiant Concealer', 'Concealer', 'gloss', '#cf9f76', 999, 'Liquid', 'concealer', ['shade:base']),
  k('BLS', 'Powder Blush', 'Blush & Bronzer', 'compact', '#eaa3a7', 899, 'Powder', 'cheek', ['shade:cheek', 'finish:Matte,Shimmer']),
  k('BRZ', 'Cream Bronzer', 'Blush & Bronzer', 'compact', '#b27743', 1099, 'Cream', 'cheek', ['shade:bronze', 'finish:Matte,Shimmer']),
  k('VMS', 'Volumising Mascara', 'Mascara', 'mascara', '#111111', 799, 'Liquid', 'mascara', ['shade:mascara', 'opt:Regular,Waterproof']),
  k('ESP', 'Eyeshadow Palette', 'Eyeshadow', 'palette', '#c8955a', 1999, 'Powder', 'eyeshadow', ['shade:palette']),
  k('EYL', 'Gel Eyeliner Pencil', 'Eyeliner & Brows', 'pencil', '#0f0f10', 599, 'Stick', 'liner', [
    'shade:liner',
    'opt:Regular,Waterproof',
  ]),
  k('BRP', 'Micro Brow Pencil', 'Eyeliner & Brows', 'pencil', '#5a3f2e', 699, 'Stick', 'liner', [
    'shade:brow',
    'opt:Pencil,Pencil & Gel Duo',
  ]),
  k('MLS', 'Matte Lipstick', 'Lipstick', 'lipstick', '#b3121f', 899, 'Stick', 'lipstick', ['shade:lip'], undefined),
  k('SLS', 'Satin Lipstick', 'Lipstick', 'lipstick', '#a5575b', 999, 'Stick', 'lipstick', ['shade:lip']),
  k('LPG', 'High Shine Lip Gloss', 'Lip Gloss', 'gloss', '#f19cb7', 699, 'Gel', 'gloss', ['shade:gloss']),
  k('LPB', 'Nourishing Lip Balm', 'Lip Balm', 'stick', '#f8bbd0', 299, 'Balm', 'lipbalm', ['flavor', 'piece:1 Piece,3 Pieces']),
  k('TLB', 'Tinted Lip Balm SPF 15', 'Lip Balm', 'stick', '#e4675c', 399, 'Balm', 'lipbalm', ['flavor']),
  k('NPL', 'Gel-Effect Nail Polish', 'Nail Polish', 'polish', '#b8141e', 599, 'Liquid', 'nailpolish', ['shade:nail']),
  k('QDN', 'Quick Dry Nail Polish', 'Nail Polish', 'polish', '#d62f84', 399, 'Liquid', 'nailpolish', ['shade:nail']),
  k('CUO', 'Cuticle Oil', 'Nail Care', 'dropper', '#ffe082', 499, 'Oil', 'nailcare', ['frag:body', 'ml:10,15']),
  // Fragrance
  k('EDP', 'Eau de Parfum', 'Eau de Parfum', 'perfume', '#f3c1c6', 3499, 'Spray', 'perfume', ['frag:fine', 'ml:30,50,100']),
  k('BMS', 'Body Mist', 'Body Mist', 'spray', '#f8c8dc', 799, 'Spray', 'bodymist', ['frag:body', 'ml:100,250']),
  k('EDT', 'Eau de Toilette', 'Eau de Toilette', 'perfume', '#9fb4c7', 2999, 'Spray', 'perfume', ['frag:men', 'ml:50,100']),
  k('CND', 'Scented Candle', 'Candles', 'candle', '#f5e6ca', 1499, 'Candle', 'home', ['frag:home', 'g:180,400']),
  k('RDF', 'Reed Diffuser', 'Reed Diffusers', 'diffuser', '#d7c4a3', 1799, 'Liquid', 'home', ['frag:home', 'ml:100,200']),
  // Bath & body
  k('SHG', 'Shower Gel', 'Shower Gel', 'bottle', '#81d4fa', 349, 'Gel', 'showergel', ['frag:body', 'ml:250,500']),
  k('BSS', 'Mineral Bath Salts', 'Bath Salts & Soaks', 'tub', '#b2dfdb', 799, 'Powder', 'bath', ['frag:body', 'g:500,1000']),
  k('SOP', 'Natural Soap Bar', 'Soap Bars', 'bar', '#ffe0b2', 399, 'Bar', 'soap', ['frag:body', 'piece:1 Piece,3 Pieces']),
  k('BDL', 'Body Lotion', 'Body Lotion', 'pump', '#fce4ec', 699, 'Lotion', 'bodycare', ['frag:body', 'ml:250,400']),
  k('BDB', 'Whipped Body Butter', 'Body Butter', 'jar', '#f3e5ab', 899, 'Cream', 'bodycare', ['frag:body', 'ml:50,200']),
  k('BSC', 'Sugar Body Scrub', 'Body Scrub', 'jar', '#ffccbc', 999, 'Cream', 'scrub', ['frag:body', 'g:200,400']),
  k('HCR', 'Intensive Hand Cream', 'Hand Cream', 'tube', '#e1bee7', 499, 'Cream', 'handcream', ['frag:body', 'ml:30,75']),
  // Men's grooming
  k('SVC', 'Shaving Cream', 'Shaving Cream', 'tube', '#cfd8dc', 599, 'Cream', 'shave', ['frag:men', 'ml:100,150']),
  k('ASB', 'Aftershave Balm', 'Aftershave Balm', 'bottle', '#90a4ae', 899, 'Balm', 'aftershave', ['frag:men', 'ml:75,100']),
  k('BDO', 'Beard Oil', 'Beard Oil', 'dropper', '#c69c6d', 1099, 'Oil', 'beard', ['frag:men', 'ml:30,50']),
  k('BBL', 'Beard Balm', 'Beard Balm', 'tub', '#a1887f', 999, 'Balm', 'beard', ['frag:men', 'g:50,100']),
];
