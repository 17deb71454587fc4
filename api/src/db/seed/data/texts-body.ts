import type { TextSet } from './texts';

/** Tab texts for fragrance, bath and body, and men's grooming families. */
export const BODY_TEXTS: Record<string, TextSet> = {
  perfume: {
    about: 'A long-lasting fragrance built around the scent in its name, bottled in the UK',
    benefits: ['Lasts eight hours or more', 'Develops beautifully on the skin', 'Day-to-evening wear', 'A thoughtful gift'],
    features: [
      'Eau de parfum or eau de toilette concentration',
      'Heavy glass bottle with magnetic cap',
      'Gift box included',
      'Blended in small batches',
    ],
    ingredients: ['Alcohol Denat, Parfum, Aqua', 'Limonene, Linalool, Coumarin, Citronellol', 'Contains natural allergens listed above'],
    howTo: ['Spray onto pulse points', 'Do not rub the wrists together', 'Layer with the matching body lotion for longer wear'],
  },
  bodymist: {
    about: 'A light, all-over body mist for a quick refresh any time of day',
    benefits: ['Instant refresh', 'Light and airy scent', 'Hydrating aloe base', 'Layerable with other scents'],
    features: ['Fine mist spray', 'Handbag-friendly size', 'Alcohol-light formula', 'Vegan'],
    ingredients: [
      'Aqua, Alcohol Denat, Parfum, Glycerin, Aloe Barbadensis Leaf Juice',
      'Limonene, Linalool',
      'Contains natural allergens listed above',
    ],
    howTo: ['Mist all over the body and hair', 'Reapply whenever you like', 'Avoid the eyes'],
  },
  home: {
    about: 'Home fragrance that fills a room with a warm, welcoming scent',
    benefits: ['Long, even scent throw', 'Creates a calm atmosphere', 'Clean-burning or flame-free', 'Makes a lovely gift'],
    features: ['Natural soy wax or alcohol-free base', 'Cotton wick or rattan reeds', 'Reusable glass vessel', 'Hand poured in Devon'],
    ingredients: ['Soy wax or dipropylene glycol base', 'Fragrance oils', 'Contains limonene, may produce an allergic reaction'],
    howTo: [
      'Burn a candle until the whole surface melts, no longer than four hours',
      'Flip diffuser reeds once a week',
      'Never leave a burning candle unattended',
    ],
  },
  showergel: {
    about: 'A creamy shower gel that cleanses and scents the skin without drying',
    benefits: ['Rich, creamy lather', 'Leaves skin soft', 'Uplifting scent', 'Suitable for daily use'],
    features: ['Soap-free and pH balanced', 'Made with 95 per cent natural ingredients', 'Recycled plastic bottle', 'Vegan'],
    ingredients: [
      'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Parfum',
      'Aloe Barbadensis Leaf Juice, Citric Acid, Sodium Benzoate',
      'Key ingredients are aloe and glycerin',
    ],
    howTo: ['Lather onto wet skin', 'Rinse well', 'Follow with body lotion'],
  },
  bath: {
    about: 'Mineral-rich bath salts to soak away a long week',
    benefits: ['Eases tired muscles', 'Softens the water and the skin', 'Relaxing scent', 'Helps you unwind before sleep'],
    features: ['Dead Sea and Epsom salts', 'Resealable pouch or jar', 'Free from colourants', 'Vegan'],
    ingredients: [
      'Magnesium Sulfate, Maris Sal, Sodium Bicarbonate, Parfum',
      'Lavandula Angustifolia Oil, Linalool',
      'Key ingredients are Epsom and sea salts',
    ],
    howTo: ['Dissolve two handfuls under running warm water', 'Soak for twenty minutes', 'Rinse off and moisturise'],
  },
  soap: {
    about: 'A cold-process soap bar made in small batches with skin-loving oils',
    benefits: ['Cleanses without tightness', 'Rich creamy lather', 'Long-lasting bar', 'Plastic-free'],
    features: ['Cold-process method', 'Palm oil free', 'Wrapped in recycled paper', 'Handmade in Somerset'],
    ingredients: [
      'Sodium Olivate, Sodium Cocoate, Aqua, Butyrospermum Parkii Butter',
      'Parfum, Kaolin',
      'Key ingredients are olive oil and shea butter',
    ],
    howTo: ['Lather between wet hands or on a cloth', 'Rinse well', 'Keep on a draining soap dish between uses'],
  },
  bodycare: {
    about: 'A rich body moisturiser that melts in and keeps skin soft for 48 hours',
    benefits: ['48-hour hydration', 'Absorbs quickly', 'Soothes dry skin', 'Delicately scented'],
    features: ['Whipped or lotion texture', 'Dermatologically tested', 'Recyclable packaging', 'Vegan'],
    ingredients: [
      'Aqua, Butyrospermum Parkii Butter, Glycerin, Cetearyl Alcohol, Cocos Nucifera Oil',
      'Tocopherol, Parfum, Phenoxyethanol',
      'Key ingredients are shea butter and coconut oil',
    ],
    howTo: ['Massage into skin after bathing', 'Focus on dry areas such as elbows and knees', 'Use daily'],
  },
  scrub: {
    about: 'A sugar scrub that buffs away rough skin and leaves a nourishing layer behind',
    benefits: ['Smooths rough skin', 'Prepares skin for tanning', 'Nourishes as it polishes', 'Leaves skin glowing'],
    features: ['Natural sugar crystals', 'No microplastics', 'Oil-rich base', 'Use two or three times a week'],
    ingredients: [
      'Sucrose, Helianthus Annuus Seed Oil, Butyrospermum Parkii Butter, Glycerin',
      'Tocopherol, Parfum',
      'Key ingredients are cane sugar and sunflower oil',
    ],
    howTo: ['Massage onto damp skin in circles', 'Rinse with warm water', 'Take care as the shower floor may be slippery'],
  },
  handcream: {
    about: 'A fast-absorbing hand cream that repairs dry, hard-working hands',
    benefits: ['Repairs dry, cracked skin', 'Non-greasy finish', 'Strengthens nails', 'Long-lasting softness'],
    features: ['Handbag-sized tube', 'Dermatologically tested', 'Suitable for frequent hand washers', 'Vegan'],
    ingredients: [
      'Aqua, Glycerin, Urea, Butyrospermum Parkii Butter, Dimethicone',
      'Allantoin, Parfum, Phenoxyethanol',
      'Key ingredients are urea and shea butter',
    ],
    howTo: ['Massage into hands as often as needed', 'Apply a thick layer at night', 'Reapply after washing'],
  },
  shave: {
    about: 'A rich shaving cream that cushions the blade for a close, comfortable shave',
    benefits: ['Close, comfortable shave', 'Reduces razor burn', 'Softens stubble', 'Leaves skin calm'],
    features: ['Dense lather', 'Brush or hand application', 'Tube lasts up to three months', 'Vegan'],
    ingredients: [
      'Aqua, Stearic Acid, Potassium Hydroxide, Glycerin, Cocos Nucifera Oil',
      'Aloe Barbadensis Leaf Juice, Parfum',
      'Key ingredients are aloe and coconut oil',
    ],
    howTo: ['Wet the face with warm water', 'Lather a small amount and apply', 'Shave with the grain and rinse with cool water'],
  },
  aftershave: {
    about: 'A soothing alcohol-free balm that calms skin after shaving',
    benefits: ['Calms redness and razor burn', 'Hydrates', 'Non-sticky finish', 'Subtle scent'],
    features: ['Alcohol-free', 'Pump or flip cap', 'Dermatologically tested', 'Made in Scotland'],
    ingredients: [
      'Aqua, Glycerin, Aloe Barbadensis Leaf Juice, Allantoin, Panthenol',
      'Parfum, Phenoxyethanol',
      'Key ingredients are aloe and allantoin',
    ],
    howTo: ['Apply after shaving to clean skin', 'Massage gently until absorbed', 'Use daily'],
  },
  beard: {
    about: 'Beard care that softens, conditions and tames the scruffiest of beards',
    benefits: ['Softens coarse hair', 'Relieves beard itch', 'Adds a healthy shine', 'Tames flyaways'],
    features: ['Natural oils and waxes', 'Pocket-sized', 'Non-greasy', 'Vegan option'],
    ingredients: [
      'Simmondsia Chinensis Seed Oil, Argania Spinosa Kernel Oil, Cera Alba',
      'Tocopherol, Parfum',
      'Key ingredients are jojoba and argan oils',
    ],
    howTo: ['Warm a small amount in your palms', 'Work through the beard down to the skin', 'Comb into shape'],
  },
};
