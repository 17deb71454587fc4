import { drawShape, Shape, SHAPE_DEFS, tone } from './shapes';

export interface Placed {
  shape: Shape;
  body: string;
  accent: string;
}

const doc = (w: number, h: number, vw: number, vh: number, inner: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}"><defs>${SHAPE_DEFS}${defs}</defs>${inner}</svg>`;

const vgrad = (id: string, from: string, to: string, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const place = (p: Placed, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale}) translate(-300 -520)">${drawShape(p.shape, p.body, p.accent)}</g>`;

const shadow = (x: number, y: number, rx: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.12}" fill="#000" fill-opacity="0.12"/>`;

/** Product photo: 1 is the pack shot, 2 the "lifestyle" shot with a texture swatch. */
export function productPhoto(p: Placed, view: 1 | 2, size: number): string {
  if (view === 1) {
    const bg = vgrad('bg', tone(p.body, 0.88), tone(p.body, 0.68));
    return doc(
      size,
      size,
      600,
      600,
      `<rect width="600" height="600" fill="url(#bg)"/>${shadow(300, 524, 150)}${drawShape(p.shape, p.body, p.accent)}`,
      bg,
    );
  }
  const bg = vgrad('bg', tone(p.accent, 0.9), '#ffffff', 1, 1);
  const swatch =
    `<path d="M70 520 C60 440 170 420 230 450 C290 480 330 560 230 575 C150 590 80 580 70 520 Z" fill="${p.body}"/>` +
    `<ellipse cx="150" cy="480" rx="40" ry="12" fill="#fff" fill-opacity="0.35"/>`;
  const dots = `<circle cx="480" cy="110" r="70" fill="${tone(p.accent, 0.7)}" fill-opacity="0.7"/><circle cx="110" cy="150" r="40" fill="${tone(p.body, 0.6)}" fill-opacity="0.6"/>`;
  return doc(
    size,
    size,
    600,
    600,
    `<rect width="600" height="600" fill="url(#bg)"/>${dots}${swatch}${shadow(380, 540, 120)}${place(p, 380, 540, 0.8)}`,
    bg,
  );
}

/** Department, category and sub-category tiles: the shape on a soft round backdrop. */
export function tileImage(p: Placed, backdrop: string, size: number): string {
  const bg = vgrad('bg', tone(backdrop, 0.85), tone(backdrop, 0.6));
  return doc(
    size,
    size,
    600,
    600,
    `<rect width="600" height="600" fill="#fbf8f6"/><circle cx="300" cy="300" r="270" fill="url(#bg)"/>${shadow(300, 500, 130)}${place(p, 300, 500, 0.78)}`,
    bg,
  );
}

/** Home-page banner: gradient, soft circles, a line-up of products on the right. */
export function bannerImage(items: readonly Placed[], from: string, to: string, width: number, height: number): string {
  const bg = vgrad('bg', from, to, 1, 0.4);
  let out = `<rect width="1600" height="600" fill="url(#bg)"/>`;
  out += `<circle cx="1180" cy="300" r="270" fill="#fff" fill-opacity="0.18"/><circle cx="180" cy="520" r="190" fill="#fff" fill-opacity="0.1"/>`;
  out += `<path d="M0 470 C300 400 500 560 800 500 S1300 420 1600 480 L1600 600 L0 600 Z" fill="#fff" fill-opacity="0.16"/>`;
  const n = items.length;
  items.forEach((p, i) => {
    const x = 1180 + (i - (n - 1) / 2) * 150;
    out += shadow(x, 520, 70) + place(p, x, 520, i === Math.floor(n / 2) ? 0.75 : 0.6);
  });
  return doc(width, height, 1600, 600, out, bg);
}

/** Brand mark: a geometric motif in the brand colour, never letters. */
export function brandLogo(colour: string, motif: number, size: number): string {
  const c = colour;
  const motifs = [
    `<path d="M300 150 C420 200 420 380 300 450 C180 380 180 200 300 150 Z" fill="${c}"/><path d="M300 170 L300 440" stroke="#fff" stroke-width="8"/>`,
    `<path d="M300 140 L460 300 L300 460 L140 300 Z" fill="${c}"/><path d="M300 200 L400 300 L300 400 L200 300 Z" fill="#fff" fill-opacity="0.35"/>`,
    [0, 72, 144, 216, 288]
      .map((a) => `<ellipse cx="300" cy="215" rx="44" ry="90" fill="${c}" fill-opacity="0.8" transform="rotate(${a} 300 300)"/>`)
      .join('') + `<circle cx="300" cy="300" r="36" fill="#fff"/>`,
    `<path d="M140 330 Q220 220 300 330 T460 330" stroke="${c}" stroke-width="34" fill="none" stroke-linecap="round"/><path d="M140 250 Q220 140 300 250 T460 250" stroke="${tone(c, 0.35)}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
    `<circle cx="300" cy="300" r="150" fill="${c}"/><circle cx="360" cy="260" r="130" fill="#fdfbf8"/>`,
    `<path d="M300 130 L340 250 L470 250 L365 325 L405 450 L300 375 L195 450 L235 325 L130 250 L260 250 Z" fill="${c}"/>`,
  ];
  const inner = `<rect width="600" height="600" fill="#fdfbf8"/><circle cx="300" cy="300" r="230" fill="none" stroke="${c}" stroke-width="14"/>${motifs[motif % motifs.length]}`;
  return doc(size, size, 600, 600, inner);
}

/** Collection tile: three products grouped on a gradient. */
export function collectionImage(items: readonly Placed[], colour: string, width: number, height: number): string {
  const bg = vgrad('bg', tone(colour, 0.8), tone(colour, 0.45), 1, 1);
  let out = `<rect width="800" height="500" fill="url(#bg)"/><circle cx="400" cy="250" r="210" fill="#fff" fill-opacity="0.25"/>`;
  items.slice(0, 3).forEach((p, i) => {
    const x = 240 + i * 160;
    out += shadow(x, 450, 70) + place(p, x, 450, i === 1 ? 0.7 : 0.58);
  });
  return doc(width, height, 800, 500, out, bg);
}

/** About Us picture: shop shelves stocked with products. */
export function aboutImage(items: readonly Placed[], colour: string, width: number, height: number): string {
  const bg = vgrad('bg', tone(colour, 0.9), tone(colour, 0.7));
  let out = `<rect width="1000" height="600" fill="url(#bg)"/>`;
  for (let row = 0; row < 3; row++) {
    const y = 200 + row * 170;
    out += `<rect x="60" y="${y}" width="880" height="14" rx="4" fill="${tone(colour, -0.45)}"/>`;
    for (let i = 0; i < 7; i++) {
      const p = items[(row * 3 + i) % items.length];
      out += place(p, 120 + i * 126, y, 0.27);
    }
  }
  return doc(width, height, 1000, 600, out, bg);
}
