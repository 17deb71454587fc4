import { COLOURS, FLAVORS, FRAGRANCES, SHADES } from './data/attributes';
import { KINDS, KindSeed } from './data/kinds';
import { TREE } from './data/tree';
import type { Shape } from './images/shapes';
import { codeOf, gLabel, mlLabel, slugOf } from './names';

/** Attribute codes a product variant points at (each becomes an id through the seeded rows). */
export interface VariantAttrs {
  volume?: string;
  weight?: string;
  shade?: string;
  color?: string;
  fragrance?: string;
  flavor?: string;
  size?: string;
  piece?: string;
  fabric?: string;
}

interface Option {
  label: string;
  code: string;
  factor: number;
  amount?: number;
  pieces?: number;
  swatch?: { key: string; hex: string };
  finish?: string;
  attrs: VariantAttrs;
  isSize: boolean;
}

/** One product of a family: the combination of one option per axis. */
export interface Variant {
  label: string;
  code: string;
  factor: number;
  /** ml or g of the measured axis, when the kind has one. */
  amount?: number;
  /** ratio to the kind's smallest amount, for shipping size. */
  scale: number;
  pieces: number;
  swatch?: { key: string; hex: string };
  finish?: string;
  attrs: VariantAttrs;
}

export interface Kind extends KindSeed {
  slug: string;
  subCode: string;
  categoryCode: string;
  deptCode: string;
  variants: readonly Variant[];
}

/** Short code of a label: initials, numbers kept ("Coconut & Lime" → "CL", "3 Pieces" → "3P"). */
function abbreviate(label: string): string {
  const words = label
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  if (words.length === 1 && !/^\d/.test(words[0])) return words[0].slice(0, 3).toUpperCase();
  return words
    .map((w) => (/^\d/.test(w) ? w : w[0]))
    .join('')
    .toUpperCase();
}

function uniqueCodes(options: Option[]): Option[] {
  const seen = new Set<string>();
  for (const o of options) {
    const base = o.code.replace(/\./g, '');
    let code = base;
    for (let n = 2; seen.has(code); n++) code = `${base}${n}`;
    seen.add(code);
    o.code = code;
  }
  return options;
}

const list = (values: string) => values.split(',').map((v) => v.trim());

function axisOptions(spec: string): Option[] {
  const [type, arg = ''] = spec.split(':');
  const base = { factor: 1, attrs: {}, isSize: false };
  switch (type) {
    case 'ml': {
      const values = list(arg).map(Number);
      return values.map((ml) => ({
        ...base,
        label: mlLabel(ml),
        code: ml >= 1000 ? `${ml / 1000}L` : String(ml),
        amount: ml,
        factor: (ml / values[0]) ** 0.75,
        isSize: true,
        attrs: { volume: `${ml}ML`, weight: `${ml}ML` },
      }));
    }
    case 'g': {
      const values = list(arg).map(Number);
      return values.map((g) => ({
        ...base,
        label: gLabel(g),
        code: g >= 1000 ? `${g / 1000}KG` : `${g}G`,
        amount: g,
        factor: (g / values[0]) ** 0.75,
        isSize: true,
        attrs: { weight: `${g}G` },
      }));
    }
    case 'shade':
      return SHADES[arg].map(([code, name, hex]) => ({
        ...base,
        label: name,
        code,
        swatch: { key: `${arg}-${code}`.toLowerCase().replace(/\./g, ''), hex },
        attrs: { shade: `${arg}-${code}`.toUpperCase() },
      }));
    case 'colour':
      return COLOURS[arg].map(([code, name, hex]) => ({
        ...base,
        label: name,
        code,
        swatch: { key: `c-${code}`.toLowerCase(), hex },
        attrs: { color: code },
      }));
    case 'frag':
      return FRAGRANCES[arg].map((name) => ({ ...base, label: name, code: abbreviate(name), attrs: { fragrance: codeOf(name) } }));
    case 'flavor':
      return FLAVORS.map((name) => ({ ...base, label: name, code: abbreviate(name), attrs: { flavor: codeOf(name) } }));
    case 'size': {
      const values = list(arg);
      return values.map((name, i) => {
        const inches = /^(\d+) inch$/.exec(name);
        const first = /^(\d+) inch$/.exec(values[0]);
        const factor = inches && first ? 1 + (Number(inches[1]) - Number(first[1])) * 0.07 : 1 + i * 0.3;
        return {
          ...base,
          label: name,
          code: inches ? `${inches[1]}IN` : abbreviate(name),
          factor,
          isSize: true,
          attrs: { size: codeOf(name) },
        };
      });
    }
    case 'piece':
      return list(arg).map((name) => {
        const n = Number(/^(\d+)/.exec(name)?.[1] ?? 1);
        return { ...base, label: name, code: abbreviate(name), factor: n ** 0.8, pieces: n, isSize: true, attrs: { piece: codeOf(name) } };
      });
    case 'fabric':
      return list(arg).map((name, i) => ({
        ...base,
        label: name,
        code: abbreviate(name),
        factor: 1 + i * 0.15,
        attrs: { fabric: codeOf(name) },
      }));
    case 'finish':
      return list(arg).map((name) => ({ ...base, label: name, code: abbreviate(name), finish: name }));
    case 'opt':
      return list(arg).map((name) => ({ ...base, label: name, code: abbreviate(name) }));
    default:
      throw new Error(`Unknown axis "${spec}"`);
  }
}

