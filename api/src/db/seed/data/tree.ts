/**
 * The demo catalogue tree: departments, their categories and sub-categories. Codes and slugs are
 * derived from the names (see names.ts); every sub-category has at least one product family.
 */
export interface TreeDepartment {
  name: string;
  colour: string;
  categories: readonly { name: string; subs: readonly string[] }[];
}

export const TREE: readonly TreeDepartment[] = [
  {
    name: 'Hair',
    colour: '#b07845',
    categories: [
      { name: 'Shampoo & Conditioner', subs: ['Shampoo', 'Conditioner'] },
      { name: 'Hair Treatments', subs: ['Hair Masks', 'Hair Oils & Serums'] },
      { name: 'Hair Styling', subs: ['Edge Control & Gels', 'Curl Creams & Mousse', 'Hairspray'] },
      { name: 'Hair Colour', subs: ['Permanent Hair Dye'] },
      { name: 'Hair Extensions & Wigs', subs: ['Clip-In Extensions', 'Weave Bundles', 'Tape-In Extensions', 'Lace Front Wigs'] },
      { name: 'Hair Accessories', subs: ['Brushes & Combs', 'Satin Wraps & Bonnets'] },
    ],
  },
  {
    name: 'Skin Care',
    colour: '#e3a6a1',
    categories: [
      { name: 'Cleansers & Toners', subs: ['Cleansers', 'Toners & Micellar Water'] },
      { name: 'Moisturisers', subs: ['Day & Night Cream', 'Eye Cream'] },
      { name: 'Serums & Treatments', subs: ['Serums', 'Face Oils'] },
      { name: 'Masks & Exfoliators', subs: ['Face Masks', 'Exfoliators'] },
      { name: 'Sun Care', subs: ['Face SPF', 'Body Sun Care'] },
    ],
  },
  {
    name: 'Make-up',
    colour: '#c2185b',
    categories: [
      { name: 'Face', subs: ['Foundation', 'Concealer', 'Blush & Bronzer'] },
      { name: 'Eyes', subs: ['Mascara', 'Eyeshadow', 'Eyeliner & Brows'] },
      { name: 'Lips', subs: ['Lipstick', 'Lip Gloss', 'Lip Balm'] },
      { name: 'Nails', subs: ['Nail Polish', 'Nail Care'] },
    ],
  },
  {
    name: 'Fragrance',
    colour: '#7e57c2',
    categories: [
      { name: "Women's Fragrance", subs: ['Eau de Parfum', 'Body Mist'] },
      { name: "Men's Fragrance", subs: ['Eau de Toilette'] },
      { name: 'Home Fragrance', subs: ['Candles', 'Reed Diffusers'] },
    ],
  },
  {
    name: 'Bath & Body',
    colour: '#4aa3c7',
    categories: [
      { name: 'Bath & Shower', subs: ['Shower Gel', 'Bath Salts & Soaks', 'Soap Bars'] },
      { name: 'Body Care', subs: ['Body Lotion', 'Body Butter', 'Body Scrub'] },
      { name: 'Hands & Feet', subs: ['Hand Cream'] },
    ],
  },
  {
    name: "Men's Grooming",
    colour: '#36414f',
    categories: [
      { name: 'Shaving', subs: ['Shaving Cream', 'Aftershave Balm'] },
      { name: 'Beard Care', subs: ['Beard Oil', 'Beard Balm'] },
    ],
  },
];
