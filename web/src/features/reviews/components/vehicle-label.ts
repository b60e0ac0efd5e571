/**
 * A garage vehicle id as a reader says it: `flhx-2016` → "FLHX 2016" (model code and year,
 * functions/contracts/vehicles.ts). The review keeps only the id: the model's full name may be
 * renamed in the vocabulary, the code and the year never are.
 */
export function vehicleLabel(vehicleId: string): string {
  const dash = vehicleId.lastIndexOf('-');
  if (dash <= 0) return vehicleId.toUpperCase();
  return `${vehicleId.slice(0, dash).toUpperCase()} ${vehicleId.slice(dash + 1)}`;
}
