import { endianness } from 'node:os';
import { promisify } from 'node:util';
import { gunzip, gzipSync } from 'node:zlib';
import type { CatalogIndex } from './catalog-index.js';

/**
 * The published catalogue snapshot: one object per catalogue version holding the whole index
 * (catalog-index.ts), laid out so that loading it is a few decompressions and typed-array views,
 * with no per-product parsing.
 *
 *   bytes 0–7    magic `CWCATSNP`
 *   bytes 8–11   format version (u32, little-endian)
 *   bytes 12–15  skeleton length n (u32)
 *   bytes 16…    the skeleton: UTF-8 JSON of the snapshot's metadata and of the index tree, in
 *                which every typed array and every long string is replaced by a reference to a
 *                section ({"$": "u32", "s": 3}) and every Map by {"$map": [[key, value], …]}
 *   then         the sections, each starting at a multiple of 8 bytes: bit sets, columns, sort
 *                orders, the search vocabulary and postings, the product cards (JSON texts) and
 *                the rest of the records (JSON in small deflated blocks, see RecordTexts).
 * A section of 16 kB or more is stored gzipped when that saves a tenth (the cards do, the
 * already deflated record blocks do not). Loading inflates those sections in parallel on libuv's
 * threads, into buffers the index then views without copying.
 *
 * The writer knows nothing of the index's shape: any structure the index gains is stored and
 * restored as long as it is made of typed arrays, strings, numbers, booleans, null, arrays,
 * plain objects and Maps. A reader refuses another format version (SnapshotFormatError); the
 * publisher then rebuilds the snapshot from the table.
 */
/**
 * 2: the search index gained field bits, stems and spellings, and the index carries the vehicles
 * and the fitment sets ("Mój motocykl"); a snapshot of format 1 is rebuilt.
 * 3: the search vocabulary holds numbers with their units as one word (`51t`, `16in`) beside the
 * number, and the stems reduce plural genitives (butów → but): a format 2 snapshot would not
 * find what the query side now asks for, so it is rebuilt.
 * 4: the index carries the products' variants (variant-index.ts: option values, stock, prices;
 * the price column is the lowest variant price) and the cards their option counts; a format 3
 * snapshot has none of them, so it is rebuilt.
 * 5: the variant index carries its variants in price order (priceOrder), which a price sort
 * under a size/colour filter walks; a format 4 snapshot has none, so it is rebuilt.
 * 6: the index carries the timed sales its prices were built with (`sales`, issue 32) and a card
 * on sale its own price beside (`beforeSale`); a format 5 snapshot has neither, so it is rebuilt.
 */
export const SNAPSHOT_FORMAT_VERSION = 6;
const MAGIC = Buffer.from('CWCATSNP', 'latin1');
const HEADER_BYTES = 16;
/** Strings longer than this go to a section (the search vocabulary), not into the skeleton. */
const LONG_STRING = 16 * 1024;
const COMPRESS_FROM_BYTES = 16 * 1024;
const inflate = promisify(gunzip);

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
  /** Where the stored bytes start, counted from the first section. */
  offset: number;
  stored: number;
  /** Elements for arrays, bytes for text. */
  length: number;
  gzip?: true;
}

function arrayTypeOf(value: ArrayBufferView): ArrayType {
  if (value instanceof Uint8Array) return 'u8';
  if (value instanceof Uint32Array) return 'u32';
  if (value instanceof Int32Array) return 'i32';
  if (value instanceof Float64Array) return 'f64';
  throw new TypeError(`${value.constructor.name} cannot be stored in a catalogue snapshot`);
}

if (endianness() !== 'LE') throw new Error('catalogue snapshots store typed arrays little-endian, as every Lambda architecture is');

const padded = (bytes: number) => Math.ceil(bytes / 8) * 8;

export function encodeSnapshot(snapshot: Snapshot): Buffer {
  const sections: { ref: SectionRef; bytes: Uint8Array }[] = [];
  let offset = 0;
  const addSection = (type: SectionType, raw: Uint8Array, length: number) => {
    const packed = raw.byteLength >= COMPRESS_FROM_BYTES ? gzipSync(raw, { level: 6 }) : undefined;
    const bytes = packed && packed.byteLength < raw.byteLength * 0.9 ? packed : raw;
    const ref: SectionRef = { type, offset, stored: bytes.byteLength, length, ...(bytes === packed ? { gzip: true as const } : {}) };
    sections.push({ ref, bytes });
    offset += padded(bytes.byteLength);
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
  const dataStart = padded(HEADER_BYTES + skeleton.byteLength);
  const out = Buffer.alloc(dataStart + offset);
  MAGIC.copy(out, 0);
  out.writeUInt32LE(SNAPSHOT_FORMAT_VERSION, 8);
  out.writeUInt32LE(skeleton.byteLength, 12);
  skeleton.copy(out, HEADER_BYTES);
  for (const { ref, bytes } of sections) out.set(bytes, dataStart + ref.offset);
  return out;
}

/** Typed-array views need their element alignment: a buffer that does not start on 8 is copied once. */
function aligned(bytes: Buffer): Buffer {
  if (bytes.byteOffset % 8 === 0) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength); // its own ArrayBuffer: offset 0
  bytes.copy(copy);
  return copy;
}

export async function decodeSnapshot(input: Buffer): Promise<Snapshot> {
  if (input.byteLength < HEADER_BYTES || !input.subarray(0, 8).equals(MAGIC)) throw new SnapshotFormatError('not a catalogue snapshot');
  const format = input.readUInt32LE(8);
  if (format !== SNAPSHOT_FORMAT_VERSION) throw new SnapshotFormatError(`snapshot format ${format}, this code reads ${SNAPSHOT_FORMAT_VERSION}`);
  const bytes = aligned(input);
  const skeletonLength = bytes.readUInt32LE(12);
  const { sections, index, ...meta } = JSON.parse(bytes.toString('utf8', HEADER_BYTES, HEADER_BYTES + skeletonLength)) as SnapshotMeta & {
    sections: SectionRef[];
    index: unknown;
  };
  const dataStart = padded(HEADER_BYTES + skeletonLength);
  const contents = await Promise.all(
    sections.map(async (ref) => {
      const stored = bytes.subarray(dataStart + ref.offset, dataStart + ref.offset + ref.stored);
      return ref.gzip ? aligned(await inflate(stored)) : stored;
    }),
  );

  const fromSkeleton = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fromSkeleton);
    if (value === null || typeof value !== 'object') return value;
    const node = value as Record<string, unknown>;
    if ('$map' in node) return new Map((node.$map as [unknown, unknown][]).map(([k, v]) => [k, fromSkeleton(v)]));
    if ('$' in node) {
      const ref = sections[node.s as number]!;
      const content = contents[node.s as number]!;
      if (ref.type === 'text') return content.toString('utf8');
      return new arrayTypes[ref.type](content.buffer as ArrayBuffer, content.byteOffset, ref.length);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fromSkeleton(v)]));
  };
  return { ...meta, index: fromSkeleton(index) as CatalogIndex };
}
