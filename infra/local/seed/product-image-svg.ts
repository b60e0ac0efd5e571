import { HOUSE_BRAND, type CategoryKey, type SubcategoryKey } from '../../../functions/contracts/catalog.js';
import { ICON_BOX, subcategoryIcons, type IconPalette } from './icons.js';
import { createPrng, type Prng } from './prng.js';

/**
 * The demo product photos, drawn as SVG: the local stack has no internet and no stock photos, so
 * each image is a studio-style "product shot" of the subcategory's icon on a dark gradient, with
 * the category's accent colour, the product number and the workshop's mark.
 *
 * A product's images differ by composition (hero, angled, close-up, schematic), the rest by small
 * seeded variations of angle and light, so a gallery of four never shows the same picture twice.
 * Text uses the generic `sans-serif` family: no web fonts exist where this renders.
 */
export const IMAGE_SIZE = 1200;

/** Accent (primary, secondary) per category: the colour of the light and the highlighted parts. */
export const categoryAccents: Record<CategoryKey, readonly [string, string]> = {
  engine: ['#f08a24', '#ffc27a'],
  drivetrain: ['#d9b64a', '#f3e2a0'],
  brakes: ['#e0413f', '#ff8f7a'],
  electrical: ['#3fa9f5', '#a5dcff'],
  body: ['#2ec4a5', '#9ae8d6'],
  accessories: ['#a58cf0', '#d3c6ff'],
};

const INK = '#ece6da'; // warm off-white of the lines, like chrome under studio light
const HOLE = '#0b0b0e';
/** Finishes of the solid parts: black, gunmetal, bronze. One per product, kept across its gallery. */
const BODY_TONES = ['#1f1f25', '#252d35', '#30291f'] as const;

export interface ProductImageInput {
  categoryKey: CategoryKey;
  subcategory: SubcategoryKey;
  productNumber: string;
  /**
   * Which look of the subcategory this product gets (finish, accent tint, mirrored or not), so the
   * three pistons of the shop do not share one picture. The same for every image of a product.
   */
  variant: number;
  /** 0-based position in the product's gallery; decides the composition. */
  index: number;
  /** Per-image seed for the small variations. */
  seed: number;
}

type Backdrop = 'rings' | 'stripes' | 'dots' | 'grid';

interface Composition {
  name: 'hero' | 'angled' | 'close-up' | 'schematic';
  /** Icon units → pixels. */
  scale: number;
  angle: number;
  /** Where the icon's centre lands. */
  x: number;
  y: number;
  /** Where the accent light comes from, in pixels; it fades towards the opposite side. */
  glowX: number;
  glowY: number;
  backdrop: Backdrop;
  palette: IconPalette;
  /** Accent of the light and the backdrop. */
  light: string;
  mirrored: boolean;
}

function compose(input: ProductImageInput, rng: Prng): Composition {
  const [categoryPrimary, categorySecondary] = categoryAccents[input.categoryKey];
  const variant = input.variant % 3;
  // The middle look swaps the tints; the third is drawn mirrored.
  const [primary, secondary] = variant === 1 ? [categorySecondary, categoryPrimary] : [categoryPrimary, categorySecondary];
  const mirrored = variant === 2;
  const jitter = (n: number) => rng.float(-n, n);
  const hero: IconPalette = { line: INK, accent: primary, body: BODY_TONES[variant]!, hole: HOLE };
  switch (input.index % 4) {
    case 0:
      // The listing card: centred, upright, lit from a random upper corner.
      return {
        name: 'hero',
        scale: 3.9,
        angle: jitter(4),
        x: 600,
        y: 560,
        glowX: rng.pick([300, 900]) + jitter(60),
        glowY: 280 + jitter(60),
        backdrop: rng.pick(['rings', 'dots'] as const),
        palette: hero,
        light: primary,
        mirrored,
      };
    case 1:
      return {
        name: 'angled',
        scale: 3.4,
        angle: -22 + jitter(5),
        x: 640,
        y: 580,
        glowX: 880 + jitter(60),
        glowY: 860 + jitter(60),
        backdrop: 'stripes',
        palette: { ...hero, accent: secondary },
        light: secondary,
        mirrored,
      };
    case 2:
      // A detail shot: big and cropped by the frame.
      return {
        name: 'close-up',
        scale: 5.6,
        angle: 14 + jitter(6),
        x: 560 + jitter(40),
        y: 660 + jitter(40),
        glowX: 200 + jitter(60),
        glowY: 1000 + jitter(60),
        backdrop: 'dots',
        palette: hero,
        light: primary,
        mirrored,
      };
    default:
      // A workshop drawing: the part outlined in the accent colour on a grid, with dimension lines.
      return {
        name: 'schematic',
        scale: 3.4,
        angle: jitter(2),
        x: 600,
        y: 570,
        glowX: 950 + jitter(40),
        glowY: 220 + jitter(40),
        backdrop: 'grid',
        palette: { line: primary, accent: secondary, body: '#15151a', hole: HOLE },
        light: secondary,
        mirrored,
      };
  }
}

