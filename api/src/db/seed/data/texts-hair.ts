import type { TextSet } from './texts';

/** Tab texts for hair families. Lines never contain ':' (the product page splits on it). */
export const HAIR_TEXTS: Record<string, TextSet> = {
  shampoo: {
    about: 'A sulphate-conscious shampoo that lifts away build-up while keeping moisture where it belongs',
    benefits: [
      'Cleanses gently without stripping',
      'Adds shine and softness',
      'Safe for colour-treated hair',
      'Leaves the scalp feeling fresh',
      'Reduces frizz on drying',
      'Suits daily use',
    ],
    features: [
      'Sulphate-free cleansing base',
      'pH balanced at 5.5',
      'Recyclable bottle with flip cap',
      'Made in Yorkshire',
      'Free from parabens and silicones',
    ],
    ingredients: [
      'Aqua, Cocamidopropyl Betaine, Sodium Cocoyl Isethionate, Glycerin, Argania Spinosa Kernel Oil',
      'Panthenol, Hydrolysed Rice Protein, Citric Acid, Parfum, Sodium Benzoate',
      'Key ingredients are argan oil and pro-vitamin B5',
    ],
    howTo: ['Massage into wet hair and scalp', 'Rinse thoroughly', 'Repeat if needed and follow with conditioner'],
  },
  conditioner: {
    about: 'A rich conditioner that smooths the cuticle and helps rebuild bonds in stressed hair',
    benefits: [
      'Detangles instantly',
      'Strengthens weak and brittle ends',
      'Seals in moisture for up to 72 hours',
      'Softens coarse and curly textures',
      'Protects against heat styling',
    ],
    features: ['Bond-building peptide complex', 'Silicone-free slip', 'Vegan formula', 'Suitable for curly, coily and wavy hair'],
    ingredients: [
      'Aqua, Cetearyl Alcohol, Behentrimonium Chloride, Butyrospermum Parkii Butter, Glycerin',
      'Hydrolysed Keratin, Cocos Nucifera Oil, Tocopherol, Parfum, Phenoxyethanol',
      'Key ingredients are shea butter and plant keratin',
    ],
    howTo: [
      'Apply generously to clean, damp hair',
      'Comb through from mid-lengths to ends',
      'Leave for two minutes then rinse, or leave in for extra moisture',
    ],
  },
  hairmask: {
    about: 'An intensive weekly treatment that restores softness, strength and bounce',
    benefits: [
      'Repairs dry and damaged hair',
      'Restores elasticity',
      'Reduces breakage by up to 80 per cent',
      'Boosts shine from the first use',
      'Revives hair after colouring',
    ],
    features: ['Concentrated treatment formula', 'Works in five minutes', 'Salon-grade protein blend', 'Wide jar for easy scooping'],
    ingredients: [
      'Aqua, Cetyl Alcohol, Butyrospermum Parkii Butter, Persea Gratissima Oil, Glycerin',
      'Hydrolysed Wheat Protein, Panthenol, Aloe Barbadensis Leaf Juice, Parfum',
      'Key ingredients are avocado oil and wheat protein',
    ],
    howTo: [
      'After shampooing, squeeze out excess water',
      'Apply from roots to ends and cover with a cap',
      'Leave for five to twenty minutes and rinse well',
    ],
  },
  hairoil: {
    about: 'A lightweight oil that absorbs quickly, tames flyaways and nourishes the scalp',
    benefits: [
      'Nourishes without weighing hair down',
      'Tames frizz and flyaways',
      'Supports a healthy scalp',
      'Adds glossy shine',
      'Protects ends from splitting',
    ],
    features: ['Cold-pressed oils', 'Precision dropper', 'Non-greasy finish', 'Suitable for all hair types'],
    ingredients: [
      'Argania Spinosa Kernel Oil, Simmondsia Chinensis Seed Oil, Ricinus Communis Seed Oil',
      'Rosmarinus Officinalis Leaf Oil, Tocopherol, Parfum',
      'Key ingredients are argan, jojoba and rosemary oils',
    ],
    howTo: [
      'Warm two or three drops between palms',
      'Smooth over lengths or massage into the scalp',
      'Use on damp or dry hair, daily or as needed',
    ],
  },
  styling: {
    about: 'A flexible styler that defines, holds and finishes without crunch or flakes',
    benefits: [
      'Long-lasting hold all day',
      'Defines curls and smooths edges',
      'No white residue or flaking',
      'Humidity resistant',
      'Brushes out easily',
    ],
    features: ['Alcohol-free formula', 'Light, fresh scent', 'Works on natural and relaxed hair', 'Salon favourite for sleek styles'],
    ingredients: [
      'Aqua, Glycerin, PVP, Cera Alba, Ricinus Communis Seed Oil',
      'Aloe Barbadensis Leaf Juice, Panthenol, Parfum, Phenoxyethanol',
      'Key ingredients are castor oil and aloe',
    ],
    howTo: [
      'Apply a small amount to damp or dry hair',
      'Shape with a brush, comb or fingers',
      'Tie down with a scarf for ten minutes for sleek edges',
    ],
  },
  hairspray: {
    about: 'A fine-mist hairspray that locks styles in place yet brushes out cleanly',
    benefits: ['Holds styles all day', 'Fights humidity and frizz', 'Brushes out without residue', 'Adds a soft natural shine'],
    features: ['Ultra-fine mist', 'Quick drying', 'UV filter helps protect colour', 'Recyclable aluminium can'],
    ingredients: [
      'Alcohol Denat, Butane, Propane, Octylacrylamide Copolymer, Aminomethyl Propanol',
      'Panthenol, Parfum, Benzophenone-4',
      'Key ingredients are pro-vitamin B5 and a UV filter',
    ],
    howTo: ['Shake well before use', 'Hold 30 cm from the hair and spray evenly', 'Build up in light layers for extra hold'],
  },
  dye: {
    about: 'Rich permanent colour with a conditioning oil base for full grey coverage',
    benefits: [
      '100 per cent grey coverage',
      'Long-lasting, fade-resistant colour',
      'Leaves hair soft and shiny',
      'Low ammonia for less odour',
    ],
    features: [
      'Complete kit with gloves and aftercare conditioner',
      'Creamy no-drip formula',
      'Lasts up to eight weeks',
      'Dermatologically tested',
    ],
    ingredients: [
      'Aqua, Cetearyl Alcohol, Propylene Glycol, Ammonium Hydroxide, Oleic Acid',
      'Resorcinol, P-Phenylenediamine, Parfum',
      'Contains phenylenediamines, perform a skin allergy test 48 hours before every use',
    ],
    howTo: [
      'Carry out a skin allergy test 48 hours before use',
      'Mix the colour cream with the developer and apply to dry hair',
      'Leave for 30 minutes, rinse and apply the aftercare conditioner',
    ],
  },
  extensions: {
    about: 'Hand-selected human hair with the cuticle intact so it stays smooth, soft and tangle-free',
    benefits: [
      'Blends seamlessly with natural hair',
      'Can be heat styled up to 180 degrees',
      'Can be coloured by a professional',
      'Reusable with the right care',
      'Adds length and volume instantly',
    ],
    features: [
      '100 per cent Remy human hair',
      'Double-drawn for full ends',
      'Silicone-lined clips or medical-grade tape',
      'Weight about 100 g per pack',
    ],
    ingredients: ['100 per cent Remy human hair', 'Cuticle aligned, no synthetic fibres', 'Steam processed for the wave pattern'],
    howTo: [
      'Section the hair and attach from the nape upwards',
      'Wash with a sulphate-free shampoo and air dry',
      'Brush gently from the ends upwards with a loop brush',
    ],
  },
  wig: {
    about: 'A natural-looking lace front wig with a pre-plucked hairline and adjustable cap',
    benefits: ['Undetectable lace hairline', 'Comfortable all-day wear', 'Styles like your own hair', 'Protects your natural hair'],
    features: ['HD Swiss lace front', 'Adjustable straps and combs', 'Pre-plucked with baby hairs', '150 per cent density'],
    ingredients: ['Hair as described in the product name', 'Swiss lace front with breathable cap', 'Elastic band for a secure fit'],
    howTo: [
      'Cut the lace to your hairline',
      'Secure with the combs or a lace adhesive',
      'Wash every ten to fifteen wears and store on a wig stand',
    ],
  },
  brush: {
    about: 'A brush designed to glide through knots and reduce breakage on wet or dry hair',
    benefits: [
      'Detangles with less pulling',
      'Reduces breakage and split ends',
      'Massages and stimulates the scalp',
      'Smooths and adds shine',
    ],
    features: ['Flexible bristles', 'Ergonomic non-slip handle', 'Heat resistant to 150 degrees', 'Vented for quicker blow drying'],
    ingredients: ['Bristles as described in the product name', 'ABS handle with soft-touch finish', 'Cushion pad of natural rubber'],
    howTo: [
      'Start brushing at the ends and work upwards',
      'Use on wet or dry hair',
      'Remove hair after use and wash in warm soapy water weekly',
    ],
  },
  wrap: {
    about: 'A smooth wrap that protects styles and moisture while you sleep',
    benefits: [
      'Reduces frizz and breakage overnight',
      'Keeps braids, curls and silk presses fresh',
      'Helps hair keep its moisture',
      'Comfortable and breathable',
    ],
    features: ['Double layered', 'Wide soft elastic band', 'Reversible design', 'Machine washable at 30 degrees'],
    ingredients: ['Fabric as described in the product name', 'Elastic band in a soft fabric casing'],
    howTo: [
      'Gather hair into a loose pineapple or plait',
      'Cover all hair and adjust the band',
      'Hand wash or machine wash cool and dry flat',
    ],
  },
};
