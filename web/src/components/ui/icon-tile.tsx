import type { ReactNode } from 'react';
import styles from './icon-tile.module.css';

/**
 * An icon in a 48 px accent square, at the head of a card that names one benefit, value or way
 * to reach us (home, about, dealers, contact). Decorative: the card's heading says what it means.
 */
export function IconTile({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={className ? `${styles.tile} ${className}` : styles.tile} aria-hidden="true">
      {children}
    </span>
  );
}
