/** The account's query keys: the signed-in user's profile, under the user's root. */
export const accountKeys = {
  profile: () => ['me', 'profile'] as const,
};
