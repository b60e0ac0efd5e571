/**
 * What the reviews section knows of the visitor's garage (features/garage, handed over by the
 * product route: features do not import each other). `bikeIds`: the signed-in buyer's bikes, which
 * a review may name; `current`: the bike the "for my bike" filter uses (a visitor's too).
 */
export interface ReviewerGarage {
  bikeIds: readonly string[];
  current: { id: string; label: string | null } | null;
}
