import type { TextSet } from './texts';

/** Tab texts for make-up families. */
export const MAKEUP_TEXTS: Record<string, TextSet> = {
  foundation: {
    about: 'A buildable foundation with a skin-like finish that lasts from morning coffee to last orders',
    benefits: [
      'Up to 24-hour wear',
      'Buildable medium to full coverage',
      'Transfer resistant',
      'Does not settle into lines',
      'Comfortable on dry and oily skin',
    ],
    features: ['Sixteen shades across undertones', 'Oil-free', 'Non-comedogenic', 'Vegan and cruelty free'],
    ingredients: [
      'Aqua, Cyclopentasiloxane, Glycerin, Titanium Dioxide, Iron Oxides',
      'Sodium Hyaluronate, Tocopherol, Phenoxyethanol',
      'Shades may contain CI 77491, CI 77492, CI 77499',
    ],
    howTo: [
      'Shake well and apply one pump to the centre of the face',
      'Blend outwards with a brush or damp sponge',
      'Build a second layer where more coverage is needed',
    ],
  },
  concealer: {
    about: 'A creamy concealer that brightens, corrects and covers without creasing',
    benefits: ['Covers dark circles and blemishes', 'Creaseless wear', 'Brightens the under-eye area', 'Blends easily'],
    features: ['Doe-foot applicator', 'Matches the foundation shade range', 'Ophthalmologist tested', 'Fragrance-free'],
    ingredients: [
      'Aqua, Dimethicone, Glycerin, Titanium Dioxide, Iron Oxides',
      'Caffeine, Niacinamide, Phenoxyethanol',
      'Key ingredients are caffeine and niacinamide',
    ],
    howTo: ['Dot under the eyes and on areas to cover', 'Tap in with a fingertip or sponge', 'Set lightly with powder'],
  },
  cheek: {
    about: 'A silky colour for cheeks that blends to a natural flush or builds to a bold glow',
    benefits: ['Buildable, blendable colour', 'Lasts all day', 'Flatters every skin tone', 'Never patchy or chalky'],
    features: ['Finely milled pigments', 'Compact with mirror', 'Talc-free', 'Vegan'],
    ingredients: [
      'Mica, Synthetic Fluorphlogopite, Dimethicone, Zinc Stearate, Caprylyl Glycol',
      'May contain CI 77891, CI 77491, CI 15850',
      'Key feature is a talc-free base',
    ],
    howTo: ['Smile and sweep onto the apples of the cheeks', 'Blend up towards the temples', 'Layer for more intensity'],
  },
  mascara: {
    about: 'A volumising mascara that lifts, separates and lasts without flaking or smudging',
    benefits: ['Instant volume and length', 'Smudge-proof wear', 'No clumps or flakes', 'Easy to remove'],
    features: ['Hourglass fibre brush', 'Ophthalmologist tested', 'Suitable for contact lens wearers', 'Waterproof option'],
    ingredients: [
      'Aqua, Paraffin, Acacia Senegal Gum, Cera Alba, Stearic Acid',
      'Panthenol, Iron Oxides, Phenoxyethanol',
      'Key ingredients are beeswax and pro-vitamin B5',
    ],
    howTo: ['Wiggle the brush at the root', 'Sweep up towards the tips', 'Add a second coat while still wet'],
  },
  eyeshadow: {
    about: 'A twelve-shade palette of mattes and shimmers curated for day-to-night looks',
    benefits: ['Richly pigmented shades', 'Blends without muddying', 'Crease-resistant wear', 'Works wet for extra shine'],
    features: ['Twelve mattes and shimmers', 'Full-size mirror', 'Slim travel-friendly case', 'Vegan'],
    ingredients: [
      'Talc, Mica, Magnesium Stearate, Dimethicone, Octyldodecyl Stearoyl Stearate',
      'May contain CI 77491, CI 77499, CI 77891, CI 77007',
      'Key feature is a buttery pressed powder',
    ],
    howTo: [
      'Prime the lid first',
      'Pat the lightest shade over the lid and blend a deeper shade in the crease',
      'Press a shimmer on the centre of the lid',
    ],
  },
  liner: {
    about: 'A glide-on pencil that sets to a smudge-proof finish for lines and brows that last',
    benefits: ['Glides on without tugging', 'Sets in seconds', 'Smudge-proof all day', 'Precise, buildable colour'],
    features: ['Retractable tip', 'Built-in sharpener or spoolie', 'Ophthalmologist tested', 'Waterproof option'],
    ingredients: [
      'Cyclopentasiloxane, Trimethylsiloxysilicate, Polyethylene, Synthetic Beeswax',
      'Tocopherol, Iron Oxides',
      'May contain CI 77499 and CI 77891',
    ],
    howTo: [
      'Draw along the lash line or in short brow strokes',
      'Smudge within 30 seconds for a softer look',
      'Remove with an oil-based cleanser',
    ],
  },
  lipstick: {
    about: 'A lipstick with full-colour payoff in one swipe and a comfortable, cushiony feel',
    benefits: ['Intense colour in one swipe', 'Long-wearing comfort', 'Does not dry the lips', 'Transfer resistant once set'],
    features: ['Sixteen shades from nudes to reds', 'Precision bullet', 'Magnetic metal case', 'Vegan and cruelty free'],
    ingredients: [
      'Octyldodecanol, Polyethylene, Candelilla Cera, Butyrospermum Parkii Butter',
      'Tocopherol, Rosa Canina Fruit Oil',
      'May contain CI 15850, CI 77491, CI 45410',
    ],
    howTo: ['Line the lips if you like', 'Apply from the centre outwards', 'Blot and reapply for extra wear'],
  },
  gloss: {
    about: 'A high-shine gloss that cushions lips in sheer colour without stickiness',
    benefits: ['Mirror shine', 'Non-sticky feel', 'Visibly plumper lips', 'Conditions while you wear it'],
    features: ['Doe-foot applicator', 'Sheer to medium colour', 'Wear alone or over lipstick', 'Vegan'],
    ingredients: [
      'Polybutene, Diisostearyl Malate, Ricinus Communis Seed Oil, Silica',
      'Tocopherol, Aroma',
      'May contain CI 77891 and CI 15850',
    ],
    howTo: ['Sweep over bare lips or lipstick', 'Dab on the centre of the lower lip for extra shine', 'Reapply as you like'],
  },
  lipbalm: {
    about: 'A soothing balm that protects dry lips with a hint of flavour',
    benefits: ['Instantly soothes dry lips', 'Long-lasting moisture', 'Protects against wind and cold', 'Light natural flavour'],
    features: ['Pocket-sized twist-up stick', 'Made with natural waxes', 'Suitable from age three', 'Multipack available'],
    ingredients: [
      'Ricinus Communis Seed Oil, Cera Alba, Butyrospermum Parkii Butter, Cocos Nucifera Oil',
      'Tocopherol, Aroma',
      'Key ingredients are shea butter and beeswax',
    ],
    howTo: ['Apply to lips as often as needed', 'Use before going out in the cold', 'Replace the cap after use'],
  },
  nailpolish: {
    about: 'A glossy nail colour with a gel-like finish that lasts up to ten days without a lamp',
    benefits: ['Gel-like shine without UV', 'Chip resistant for up to ten days', 'Two-coat full colour', 'Quick drying'],
    features: ['Wide flat brush', '10-free formula', 'Vegan and cruelty free', '8 ml bottle'],
    ingredients: [
      'Butyl Acetate, Ethyl Acetate, Nitrocellulose, Acetyl Tributyl Citrate, Isopropyl Alcohol',
      'Stearalkonium Bentonite, Silica',
      'May contain CI 77891, CI 15850, CI 77491',
    ],
    howTo: ['Apply a base coat', 'Paint two thin coats of colour', 'Seal with a top coat and let dry for ten minutes'],
  },
  nailcare: {
    about: 'A nourishing nail treatment that softens cuticles and strengthens brittle nails',
    benefits: ['Softens cuticles', 'Strengthens brittle nails', 'Absorbs quickly', 'Leaves a light scent'],
    features: ['Brush or dropper applicator', 'Handbag size', 'Vegan', 'Recyclable packaging'],
    ingredients: [
      'Prunus Amygdalus Dulcis Oil, Simmondsia Chinensis Seed Oil, Tocopherol',
      'Parfum, Limonene',
      'Key ingredients are sweet almond oil and vitamin E',
    ],
    howTo: ['Apply to each cuticle', 'Massage in with the opposite thumb', 'Use daily for best results'],
  },
};
