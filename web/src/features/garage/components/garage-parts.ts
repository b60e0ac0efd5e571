/**
 * Everything of "Mój motocykl" that waits for its first use, as one chunk (garage-provider.tsx):
 * the selector, the product page's badge and the garage's upkeep.
 */
export { FitmentBadge } from './fitment-badge';
export { GarageDialog } from './garage-dialog';
export { GarageSync } from './garage-sync';
