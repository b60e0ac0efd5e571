import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandFontSubsets, families, unicodeRange } from '../../web/build/brand-fonts';

/**
 * fonts.css declares which characters each generated font file holds (unicode-range), and the
 * browser trusts it: a range wider than the file shows fallback glyphs, a narrower one never
 * downloads the file. The ranges must be exactly what web/build/brand-fonts.ts cuts from the
 * installed fontsource package (a fontsource upgrade that changes its ranges fails here).
 */
const css = readFileSync(new URL('../../web/src/styles/fonts.css', import.meta.url), 'utf8');
const faces = css
  .split('@font-face')
  .slice(1)
  .map((block) => ({
    family: block.match(/font-family:\s*'([^']+)'/)?.[1],
    file: block.match(/url\('@brand-fonts\/([^']+)\.woff2'\)/)?.[1],
    codePoints: unicodeRange(block.match(/unicode-range:\s*([^;]+);/)?.[1]?.replace(/\s+/g, '') ?? ''),
  }));

describe('brand fonts', () => {
  it('declares every generated subset with the characters it holds', async () => {
    for (const family of families) {
      const subsets = await brandFontSubsets(family);
      const declared = faces.filter((face) => face.file?.startsWith(`${family}-`));
      expect(declared.map((face) => face.file).sort()).toEqual(subsets.map((s) => s.name).sort());
      for (const subset of subsets) {
        const face = declared.find((f) => f.file === subset.name)!;
        expect(face.family, subset.name).toBe(family === 'inter' ? 'Inter Variable' : 'Oswald Variable');
        expect(new Set(face.codePoints), subset.name).toEqual(new Set(subset.codePoints));
      }
    }
  });

  it('sets Polish text from the small files, not the rare remainder', () => {
    const polish = [...'ĄąĆćĘęŁłŃńÓóŚśŹźŻż zł – „”'].map((c) => c.codePointAt(0)!);
    for (const family of families) {
      const small = faces.filter((f) => f.file === `${family}-latin` || f.file === `${family}-latin-ext-a`);
      const rest = faces.find((f) => f.file === `${family}-latin-ext-rest`)!;
      for (const c of polish) {
        expect(small.some((f) => f.codePoints.includes(c)), String.fromCodePoint(c)).toBe(true);
        expect(rest.codePoints.includes(c), String.fromCodePoint(c)).toBe(false);
      }
    }
  });
});
