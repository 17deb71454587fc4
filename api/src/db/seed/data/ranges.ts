/** Range names that tell a brand's many families of one kind apart when a catalogue grows. */
export const RANGES = [
  'Argan Repair', 'Coconut Cream', 'Pro Salon', 'Bond Build', 'Silk Touch', 'Glow Getter', 'Pure Botanics', 'Everyday',
  'Midnight', 'Sensitive', 'Ultra', 'Velvet', 'Hydra Boost', 'Calm', 'Clarity', 'Rose Garden', 'Sea Minerals', 'Oat Milk',
  'Black Seed', 'Shea Rich', 'Bamboo Fresh', 'Citrus Zing', 'Golden Honey', 'Wild Berry', 'Active Pro', 'Barrier Care',
  'Radiance', 'Urban Shield', 'Curl Love', 'Smooth Finish', 'Heritage', 'Pure Glow', 'Cloud Soft', 'Hemp Seed',
  'Highland', 'Nordic Frost', 'Lavender Fields', 'Cocoa Butter', 'Marula Gold', 'Tea Tree', 'Vitamin Boost', 'Moonlight',
  'Sunrise', 'Seaweed', 'Salon Secret', 'Botanic Lab', 'Charcoal Detox', 'Camellia', 'Jojoba Gold', 'Aloe Cool',
];

/** Qualifiers for extra sub-categories, e.g. "Salon Professional Shampoo". */
export const SUB_QUALIFIERS = [
  'Salon Professional', 'Natural & Organic', 'Sensitive', 'Travel Size', 'Luxury', 'Vegan', 'Value', 'Gift Set',
  'Limited Edition', 'Best Selling', 'Clean', 'Award Winning', 'Dermatologist Approved', 'Budget', 'Premium', 'Eco Refill',
];

/** Suffixes for extra categories, e.g. "Hair Styling Edit". */
export const CATEGORY_SUFFIXES = ['Edit', 'Essentials', 'Collection', 'Specialists', 'Favourites', 'Boutique', 'Selection', 'Studio', 'Extras', 'Showcase'];
