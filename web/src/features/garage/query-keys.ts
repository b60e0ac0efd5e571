/** The garage's query keys: the signed-in user's motorcycles, under the user's root. */
export const garageKeys = {
  mine: () => ['me', 'garage'] as const,
};
