import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The brand fonts (Inter for text, Oswald for headings), cut down to what the shop sets.
 *
 * Fontsource ships each variable font as one file per script, every weight from 100 to 900. A
 * Polish page needs both the `latin` and the `latin-ext` file of each family (ą, ł, ż… live in
 * latin-ext): 187 kB of fonts that mobile visitors download beside the first page's script and
 * image (Lighthouse counted them in the first paint). This plugin writes smaller files from the
 * same sources, keeping the weight axis from 400 to 700 (the weights our CSS uses):
 *
 * - `latin`: the characters of fontsource's latin file (ASCII, Latin-1, punctuation, €);
 * - `latin-ext-a`: Latin Extended-A — Polish letters and the rest of Central Europe's
 *   (Czech, German, Hungarian… names in orders and reviews);
 * - `latin-ext-rest`: the remainder of fontsource's latin-ext range (rare: Vietnamese-style
 *   marks, ligatures), only downloaded by a page that shows such a character.
 *
 * web/src/styles/fonts.css declares the faces with matching `unicode-range`s and imports the
 * files through the `@brand-fonts` alias, so Vite fingerprints them like any other asset. The
 * files are generated once per fontsource version into node_modules/.cache (harfbuzz in
 * WebAssembly, about a second) and reused by every build, the dev server and the tests.
 */

export const families = ['inter', 'oswald'] as const;

/**
 * The subsets every page of the shop shows, in Polish and in English (prices end in "zł"): the
 * documents preload them (build/first-load.ts).
 */
export const everyPageSubsets = ['latin', 'latin-ext-a'] as const;
const weightAxis = { min: 400, max: 700 };

/** Code points in the form of a CSS `unicode-range` ("U+0000-00FF,U+0131,…"). */
export function unicodeRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    const end = parseInt(to!, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/** The `unicode-range` fontsource gives a subset file in the package's index.css. */
function fontsourceRange(css: string, file: string): string {
  const face = css.split('@font-face').find((block) => block.includes(`/${file}`));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`brand fonts: no unicode-range for ${file} in fontsource's CSS`);
  return range;
}

const latinExtA = unicodeRange('U+0100-017F');

/** Where the files go; web/vite.config.ts points the `@brand-fonts` alias here. */
export const brandFontsDir = fileURLToPath(new URL('../../node_modules/.cache/chopper-brand-fonts', import.meta.url));

interface Subset {
  /** File name without extension, as fonts.css imports it: `inter-latin-ext-a`. */
  name: string;
  source: Buffer;
  codePoints: number[];
  /** Changes when the output would: the fontsource version, the subset, the weight axis. */
  stamp: string;
}

/** The three subsets of one family, read from the installed fontsource package. */
export async function brandFontSubsets(family: (typeof families)[number]): Promise<Subset[]> {
  const require = createRequire(import.meta.url);
  const pkgDir = join(require.resolve(`@fontsource-variable/${family}/package.json`), '..');
  const { version } = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const css = await readFile(join(pkgDir, 'index.css'), 'utf8');
  const latinFile = `${family}-latin-wght-normal.woff2`;
  const extFile = `${family}-latin-ext-wght-normal.woff2`;
  const [latin, ext] = await Promise.all([readFile(join(pkgDir, 'files', latinFile)), readFile(join(pkgDir, 'files', extFile))]);
  const extA = new Set(latinExtA);
  const subsets: [string, Buffer, number[]][] = [
    ['latin', latin, unicodeRange(fontsourceRange(css, latinFile))],
    ['latin-ext-a', ext, latinExtA],
    ['latin-ext-rest', ext, unicodeRange(fontsourceRange(css, extFile)).filter((c) => !extA.has(c))],
  ];
  return subsets.map(([subset, source, codePoints]) => ({
    name: `${family}-${subset}`,
    source,
    codePoints,
    stamp: createHash('sha256').update(`${version}:${subset}:${weightAxis.min}-${weightAxis.max}`).digest('hex').slice(0, 12),
  }));
}

async function writeBrandFonts(outDir: string): Promise<void> {
  const subsets = (await Promise.all(families.map(brandFontSubsets))).flat();
  await Promise.all(
    subsets.map(async ({ name, source, codePoints, stamp }) => {
      const target = join(outDir, `${name}.woff2`);
      const stampFile = `${target}.${stamp}`;
      if (existsSync(target) && existsSync(stampFile)) return;
      const font = await subsetFont(source, String.fromCodePoint(...codePoints), {
        targetFormat: 'woff2',
        variationAxes: { wght: weightAxis },
      });
      // Atomic: builds may run side by side (tests, bench, npm start).
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, font);
      await rename(temp, target);
      await writeFile(stampFile, '');
    }),
  );
}

export function brandFonts(): Plugin {
  let written: Promise<void> | undefined;
  return {
    name: 'chopper:brand-fonts',
    // Before any CSS is transformed: the stylesheet's url()s point at these files.
    buildStart() {
      written ??= mkdir(brandFontsDir, { recursive: true }).then(() => writeBrandFonts(brandFontsDir));
      return written;
    },
  };
}
