/**
 * Promotions' windows are set in Warsaw wall-clock time ("Friday 00:00 to Sunday 23:59") and
 * compared as instants. Intl knows the zone's rules (CET/CEST); these helpers only pick which of
 * the two offsets a wall-clock time has, the same way core/shop-days.ts finds a day's start.
 */
const warsawParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-12-04T00:00` as Warsaw shows an instant. */
export function instantToWarsawLocal(instant: Date): string {
  const p = Object.fromEntries(warsawParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant of a Warsaw wall-clock time. A time the spring change skips (02:30 on the last
 * Sunday of March) is read one hour later; one the autumn change repeats, at its first occurrence.
 */
export function warsawLocalToInstant(local: string): string {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, hh - offsetHours, mm));
    if (instantToWarsawLocal(candidate) === local) return candidate.toISOString();
  }
  return new Date(Date.UTC(y, m - 1, d, hh - 1, mm)).toISOString();
}

/** The window's end as an instant: the admin's end minute is included ("until 23:59"). */
export function warsawEndToInstant(local: string): string {
  return new Date(Date.parse(warsawLocalToInstant(local)) + 60_000).toISOString();
}
