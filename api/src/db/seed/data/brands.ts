/**
 * Invented UK-style brands (no real trademarks). `deps` are the department codes a brand makes
 * things for; `tier` scales its prices; `colour` tints its logo, caps and labels.
 */
export interface BrandSeed {
  code: string;
  name: string;
  deps: readonly string[];
  tier: number;
  colour: string;
}

const H = 'HAIR';
const S = 'SKIN-CARE';
const M = 'MAKE-UP';
const F = 'FRAGRANCE';
const B = 'BATH-BODY';
const G = 'MENS-GROOMING';

const b = (code: string, name: string, deps: string[], tier: number, colour: string): BrandSeed => ({ code, name, deps, tier, colour });

export const BRANDS: readonly BrandSeed[] = [
  b('LB', 'Luma Botanics', [H, S], 1.0, '#3f7d58'),
  b('HV', 'Heather & Vale', [S, B], 1.15, '#7b5ea7'),
  b('TA', 'Thistledown Apothecary', [S, B, G], 1.25, '#5b6f8f'),
  b('MG', 'Marlow Grey', [M], 1.3, '#4a4a4f'),
  b('CB', 'Cotswold Bloom', [B, F], 1.1, '#c0708a'),
  b('AS', 'Ardenne Skin', [S], 1.4, '#2f6f73'),
  b('VH', 'Velvet Harbour', [M, F], 1.2, '#8c2f4b'),
  b('NL', 'Northlight Labs', [S], 0.95, '#2c5d9e'),
  b('KB', 'Kittiwake Beauty', [M], 0.85, '#e07a5f'),
  b('SC', 'Saltmarsh & Co', [B, G], 1.0, '#4f7f8c'),
  b('BW', 'Bramblewick', [B, F], 0.9, '#6d3b5e'),
  b('OF', 'Orla Finch', [M], 1.1, '#c9936b'),
  b('PS', 'Pennyroyal Studio', [H], 1.05, '#9a6b3a'),
  b('WW', 'Wren & Willow', [S, B], 0.9, '#71845a'),
  b('OG', 'Orangery Glow', [S, M], 1.0, '#e39b2e'),
  b('HL', 'Hollis Lane', [F], 1.5, '#2d2a3e'),
  b('AN', 'Atelier Nuit', [F, M], 1.6, '#1f1b2d'),
  b('CC', 'Cobalt Curl Co', [H], 0.95, '#2452a3'),
  b('SR', 'Silk Route Hair', [H], 1.3, '#a3476e'),
  b('CR', 'Crowncurl', [H], 0.9, '#7a4fb5'),
  b('MO', 'Mossgrove', [H, S], 0.85, '#55703e'),
  b('LL', 'Larkspur London', [M, F], 1.35, '#5d4b9c'),
  b('QQ', 'Quill & Quartz', [M], 1.15, '#b5838d'),
  b('RS', 'Rosewell Skin', [S], 1.2, '#d0838c'),
  b('TM', 'Tidewater Men', [G], 1.0, '#24506b'),
  b('EO', 'Ember & Oak', [G, F], 1.25, '#8b4a26'),
  b('SS', 'Selkie Sea Minerals', [S, B], 1.05, '#3c8d95'),
  b('DN', 'Dovecote Naturals', [B, H], 0.8, '#a8a27a'),
  b('HA', 'Halcyon Lab', [S], 1.1, '#3b82b0'),
  b('PC', 'Primfield Cosmetics', [M], 0.8, '#d9577c'),
  b('JM', 'Juniper Moor', [F, B], 1.3, '#3e6b4f'),
  b('IB', 'Ivybridge Beauty', [H, M], 0.85, '#4f8a6a'),
  b('NG', 'Northcote Grooming', [G], 0.95, '#36414f'),
  b('VL', 'Vesper Lash', [M], 1.0, '#2b2b2b'),
  b('PW', 'Petalworks', [B, M], 0.85, '#e48fb0'),
  b('CP', 'Copperbeech', [H, G], 1.0, '#a0522d'),
  b('AU', 'Aurelle', [S, M], 1.45, '#b8965a'),
  b('SH', 'Sunnyhold', [S, B], 0.8, '#f0a830'),
  b('BB', 'Brightwater Bath', [B], 0.85, '#4aa3c7'),
  b('OA', 'Ochre & Ash', [F, B], 1.2, '#b5651d'),
  b('MN', 'Mayfield Nails', [M], 0.75, '#c2185b'),
  b('LA', 'Lacquer Lane', [M], 0.85, '#8e24aa'),
  b('HD', 'Highland Dew', [S, G], 1.1, '#5f8a8b'),
  b('FL', 'Fernleigh & Co', [S, B, H], 1.0, '#6b8e4e'),
  b('ZS', 'Zephyr Scents', [F], 1.1, '#6a7fdb'),
  b('KH', 'Kelpie Hair', [H], 1.2, '#3d3d6b'),
  b('GH', 'Gossamer Hair Co', [H], 1.4, '#9c7c5c'),
];
