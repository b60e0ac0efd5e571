import type { DeliveryMethod } from '../contracts/delivery.js';
import type { CustomerLanguage } from '../contracts/languages.js';
import type { Order, RefundReason } from '../contracts/order.js';
import { methodNames, WORKSHOP_PICKUP } from '../delivery/delivery-names.js';
import { carrierNames } from '../delivery/tracking.js';

/**
 * The words of the customer's e-mails about an order (order-emails.ts, delivery/delivery-emails.ts),
 * one dictionary per language the buyer can shop in. A typed object rather than i18next on the
 * server: a few dozen sentences, most of them functions of the order's figures, which a type
 * checker keeps complete in both languages (a missing English text is a compile error, not a key
 * shown to the customer), with no loader or init in every Lambda that sends an e-mail. The Polish
 * texts are the shop's documents (spec, tests): change them on purpose only.
 *
 * Money is `1 234,56 zł` in both languages (the shop sells in złoty; formatZl); dates and times
 * are written by Intl in the language's locale (`dateTime`).
 */
export interface OrderEmailTexts {
  /** Intl locale of dates and times. */
  locale: string;
  greeting: (name: string | null) => string;
  orderHeading: (shortId: string) => string;
  total: (amount: string) => string;
  /** A line's discount (issue 32), after its total. */
  lineDiscount: (amount: string) => string;
  /** A dealer's order on payment terms (issue 34): pay by transfer by the due date, to this account, with the order in the title. */
  termsPayment: (dueDate: string, account: string, bank: string, shortId: string) => string;
  lineVolumeBreak: (words: string) => string;
  details: (url: string) => string;
  withdrawalLink: (url: string) => string;
  status: {
    confirmation: string;
    shipped: string;
    delivered: string;
    cancelled: string;
    cancelledRefunding: (amount: string) => string;
    pickupReady: string;
    pickupCollected: string;
  };
  confirmationSubject: (shop: string, shortId: string) => string;
  statusSubject: (shop: string, shortId: string, headline: string) => string;
  tracking: (carrier: string, number: string) => string;
  trackingUrl: (url: string) => string;
  /** Carriers whose name is a word of the language (the others are brand names). */
  otherCarrier: string;
  refundSubject: (shop: string, amount: string, shortId: string) => string;
  refundWhy: Record<RefundReason, string>;
  refundLead: (why: string, amount: string) => string;
  /** An order on payment terms credited (issue 34): no money moves, the dealer's balance goes down. */
  creditSubject: (shop: string, amount: string, shortId: string) => string;
  creditLead: (cancelled: boolean, amount: string) => string;
  correctionInvoice: (number: string, url: string) => string;
  withdrawal: {
    subject: (shop: string, shortId: string) => string;
    received: (when: string) => string;
    scope: string;
    reason: (reason: string) => string;
    next: string;
    toWorkshop: (seller: string, address: string, shortId: string) => string;
    inpost: {
      first: string;
      how: string;
      open: (url: string, shop: string) => string;
      orderNumber: (shortId: string) => string;
      code: string;
      drop: string;
      paidByShop: string;
      paidByBuyer: string;
      orWorkshop: (toWorkshop: string) => string;
    };
    byPost: (toWorkshop: string) => string;
    refund: string;
    correction: string;
  };
  returnRejected: {
    subject: (shop: string, shortId: string) => string;
    lead: (when: string, reason: string) => string;
  };
  delivery: {
    line: (name: string, destination: string, cost: string) => string;
    methods: Record<DeliveryMethod, string>;
    workshopHours: string;
  };
  locker: {
    subject: (shop: string, shortId: string, pointCode: string | undefined) => string;
    /** The parcel waits elsewhere than the chosen locker (a point, a branch, a temporary locker). */
    subjectElsewhere: (shop: string, shortId: string) => string;
    elsewhere: string;
    anyLocker: string;
    waiting: (where: string) => string;
    where: (description: string) => string;
    open: (hours: string) => string;
    code: string;
    trackingNumber: (number: string) => string;
  };
}

