import { parseTaxId } from '../contracts/company.js';
import type { LineVolumeBreak } from '../contracts/order.js';
import { decimalAmount, VAT_RATE_PERCENT, warsawDate, type InvoiceFigures } from './invoice-figures.js';
import { firstCharacters, ksefText } from './ksef-text.js';

/**
 * The FA(3) e-invoice (the structured invoice KSeF takes, schema `schemat_FA(3)_v1-0E.xsd` in
 * fa3-schema/) of one company order: a VAT invoice paid in full online, every line at 23 %,
 * priced gross (P_9B/P_11A), with the same figures the PDF prints (invoice-figures.ts).
 *
 * Written as an escaped template rather than with an XML builder package: the document has one
 * fixed shape, the Lambda bundle stays small, and the tests validate every variant against the
 * official XSD.
 */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
/** What `POST /sessions/online` is told the session's invoices are (KSeF API 2.0 `formCode`). */
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

export interface Fa3Party {
  /** Polish NIP (digits; a `PL` prefix is dropped) or an EU VAT number with its prefix. */
  taxId: string;
  name: string;
  address: string;
}

export interface Fa3Invoice {
  number: string;
  /** ISO instants: the issue (P_1, P_1M), the sale (P_6), the payment (DataZaplaty). */
  issuedAt: string;
  soldAt: string;
  paidAt: string;
  placeOfIssue: string;
  seller: Fa3Party;
  buyer: Fa3Party & { email?: string | null };
  figures: InvoiceFigures;
  /** When the XML was made (DataWytworzeniaFa); defaults to now. */
  generatedAt?: string;
  systemInfo: string;
  /** Makes it a correction invoice (RodzajFaktury KOR) of an invoice already in KSeF. */
  correction?: Fa3Correction;
  /** A dealer's order on payment terms: not paid yet, due by transfer (absent: paid online at `paidAt`). */
  terms?: Fa3Terms;
}

/** Platnosc of an invoice to be paid by transfer: TerminPlatnosci, FormaPlatnosci 6 (przelew), RachunekBankowy. */
export interface Fa3Terms {
  /** YYYY-MM-DD: the last day to pay. */
  dueDate: string;
  /** The seller's account (NRB or IBAN; spaces are dropped). */
  bankAccount: string;
  bankName?: string;
}

/**
 * What an FA(3) KOR says about the invoice it corrects. The shop corrects only invoices KSeF
 * has numbered (a correction waits for that, see invoice-entity.ts), so DaneFaKorygowanej
 * always takes the schema's `NrKSeF = 1` + `NrKSeFFaKorygowanej` branch, never `NrKSeFN`
 * (an invoice issued outside KSeF).
 */
export interface Fa3Correction {
  /** PrzyczynaKorekty, in words. */
  reason: string;
  correctedNumber: string;
  /** ISO instant of the corrected invoice's issue (DataWystFaKorygowanej is its Polish date). */
  correctedIssuedAt: string;
  correctedKsefNumber: string;
}

