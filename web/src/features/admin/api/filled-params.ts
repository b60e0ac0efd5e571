/**
 * A list's filters as a query string's parameters: each one the admin filled in, trimmed, and
 * none that is empty (an empty one would filter for ""). `keys` fixes the order, so one set of
 * filters always makes the same query key.
 */
export function filledParams<Filters extends object>(filters: Filters, keys: readonly (keyof Filters & string)[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of keys) {
    const value = (filters[key] as string | undefined)?.trim();
    if (value) params[key] = value;
  }
  return params;
}
