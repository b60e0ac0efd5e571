import type { DeliveryPoint } from '@contracts/delivery';
import styles from './locker-picker.module.css';

/**
 * A schematic map of the lockers found: each at its position relative to the others (and to
 * the buyer, when they shared it), no street tiles, so it needs no map service or third-party
 * script. For pointing and clicking; the list beside it is the accessible way to choose, so the
 * drawing is hidden from assistive technology.
 */
const SIZE = 100;
const PAD = 8;
/** A pin is drawn above its point: room for it at the top. */
const PIN_HEIGHT = 11;

export function PointsMap({
  points,
  selected,
  origin,
  onSelect,
}: {
  points: readonly DeliveryPoint[];
  selected: string | null;
  origin: { lat: number; lng: number } | null;
  onSelect: (point: DeliveryPoint) => void;
}) {
  const all = [...points.map((p) => p.location), ...(origin ? [origin] : [])];
  if (all.length === 0) return null;
  // Equirectangular projection around the middle latitude: fine for a few kilometres.
  const midLat = all.reduce((s, p) => s + p.lat, 0) / all.length;
  const kx = Math.cos((midLat * Math.PI) / 180);
  const xs = all.map((p) => p.lng * kx);
  const ys = all.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY, 0.004);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const inner = SIZE - 2 * PAD - PIN_HEIGHT;
  const project = (p: { lat: number; lng: number }) => ({
    x: SIZE / 2 + ((p.lng * kx - cx) / span) * inner,
    y: (SIZE + PIN_HEIGHT) / 2 - ((p.lat - cy) / span) * inner,
  });
  const ordered = [...points].sort((a, b) => Number(a.code === selected) - Number(b.code === selected));
  return (
    <svg className={styles.map} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      <defs>
        <pattern id="points-map-grid" width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M 10 0 L 0 0 0 10" fill="none" className={styles.mapGrid} />
        </pattern>
      </defs>
      <rect width={SIZE} height={SIZE} fill="url(#points-map-grid)" />
      {origin ? (
        <g transform={`translate(${project(origin).x} ${project(origin).y})`} className={styles.mapOrigin}>
          <circle r="2.6" />
          <circle r="1.1" className={styles.mapOriginDot} />
        </g>
      ) : null}
      {ordered.map((point) => {
        const { x, y } = project(point.location);
        const active = point.code === selected;
        return (
          <g key={point.code} transform={`translate(${x} ${y})`} className={styles.mapPin} data-selected={active || undefined} onClick={() => onSelect(point)}>
            <title>{`${point.name}, ${point.address.street}`}</title>
            <path d="M0 0 C -3.2 -4 -3.6 -5.6 -3.6 -7.2 A 3.6 3.6 0 1 1 3.6 -7.2 C 3.6 -5.6 3.2 -4 0 0 Z" />
            <circle cy="-7.2" r="1.3" className={styles.mapPinDot} />
          </g>
        );
      })}
    </svg>
  );
}