function backdrop(kind: Backdrop, colour: string, c: Composition): string {
  const S = IMAGE_SIZE;
  switch (kind) {
    case 'rings': {
      let out = '';
      for (let r = 120; r <= 820; r += 70) {
        out += `<circle cx="${c.x}" cy="${c.y}" r="${r}" fill="none" stroke="${colour}" stroke-width="2" opacity="${(0.16 - r / 7000).toFixed(3)}"/>`;
      }
      return out;
    }
    case 'stripes': {
      // Plain lines rather than a rotated <pattern>: librsvg renders rotated patterns many times
      // slower, and this backdrop is on every second image.
      let d = '';
      for (let x = -S; x < S; x += 48) d += `M${x} ${S} L${x + S * 0.7} 0 `;
      return `<path d="${d}" stroke="${colour}" stroke-width="3" opacity="0.07"/>`;
    }
    case 'dots':
      return (
        `<pattern id="bg" width="40" height="40" patternUnits="userSpaceOnUse">` +
        `<circle cx="20" cy="20" r="2.2" fill="${colour}" opacity="0.14"/></pattern>` +
        `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
      );
    case 'grid':
      return (
        `<pattern id="bg" width="60" height="60" patternUnits="userSpaceOnUse">` +
        `<path d="M60 0 H0 V60" fill="none" stroke="${colour}" stroke-width="1.5" opacity="0.12"/></pattern>` +
        `<rect width="${S}" height="${S}" fill="url(#bg)"/>` +
        dimensionLines(colour, c)
      );
  }
}

/** Width and height markers round the icon's box, as on a technical drawing. */
function dimensionLines(colour: string, c: Composition): string {
  const half = (ICON_BOX / 2) * c.scale;
  const [left, right, top, bottom] = [c.x - half, c.x + half, c.y - half, c.y + half];
  const below = Math.min(bottom + 40, 1040);
  const beside = Math.min(right + 50, 1110);
  return (
    `<g stroke="${colour}" stroke-width="2" opacity="0.45" fill="none">` +
    `<path d="M${left} ${below} H${right} M${left} ${below - 18} V${below + 18} M${right} ${below - 18} V${below + 18}"/>` +
    `<path d="M${beside} ${top} V${bottom} M${beside - 18} ${top} H${beside + 18} M${beside - 18} ${bottom} H${beside + 18}"/></g>`
  );
}

/** The workshop's mark: a small wheel-and-bar emblem and the name, set in the bottom-right corner. */
function brandMark(accent: string): string {
  return (
    `<g opacity="0.62">` +
    `<circle cx="764" cy="1118" r="17" fill="none" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="764" cy="1118" r="6" fill="${accent}"/>` +
    `<path d="M738 1118 H746 M782 1118 H790" stroke="${INK}" stroke-width="3"/>` +
    `<text x="1140" y="1128" text-anchor="end" font-family="sans-serif" font-size="28" font-weight="700" letter-spacing="5" fill="${INK}">${escapeXml(HOUSE_BRAND.toUpperCase())}</text>` +
    `</g>`
  );
}

export function drawProductImage(input: ProductImageInput): string {
  const rng = createPrng(input.seed);
  const c = compose(input, rng);
  const icon = subcategoryIcons[input.subcategory](c.palette);
  const half = ICON_BOX / 2;
  const S = IMAGE_SIZE;
  // Hero and angled shots stand on a soft floor shadow; the others float.
  const shadow =
    c.name === 'hero' || c.name === 'angled'
      ? `<ellipse cx="${c.x}" cy="${c.y + half * c.scale * 0.92}" rx="${half * c.scale * 0.8}" ry="${half * c.scale * 0.1}" fill="url(#floor)"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">` +
    `<defs>` +
    // The accent light is a linear wash from one side. Radial gradients look softer but cost
    // librsvg about 20 ms per large area, and seeding renders a couple of hundred images, so the
    // only radial one left is the small floor shadow.
    `<linearGradient id="base" gradientUnits="userSpaceOnUse" x1="${c.glowX.toFixed(0)}" y1="${c.glowY.toFixed(0)}" x2="${(S - c.glowX).toFixed(0)}" y2="${(S - c.glowY).toFixed(0)}">` +
    `<stop offset="0" stop-color="${mix(c.light, '#16161b', 0.78)}"/><stop offset="0.3" stop-color="${mix(c.light, '#111115', 0.92)}"/><stop offset="0.65" stop-color="#0b0b0e"/><stop offset="1" stop-color="#040405"/></linearGradient>` +
    `<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${S}" height="${S}" fill="url(#base)"/>` +
    backdrop(c.backdrop, c.light, c) +
    shadow +
    `<g transform="translate(${c.x} ${c.y}) rotate(${c.angle.toFixed(2)}) scale(${c.mirrored ? -c.scale : c.scale} ${c.scale}) translate(${-half} ${-half})">${icon}</g>` +
    `<rect x="28" y="28" width="${S - 56}" height="${S - 56}" fill="none" stroke="${INK}" stroke-opacity="0.08" stroke-width="2"/>` +
    `<path d="M60 1086 H120" stroke="${c.light}" stroke-width="4"/>` +
    `<text x="60" y="1128" font-family="sans-serif" font-size="30" letter-spacing="4" fill="${INK}" fill-opacity="0.7">${escapeXml(input.productNumber)}</text>` +
    brandMark(c.light) +
    `</svg>`
  );
}

/** `a` blended into `b` by `t` (0 = all a, 1 = all b), both `#rrggbb`. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
