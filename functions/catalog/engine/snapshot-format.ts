import { endianness } from 'node:os';
import { gunzipSync, gzipSync, constants as zlib } from 'node:zlib';
import type { CatalogIndex } from './catalog-index.js';

/**
 * The published catalogue snapshot: one object per catalogue version holding the whole index
 * (catalog-index.ts), laid out so that loading it is a decompression and a few hundred typed-array
 * views, with no per-product parsing.
 *
 *   bytes 0–7    magic `CWCATSNP`
 *   bytes 8–11   format version (u32, little-endian)
 *   bytes 12–15  skeleton length n (u32)
 *   bytes 16…    the skeleton: UTF-8 JSON of the snapshot's metadata and of the index tree, in
 *                which every typed array and every long string is replaced by a reference to a
 *                section ({"$": "u32", "s": 3}), every Map by {"$map": [[key, value], …]}
 *   then         the sections, each starting at a multiple of 8 bytes, so a typed array is a view
 *                of the loaded bytes, never a copy: bit sets, columns, sort orders, the search
 *                vocabulary and postings, and the product cards and records as JSON texts that are
 *                decoded only for the products an answer shows.
 * The whole is gzipped (the records are text; 15 MB become ~2.5 MB for 10,000 demo products).
 *
 * The writer knows nothing of the index's shape: any structure the index gains is stored and
 * restored as long as it is made of typed arrays, strings, numbers, booleans, null, arrays,
 * plain objects and Maps. A reader refuses another format version (SnapshotFormatError); the
 * publisher then writes a snapshot it can read.
 */
export const SNAPSHOT_FORMAT_VERSION = 1;
const MAGIC = Buffer.from('CWCATSNP', 'latin1');
const HEADER_BYTES = 16;
/** Strings longer than this go to a section (the search vocabulary), not into the skeleton. */
const LONG_STRING = 16 * 1024;

export interface SnapshotMeta {
  /** The catalogue version the snapshot includes every change up to (see catalog-head-entity.ts). */
  version: number;
  publishedAt: string;
  products: number;
}

export interface Snapshot extends SnapshotMeta {
  index: CatalogIndex;
}

export class SnapshotFormatError extends Error {
  override name = 'SnapshotFormatError';
}

const arrayTypes = {
  u8: Uint8Array,
  u32: Uint32Array,
  i32: Int32Array,
  f64: Float64Array,
} as const;
type ArrayType = keyof typeof arrayTypes;
type SectionType = ArrayType | 'text';

interface SectionRef {
  type: SectionType;
  offset: number;
  /** Elements for arrays, bytes for text. */
  length: number;
}

function arrayTypeOf(value: ArrayBufferView): ArrayType {
  if (value instanceof Uint8Array) return 'u8';
  if (value instanceof Uint32Array) return 'u32';
  if (value instanceof Int32Array) return 'i32';
  if (value instanceof Float64Array) return 'f64';
  throw new TypeError(`${value.constructor.name} cannot be stored in a catalogue snapshot`);
}

if (endianness() !== 'LE') throw new Error('catalogue snapshots store typed arrays little-endian, as every Lambda architecture is');

export function encodeSnapshot(snapshot: Snapshot): Buffer {
  const sections: { ref: SectionRef; bytes: Uint8Array }[] = [];
  let offset = 0;
  const addSection = (type: SectionType, bytes: Uint8Array, length: number) => {
    const ref = { type, offset, length };
    sections.push({ ref, bytes });
    offset += Math.ceil(bytes.byteLength / 8) * 8;
    return sections.length - 1;
  };
  const toSkeleton = (value: unknown): unknown => {
    if (ArrayBuffer.isView(value)) {
      const type = arrayTypeOf(value);
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      return { $: type, s: addSection(type, bytes, value.byteLength / arrayTypes[type].BYTES_PER_ELEMENT) };
    }
    if (typeof value === 'string' && value.length > LONG_STRING) {
      const bytes = Buffer.from(value, 'utf8');
      return { $: 'text', s: addSection('text', bytes, bytes.byteLength) };
    }
    if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, toSkeleton(v)]) };
    if (Array.isArray(value)) return value.map(toSkeleton);
    if (value !== null && typeof value === 'object') {
      if ('$' in value || '$map' in value) throw new TypeError('catalogue index objects may not have "$" or "$map" keys');
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toSkeleton(v)]));
    }
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('catalogue snapshots store finite numbers only');
    return value;
  };

  const { index, ...meta } = snapshot;
  const tree = toSkeleton(index);
  const skeleton = Buffer.from(JSON.stringify({ ...meta, sections: sections.map((s) => s.ref), index: tree }), 'utf8');
  const dataStart = Math.ceil((HEADER_BYTES + skeleton.byteLength) / 8) * 8;
  const out = Buffer.alloc(dataStart + offset);
  MAGIC.copy(out, 0);
  out.writeUInt32LE(SNAPSHOT_FORMAT_VERSION, 8);
  out.writeUInt32LE(skeleton.byteLength, 12);
  skeleton.copy(out, HEADER_BYTES);
  for (const { ref, bytes } of sections) out.set(bytes, dataStart + ref.offset);
  return out;
}

function alignedCopy(input: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(input.byteLength); // its own ArrayBuffer: offset 0
  input.copy(copy);
  return copy;
}

export function decodeSnapshot(input: Buffer): Snapshot {
  if (input.byteLength < HEADER_BYTES || !input.subarray(0, 8).equals(MAGIC)) throw new SnapshotFormatError('not a catalogue snapshot');
  const format = input.readUInt32LE(8);
  if (format !== SNAPSHOT_FORMAT_VERSION) throw new SnapshotFormatError(`snapshot format ${format}, this code reads ${SNAPSHOT_FORMAT_VERSION}`);
  // Typed-array views need their element alignment: copy once if the bytes do not start on 8.
  const bytes = input.byteOffset % 8 === 0 ? input : alignedCopy(input);
  const skeletonLength = bytes.readUInt32LE(12);
  const { sections, index, ...meta } = JSON.parse(bytes.toString('utf8', HEADER_BYTES, HEADER_BYTES + skeletonLength)) as SnapshotMeta & {
    sections: SectionRef[];
    index: unknown;
  };
  const dataStart = Math.ceil((HEADER_BYTES + skeletonLength) / 8) * 8;

  const fromSkeleton = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fromSkeleton);
    if (value === null || typeof value !== 'object') return value;
    const node = value as Record<string, unknown>;
    if ('$map' in node) return new Map((node.$map as [unknown, unknown][]).map(([k, v]) => [k, fromSkeleton(v)]));
    if ('$' in node) {
      const ref = sections[node.s as number]!;
      const at = bytes.byteOffset + dataStart + ref.offset;
      if (ref.type === 'text') return bytes.toString('utf8', dataStart + ref.offset, dataStart + ref.offset + ref.length);
      return new arrayTypes[ref.type](bytes.buffer as ArrayBuffer, at, ref.length);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fromSkeleton(v)]));
  };
  return { ...meta, index: fromSkeleton(index) as CatalogIndex };
}

/** gzip at a level that keeps publishing quick; reading costs the same at any level. */
export const compressSnapshot = (raw: Buffer): Buffer => gzipSync(raw, { level: 6, strategy: zlib.Z_DEFAULT_STRATEGY });
export const decompressSnapshot = (gz: Buffer): Buffer => gunzipSync(gz);
