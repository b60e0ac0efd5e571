/**
 * Fixed-size bit sets over the catalogue's product slots (0 … n-1), the building block of the
 * shop query engine (catalog-query.ts).
 *
 * Why hand-written rather than a bit-set package: the engine needs a handful of operations on
 * sets that all have the catalogue's size (AND/OR/AND-NOT in place, clear, count, test) and must
 * not allocate per query beyond a few sets; that is the 60 lines below on a Uint32Array, which
 * is also what the snapshot stores as is, where the packages on npm carry growable sets,
 * iterators and run containers we would not use.
 */
export type Bitset = Uint32Array;

export const newBitset = (size: number): Bitset => new Uint32Array((size + 31) >>> 5);

export function fullBitset(size: number): Bitset {
  const bits = newBitset(size);
  bits.fill(0xffffffff);
  const tail = size & 31;
  if (tail) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

export const setBit = (bits: Bitset, i: number): void => {
  bits[i >>> 5]! |= 1 << (i & 31);
};

export const clearBit = (bits: Bitset, i: number): void => {
  bits[i >>> 5]! &= ~(1 << (i & 31));
};

export const hasBit = (bits: Bitset, i: number): boolean => (bits[i >>> 5]! & (1 << (i & 31))) !== 0;

/** target &= other */
export function andInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= other[w]!;
}

/** target |= other */
export function orInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! |= other[w]!;
}

/** The number of set bits (SWAR popcount per 32-bit word). */
export function countBits(bits: Bitset): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** target &= ~other (drops what `other` holds) */
export function andNotInto(target: Bitset, other: Bitset): void {
  for (let w = 0; w < target.length; w++) target[w]! &= ~other[w]!;
}

/** Whether the two sets share a member, without building their intersection. */
export function intersects(a: Bitset, b: Bitset): boolean {
  for (let w = 0; w < a.length; w++) if ((a[w]! & b[w]!) !== 0) return true;
  return false;
}

/** Calls `visit` with each member, ascending: word by word, so an empty stretch costs one test per 32. */
export function forEachBit(bits: Bitset, visit: (i: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
