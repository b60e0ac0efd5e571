import type { SubcategoryKey } from '../../../functions/contracts/catalog.js';

/**
 * Flat line-art icons, one per subcategory, for the generated product images.
 *
 * Each icon is drawn in a 200 × 200 box centred on (100, 100) with plain shapes (rect, circle,
 * path) only, because librsvg renders those fast and identically everywhere; no filters, no
 * fonts. The caller scales, rotates and places the box. Colours come in as a palette, so the same
 * drawing works as a "hero" (light lines, accent parts) and as a "schematic" (accent lines).
 */
export interface IconPalette {
  /** Outlines and metal parts. */
  line: string;
  /** The highlighted part: gasket, friction ring, leather, paint. */
  accent: string;
  /** Fill of solid bodies. */
  body: string;
  /** Holes and cut-outs. */
  hole: string;
}

export const ICON_BOX = 200;
const SW = 5; // outline width in icon units: ~20 px on a 1200 px image at the hero scale

type Icon = (p: IconPalette) => string;

const f = (n: number) => (Math.round(n * 100) / 100).toString();

function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const rad = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
}

/** A toothed wheel: `teeth` trapezoid teeth between the root and the tip radius. */
function gearPath(cx: number, cy: number, rTip: number, rRoot: number, teeth: number): string {
  const step = 360 / teeth;
  const parts: string[] = [];
  for (let t = 0; t < teeth; t++) {
    const a = t * step;
    const pts = [
      polar(cx, cy, rRoot, a - step * 0.5),
      polar(cx, cy, rRoot, a - step * 0.28),
      polar(cx, cy, rTip, a - step * 0.14),
      polar(cx, cy, rTip, a + step * 0.14),
      polar(cx, cy, rRoot, a + step * 0.28),
    ];
    parts.push(pts.map(([x, y], k) => `${t === 0 && k === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join(' '));
  }
  return `${parts.join(' ')} Z`;
}

/** A wavy ("petal") brake-disc outline. */
function wavePath(cx: number, cy: number, r: number, depth: number, lobes: number): string {
  const pts: string[] = [];
  for (let k = 0; k <= 360; k += 4) {
    const [x, y] = polar(cx, cy, r - depth * (0.5 + 0.5 * Math.cos((k * lobes * Math.PI) / 180)), k);
    pts.push(`${k === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`);
  }
  return `${pts.join(' ')} Z`;
}

function ring(cx: number, cy: number, r: number, count: number, dotR: number, fill: string, offsetDeg = 0): string {
  let out = '';
  for (let k = 0; k < count; k++) {
    const [x, y] = polar(cx, cy, r, offsetDeg + (k * 360) / count);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${dotR}" fill="${fill}"/>`;
  }
  return out;
}

function zigzag(x1: number, x2: number, yTop: number, yBottom: number, turns: number): string {
  const pts: string[] = [];
  const step = (yBottom - yTop) / (turns * 2);
  for (let k = 0; k <= turns * 2; k++) pts.push(`${k % 2 === 0 ? x1 : x2},${f(yTop + k * step)}`);
  return pts.join(' ');
}

/** The outline of a belt wrapped round two pulleys: both outer tangents and the two arcs. */
function beltPath(c1: [number, number, number], c2: [number, number, number]): string {
  const [x1, y1, r1] = c1;
  const [x2, y2, r2] = c2;
  const d = Math.hypot(x2 - x1, y2 - y1);
  const base = Math.atan2(y2 - y1, x2 - x1);
  const off = Math.acos((r1 - r2) / d);
  const pt = (x: number, y: number, r: number, a: number) => [x + r * Math.cos(a), y + r * Math.sin(a)] as const;
  const [a1x, a1y] = pt(x1, y1, r1, base + off);
  const [a2x, a2y] = pt(x2, y2, r2, base + off);
  const [b2x, b2y] = pt(x2, y2, r2, base - off);
  const [b1x, b1y] = pt(x1, y1, r1, base - off);
  return (
    `M${f(a1x)} ${f(a1y)} L${f(a2x)} ${f(a2y)} A${r2} ${r2} 0 0 0 ${f(b2x)} ${f(b2y)} ` +
    `L${f(b1x)} ${f(b1y)} A${r1} ${r1} 0 1 0 ${f(a1x)} ${f(a1y)} Z`
  );
}

const stroke = (p: IconPalette, width = SW) => `stroke="${p.line}" stroke-width="${width}" stroke-linejoin="round"`;

export const subcategoryIcons: Record<SubcategoryKey, Icon> = {
  // A finned air-cooled cylinder, seen from the side.
  cylinders: (p) => {
    let fins = '';
    for (let k = 0; k < 8; k++) {
      const w = 136 - Math.abs(k - 3.5) * 4;
      fins += `<rect x="${f(100 - w / 2)}" y="${42 + k * 15}" width="${f(w)}" height="8" rx="4" fill="${p.body}" ${stroke(p, 4)}/>`;
    }
    return (
      `<rect x="62" y="30" width="76" height="140" fill="${p.body}" ${stroke(p)}/>` +
      fins +
      `<rect x="52" y="24" width="96" height="12" rx="3" fill="${p.accent}" ${stroke(p, 3)}/>` +
      `<rect x="44" y="164" width="112" height="14" rx="3" fill="${p.accent}" ${stroke(p, 3)}/>` +
      `<circle cx="64" cy="171" r="3" fill="${p.hole}"/><circle cx="136" cy="171" r="3" fill="${p.hole}"/>`
    );
  },

  // Piston with rings, pin and connecting rod.
  pistons: (p) =>
    `<path d="M92 94 L108 94 L118 148 L82 148 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<circle cx="100" cy="160" r="25" fill="${p.body}" ${stroke(p)}/>` +
    `<circle cx="100" cy="160" r="13" fill="${p.hole}" stroke="${p.accent}" stroke-width="4"/>` +
    `<rect x="54" y="26" width="92" height="82" rx="12" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M54 40 H146 M54 50 H146 M54 60 H146" stroke="${p.accent}" stroke-width="4"/>` +
    `<circle cx="100" cy="86" r="13" fill="${p.body}" ${stroke(p, 4)}/>` +
    `<circle cx="100" cy="86" r="5" fill="${p.accent}"/>`,

  // Poppet valve with its spring and retainer.
  valves: (p) =>
    `<rect x="95" y="22" width="10" height="130" rx="3" fill="${p.line}"/>` +
    `<polyline points="${zigzag(76, 124, 42, 108, 5)}" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="74" y="32" width="52" height="10" rx="4" fill="${p.line}"/>` +
    `<rect x="78" y="108" width="44" height="8" rx="3" fill="${p.line}"/>` +
    `<path d="M96 128 C94 150 80 160 58 166 L142 166 C120 160 106 150 104 128 Z" fill="${p.accent}" ${stroke(p, 4)}/>` +
    `<rect x="56" y="164" width="88" height="10" rx="4" fill="${p.line}"/>`,

  // Head gasket: bore with fire ring, bolt and oil holes.
  gaskets: (p) =>
    `<rect x="24" y="34" width="152" height="132" rx="30" fill="${p.accent}" ${stroke(p)}/>` +
    `<circle cx="100" cy="100" r="52" fill="none" stroke="${p.line}" stroke-width="6"/>` +
    `<circle cx="100" cy="100" r="44" fill="${p.hole}" ${stroke(p, 3)}/>` +
    [
      [46, 56],
      [154, 56],
      [46, 144],
      [154, 144],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${p.hole}" ${stroke(p, 3)}/>`)
      .join('') +
    `<rect x="92" y="150" width="16" height="8" rx="4" fill="${p.hole}"/>`,

  // Spin-on oil filter with a ribbed can.
  filters: (p) => {
    let ribs = '';
    for (let x = 68; x <= 132; x += 16) ribs += `<path d="M${x} 72 V146" stroke="${p.line}" stroke-width="3" opacity="0.55"/>`;
    return (
      `<rect x="54" y="40" width="92" height="122" rx="16" fill="${p.body}" ${stroke(p)}/>` +
      `<rect x="54" y="40" width="92" height="24" rx="12" fill="${p.accent}" ${stroke(p, 4)}/>` +
      ribs +
      `<rect x="46" y="158" width="108" height="12" rx="4" fill="${p.line}"/>` +
      `<rect x="90" y="170" width="20" height="8" fill="${p.line}"/>`
    );
  },

  // A run of roller chain, diagonally: dog-bone outer plates over rounded inner plates.
  chains: (p) => {
    const pitch = 40;
    const pins = [0, 1, 2, 3, 4].map((k) => 20 + k * pitch);
    let inner = '';
    let outer = '';
    for (let k = 0; k < pins.length - 1; k++) {
      const [a, b] = [pins[k]!, pins[k + 1]!];
      if (k % 2 === 1) {
        inner += `<rect x="${a - 15}" y="85" width="${pitch + 30}" height="30" rx="15" fill="${p.accent}" ${stroke(p, 3)}/>`;
      } else {
        outer +=
          `<path d="M${a} 84 A16 16 0 0 0 ${a} 116 C${a + 12} 116 ${b - 12} 110 ${b} 116 A16 16 0 0 0 ${b} 84 ` +
          `C${b - 12} 90 ${a + 12} 90 ${a} 84 Z" fill="${p.body}" ${stroke(p, 4)}/>`;
      }
    }
    const rollers = pins
      .map((x) => `<circle cx="${x}" cy="100" r="9" fill="${p.hole}" ${stroke(p, 3)}/><circle cx="${x}" cy="100" r="3.5" fill="${p.line}"/>`)
      .join('');
    return `<g transform="rotate(-32 100 100)">${inner}${outer}${rollers}</g>`;
  },

  // Sprocket with lightening holes.
  sprockets: (p) =>
    `<path d="${gearPath(100, 100, 84, 72, 30)}" fill="${p.body}" ${stroke(p, 4)}/>` +
    `<circle cx="100" cy="100" r="60" fill="none" stroke="${p.accent}" stroke-width="5"/>` +
    ring(100, 100, 40, 5, 12, p.hole, -90) +
    `<circle cx="100" cy="100" r="18" fill="${p.hole}" ${stroke(p, 4)}/>` +
    ring(100, 100, 26, 5, 3, p.line, -54),

  // Clutch basket: friction ring, spring posts, splined hub.
  clutches: (p) =>
    `<path d="${gearPath(100, 100, 82, 76, 36)}" fill="${p.body}" ${stroke(p, 4)}/>` +
    `<circle cx="100" cy="100" r="62" fill="none" stroke="${p.accent}" stroke-width="16" stroke-dasharray="22 6"/>` +
    `<circle cx="100" cy="100" r="44" fill="${p.body}" ${stroke(p, 4)}/>` +
    ring(100, 100, 34, 6, 6, p.line, -90) +
    `<path d="${gearPath(100, 100, 16, 12, 12)}" fill="${p.hole}" ${stroke(p, 3)}/>`,

  // Toothed belt round two pulleys.
  belts: (p) =>
    `<path d="${beltPath([70, 118, 50], [152, 70, 28])}" fill="none" stroke="${p.accent}" stroke-width="12"/>` +
    `<path d="${beltPath([70, 118, 50], [152, 70, 28])}" fill="none" stroke="${p.hole}" stroke-width="4" stroke-dasharray="4 5"/>` +
    `<circle cx="70" cy="118" r="44" fill="${p.body}" ${stroke(p)}/>` +
    `<circle cx="70" cy="118" r="14" fill="${p.hole}" ${stroke(p, 3)}/>` +
    ring(70, 118, 29, 6, 5, p.hole) +
    `<circle cx="152" cy="70" r="22" fill="${p.body}" ${stroke(p)}/>` +
    `<circle cx="152" cy="70" r="7" fill="${p.line}"/>`,

  // A pair of brake pads: backing plate, friction compound, wear groove.
  'brake-pads': (p) => {
    const pad = (dx: number, dy: number) =>
      `<g transform="translate(${dx} ${dy})">` +
      `<path d="M30 82 Q100 52 170 82 L164 128 Q100 106 36 128 Z" fill="${p.line}" ${stroke(p, 3)}/>` +
      `<path d="M44 88 Q100 66 156 88 L152 120 Q100 102 48 120 Z" fill="${p.accent}"/>` +
      `<path d="M100 72 V112" stroke="${p.hole}" stroke-width="5"/>` +
      `<circle cx="38" cy="98" r="5" fill="${p.hole}"/></g>`;
    return pad(0, -30) + pad(0, 34);
  },

  // Wave-cut, drilled floating disc.
  'brake-discs': (p) =>
    `<path d="${wavePath(100, 100, 86, 7, 12)}" fill="${p.body}" ${stroke(p, 4)}/>` +
    ring(100, 100, 72, 24, 3.2, p.hole) +
    ring(100, 100, 62, 24, 3.2, p.hole, 7.5) +
    `<circle cx="100" cy="100" r="46" fill="${p.accent}" ${stroke(p, 4)}/>` +
    ring(100, 100, 46, 8, 4.5, p.line, 22.5) +
    ring(100, 100, 30, 5, 5, p.hole, -90) +
    `<circle cx="100" cy="100" r="14" fill="${p.hole}" ${stroke(p, 3)}/>`,

  // Braided hose with banjo fittings.
  'brake-lines': (p) => {
    const d = 'M44 150 C70 40 130 170 156 54';
    const banjo = (x: number, y: number) =>
      `<circle cx="${x}" cy="${y}" r="16" fill="${p.accent}" ${stroke(p, 4)}/><circle cx="${x}" cy="${y}" r="6" fill="${p.hole}"/>`;
    return (
      `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${p.body}" stroke-width="12" stroke-dasharray="2 4"/>` +
      banjo(44, 154) +
      banjo(156, 50)
    );
  },

  // A bottle of brake fluid with a drop on the label.
  'brake-fluid': (p) =>
    `<path d="M70 56 L84 42 H116 L130 56 H136 Q144 56 144 66 V164 Q144 174 134 174 H66 Q56 174 56 164 V66 Q56 56 66 56 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="82" y="20" width="36" height="22" rx="4" fill="${p.accent}" ${stroke(p, 3)}/>` +
    `<rect x="66" y="86" width="68" height="62" rx="6" fill="${p.accent}"/>` +
    `<path d="M100 96 C92 110 88 118 88 125 A12 12 0 0 0 112 125 C112 118 108 110 100 96 Z" fill="${p.hole}"/>`,

  // 12 V battery with terminals and a bolt.
  batteries: (p) =>
    `<rect x="48" y="42" width="24" height="18" rx="3" fill="${p.line}"/>` +
    `<rect x="128" y="42" width="24" height="18" rx="3" fill="${p.line}"/>` +
    `<rect x="28" y="56" width="144" height="110" rx="12" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="28" y="56" width="144" height="22" rx="10" fill="${p.line}" opacity="0.25"/>` +
    `<path d="M52 98 H68 M60 90 V106 M132 98 H148" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M106 88 L84 126 H100 L94 152 L120 112 H104 L112 88 Z" fill="${p.accent}"/>`,

  // Spark plug: terminal, ribbed insulator, hex, thread, electrode, spark.
  'spark-plugs': (p) => {
    let thread = '';
    for (let y = 112; y <= 144; y += 7) thread += `<path d="M84 ${y} L116 ${y + 4}" stroke="${p.line}" stroke-width="2.5"/>`;
    return (
      `<rect x="93" y="10" width="14" height="18" rx="4" fill="${p.line}"/>` +
      `<rect x="83" y="26" width="34" height="56" rx="10" fill="${p.line}"/>` +
      `<path d="M83 40 H117 M83 52 H117 M83 64 H117" stroke="${p.body}" stroke-width="3"/>` +
      `<rect x="72" y="80" width="56" height="26" rx="3" fill="${p.accent}" ${stroke(p, 3)}/>` +
      `<path d="M90 80 V106 M110 80 V106" stroke="${p.hole}" stroke-width="3" opacity="0.6"/>` +
      `<rect x="84" y="106" width="32" height="44" fill="${p.body}" ${stroke(p, 4)}/>` +
      thread +
      `<path d="M100 150 V160 M88 150 V170 H104" fill="none" stroke="${p.line}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M114 160 L126 156 L120 166 L134 164 M112 170 L124 180" fill="none" stroke="${p.accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  },

  // Alternator stator: copper coils round a laminated ring.
  alternators: (p) => {
    let coils = '';
    for (let k = 0; k < 18; k++) {
      coils += `<rect x="94" y="26" width="12" height="32" rx="3" fill="${p.accent}" stroke="${p.hole}" stroke-width="2" transform="rotate(${k * 20} 100 100)"/>`;
    }
    return (
      `<circle cx="100" cy="100" r="84" fill="none" stroke="${p.line}" stroke-width="4" opacity="0.5"/>` +
      coils +
      `<circle cx="100" cy="100" r="44" fill="${p.body}" ${stroke(p)}/>` +
      `<circle cx="100" cy="100" r="30" fill="${p.hole}" ${stroke(p, 3)}/>` +
      ring(100, 100, 37, 3, 3.5, p.line, -90) +
      `<circle cx="100" cy="100" r="10" fill="${p.line}"/>`
    );
  },

  // Loom of three wires into a connector.
  wiring: (p) => {
    const colours = [p.accent, p.line, '#8b8b93'];
    const wires = [-22, 0, 22]
      .map(
        (dy, k) =>
          `<path d="M18 ${60 + dy * 1.6} C70 ${50 + dy} 80 ${112 + dy * 0.6} 140 ${110 + dy * 0.6}" fill="none" stroke="${colours[k]}" stroke-width="9" stroke-linecap="round"/>`,
      )
      .join('');
    return (
      wires +
      `<rect x="66" y="74" width="14" height="44" rx="4" fill="${p.body}" ${stroke(p, 3)} transform="rotate(-14 73 96)"/>` +
      `<rect x="136" y="78" width="44" height="64" rx="8" fill="${p.body}" ${stroke(p)}/>` +
      [90, 110, 130].map((y) => `<rect x="178" y="${y - 4}" width="12" height="8" rx="2" fill="${p.accent}"/>`).join('')
    );
  },

  // Rear fender arching over a spoked wheel, with a tail light.
  fenders: (p) => {
    let spokes = '';
    for (let k = 0; k < 16; k++) {
      const [x1, y1] = polar(100, 128, 11, k * 22.5);
      const [x2, y2] = polar(100, 128, 42, k * 22.5 + 18);
      spokes += `<path d="M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)}" stroke="${p.line}" stroke-width="1.6" opacity="0.8"/>`;
    }
    const [ox1, oy1] = polar(100, 128, 80, 190);
    const [ox2, oy2] = polar(100, 128, 80, 340);
    const [ix2, iy2] = polar(100, 128, 68, 340);
    const [ix1, iy1] = polar(100, 128, 68, 190);
    return (
      `<circle cx="100" cy="128" r="60" fill="${p.body}" stroke="${p.line}" stroke-width="12" stroke-opacity="0.35"/>` +
      `<circle cx="100" cy="128" r="44" fill="none" ${stroke(p, 3)}/>` +
      spokes +
      `<circle cx="100" cy="128" r="11" fill="${p.line}"/>` +
      `<path d="M${f(ox1)} ${f(oy1)} A80 80 0 0 1 ${f(ox2)} ${f(oy2)} L${f(ix2)} ${f(iy2)} A68 68 0 0 0 ${f(ix1)} ${f(iy1)} Z" fill="${p.accent}" ${stroke(p, 4)}/>` +
      `<rect x="168" y="92" width="16" height="10" rx="3" fill="#ff4d3a" transform="rotate(-20 176 97)"/>`
    );
  },

  // Teardrop tank from the side, with filler cap and pinstripe.
  'fuel-tanks': (p) =>
    `<path d="M24 122 C22 76 84 52 138 60 C170 66 182 96 174 124 C168 140 140 144 100 144 C60 144 26 140 24 122 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M42 112 C74 86 120 80 164 92" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M50 126 C84 110 124 108 160 114" fill="none" stroke="${p.accent}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>` +
    `<rect x="104" y="48" width="26" height="12" rx="4" fill="${p.line}"/>` +
    `<circle cx="74" cy="118" r="9" fill="${p.line}"/><circle cx="74" cy="118" r="4" fill="${p.accent}"/>`,

  // Sprung solo seat with stitching.
  seats: (p) =>
    `<polyline points="${zigzag(56, 76, 112, 160, 4)}" fill="none" stroke="${p.line}" stroke-width="5" stroke-linejoin="round"/>` +
    `<polyline points="${zigzag(126, 146, 112, 160, 4)}" fill="none" stroke="${p.line}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M40 164 H162" stroke="${p.line}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M22 96 C34 66 92 68 122 84 C142 94 164 66 180 78 C188 86 176 114 152 116 H40 C28 116 18 108 22 96 Z" fill="${p.accent}" ${stroke(p)}/>` +
    `<path d="M36 98 C58 80 100 82 124 94 C140 100 158 88 170 86" fill="none" stroke="${p.line}" stroke-width="2.5" stroke-dasharray="6 5" opacity="0.85"/>`,

  // Ape-hanger bars from the front, with grips, levers and riser clamp.
  handlebars: (p) =>
    `<path d="M18 62 H48 Q58 62 60 74 L72 148 Q74 160 86 160 H114 Q126 160 128 148 L140 74 Q142 62 152 62 H182" fill="none" stroke="${p.line}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M20 62 H42 M158 62 H180" stroke="${p.accent}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M50 68 L28 86 M150 68 L172 86" stroke="${p.line}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="84" y="150" width="32" height="30" rx="5" fill="${p.body}" ${stroke(p, 4)}/>`,

  // Open-face retro helmet from the side.
  helmets: (p) =>
    `<path d="M30 130 C24 72 70 34 116 34 C160 34 182 74 178 130 Z" fill="${p.accent}" ${stroke(p)}/>` +
    `<path d="M128 130 C126 104 144 92 178 96 L178 130 Z" fill="${p.hole}" ${stroke(p, 4)}/>` +
    `<path d="M58 52 C86 34 124 32 150 44" fill="none" stroke="${p.line}" stroke-width="10" stroke-linecap="round" opacity="0.85"/>` +
    `<path d="M28 130 H180" stroke="${p.line}" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="124" cy="86" r="5" fill="${p.line}"/>` +
    `<path d="M70 134 C74 164 104 172 126 158" fill="none" stroke="${p.line}" stroke-width="4"/>`,

  // Black leather riding glove with accent knuckle armour and cuff strap.
  gloves: (p) =>
    `<rect x="34" y="86" width="20" height="56" rx="10" fill="${p.body}" ${stroke(p, 4)} transform="rotate(-38 44 114)"/>` +
    [
      [62, 36, 64],
      [83, 26, 74],
      [104, 30, 70],
      [125, 44, 56],
    ]
      .map(([x, y, h]) => `<rect x="${x}" y="${y}" width="19" height="${h}" rx="9.5" fill="${p.body}" ${stroke(p, 4)}/>`)
      .join('') +
    `<rect x="58" y="84" width="90" height="76" rx="18" fill="${p.body}" ${stroke(p, 4)}/>` +
    `<rect x="64" y="90" width="78" height="20" rx="10" fill="${p.accent}" ${stroke(p, 3)}/>` +
    `<path d="M84 92 V108 M103 92 V108 M122 92 V108" stroke="${p.body}" stroke-width="3"/>` +
    `<path d="M70 124 C90 132 116 132 136 124" fill="none" stroke="${p.line}" stroke-width="2.5" stroke-dasharray="5 4"/>` +
    `<rect x="62" y="154" width="82" height="30" rx="6" fill="${p.body}" ${stroke(p, 4)}/>` +
    `<rect x="62" y="162" width="82" height="12" fill="${p.accent}"/>`,

  // Asymmetric-zip biker jacket.
  jackets: (p) =>
    `<path d="M52 52 L26 74 L22 166 H44 L52 96 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M148 52 L174 74 L178 166 H156 L148 96 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M66 34 H134 L150 50 V170 H50 V50 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M66 34 L100 84 L80 36 Z M134 34 L100 84 L124 36 Z" fill="${p.accent}" ${stroke(p, 3)}/>` +
    `<path d="M122 50 L90 170" stroke="${p.line}" stroke-width="4" stroke-dasharray="3 3"/>` +
    `<path d="M60 112 L84 104 M116 126 L140 118" stroke="${p.line}" stroke-width="3"/>` +
    `<rect x="50" y="148" width="100" height="12" fill="${p.accent}"/>` +
    `<rect x="62" y="145" width="14" height="18" rx="2" fill="none" ${stroke(p, 3)}/>`,

  // Black engineer boot with accent straps and buckles.
  boots: (p) =>
    `<path d="M64 24 H118 L116 114 C142 120 174 128 180 150 V160 H50 V140 C58 134 62 126 62 116 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M72 40 V104" stroke="${p.line}" stroke-width="2.5" stroke-dasharray="5 4" opacity="0.7"/>` +
    `<rect x="46" y="158" width="138" height="12" rx="4" fill="${p.line}"/>` +
    `<rect x="50" y="158" width="36" height="22" rx="3" fill="${p.line}"/>` +
    `<path d="M64 44 H118" stroke="${p.accent}" stroke-width="9"/>` +
    `<rect x="94" y="35" width="18" height="18" rx="2" fill="${p.body}" ${stroke(p, 3)}/>` +
    `<path d="M62 118 L126 128" stroke="${p.accent}" stroke-width="10"/>` +
    `<rect x="100" y="113" width="18" height="21" rx="2" fill="${p.body}" ${stroke(p, 3)} transform="rotate(9 109 123)"/>`,
};
