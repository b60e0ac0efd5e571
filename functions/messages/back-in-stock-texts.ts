import type { CustomerLanguage } from '../contracts/languages.js';

/** The back-in-stock e-mails' texts (back-in-stock.ts), in the request's language. */
interface BackInStockTexts {
  confirmSubject: (shop: string) => string;
  confirmLead: (what: string) => string;
  confirmIgnore: string;
  backSubject: (shop: string, what: string) => string;
  backLead: (what: string) => string;
  backOnce: string;
  signature: (shop: string) => string;
  unsubscribe: (url: string) => string;
}

const texts: Record<CustomerLanguage, BackInStockTexts> = {
  pl: {
    confirmSubject: (shop: string) => `${shop}: potwierdź powiadomienie o dostępności`,
    confirmLead: (what: string) => `Ktoś (mamy nadzieję, że Ty) poprosił o wiadomość, gdy „${what}” znów będzie dostępny. Potwierdź to, otwierając link:`,
    confirmIgnore: 'Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy nic więcej.',
    backSubject: (shop: string, what: string) => `${shop}: „${what}” znów jest dostępny`,
    backLead: (what: string) => `Dobra wiadomość: „${what}” znów jest w sprzedaży. Zamówisz go tutaj:`,
    backOnce: 'To jedyna wiadomość w tej sprawie: Twoja prośba o powiadomienie właśnie się zakończyła.',
    signature: (shop: string) => `Pozdrawiamy,\n${shop}`,
    unsubscribe: (url: string) => `Nie chcesz więcej powiadomień o dostępności? Wypisz się jednym kliknięciem: ${url}`,
  },
  en: {
    confirmSubject: (shop: string) => `${shop}: confirm your back-in-stock alert`,
    confirmLead: (what: string) => `Someone (we hope you) asked to be told when “${what}” is back in stock. Confirm it by opening this link:`,
    confirmIgnore: 'If it was not you, ignore this message: without a confirmation we send nothing more.',
    backSubject: (shop: string, what: string) => `${shop}: “${what}” is back in stock`,
    backLead: (what: string) => `Good news: “${what}” is on sale again. You can order it here:`,
    backOnce: 'This is the only message about it: your back-in-stock request has now ended.',
    signature: (shop: string) => `Best regards,\n${shop}`,
    unsubscribe: (url: string) => `No more back-in-stock e-mails? Unsubscribe in one click: ${url}`,
  },
};

export function backInStockTexts(language: CustomerLanguage | undefined): BackInStockTexts {
  return texts[language === 'en' ? 'en' : 'pl'];
}
