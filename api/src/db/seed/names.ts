import { slugify } from '../../common/slug';

/** Slug from a display name; apostrophes vanish rather than split words ("Men's" → "mens"). */
export function slugOf(name: string): string {
  return slugify(name.replace(/['’]/g, ''));
}

/** Upper-case code from a display name ("Hair Masks" → "HAIR-MASKS"). */
export function codeOf(name: string): string {
  return slugOf(name).toUpperCase();
}

/** Price in pence with a shop's endings (.99, .49 or .00), kept within £2.99–£89.00. */
export function shopPrice(pence: number, ending: 99 | 49 | 0): number {
  const pounds = Math.max(2, Math.min(88, Math.round(pence / 100)));
  const price = pounds * 100 + ending;
  return Math.min(8900, Math.max(299, price));
}

/** "250 ml", "1 litre", "50 g", "1 kg". */
export function mlLabel(ml: number): string {
  return ml >= 1000 ? `${ml / 1000} litre` : `${ml} ml`;
}

export function gLabel(g: number): string {
  return g >= 1000 ? `${g / 1000} kg` : `${g} g`;
}

/** "r,g,b" from "#rrggbb". */
export function rgbOf(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `${(n >> 16) & 255},${(n >> 8) & 255},${n & 255}`;
}
