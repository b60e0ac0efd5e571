/**
 * A tiny seeded pseudo-random generator for the demo catalogue.
 *
 * The demo data must be identical on every run (tests compare two generations, screenshots and
 * e2e journeys rely on product 7 being the same product), so nothing here may touch Math.random.
 * mulberry32 is a well-known 32-bit generator: a few lines, fast, and good enough for picking
 * prices and ratings. It is not for anything security-related.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
  };
}

/**
 * Derives an independent stream from a base seed and a label, so that adding a random draw in one
 * place (say, ratings) does not shift every later draw (say, image compositions) and reshuffle
 * the whole catalogue. FNV-1a over the label, mixed with the seed.
 */
export function deriveSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
