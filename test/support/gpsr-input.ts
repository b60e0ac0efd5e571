/**
 * What publishing a product requires since issue 30 (GPSR): a manufacturer from the register, the
 * part number and the safety texts in both languages. Tests that create published products
 * through the admin API spread this into their input; `chopper-works` is the demo register's
 * entry for the workshop (infra/local/seed/manufacturers.ts), seeded on every test stack.
 */
export const publishableSafety = {
  manufacturerId: 'chopper-works',
  productNumber: 'ZZTEST-GPSR',
  safetyWarnings: 'Montaż powierz wykwalifikowanemu mechanikowi.',
  safetyWarningsEn: 'Have a qualified mechanic fit it.',
} as const;