const pl: OrderEmailTexts = {
  locale: 'pl-PL',
  greeting: (name) => `Dzień dobry${name ? ` ${name}` : ''},`,
  orderHeading: (id) => `Zamówienie #${id}:`,
  total: (amount) => `Razem: ${amount}`,
  lineDiscount: (amount) => ` (w tym rabat −${amount})`,
  termsPayment: (due, account, bank, id) => `Płatność przelewem z terminem płatności do ${due} na rachunek ${account} (${bank}), w tytule: zamówienie #${id}.`,
  lineVolumeBreak: (words) => ` (rabat ilościowy ${words})`,
  details: (url) => `Szczegóły: ${url}`,
  withdrawalLink: (url) => `Odstąpienie od umowy (14 dni od doręczenia): ${url}`,
  status: {
    confirmation: 'Płatność przyjęta — kompletujemy Twoje zamówienie.',
    shipped: 'Zamówienie zostało wysłane.',
    delivered: 'Zamówienie zostało dostarczone. Dziękujemy!',
    cancelled: 'Zamówienie zostało anulowane.',
    cancelledRefunding: (amount) => `Zamówienie zostało anulowane. Zwracamy ${amount} tą samą metodą płatności; napiszemy, gdy zwrot zostanie zrealizowany.`,
    pickupReady: 'Zamówienie czeka na odbiór w naszym warsztacie.',
    pickupCollected: 'Zamówienie zostało odebrane. Dziękujemy!',
  },
  confirmationSubject: (shop, id) => `${shop}: potwierdzenie zamówienia #${id}`,
  statusSubject: (shop, id, headline) => `${shop}: zamówienie #${id} — ${headline}`,
  tracking: (carrier, number) => `Przewoźnik: ${carrier}, numer przesyłki: ${number}`,
  trackingUrl: (url) => `Śledzenie: ${url}`,
  otherCarrier: carrierNames.other,
  refundSubject: (shop, amount, id) => `${shop}: zwrot ${amount} za zamówienie #${id}`,
  refundWhy: {
    late_payment: 'Twoja płatność dotarła do nas, gdy zamówienie było już anulowane, więc ją zwróciliśmy.',
    order_cancelled: 'Zamówienie zostało anulowane, więc zwróciliśmy płatność.',
    withdrawal: 'Zwracamy płatność po odstąpieniu od umowy.',
    return: 'Zwracamy płatność za zwrócone produkty.',
    duplicate: 'Zwracamy płatność pobraną podwójnie.',
    other: 'Zwróciliśmy część lub całość płatności za zamówienie.',
  },
  refundLead: (why, amount) => `${why} Zwrot ${amount} trafi na rachunek lub kartę, z których zapłacono (zwykle w ciągu 5–10 dni roboczych).`,
  creditSubject: (shop, amount, id) => `${shop}: korekta ${amount} do zamówienia #${id}`,
  creditLead: (cancelled, amount) => `${cancelled ? 'Zamówienie anulowano' : 'Obniżyliśmy cenę zamówienia'}, więc saldo Twojego konta dealera zmniejszyło się o ${amount}.`,
  correctionInvoice: (number, url) => `Faktura korygująca ${number} jest do pobrania na stronie zamówienia: ${url}`,
  withdrawal: {
    subject: (shop, id) => `${shop}: potwierdzenie odstąpienia od umowy — zamówienie #${id}`,
    received: (when) => `Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy: ${when}.`,
    scope: 'Odstępujesz od umowy w zakresie:',
    reason: (reason) => `Powód (podany dobrowolnie): ${reason}`,
    next: 'Co dalej:',
    toWorkshop: (seller, address, id) => `${seller}, ${address} (z dopiskiem: zwrot #${id})`,
    // The same steps as the acknowledgement on screen (web/src/i18n/pl/returns.json, `sendBack`).
    inpost: {
      first: '1. Odeślij produkty w ciągu 14 dni.',
      how: '   Odeślij przez Paczkomat InPost:',
      open: (url, shop) => `   a) otwórz stronę zwrotów ${url} albo aplikację InPost Mobile → „Zwróć” → ${shop},`,
      orderNumber: (id) => `   b) podaj numer zamówienia #${id} i wypełnij formularz zwrotu,`,
      code: '   c) kod zwrotu, który dostaniesz e-mailem lub w aplikacji, napisz na paczce (drukarka nie jest potrzebna),',
      drop: '   d) nadaj paczkę w dowolnym Paczkomacie.',
      paidByShop: 'Odesłanie przez Paczkomat opłacamy my.',
      paidByBuyer: 'Koszt odesłania przez Paczkomat ponosisz Ty, według cennika InPost.',
      orWorkshop: (toWorkshop) => `   Albo kurierem lub osobiście (także części, które nie zmieszczą się w Paczkomacie): ${toWorkshop}. Koszt takiego odesłania ponosisz Ty.`,
    },
    byPost: (toWorkshop) => `1. Odeślij produkty w ciągu 14 dni na adres: ${toWorkshop}. Koszt odesłania ponosisz Ty.`,
    refund: '2. Gdy paczka do nas dotrze, sprawdzimy ją i zwrócimy pieniądze tą samą metodą płatności: cenę produktów, a przy odstąpieniu od całego zamówienia także koszt najtańszej oferowanej dostawy.',
    correction: '3. Wyślemy e-mail ze zwrotem i fakturą korygującą.',
  },
  returnRejected: {
    subject: (shop, id) => `${shop}: zwrot z zamówienia #${id} nie został przyjęty`,
    lead: (when, reason) => `Nie możemy przyjąć zwrotu zgłoszonego ${when}. Powód: ${reason}. Odpowiedz na tę wiadomość, jeśli masz pytania.`,
  },
  delivery: {
    line: (name, destination, cost) => `Dostawa: ${name} (${destination}): ${cost}`,
    methods: methodNames,
    workshopHours: WORKSHOP_PICKUP.hours,
  },
  locker: {
    subject: (shop, id, code) => `${shop}: zamówienie #${id} czeka w Paczkomacie${code ? ` ${code}` : ''}`,
    subjectElsewhere: (shop, id) => `${shop}: zamówienie #${id} czeka na odbiór`,
    elsewhere: 'Twoja paczka czeka na odbiór w punkcie InPost. Gdzie dokładnie i z jakim kodem, InPost napisał Ci SMS-em i w aplikacji InPost Mobile.',
    anyLocker: 'wybrany Paczkomat',
    waiting: (where) => `Twoja paczka czeka w Paczkomacie: ${where}.`,
    where: (description) => `Gdzie: ${description}.`,
    open: (hours) => `Dostępny: ${hours}.`,
    code: 'Kod odbioru InPost wysłał SMS-em na Twój numer telefonu. Paczka czeka 48 godzin.',
    trackingNumber: (number) => `Numer przesyłki: ${number}`,
  },
};

