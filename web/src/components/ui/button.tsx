import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClassName({ variant = 'primary', size = 'medium' }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], size !== 'medium' && styles[size], extra].filter(Boolean).join(' ');
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...rest} />;
}

/** A router link that looks like a button: navigation stays a link for assistive tech. */
export function ButtonLink({ variant, size, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClassName({ variant, size }, className)} {...rest} />;
}

/** The chip class (a round toggle among filters or tabs; aria-pressed or aria-selected marks the chosen one). */
export const chipClassName = styles.chip!;
