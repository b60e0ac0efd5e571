import type { CustomerLanguage } from '../contracts/languages.js';

/**
 * The words of the review e-mails (the request after delivery, the rejection of a review), one
 * typed dictionary per language the buyer can shop in: the same pattern as
 * orders/order-email-texts.ts (a missing English text is a compile error, not a key shown to the
 * customer).
 */
export interface ReviewEmailTexts {
  greeting: (name: string | null) => string;
  requestSubject: (shop: string, shortId: string) => string;
  requestLead: (shortId: string) => string;
  requestLine: (product: string, url: string) => string;
  requestHow: string;
  unsubscribe: (url: string) => string;
  rejectedSubject: (shop: string, product: string) => string;
  rejectedLead: (product: string) => string;
  rejectedReason: (reason: string) => string;
  rejectedNext: string;
  /** A guest has no account: the link to correct the review. */
  rejectedNextGuest: (url: string) => string;
  signature: (shop: string) => string;
}

const pl: ReviewEmailTexts = {
  greeting: (name) => (name ? `Dzień dobry, ${name}!` : 'Dzień dobry!'),
  requestSubject: (shop, shortId) => `${shop}: jak się sprawdza zamówienie #${shortId}?`,
  requestLead: (shortId) => `Minęło kilka dni, odkąd dotarło do Ciebie zamówienie #${shortId}. Napisz innym motocyklistom, jak się sprawdza – każda opinia pochodzi od kupującego, którego zakup sprawdziliśmy.`,
  requestLine: (product, url) => `${product}\nOceń: ${url}`,
  requestHow: 'Opinie czytamy przed publikacją; pokazujemy je wszystkie, dobre i złe, o ile dotyczą produktu.',
  unsubscribe: (url) => `Nie chcesz więcej próśb o opinię? Wypisz się: ${url}`,
  rejectedSubject: (shop, product) => `${shop}: Twoja opinia o produkcie ${product} nie została opublikowana`,
  rejectedLead: (product) => `Dziękujemy za opinię o produkcie ${product}. Niestety nie możemy jej opublikować.`,
  rejectedReason: (reason) => `Powód: ${reason}`,
  rejectedNext: 'Możesz ją poprawić na stronie produktu (po zalogowaniu) – poprawiona opinia wróci do nas do sprawdzenia.',
  rejectedNextGuest: (url) => `Możesz ją poprawić tutaj – poprawiona opinia wróci do nas do sprawdzenia:\n${url}`,
  signature: (shop) => `Pozdrawiamy,\n${shop}`,
};

const en: ReviewEmailTexts = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  requestSubject: (shop, shortId) => `${shop}: how is order #${shortId} working out?`,
  requestLead: (shortId) => `Your order #${shortId} arrived a few days ago. Tell other riders how it works out – every review comes from a buyer whose purchase we checked.`,
  requestLine: (product, url) => `${product}\nReview it: ${url}`,
  requestHow: 'We read reviews before publishing them and show them all, good and bad, as long as they are about the product.',
  unsubscribe: (url) => `No more review requests? Unsubscribe: ${url}`,
  rejectedSubject: (shop, product) => `${shop}: your review of ${product} was not published`,
  rejectedLead: (product) => `Thank you for reviewing ${product}. Unfortunately we cannot publish your review.`,
  rejectedReason: (reason) => `Reason: ${reason}`,
  rejectedNext: 'You can edit it on the product page (signed in); an edited review comes back to us for checking.',
  rejectedNextGuest: (url) => `You can edit it here; an edited review comes back to us for checking:\n${url}`,
  signature: (shop) => `Kind regards,\n${shop}`,
};

const byLanguage: Record<CustomerLanguage, ReviewEmailTexts> = { pl, en };

export function reviewEmailTexts(language: CustomerLanguage | undefined): ReviewEmailTexts {
  return byLanguage[language ?? 'pl'];
}
