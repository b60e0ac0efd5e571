import type { CSSProperties, FormHTMLAttributes, HTMLAttributes } from 'react';
import styles from './layout.module.css';
import { splitClassName } from './layout-classes';

/** A spacing step of the design tokens (--space-1 … --space-9, styles/global.css). */
export type Space = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

type Tag = 'div' | 'p' | 'span' | 'li' | 'section' | 'ul' | 'ol' | 'dl' | 'header' | 'footer' | 'form' | 'nav' | 'article';

interface LayoutProps extends HTMLAttributes<HTMLElement>, Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> {
  as?: Tag;
  /** The space between children; a pair is [between rows, between columns]. */
  gap?: Space | [Space, Space];
}

function join(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

function withVar(style: CSSProperties | undefined, name: string, value: string | undefined): CSSProperties | undefined {
  return value === undefined ? style : ({ ...style, [name]: value } as CSSProperties);
}

const space = (gap: LayoutProps['gap']) =>
  gap === undefined ? undefined : (Array.isArray(gap) ? gap : [gap]).map((step) => `var(--space-${step})`).join(' ');

/** Children one below another, `gap` apart (the default: --space-5); `divided`: a rule between them, the gap on either side. */
export function Stack({ as: As = 'div', gap, divided, className, style, ...rest }: LayoutProps & { divided?: boolean }) {
  return <As className={join(styles.stack, divided && styles.divided, className)} style={withVar(style, '--stack-gap', space(gap))} {...rest} />;
}

interface ClusterProps extends LayoutProps {
  /** Pushes the children apart (a title left, its actions right). */
  spread?: boolean;
  /** Gathers the children at the end of the line (a form's buttons). */
  end?: boolean;
  /** Where children of different heights line up; the middle by default. */
  align?: 'start' | 'center' | 'baseline' | 'end';
}

/** Children side by side, wrapping onto the next line when they do not fit. */
export function Cluster({ as: As = 'div', gap, spread, end, align, className, style, ...rest }: ClusterProps) {
  const alignClass = align === 'start' ? styles.alignStart : align === 'baseline' ? styles.alignBaseline : align === 'end' ? styles.alignEnd : undefined;
  return <As className={join(styles.cluster, spread && styles.spread, end && styles.justifyEnd, alignClass, className)} style={withVar(style, '--cluster-gap', space(gap))} {...rest} />;
}

/**
 * As many columns of at least `min` (a CSS length, default 16rem) as fit; one column on a phone.
 * `fit`: fewer children than columns stretch to fill the row (CSS auto-fit) instead of leaving it open.
 */
export function Grid({ as: As = 'div', gap, min, fit, className, style, ...rest }: LayoutProps & { min?: string; fit?: boolean }) {
  const vars = withVar(withVar(withVar(style, '--grid-gap', space(gap)), '--grid-min', min), '--grid-repeat', fit ? 'auto-fit' : undefined);
  return <As className={join(styles.grid, className)} style={vars} {...rest} />;
}

interface SplitProps extends LayoutProps {
  /** The two columns (grid-template-columns) once they stand side by side; two equal ones by default. */
  columns?: string;
  /** From which width they stand side by side: 640 px (sm), 960 px (md, the default) or 1100 px (lg, beside the admin's menu). */
  from?: 'sm' | 'md' | 'lg';
}


/** A main column and an aside side by side on a wide screen, one below the other on a phone. */
export function Split({ as: As = 'div', gap, columns = 'minmax(0, 1fr) minmax(0, 1fr)', from = 'md', className, style, ...rest }: SplitProps) {
  return <As className={join(splitClassName[from], className)} style={withVar(withVar(style, '--split-gap', space(gap)), '--split-columns', columns)} {...rest} />;
}
