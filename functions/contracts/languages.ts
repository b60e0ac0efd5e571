/**
 * The languages a buyer can shop in (the web app's, web/src/lib/i18n.ts): an order remembers the
 * one its buyer used and its e-mails are written in it; Cognito's e-mails follow the language the
 * web app names. Absent: Polish. No zod here: the Cognito trigger bundles this file alone.
 */
export const customerLanguages = ['pl', 'en'] as const;
export type CustomerLanguage = (typeof customerLanguages)[number];
