/** A shade's name as a swatch says it, to screen readers too: "020 Ivory", "Classic Red — out of stock". */
export function swatchLabel({ name, inStock }: { name: string; inStock: boolean }): string {
  return inStock ? name : `${name} — out of stock`;
}
