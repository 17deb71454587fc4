import type { TextSet } from './texts';

/** Tab texts for skin care families. */
export const SKIN_TEXTS: Record<string, TextSet> = {
  cleanser: {
    about: 'A gentle cleanser that melts away make-up, SPF and the day without tightness',
    benefits: [
      'Removes make-up and sunscreen',
      'Keeps the skin barrier comfortable',
      'Leaves skin soft, never tight',
      'Suitable for sensitive skin',
      'Gentle around the eyes',
    ],
    features: ['Soap-free formula', 'Dermatologically tested', 'Fragrance-free option available', 'Vegan and cruelty free'],
    ingredients: [
      'Aqua, Glycerin, Coco-Glucoside, Caprylic/Capric Triglyceride, Avena Sativa Kernel Extract',
      'Ceramide NP, Allantoin, Citric Acid, Sodium Benzoate',
      'Key ingredients are oat extract and ceramides',
    ],
    howTo: [
      'Massage onto damp skin morning and night',
      'Rinse with lukewarm water or remove with a warm cloth',
      'Follow with toner and moisturiser',
    ],
  },
  toner: {
    about: 'A refreshing liquid step that clears away residue and preps skin for serums',
    benefits: ['Removes the last traces of cleanser', 'Refines the look of pores', 'Evens skin tone over time', 'Hydrates and refreshes'],
    features: ['Alcohol-free', 'Large size for everyday use', 'Suitable for all skin types', 'Recyclable bottle'],
    ingredients: [
      'Aqua, Glycerin, Glycolic Acid, Aloe Barbadensis Leaf Juice, Niacinamide',
      'Panthenol, Sodium Hydroxide, Hamamelis Virginiana Water',
      'Key ingredients are glycolic acid and aloe',
    ],
    howTo: ['Soak a cotton pad and sweep over clean skin', 'Avoid the eye area', 'Use sunscreen during the day when using acids'],
  },
  moisturiser: {
    about: 'A comforting moisturiser that hydrates for 24 hours and supports the skin barrier',
    benefits: [
      'Hydrates for up to 24 hours',
      'Strengthens the skin barrier',
      'Smooths fine lines',
      'Leaves a soft, healthy glow',
      'Sits well under make-up',
    ],
    features: ['Non-comedogenic', 'Dermatologically tested', 'Fast-absorbing texture', 'Airless option keeps actives fresh'],
    ingredients: [
      'Aqua, Glycerin, Squalane, Cetearyl Alcohol, Butyrospermum Parkii Butter',
      'Sodium Hyaluronate, Niacinamide, Tocopherol, Ceramide NP',
      'Key ingredients are squalane, hyaluronic acid and ceramides',
    ],
    howTo: [
      'Warm a pea-sized amount between fingertips',
      'Press into face and neck morning and night',
      'Introduce retinol gradually and always use SPF by day',
    ],
  },
  eyecream: {
    about: 'A targeted eye cream that brightens dark circles and smooths the delicate eye area',
    benefits: ['Brightens the look of dark circles', 'Reduces puffiness', 'Softens fine lines', 'Hydrates the delicate eye area'],
    features: ['Ophthalmologist tested', 'Cooling metal applicator tip', 'Fragrance-free', 'Suitable for contact lens wearers'],
    ingredients: [
      'Aqua, Glycerin, Caffeine, Palmitoyl Tripeptide-1, Sodium Hyaluronate',
      'Ascorbyl Glucoside, Allantoin, Phenoxyethanol',
      'Key ingredients are caffeine and peptides',
    ],
    howTo: ['Dot a small amount around the orbital bone', 'Tap gently with the ring finger', 'Use morning and night'],
  },
  serum: {
    about: 'A concentrated serum that targets dullness, uneven tone and dehydration',
    benefits: [
      'Visibly brightens in four weeks',
      'Evens skin tone',
      'Plumps with lasting hydration',
      'Supports the skin barrier',
      'Layers under any moisturiser',
    ],
    features: ['High-strength active', 'Lightweight water-based texture', 'Glass dropper bottle', 'Vegan and cruelty free'],
    ingredients: [
      'Aqua, Propanediol, Ascorbic Acid, Sodium Hyaluronate, Niacinamide',
      'Ferulic Acid, Tocopherol, Panthenol, Citric Acid',
      'Key ingredients as named on the bottle',
    ],
    howTo: [
      'Apply three or four drops to clean skin',
      'Press in gently and let it absorb',
      'Follow with moisturiser and SPF in the morning',
    ],
  },
  faceoil: {
    about: 'A silky facial oil that restores comfort and glow to dry or tired skin',
    benefits: ['Restores softness and glow', 'Improves the look of scars and marks', 'Locks in moisture', 'Calms dry patches'],
    features: ['Cold-pressed and unrefined', 'Glass dropper bottle', 'Non-comedogenic blend', 'Certified organic oils'],
    ingredients: [
      'Rosa Canina Fruit Oil, Squalane, Simmondsia Chinensis Seed Oil',
      'Tocopherol, Bakuchiol, Helianthus Annuus Seed Oil',
      'Key ingredient is cold-pressed rosehip oil',
    ],
    howTo: ['Warm two or three drops in your palms', 'Press onto the face and neck', 'Use alone or mix into moisturiser, morning or night'],
  },
  facemask: {
    about: 'A quick-fix mask that draws out impurities or floods skin with moisture in minutes',
    benefits: ['Deeply cleanses pores', 'Leaves skin soft and bright', 'Calms redness', 'Gives an instant glow before events'],
    features: ['Ten-minute treatment', 'Dermatologically tested', 'Suitable for weekly use', 'Recyclable packaging'],
    ingredients: [
      'Aqua, Kaolin, Bentonite, Glycerin, Charcoal Powder',
      'Aloe Barbadensis Leaf Juice, Allantoin, Phenoxyethanol',
      'Key ingredients are natural clays and aloe',
    ],
    howTo: [
      'Apply an even layer to clean, dry skin',
      'Leave for ten minutes, or lie back with the sheet mask on',
      'Rinse or pat in the remaining essence',
    ],
  },
  exfoliator: {
    about: 'A gentle polish that buffs away dullness to reveal smoother, brighter skin',
    benefits: ['Buffs away dead skin cells', 'Smooths rough texture', 'Boosts radiance', 'Helps serums absorb better'],
    features: ['Biodegradable exfoliants', 'No microplastics', 'Creamy, non-drying base', 'Use two or three times a week'],
    ingredients: [
      'Aqua, Glycerin, Oryza Sativa Powder, Jojoba Esters, Papain',
      'Cetearyl Alcohol, Lactic Acid, Tocopherol',
      'Key ingredients are rice powder and papaya enzyme',
    ],
    howTo: ['Massage onto damp skin in small circles', 'Avoid the eye area', 'Rinse well two or three times a week'],
  },
  spf: {
    about: 'Broad-spectrum protection in a lightweight lotion that wears beautifully every day',
    benefits: [
      'High UVA and UVB protection',
      'No white cast',
      'Works as a make-up primer',
      'Water resistant for 40 minutes',
      'Suitable for sensitive skin',
    ],
    features: ['Five-star UVA rating', 'Reef-friendly filters', 'Non-greasy finish', 'Dermatologically tested'],
    ingredients: [
      'Aqua, Homosalate, Butyl Methoxydibenzoylmethane, Ethylhexyl Salicylate, Glycerin',
      'Zinc Oxide, Niacinamide, Tocopherol, Phenoxyethanol',
      'Key ingredients are broad-spectrum filters and niacinamide',
    ],
    howTo: [
      'Apply generously 15 minutes before sun exposure',
      'Reapply every two hours and after swimming',
      'Keep babies and young children out of direct sunlight',
    ],
  },
};
