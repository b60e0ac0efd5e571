/** The company lookup's query keys: one company by its NIP (the VAT white list's answer). */
export const companyKeys = {
  lookup: (nip: string) => ['companies', nip] as const,
};
