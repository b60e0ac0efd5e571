/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies (and GET query strings) with
 * bracket keys, which the `stripe` SDK writes like this (node_modules/stripe/esm/utils.js):
 *
 *   line_items[0][price_data][currency]=pln&line_items[0][quantity]=2&metadata[orderId]=o1
 *
 * Arrays are always indexed (`a[0]`, `a[1]`); curl users write `expand[]=x`, which Stripe also
 * accepts. Every value arrives as a string (`true`, `1500`); the schema that reads the result
 * decides what is a number or a boolean, as Stripe does.
 *
 * Written here rather than taken from `qs`: `qs` is only a transitive dependency (no types, not
 * in package.json), and this grammar is small.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Thrown for bodies Stripe itself would refuse to read (a key that is both a list and a map). */
export class FormEncodingError extends Error {}

// Keys that would reach Object.prototype through plain-object assignment.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// A sane bound on `a[N]`, so `a[99999999]=x` cannot allocate a huge array.
const MAX_INDEX = 999;

export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  // URLSearchParams does the percent- and '+'-decoding of keys and values.
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = splitKey(key);
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    assign(root, path, value, key);
  }
  return compactArrays(root) as FormObject;
}

/** `line_items[0][quantity]` → ['line_items', '0', 'quantity']; a malformed key stays whole. */
function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const segments = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  return [match[1]!, ...segments];
}

const isIndex = (segment: string) => segment === '' || /^\d+$/.test(segment);

function assign(target: FormObject, path: string[], value: string, key: string): void {
  let node: FormValue = target;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    const last = i === path.length - 1;
    if (Array.isArray(node)) {
      if (!isIndex(segment)) throw new FormEncodingError(`Invalid array: ${key}`);
      const index: number = segment === '' ? node.length : Number(segment);
      if (index > MAX_INDEX) throw new FormEncodingError(`Array index too large: ${key}`);
      if (last) node[index] = value;
      else node = node[index] ??= isIndex(path[i + 1]!) ? [] : {};
    } else if (typeof node === 'object') {
      if (last) node[segment] = value;
      else node = node[segment] ??= isIndex(path[i + 1]!) ? [] : {};
    } else {
      // `a=1&a[b]=2`: a value where a map was expected.
      throw new FormEncodingError(`Invalid hash: ${key}`);
    }
  }
}

/** `a[0]=x&a[2]=y` leaves a hole; drop holes as qs (and so Stripe) does. */
function compactArrays(value: FormValue): FormValue {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactArrays);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactArrays(v)]));
  return value;
}

/** A zod issue path as Stripe names a parameter: ['line_items', 0, 'quantity'] → `line_items[0][quantity]`. */
export function paramName(path: ReadonlyArray<PropertyKey>): string {
  const [head, ...rest] = path.map(String);
  return (head ?? '') + rest.map((segment) => `[${segment}]`).join('');
}
