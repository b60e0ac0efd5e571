import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A still block standing in for content that is loading (why still: skeleton.module.css). Hidden from assistive tech. */
export function Skeleton({ width, height, className, style }: { width?: CSSProperties['width']; height?: CSSProperties['height']; className?: string; style?: CSSProperties }) {
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={{ width, height, ...style }} />;
}

/** A product card's placeholder, as a list item: a square photo, then one bar per [width, height] line. */
export function SkeletonCard({ lines }: { lines: readonly (readonly [string, number])[] }) {
  return (
    <li className={styles.card} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '1', borderRadius: 0 }} />
      <div className={styles.cardBody}>
        {lines.map(([width, height], i) => (
          <Skeleton key={i} width={width} height={height} />
        ))}
      </div>
    </li>
  );
}
