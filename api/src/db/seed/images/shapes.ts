/**
 * Product silhouettes as SVG fragments on a 600×600 canvas, standing on y≈520. No text anywhere
 * (fonts differ between machines): a product reads through its shape, body colour and accent.
 */
export type Shape =
  | 'bottle'
  | 'pump'
  | 'jar'
  | 'tub'
  | 'tube'
  | 'dropper'
  | 'spray'
  | 'lipstick'
  | 'gloss'
  | 'mascara'
  | 'pencil'
  | 'compact'
  | 'palette'
  | 'polish'
  | 'perfume'
  | 'stick'
  | 'bar'
  | 'candle'
  | 'diffuser'
  | 'box'
  | 'hair'
  | 'wig'
  | 'brush'
  | 'wrap'
  | 'sachet';

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function tone(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.min(1, Math.abs(amount));
  const mix = (c: number) => Math.round(c + (target - c) * a);
  const r = mix((n >> 16) & 255),
    g = mix((n >> 8) & 255),
    b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Gradients every shape may use; include once per SVG document. */
export const SHAPE_DEFS =
  '<linearGradient id="gl" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.05"/>' +
  '<stop offset="0.18" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.32" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>';

const rr = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
const shine = (x: number, y: number, w: number, h: number, r: number) => rr(x, y, w, h, r, 'url(#gl)');
const label = (x: number, y: number, w: number, h: number, a: string) =>
  rr(x, y, w, h, 8, '#ffffff', ' fill-opacity="0.88"') +
  rr(x + w * 0.18, y + h * 0.3, w * 0.64, h * 0.12, 4, a) +
  rr(x + w * 0.28, y + h * 0.55, w * 0.44, h * 0.07, 3, a, ' fill-opacity="0.55"');

const wavyStrands = (c: number, top: number, bottom: number, left: number, right: number, body: string) => {
  let out = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const x = left + ((right - left) * (i + 0.5)) / n;
    const d = `M${x} ${top} C${x - 30} ${top + 100} ${x + 30} ${top + 180} ${x} ${top + 260} S${x - 25} ${bottom - 40} ${x + (i - n / 2) * c} ${bottom}`;
    out += `<path d="${d}" stroke="${i % 2 ? tone(body, 0.12) : body}" stroke-width="${(right - left) / n + 6}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
};

/** One product silhouette: body colour (the product or its shade), accent colour (the brand). */
export function drawShape(shape: Shape, body: string, accent: string): string {
  const dark = tone(body, -0.3);
  switch (shape) {
    case 'bottle':
      return (
        rr(255, 118, 90, 62, 12, accent) +
        rr(215, 170, 170, 350, 42, body) +
        shine(215, 170, 170, 350, 42) +
        label(240, 290, 120, 130, accent)
      );
    case 'pump':
      return (
        rr(292, 138, 16, 60, 4, '#d9d9d9') +
        rr(262, 120, 84, 24, 9, accent) +
        rr(336, 124, 48, 13, 6, accent) +
        rr(268, 192, 64, 34, 7, accent) +
        rr(218, 222, 164, 298, 32, body) +
        shine(218, 222, 164, 298, 32) +
        label(242, 320, 116, 120, accent)
      );
    case 'jar':
      return (
        rr(178, 296, 244, 62, 16, accent) +
        rr(168, 346, 264, 174, 34, body) +
        shine(168, 346, 264, 174, 34) +
        label(215, 390, 170, 90, accent)
      );
    case 'tub':
      return (
        rr(198, 226, 204, 52, 12, accent) +
        rr(188, 268, 224, 252, 26, body) +
        shine(188, 268, 224, 252, 26) +
        label(218, 330, 164, 120, accent)
      );
    case 'tube':
      return (
        rr(210, 96, 180, 24, 4, dark) +
        `<path d="M215 112 L385 112 L358 462 L242 462 Z" fill="${body}"/>` +
        `<path d="M215 112 L385 112 L358 462 L242 462 Z" fill="url(#gl)"/>` +
        rr(248, 458, 104, 62, 10, accent) +
        label(252, 200, 96, 150, accent)
      );
    case 'dropper':
      return (
        `<ellipse cx="300" cy="196" rx="30" ry="50" fill="${tone(accent, -0.2)}"/>` +
        rr(255, 238, 90, 46, 7, accent) +
        rr(232, 280, 136, 240, 28, body) +
        shine(232, 280, 136, 240, 28) +
        label(250, 350, 100, 110, accent)
      );
    case 'spray':
      return (
        rr(240, 104, 120, 92, 20, accent, ' fill-opacity="0.85"') +
        rr(278, 140, 44, 18, 4, '#333') +
        rr(262, 190, 76, 22, 6, '#cfcfcf') +
        rr(224, 206, 152, 314, 38, body) +
        shine(224, 206, 152, 314, 38) +
        label(244, 300, 112, 130, accent)
      );
    case 'lipstick':
      return (
        `<path d="M266 256 L266 184 Q268 160 300 146 L334 172 L334 256 Z" fill="${body}"/>` +
        rr(262, 252, 76, 76, 4, '#cfcfcf') +
        shine(262, 252, 76, 76, 4) +
        rr(250, 320, 100, 16, 4, '#d4af37') +
        rr(254, 334, 92, 186, 10, accent) +
        shine(254, 334, 92, 186, 10)
      );
    case 'gloss':
      return (
        rr(272, 96, 56, 170, 12, accent) +
        shine(272, 96, 56, 170, 12) +
        rr(262, 260, 76, 260, 18, body) +
        rr(262, 260, 76, 260, 18, '#ffffff', ' fill-opacity="0.18"') +
        shine(262, 260, 76, 260, 18)
      );
    case 'mascara':
      return (
        rr(268, 88, 64, 260, 16, accent) +
        shine(268, 88, 64, 260, 16) +
        rr(262, 340, 76, 180, 16, '#1d1d1f') +
        rr(262, 340, 76, 34, 8, body) +
        shine(262, 340, 76, 180, 16)
      );
    case 'pencil':
      return (
        `<g transform="rotate(28 300 320)">${rr(280, 150, 40, 320, 6, accent)}${shine(280, 150, 40, 320, 6)}` +
        `<path d="M280 150 L300 92 L320 150 Z" fill="#e8cfa9"/><path d="M293 112 L300 92 L307 112 Z" fill="${body}"/>${rr(280, 430, 40, 40, 6, dark)}</g>`
      );
    case 'compact':
      return (
        `<ellipse cx="300" cy="236" rx="176" ry="118" fill="${tone(accent, -0.15)}"/><ellipse cx="300" cy="236" rx="146" ry="94" fill="#e9eef2"/>` +
        `<ellipse cx="262" cy="206" rx="60" ry="22" fill="#fff" fill-opacity="0.7"/>` +
        rr(284, 340, 32, 30, 6, tone(accent, -0.3)) +
        `<ellipse cx="300" cy="446" rx="190" ry="78" fill="${accent}"/><ellipse cx="300" cy="432" rx="190" ry="78" fill="${tone(accent, 0.2)}"/>` +
        `<ellipse cx="300" cy="432" rx="146" ry="56" fill="${body}"/><ellipse cx="262" cy="418" rx="56" ry="16" fill="#fff" fill-opacity="0.3"/>`
      );
    case 'palette': {
      let pans = '';
      const tones = [0.45, 0.25, 0, -0.2, -0.4, 0.6];
      tones.forEach((t, i) => {
        pans += `<circle cx="${190 + (i % 3) * 110}" cy="${i < 3 ? 300 : 400}" r="44" fill="${tone(body, t)}"/>`;
      });
      return (
        rr(120, 230, 360, 240, 22, '#262428') +
        shine(120, 230, 360, 240, 22) +
        rr(130, 150, 340, 86, 18, accent, ' fill-opacity="0.9"') +
        pans
      );
    }
    case 'polish':
      return (
        rr(268, 104, 64, 158, 12, '#161616') +
        shine(268, 104, 64, 158, 12) +
        rr(280, 256, 40, 20, 4, '#eeeeee') +
        rr(222, 270, 156, 238, 36, body) +
        shine(222, 270, 156, 238, 36) +
        rr(222, 270, 156, 238, 36, '#fff', ' fill-opacity="0.1"')
      );
    case 'perfume':
      return (
        rr(256, 120, 88, 76, 8, accent) +
        shine(256, 120, 88, 76, 8) +
        rr(284, 192, 32, 36, 3, '#d4af37') +
        `<path d="M186 228 L414 228 L434 508 L166 508 Z" fill="${body}" fill-opacity="0.9"/><path d="M214 256 L386 256 L400 480 L200 480 Z" fill="#fff" fill-opacity="0.22"/>` +
        `<path d="M186 228 L414 228 L434 508 L166 508 Z" fill="url(#gl)"/>`
      );
    case 'stick':
      return (
        rr(255, 176, 90, 126, 14, accent) +
        shine(255, 176, 90, 126, 14) +
        rr(255, 298, 90, 222, 14, body) +
        shine(255, 298, 90, 222, 14) +
        label(262, 360, 76, 100, accent)
      );
    case 'bar':
      return (
        rr(140, 350, 320, 160, 64, dark) +
        rr(140, 334, 320, 160, 64, body) +
        `<ellipse cx="300" cy="390" rx="120" ry="32" fill="#fff" fill-opacity="0.25"/>` +
        `<circle cx="300" cy="414" r="34" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="8"/>`
      );
    case 'candle':
      return (
        rr(188, 262, 224, 258, 22, '#ffffff', ' fill-opacity="0.4"') +
        rr(200, 320, 200, 190, 16, body) +
        shine(188, 262, 224, 258, 22) +
        `<path d="M300 322 L300 290" stroke="#333" stroke-width="5"/><path d="M300 236 Q322 270 300 292 Q278 270 300 236 Z" fill="#ffb300"/>` +
        label(230, 380, 140, 80, accent)
      );
    case 'diffuser': {
      let reeds = '';
      [-70, -40, -12, 16, 44, 76].forEach((dx, i) => {
        reeds += `<path d="M${292 + i * 3} 336 L${300 + dx} ${70 + (i % 3) * 24}" stroke="#8d6e63" stroke-width="6" stroke-linecap="round"/>`;
      });
      return (
        reeds +
        rr(270, 300, 60, 40, 6, accent) +
        rr(222, 330, 156, 190, 44, body) +
        shine(222, 330, 156, 190, 44) +
        label(248, 380, 104, 80, accent)
      );
    }
    case 'box':
      return (
        rr(186, 146, 228, 374, 10, accent) +
        shine(186, 146, 228, 374, 10) +
        `<path d="M236 200 Q300 170 364 200 L372 420 Q300 450 228 420 Z" fill="${body}"/>` +
        wavyStrands(2, 210, 420, 240, 360, tone(body, 0.1)) +
        rr(210, 460, 180, 18, 6, '#fff', ' fill-opacity="0.8"')
      );
    case 'hair':
      return wavyStrands(6, 150, 520, 190, 410, body) + rr(176, 124, 248, 34, 10, '#2b2b2b');
    case 'wig':
      return (
        rr(270, 380, 60, 140, 20, '#e6cdb8') +
        `<ellipse cx="300" cy="290" rx="104" ry="126" fill="#ecd5c1"/>` +
        `<path d="M186 300 Q180 140 300 130 Q420 140 414 300 L430 520 L356 520 L372 300 Q300 210 228 300 L244 520 L170 520 Z" fill="${body}"/>` +
        `<path d="M205 250 Q300 150 395 250" stroke="${tone(body, 0.18)}" stroke-width="14" fill="none"/>`
      );
    case 'brush': {
      let dots = '';
      for (let r = 0; r < 6; r++)
        for (let c = 0; c < 4; c++) dots += `<circle cx="${246 + c * 36}" cy="${150 + r * 36}" r="6" fill="#222"/>`;
      return (
        rr(278, 330, 44, 196, 22, accent) +
        shine(278, 330, 44, 196, 22) +
        rr(206, 104, 188, 264, 94, body) +
        rr(222, 122, 156, 228, 78, tone(body, -0.15)) +
        dots
      );
    }
    case 'wrap':
      return (
        `<ellipse cx="300" cy="340" rx="204" ry="158" fill="${body}"/><ellipse cx="300" cy="340" rx="204" ry="158" fill="url(#gl)"/>` +
        `<path d="M150 300 Q300 200 450 300" stroke="${tone(body, 0.25)}" stroke-width="10" fill="none"/>` +
        `<path d="M170 360 Q300 280 430 360" stroke="${dark}" stroke-width="8" fill="none" stroke-opacity="0.5"/>` +
        rr(100, 420, 400, 50, 25, dark)
      );
    case 'sachet':
      return (
        rr(170, 118, 260, 392, 16, body) +
        shine(170, 118, 260, 392, 16) +
        rr(170, 118, 260, 34, 10, accent) +
        `<ellipse cx="300" cy="320" rx="80" ry="104" fill="#fff" fill-opacity="0.55"/><ellipse cx="272" cy="300" rx="14" ry="8" fill="${body}"/>` +
        `<ellipse cx="328" cy="300" rx="14" ry="8" fill="${body}"/><ellipse cx="300" cy="366" rx="22" ry="8" fill="${body}"/>`
      );
  }
}
