import { Kind, TINTS, Variant } from './catalogue';
import { productPhoto } from './images/scenes';
import { ImageWriter } from './images/writer';

export const PHOTO_SIZE = 500;

/**
 * The product photo pool. Photos belong to a kind and a tint (the cap/label colour), plus one per
 * shade or colour swatch, so the products of a family share them and a growing catalogue reuses them.
 * In 'render' mode missing photos are queued; in 'reuse' mode only photos already on disk are named,
 * except that a kind with no photos at all gets its two basic ones once.
 */
export class PhotoPool {
  private known = new Map<string, boolean>();

  constructor(
    private readonly images: ImageWriter,
    private readonly mode: 'render' | 'reuse',
  ) {}

  private has(file: string): boolean {
    let v = this.known.get(file);
    if (v === undefined) this.known.set(file, (v = this.images.exists('products', file)));
    return v;
  }

  private base(kind: Kind, tint: number): void {
    const accent = TINTS[tint];
    const first = `${kind.slug}-t${tint}-1.webp`;
    this.images.add('products', first, () => productPhoto({ shape: kind.shape, body: kind.colour, accent }, 1, PHOTO_SIZE), [
      ['parentitem', `${kind.slug}-t${tint}.webp`],
    ]);
    this.images.add('products', `${kind.slug}-t${tint}-2.webp`, () =>
      productPhoto({ shape: kind.shape, body: kind.colour, accent }, 2, PHOTO_SIZE),
    );
    this.known.set(first, true);
  }

  /** The tint a family of this kind will use: the preferred one, or one the pool already has. */
  tintFor(kind: Kind, preferred: number): number {
    if (this.mode === 'render') {
      this.base(kind, preferred);
      return preferred;
    }
    if (this.has(`${kind.slug}-t${preferred}-1.webp`)) return preferred;
    for (let t = 0; t < TINTS.length; t++) if (this.has(`${kind.slug}-t${t}-1.webp`)) return t;
    this.base(kind, preferred);
    return preferred;
  }

  /** File name (under uploads/parentitem) of a family's picture. */
  parentImage(kind: Kind, tint: number): string {
    return `${kind.slug}-t${tint}.webp`;
  }

  /** Main and hover photos of one product. */
  photos(kind: Kind, tint: number, v: Variant): [string, string] {
    const second = `${kind.slug}-t${tint}-2.webp`;
    if (!v.swatch) return [`${kind.slug}-t${tint}-1.webp`, second];
    const file = `${kind.slug}-t${tint}-${v.swatch.key}.webp`;
    if (this.mode === 'render') {
      const body = v.swatch.hex;
      this.images.add('products', file, () => productPhoto({ shape: kind.shape, body, accent: TINTS[tint] }, 1, PHOTO_SIZE));
      this.known.set(file, true);
      return [file, second];
    }
    return [this.has(file) ? file : `${kind.slug}-t${tint}-1.webp`, second];
  }
}