function variantsOf(kind: KindSeed): Variant[] {
  const axes = kind.axes.map((a) => uniqueCodes(axisOptions(a)));
  let combos: Option[][] = [[]];
  for (const options of axes) combos = combos.flatMap((c) => options.map((o) => [...c, o]));
  const smallest = Math.min(...axes.flat().map((o) => o.amount ?? Infinity));
  return combos.map((opts) => {
    const ordered = [...opts.filter((o) => !o.isSize), ...opts.filter((o) => o.isSize)];
    const amount = opts.find((o) => o.amount !== undefined)?.amount;
    return {
      label: ordered.map((o) => o.label).join(' '),
      code: opts.map((o) => o.code).join('-'),
      factor: opts.reduce((f, o) => f * o.factor, 1),
      amount,
      scale: amount !== undefined && Number.isFinite(smallest) ? amount / smallest : 1,
      pieces: opts.reduce((n, o) => n * (o.pieces ?? 1), 1),
      swatch: opts.find((o) => o.swatch)?.swatch,
      finish: opts.find((o) => o.finish)?.finish,
      attrs: Object.assign({}, ...opts.map((o) => o.attrs)),
    };
  });
}

function buildKinds(): Kind[] {
  const where = new Map<string, { sub: string; cat: string; dep: string }>();
  for (const d of TREE)
    for (const c of d.categories) for (const s of c.subs) where.set(s, { sub: codeOf(s), cat: codeOf(c.name), dep: codeOf(d.name) });
  return KINDS.map((k) => {
    const w = where.get(k.sub);
    if (!w) throw new Error(`Kind ${k.code} names an unknown sub-category "${k.sub}"`);
    return { ...k, slug: slugOf(k.name), subCode: w.sub, categoryCode: w.cat, deptCode: w.dep, variants: variantsOf(k) };
  });
}

export const CATALOGUE_KINDS: readonly Kind[] = buildKinds();

/** Accent colours of caps and labels; a brand uses one, so photos can be shared across the pool. */
export const TINTS = ['#3f7d58', '#8c2f4b', '#2c5d9e', '#b8965a', '#2d2a3e', '#c2185b'];

/** Typical parcel size (cm) and packed weight (g) of one unit of a shape at its smallest size. */
export const SHAPE_PACK: Record<Shape, { dims: [number, number, number]; grams: number }> = {
  bottle: { dims: [6, 4, 19], grams: 40 },
  pump: { dims: [7, 5, 20], grams: 60 },
  jar: { dims: [8, 8, 6], grams: 80 },
  tub: { dims: [10, 10, 11], grams: 90 },
  tube: { dims: [5, 3, 17], grams: 25 },
  dropper: { dims: [4, 4, 11], grams: 60 },
  spray: { dims: [6, 6, 20], grams: 50 },
  lipstick: { dims: [2, 2, 8], grams: 28 },
  gloss: { dims: [2, 2, 10], grams: 22 },
  mascara: { dims: [2, 2, 14], grams: 30 },
  pencil: { dims: [1, 1, 15], grams: 8 },
  compact: { dims: [8, 8, 2], grams: 70 },
  palette: { dims: [16, 10, 2], grams: 180 },
  polish: { dims: [4, 3, 8], grams: 70 },
  perfume: { dims: [8, 4, 12], grams: 220 },
  stick: { dims: [2, 2, 7], grams: 12 },
  bar: { dims: [9, 6, 3], grams: 20 },
  candle: { dims: [9, 9, 10], grams: 300 },
  diffuser: { dims: [7, 7, 25], grams: 200 },
  box: { dims: [12, 6, 18], grams: 160 },
  hair: { dims: [30, 15, 4], grams: 120 },
  wig: { dims: [30, 25, 12], grams: 380 },
  brush: { dims: [25, 8, 5], grams: 110 },
  wrap: { dims: [25, 20, 3], grams: 70 },
  sachet: { dims: [18, 12, 1], grams: 30 },
};
