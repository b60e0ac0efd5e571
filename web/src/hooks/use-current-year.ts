import { useBrowserValue } from '@/first-load/hydration';

/** The year of the build (vite.config.ts defines it; tests fall back to this year). */
const buildYear = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();
const currentYear = () => new Date().getFullYear();

/** This year; on a prerendered page, the build's year until it is hydrated (first-load/hydration.ts). */
export function useCurrentYear(): number {
  return useBrowserValue(currentYear, buildYear);
}