const en: OrderEmailTexts = {
  locale: 'en-GB',
  greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
  orderHeading: (id) => `Order #${id}:`,
  total: (amount) => `Total: ${amount}`,
  lineDiscount: (amount) => ` (discount −${amount} included)`,
  termsPayment: (due, account, bank, id) => `Payment by bank transfer on terms, due by ${due}, to account ${account} (${bank}), with order #${id} in the title.`,
  lineVolumeBreak: (words) => ` (volume price ${words})`,
  details: (url) => `Details: ${url}`,
  withdrawalLink: (url) => `Withdrawal from the contract (14 days from delivery): ${url}`,
  status: {
    confirmation: 'Payment received — we are putting your order together.',
    shipped: 'Your order has been shipped.',
    delivered: 'Your order has been delivered. Thank you!',
    cancelled: 'Your order has been cancelled.',
    cancelledRefunding: (amount) => `Your order has been cancelled. We are refunding ${amount} to the same payment method; we will write to you once the refund has been made.`,
    pickupReady: 'Your order is waiting for pickup at our workshop.',
    pickupCollected: 'Your order has been picked up. Thank you!',
  },
  confirmationSubject: (shop, id) => `${shop}: order confirmation #${id}`,
  statusSubject: (shop, id, headline) => `${shop}: order #${id} — ${headline}`,
  tracking: (carrier, number) => `Carrier: ${carrier}, tracking number: ${number}`,
  trackingUrl: (url) => `Tracking: ${url}`,
  otherCarrier: 'Other carrier',
  refundSubject: (shop, amount, id) => `${shop}: refund of ${amount} for order #${id}`,
  refundWhy: {
    late_payment: 'Your payment reached us after the order had already been cancelled, so we have refunded it.',
    order_cancelled: 'Your order has been cancelled, so we have refunded your payment.',
    withdrawal: 'We are refunding your payment following your withdrawal from the contract.',
    return: 'We are refunding your payment for the returned products.',
    duplicate: 'We are refunding a payment that was taken twice.',
    other: 'We have refunded part or all of the payment for your order.',
  },
  refundLead: (why, amount) => `${why} The refund of ${amount} will reach the account or card you paid with (usually within 5–10 business days).`,
  creditSubject: (shop, amount, id) => `${shop}: correction of ${amount} to order #${id}`,
  creditLead: (cancelled, amount) => `${cancelled ? 'Your order was cancelled' : 'We lowered the price of your order'}, so your dealer balance went down by ${amount}.`,
  correctionInvoice: (number, url) => `The correction invoice ${number} can be downloaded from the order page: ${url}`,
  withdrawal: {
    subject: (shop, id) => `${shop}: acknowledgement of withdrawal from the contract — order #${id}`,
    received: (when) => `We have received your statement of withdrawal from the contract: ${when} (Warsaw time).`,
    scope: 'You withdraw from the contract for:',
    reason: (reason) => `Reason (given voluntarily): ${reason}`,
    next: 'What happens next:',
    toWorkshop: (seller, address, id) => `${seller}, ${address} (marked “return #${id}”)`,
    // The same steps as the acknowledgement on screen (web/src/i18n/en/returns.json, `sendBack`).
    inpost: {
      first: '1. Send the products back within 14 days.',
      how: '   Send it back through an InPost Paczkomat:',
      open: (url, shop) => `   a) open the returns page ${url} or the InPost Mobile app → „Zwróć” (Return) → ${shop},`,
      orderNumber: (id) => `   b) give the order number #${id} and fill in the return form,`,
      code: '   c) write the return code you receive by e-mail or in the app on the parcel (no printer needed),',
      drop: '   d) drop the parcel in any Paczkomat parcel locker.',
      paidByShop: 'We pay for sending it back through a Paczkomat.',
      paidByBuyer: 'You pay for sending it back through a Paczkomat, at InPost’s prices.',
      orWorkshop: (toWorkshop) => `   Or by courier or in person (also parts that do not fit a Paczkomat): ${toWorkshop}. You pay for sending it back this way.`,
    },
    byPost: (toWorkshop) => `1. Send the products back within 14 days to: ${toWorkshop}. You pay for sending them back.`,
    refund: '2. When the parcel reaches us, we will check it and refund the money to the same payment method: the price of the products and, if you withdraw from the whole order, also the cost of the cheapest delivery we offered.',
    correction: '3. We will send you an e-mail about the refund with the correction invoice.',
  },
  returnRejected: {
    subject: (shop, id) => `${shop}: the return from order #${id} was not accepted`,
    lead: (when, reason) => `We cannot accept the return you reported on ${when} (Warsaw time). Reason: ${reason}. Reply to this message if you have any questions.`,
  },
  delivery: {
    line: (name, destination, cost) => `Delivery: ${name} (${destination}): ${cost}`,
    methods: { locker: 'InPost Paczkomat', courier: 'InPost courier', pickup: 'Pickup at the workshop' },
    workshopHours: 'Mon–Fri 8:00–17:00, Sat 9:00–14:00',
  },
  locker: {
    subject: (shop, id, code) => `${shop}: order #${id} is waiting in Paczkomat${code ? ` ${code}` : ''}`,
    subjectElsewhere: (shop, id) => `${shop}: order #${id} is waiting for you to pick it up`,
    elsewhere: 'Your parcel is waiting for you at an InPost point. InPost has sent you where exactly, and the pickup code, by text message and in the InPost Mobile app.',
    anyLocker: 'the Paczkomat you chose',
    waiting: (where) => `Your parcel is waiting in the Paczkomat: ${where}.`,
    where: (description) => `Where: ${description}.`,
    open: (hours) => `Open: ${hours}.`,
    code: 'InPost has sent the pickup code by text message to your phone number. The parcel waits for 48 hours.',
    trackingNumber: (number) => `Tracking number: ${number}`,
  },
};

const texts: Record<CustomerLanguage, OrderEmailTexts> = { pl, en };

/** The words of an order's e-mails: in the language its buyer shopped in (Polish if not recorded). */
export function orderEmailTexts(order: Pick<Order, 'language'>): OrderEmailTexts {
  return texts[order.language ?? 'pl'];
}

/** A product line's name in the e-mail's language: the English name if the order line kept one. */
export function productName(order: Pick<Order, 'language'>, product: { name: string; nameEn?: string }): string {
  return order.language === 'en' && product.nameEn ? product.nameEn : product.name;
}

/** A moment as the shop's customers live it (Warsaw time), written in the e-mail's language. */
export function dateTime(t: OrderEmailTexts, iso: string): string {
  return new Date(iso).toLocaleString(t.locale, { timeZone: 'Europe/Warsaw', dateStyle: 'long', timeStyle: 'short' });
}
