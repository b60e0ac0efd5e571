/**
 * Shop days (Europe/Warsaw) as ranges of the ISO instants that lists sort by: a filter "from day A
 * to day B" is the key range from A's first instant up to the start of the day after B.
 */
/** The UTC instant at which a shop day (Europe/Warsaw) starts. */
export function shopDayStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, -offsetHours));
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23', day: '2-digit' }).formatToParts(candidate);
    const hour = Number(local.find((p) => p.type === 'hour')?.value);
    const dayOfMonth = Number(local.find((p) => p.type === 'day')?.value);
    if (hour === 0 && dayOfMonth === d) return candidate.toISOString();
  }
  return new Date(Date.UTC(y, m - 1, d)).toISOString();
}

export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The sort key range of a date filter (YYYY-MM-DD, inclusive), or nothing when there is none. */
export function dayRangeKeys(filter: { dateFrom?: string | undefined; dateTo?: string | undefined }): { range?: { from?: string; to?: string } } {
  if (!filter.dateFrom && !filter.dateTo) return {};
  return {
    range: {
      ...(filter.dateFrom ? { from: shopDayStart(filter.dateFrom) } : {}),
      // Up to the start of the day after dateTo: the whole last day is included.
      ...(filter.dateTo ? { to: shopDayStart(nextDay(filter.dateTo)) } : {}),
    },
  };
}
