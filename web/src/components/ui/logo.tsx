import type { SVGProps } from 'react';

/** The brand mark: a V-twin, two finned cylinders over the crankcase. Decorative. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <g fill="currentColor">
        <rect x="24" y="10" width="16" height="34" rx="3" transform="rotate(-24 32 46)" />
        <rect x="24" y="10" width="16" height="34" rx="3" transform="rotate(24 32 46)" />
        <circle cx="32" cy="47" r="10" />
      </g>
      <g stroke="var(--logo-cut, #0c0b0a)" strokeWidth="2.4" strokeLinecap="round">
        <path d="M22 16h20M22 22h20M22 28h20" transform="rotate(-24 32 46)" />
        <path d="M22 16h20M22 22h20M22 28h20" transform="rotate(24 32 46)" />
      </g>
      <circle cx="32" cy="47" r="3.5" fill="var(--logo-cut, #0c0b0a)" />
    </svg>
  );
}
