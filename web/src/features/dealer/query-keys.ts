/** The dealer's own data (balance, price list), under the `me` root: dropped on sign-out. */
export const dealerKeys = {
  all: () => ['me', 'dealer'] as const,
  balance: () => ['me', 'dealer', 'balance'] as const,
  priceList: () => ['me', 'dealer', 'price-list'] as const,
};