function esc(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * One line of text as FA(3) wants it (no line breaks in a `TZnakowy`), at most `max` characters,
 * without the Unicode characters KSeF refuses (ksef-text.ts). Every free text goes through here.
 */
function oneLine(text: string, max: number): string {
  return esc(firstCharacters(ksefText(text).replace(/\s+/g, ' ').trim(), max));
}

/** FA(3) uses `EL` for Greece and `XI` for Northern Ireland as VAT prefixes, ISO codes in addresses. */
const addressCountry = (vatPrefix: string) => ({ EL: 'GR', XI: 'GB' })[vatPrefix] ?? vatPrefix;

function address(country: string, text: string): string {
  return `<Adres><KodKraju>${country}</KodKraju><AdresL1>${oneLine(text, 512)}</AdresL1></Adres>`;
}

function seller(party: Fa3Party): string {
  const nip = party.taxId.replace(/^PL/i, '').replace(/\D/g, '');
  return `<Podmiot1><DaneIdentyfikacyjne><NIP>${nip}</NIP><Nazwa>${oneLine(party.name, 512)}</Nazwa></DaneIdentyfikacyjne>${address('PL', party.address)}</Podmiot1>`;
}

function buyer(party: Fa3Invoice['buyer']): string {
  const taxId = parseTaxId(party.taxId);
  if (!taxId) throw new Error(`Not a NIP or EU VAT number: ${party.taxId}`);
  const id =
    taxId.kind === 'nip'
      ? `<NIP>${taxId.value}</NIP>`
      : `<KodUE>${taxId.country}</KodUE><NrVatUE>${taxId.number}</NrVatUE>`;
  const contact = party.email ? `<DaneKontaktowe><Email>${oneLine(party.email, 255)}</Email></DaneKontaktowe>` : '';
  // JST/GV = 2: the buyer is not a local-government unit nor a VAT group member.
  return `<Podmiot2><DaneIdentyfikacyjne>${id}<Nazwa>${oneLine(party.name, 512)}</Nazwa></DaneIdentyfikacyjne>${address(addressCountry(taxId.country), party.address)}${contact}<JST>2</JST><GV>2</GV></Podmiot2>`;
}

/**
 * The correction's part of Fa, between RodzajFaktury and the lines. TypKorekty 2: a refund
 * lowers the taxable amount in the period of the correction's issue (art. 29a ust. 13 of the
 * VAT act), not back in the original invoice's.
 */
function correctionData(c: Fa3Correction): string {
  return (
    `<PrzyczynaKorekty>${oneLine(c.reason, 256)}</PrzyczynaKorekty><TypKorekty>2</TypKorekty>` +
    `<DaneFaKorygowanej><DataWystFaKorygowanej>${warsawDate(c.correctedIssuedAt)}</DataWystFaKorygowanej><NrFaKorygowanej>${oneLine(c.correctedNumber, 256)}</NrFaKorygowanej>` +
    `<NrKSeF>1</NrKSeF><NrKSeFFaKorygowanej>${esc(c.correctedKsefNumber)}</NrKSeFFaKorygowanej></DaneFaKorygowanej>`
  );
}

/** Unpaid, due by `dueDate`, by transfer (FormaPlatnosci 6) to the seller's account. */
function termsPayment(terms: Fa3Terms): string {
  const account = terms.bankAccount.replace(/\s+/g, '');
  const bank = terms.bankName ? `<NazwaBanku>${oneLine(terms.bankName, 256)}</NazwaBanku>` : '';
  return `<Platnosc><TerminPlatnosci><Termin>${terms.dueDate}</Termin></TerminPlatnosci><FormaPlatnosci>6</FormaPlatnosci><RachunekBankowy><NrRB>${esc(account)}</NrRB>${bank}</RachunekBankowy></Platnosc>`;
}

/** "od 10 szt. -5%, cena przed rabatem 100.00 zł brutto": a volume break in FA(3)'s words. */
function volumeBreakNote(b: LineVolumeBreak): string {
  const what = b.percentOff === null ? `od ${b.minQuantity} szt.` : `od ${b.minQuantity} szt. -${b.percentOff}%`;
  return `${what}, cena przed rabatem ${decimalAmount(b.baseUnitPrice)} zł brutto`;
}

/**
 * The FA(3) document. For a correction (`correction` given) the lines and the sums P_13_1,
 * P_14_1 and P_15 are the differences the correction makes (negative for a refund), the way of
 * correcting FA(3) allows besides StanPrzed pairs; there is no Platnosc (nothing is paid on it).
 */
export function fa3Xml(invoice: Fa3Invoice): string {
  const { figures } = invoice;
  const issueDate = warsawDate(invoice.issuedAt);
  const saleDate = warsawDate(invoice.soldAt);
  const rows = figures.lines
    .map(
      (l) =>
        `<FaWiersz><NrWierszaFa>${l.position}</NrWierszaFa><P_7>${oneLine(l.name, 512)}</P_7><P_8A>${oneLine(l.unit, 256)}</P_8A><P_8B>${l.quantity}</P_8B>` +
        // P_10: the discount not in the unit price (a promotion's, issue 32).
        `<P_9B>${decimalAmount(l.unitGross)}</P_9B>${l.discount ? `<P_10>${decimalAmount(l.discount)}</P_10>` : ''}<P_11A>${decimalAmount(l.lineGross)}</P_11A><P_12>${VAT_RATE_PERCENT}</P_12></FaWiersz>`,
    )
    .join('');
  // A dealer's volume break is already in the unit price (P_9B), so it is not P_10 (which holds
  // discounts "o ile nie zostały one uwzględnione w cenie jednostkowej"): it is said per line in
  // DodatkowyOpis (TKluczWartosc with NrWiersza, the schema's way to annotate one line).
  const breakNotes = figures.lines
    .filter((l) => l.volumeBreak)
    .map((l) => `<DodatkowyOpis><NrWiersza>${l.position}</NrWiersza><Klucz>Rabat ilościowy</Klucz><Wartosc>${oneLine(volumeBreakNote(l.volumeBreak!), 256)}</Wartosc></DodatkowyOpis>`)
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<Faktura xmlns="${FA3_NAMESPACE}">` +
    `<Naglowek><KodFormularza kodSystemowy="${FA3_FORM_CODE.systemCode}" wersjaSchemy="${FA3_FORM_CODE.schemaVersion}">${FA3_FORM_CODE.value}</KodFormularza>` +
    `<WariantFormularza>3</WariantFormularza><DataWytworzeniaFa>${(invoice.generatedAt ?? new Date().toISOString()).replace(/\.\d+Z$/, 'Z')}</DataWytworzeniaFa>` +
    `<SystemInfo>${oneLine(invoice.systemInfo, 256)}</SystemInfo></Naglowek>` +
    seller(invoice.seller) +
    buyer(invoice.buyer) +
    `<Fa><KodWaluty>PLN</KodWaluty><P_1>${issueDate}</P_1><P_1M>${oneLine(invoice.placeOfIssue, 256)}</P_1M><P_2>${oneLine(invoice.number, 256)}</P_2>` +
    // P_6 (date of sale) only when it differs from the issue date, as the schema's notes ask.
    (saleDate !== issueDate ? `<P_6>${saleDate}</P_6>` : '') +
    `<P_13_1>${decimalAmount(figures.net)}</P_13_1><P_14_1>${decimalAmount(figures.vat)}</P_14_1><P_15>${decimalAmount(figures.gross)}</P_15>` +
    // Annotations: no cash accounting, no self-billing, no reverse charge, no split payment,
    // no exemption, no new means of transport, no simplified triangular procedure, no margin scheme.
    `<Adnotacje><P_16>2</P_16><P_17>2</P_17><P_18>2</P_18><P_18A>2</P_18A><Zwolnienie><P_19N>1</P_19N></Zwolnienie>` +
    `<NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu><P_23>2</P_23><PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy></Adnotacje>` +
    (invoice.correction ? `<RodzajFaktury>KOR</RodzajFaktury>${correctionData(invoice.correction)}` : `<RodzajFaktury>VAT</RodzajFaktury>`) +
    breakNotes +
    rows +
    (invoice.correction ? '' : invoice.terms ? termsPayment(invoice.terms) : `<Platnosc><Zaplacono>1</Zaplacono><DataZaplaty>${warsawDate(invoice.paidAt)}</DataZaplaty><PlatnoscInna>1</PlatnoscInna><OpisPlatnosci>Płatność online (Stripe)</OpisPlatnosci></Platnosc>`) +
    `</Fa></Faktura>`
  );
}
