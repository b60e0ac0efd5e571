import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A still block standing in for content that is loading (why still: skeleton.module.css). Hidden from assistive tech. */
export function Skeleton({ width, height, className, style }: { width?: CSSProperties['width']; height?: CSSProperties['height']; className?: string; style?: CSSProperties }) {
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={{ width, height, ...style }} />;
}
