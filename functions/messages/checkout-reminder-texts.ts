import type { CustomerLanguage } from '../contracts/languages.js';

/**
 * The abandoned-checkout reminder's texts (checkout-reminders.ts), in the checkout's language. The Polish
 * texts avoid the second person's past tense, which has a gender (zacząłeś / zaczęłaś) we do not know.
 */
interface CheckoutReminderTexts {
  subject: (shop: string) => string;
  lead: string;
  restore: (days: number) => string;
  once: string;
  signature: (shop: string) => string;
  withdraw: (url: string) => string;
}

const texts: Record<CustomerLanguage, CheckoutReminderTexts> = {
  pl: {
    subject: (shop) => `${shop}: Twoje zamówienie czeka na dokończenie`,
    lead: 'Twoje zamówienie zostało rozpoczęte, ale nie zostało opłacone. W koszyku były:',
    restore: (days) => `Jednym kliknięciem przywrócisz koszyk, po dzisiejszych cenach i stanach (link działa ${days} dni):`,
    once: 'To jedyne przypomnienie o tym zamówieniu: wysłaliśmy je, bo przy zamówieniu została zaznaczona zgoda na nie.',
    signature: (shop) => `Pozdrawiamy,\n${shop}`,
    withdraw: (url) => `Nie chcesz takich przypomnień? Wycofaj zgodę jednym kliknięciem: ${url}`,
  },
  en: {
    subject: (shop) => `${shop}: your order is waiting to be finished`,
    lead: 'You started an order but did not pay for it. Your cart held:',
    restore: (days) => `One click puts it back in your cart, at today’s prices and stock (the link works for ${days} days):`,
    once: 'This is the only reminder about this order: we sent it because you ticked the box for it at checkout.',
    signature: (shop) => `Best regards,\n${shop}`,
    withdraw: (url) => `No more reminders like this? Withdraw your consent in one click: ${url}`,
  },
};

export function checkoutReminderTexts(language: CustomerLanguage | undefined): CheckoutReminderTexts {
  return texts[language === 'en' ? 'en' : 'pl'];
}
