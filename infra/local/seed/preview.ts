/**
 * Contact sheets of the generated product images, for eyeballing changes to the drawings:
 *
 *   npx tsx infra/local/seed/preview.ts [outDir=/tmp/seed-preview]
 *
 * Writes `heroes.png` (the first image of every product) and `galleries.png` (every image of a
 * few products, one row each). Not used by the shop or the tests.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { generateDemoCatalogue } from './generate-catalogue.js';

const TILE = 240;
const COLUMNS = 10;

async function tile(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(TILE, TILE).png().toBuffer();
}

async function sheet(rows: string[][], file: string): Promise<void> {
  const columns = Math.max(...rows.map((r) => r.length));
  const composites = await Promise.all(
    rows.flatMap((row, r) =>
      row.map(async (svg, c) => ({ input: await tile(svg), left: c * TILE, top: r * TILE })),
    ),
  );
  await sharp({
    create: { width: columns * TILE, height: rows.length * TILE, channels: 3, background: '#000' },
  })
    .composite(composites)
    .png()
    .toFile(file);
  console.log(`wrote ${file}`);
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/seed-preview';
  await mkdir(outDir, { recursive: true });
  const { products, images } = generateDemoCatalogue({ baseDate: new Date('2026-01-01T00:00:00Z') });
  const svgByKey = new Map(images.map((i) => [i.key, i.svg]));

  const heroes = products.map((p) => svgByKey.get(p.images[0]!)!);
  const heroRows: string[][] = [];
  for (let i = 0; i < heroes.length; i += COLUMNS) heroRows.push(heroes.slice(i, i + COLUMNS));
  await sheet(heroRows, join(outDir, 'heroes.png'));

  const withFullGalleries = products.filter((p) => p.images.length === 4).slice(0, 6);
  await sheet(
    withFullGalleries.map((p) => p.images.map((k) => svgByKey.get(k)!)),
    join(outDir, 'galleries.png'),
  );
}

await main();
