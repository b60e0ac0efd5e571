/**
 * Times a full seeding run with in-memory storage, so drawing or encoder changes can be checked
 * against the seeding budget (well under 20 s on 2 cores):
 *
 *   npx tsx infra/local/seed/time-seed.ts
 *
 * Prints wall time, the process's CPU time (on a busy machine the wall time says little; CPU
 * time divided by the cores is what an idle machine would take) and the variant sizes.
 */
import { cpus } from 'node:os';
import { seedCatalogue } from './seed-catalogue.js';

const bytesByVariant = new Map<string, number[]>();
const cpuBefore = process.cpuUsage();
const started = performance.now();

const result = await seedCatalogue(
  {
    putObject: async (key, body) => {
      const variant = key.slice(key.lastIndexOf('/') + 1);
      bytesByVariant.set(variant, [...(bytesByVariant.get(variant) ?? []), body.length]);
    },
    putProduct: async () => {},
    log: (msg) => console.log(msg),
  },
  { baseDate: new Date() },
);

const wall = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `${result.products} products, ${result.images} images: wall ${wall.toFixed(1)} s, ` +
    `CPU ${cpuSeconds.toFixed(1)} s (${(cpuSeconds / cpus().length).toFixed(1)} s per core on ${cpus().length} cores)`,
);
for (const [variant, sizes] of bytesByVariant) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`${variant}: average ${kb(sizes.reduce((a, b) => a + b, 0) / sizes.length)}, largest ${kb(Math.max(...sizes))}`);
}
