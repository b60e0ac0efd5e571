import { createRequire } from 'node:module';
import { join } from 'node:path';
import type QRCodeModule from 'qrcode';
import { formatTaxId } from '../contracts/company.js';
import type { Order } from '../contracts/order.js';
import { volumeBreakWords } from '../contracts/volume-prices.js';
import { config } from '../core/config.js';
import { formatZl } from '../messages/order-emails.js';
import type { InvoiceRecord } from '../ledger/invoice-entity.js';
import { invoiceFigures, warsawDate, type InvoiceFigures } from './invoice-figures.js';
import { sha256Base64Url } from './ksef/ksef-crypto.js';

/**
 * The invoice of a paid order as a PDF (pdfkit), with the figures of invoice-figures.ts (the
 * same the FA(3) XML carries). DejaVu Sans is embedded: the standard PDF fonts have no ł, ś, ż.
 * A company's invoice names the company as the buyer and, once it is in KSeF, prints its KSeF
 * number and the verification QR code (KOD I): a link to the Ministry's verification page with
 * the seller's NIP, the issue date and the SHA-256 of the XML file, the KSeF number under it
 * ("OFFLINE" while KSeF has not numbered it yet), as kody-qr.md of KSeF API 2.0 describes.
 */
const qrHosts = { test: 'https://qr-test.ksef.mf.gov.pl', demo: 'https://qr-demo.ksef.mf.gov.pl', prod: 'https://qr.ksef.mf.gov.pl' } as const;

/** KOD I: `{host}/invoice/{seller NIP}/{DD-MM-RRRR}/{SHA-256 of the XML, Base64URL}`. */
export function ksefVerificationUrl(xml: string, issuedAt: string): string {
  const c = config();
  const [y, m, d] = warsawDate(issuedAt).split('-');
  return `${qrHosts[c.KSEF_ENVIRONMENT]}/invoice/${c.SELLER_TAX_ID.replace(/^PL/i, '')}/${d}-${m}-${y}/${sha256Base64Url(xml)}`;
}

export function fontPath(file: string): string {
  const dir = config().INVOICE_FONT_DIR;
  if (dir) return join(dir, file);
  return createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
}

const plDate = (iso: string) => new Date(iso).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' });

export interface InvoiceInput {
  order: Order;
  number: string;
  issuedAt: string;
  /** The invoice record: its buyer (a company) and KSeF state. */
  invoice?: InvoiceRecord;
}

/** Draws a QR code as vector squares (crisp at any zoom, no image decoding in the Lambda). */
function drawQr(QRCode: typeof QRCodeModule, doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (qr.modules.size + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#fff');
  for (let row = 0; row < qr.modules.size; row++) {
    for (let col = 0; col < qr.modules.size; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000').restore();
}

/**
 * pdfkit (with fontkit, ~400 KB minified) and qrcode are loaded on the first invoice a function
 * renders, not when it starts: the bundler (infra/build/function-bundle.ts) puts them in chunks of
 * their own, so no other request of the domain (nor the KSeF job's XML work) pays for them at a
 * cold start.
 */
/** A new A4 document with the invoice fonts, and the promise of its bytes once ended. */
async function openDocument(title: string, issuedAt: string) {
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const regular = fontPath('DejaVuSans.ttf');
  const bold = fontPath('DejaVuSans-Bold.ttf');
  // `font` here stops pdfkit from loading its built-in Helvetica files (absent in a Lambda bundle).
  const doc = new PDFDocument({ size: 'A4', margin: 50, font: regular, info: { Title: title, Author: config().SELLER_NAME, CreationDate: new Date(issuedAt) } });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done, QRCode, left: 50, width: doc.page.width - 100 };
}

/** Seller and buyer side by side, then the lines with their figures (invoice and correction alike). */
function partiesAndLines(doc: PDFKit.PDFDocument, order: Order, invoice: InvoiceRecord | undefined, figures: InvoiceFigures, left: number, width: number): void {
  const c = config();
  const partiesTop = doc.y;
  const column = width / 2 - 10;
  doc.fillColor('#000').font('bold').fontSize(10).text('Sprzedawca', left, partiesTop);
  doc.font('regular').text([c.SELLER_NAME, c.SELLER_ADDRESS, `NIP: ${c.SELLER_TAX_ID}`].join('\n'), left, doc.y, { width: column });
  const buyerX = left + width / 2 + 10;
  doc.font('bold').text('Nabywca', buyerX, partiesTop);
  const address = order.shippingAddress;
  // A company buyer is the company (name, address, NIP), not the person who paid.
  const company = invoice?.buyer ?? order.company ?? null;
  const buyerLines = company
    ? [company.name, company.address, `${/^\d/.test(company.nip) ? 'NIP' : 'VAT UE'}: ${formatTaxId(company.nip)}`]
    : [
        order.customerName ?? '',
        address ? [address.line1, address.line2].filter(Boolean).join(', ') : '',
        address ? `${address.postalCode} ${address.city}, ${address.country}` : '',
        order.taxId ? `NIP: ${order.taxId}` : '',
        order.customerEmail ?? '',
      ];
  doc.font('regular').text(buyerLines.filter(Boolean).join('\n'), buyerX, doc.y, { width: column });
  doc.y = Math.max(doc.y, partiesTop + 70);
  doc.moveDown(1.5);

  // Lines: Lp., name, quantity, unit gross, line gross.
  const cols = [left, left + 25, left + 300, left + 350, left + 425];
  const header = ['Lp.', 'Nazwa', 'Ilość', 'Cena brutto', 'Wartość brutto'];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const top = doc.y;
    let bottom = top + 14;
    doc.font(font).fontSize(9);
    cells.forEach((cell, i) => {
      const colWidth = (cols[i + 1] ?? left + width) - cols[i]! - 6;
      doc.text(cell, cols[i]!, top, { width: colWidth, align: i >= 2 ? 'right' : 'left' });
      // The tallest cell (a name of two lines) sets the row's height.
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor('#ccc').stroke();
    doc.y += 6;
  };
  row(header, 'bold');
  // A discounted line (issue 32) says its discount under its name; its value is after the discount.
  // A dealer's volume break (issue 34) says its threshold and the price before it; the unit price is after it.
  const nameOf = (l: InvoiceFigures['lines'][number]) =>
    [
      l.name,
      l.volumeBreak ? `Rabat ilościowy ${volumeBreakWords(l.volumeBreak, 'pl')} (cena przed rabatem ${formatZl(l.volumeBreak.baseUnitPrice)})` : '',
      l.discount ? `Rabat: −${formatZl(l.discount)}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  figures.lines.forEach((l) => row([`${l.position}`, nameOf(l), `${l.quantity} ${l.unit}`, formatZl(l.unitGross), formatZl(l.lineGross)], 'regular'));
  doc.moveDown(1);

  const summaryX = left + width - 260;
  doc.font('bold').fontSize(9).text('Stawka VAT     Netto          VAT          Brutto', summaryX, doc.y, { width: 260, align: 'right' });
  doc.font('regular').text(`23%     ${formatZl(figures.net)}     ${formatZl(figures.vat)}     ${formatZl(figures.gross)}`, summaryX, doc.y, { width: 260, align: 'right' });
  doc.moveDown(1);
}

function footer(doc: PDFKit.PDFDocument, left: number, width: number): void {
  const c = config();
  doc.fontSize(8).fillColor('#666').text(`${c.SHOP_NAME} · ${c.SELLER_ADDRESS}`, left, doc.page.height - 70, { width, align: 'center' });
  doc.end();
}

/**
 * How the invoice is paid: online at checkout (paid in full), or for a dealer's order on payment
 * terms (issue 34) by bank transfer by the due date, to the shop's account, as FA(3)'s Platnosc
 * says (fa3-xml.ts): what is paid so far and what is left.
 */
export function paymentLine(order: Pick<Order, 'paymentMode' | 'paymentDueDate' | 'amountPaid'>, gross: number): string {
  if (order.paymentMode !== 'terms' || !order.paymentDueDate) return 'Zapłacono: płatność online (Stripe). Pozostało do zapłaty: 0,00 zł';
  const c = config();
  const [y, m, d] = order.paymentDueDate.split('-');
  const paid = Math.min(gross, order.amountPaid);
  return [
    `Sposób płatności: przelew. Termin płatności: ${d}.${m}.${y}.`,
    `Rachunek: ${c.SELLER_BANK_ACCOUNT} (${c.SELLER_BANK_NAME}).`,
    `Zapłacono: ${formatZl(paid)}. Pozostało do zapłaty: ${formatZl(gross - paid)}`,
  ].join('\n');
}

export async function renderInvoicePdf({ order, number, issuedAt, invoice }: InvoiceInput): Promise<Buffer> {
  const { doc, done, QRCode, left, width } = await openDocument(`Faktura ${number}`, issuedAt);

  doc.font('bold').fontSize(20).text(`Faktura VAT ${number}`, left, 50);
  doc.font('regular').fontSize(9).fillColor('#444');
  doc.text(`Data wystawienia: ${plDate(issuedAt)}    Data sprzedaży: ${plDate(order.createdAt)}    Miejsce wystawienia: Brzesko`);
  doc.text(`Zamówienie: #${order.id.slice(0, 8)}`);
  doc.moveDown(1.5);

  const figures = invoiceFigures(order);
  partiesAndLines(doc, order, invoice, figures, left, width);
  doc.font('bold').fontSize(12).text(`Razem do zapłaty: ${formatZl(figures.gross)}`, left, doc.y, { width, align: 'right' });
  doc.font('regular').fontSize(9).text(paymentLine(order, figures.gross), left, doc.y, { width, align: 'right' });
  if (order.dealerOrder) doc.text('Ceny dealerskie.', left, doc.y, { width, align: 'right' });

  ksefBlock(doc, QRCode, invoice, issuedAt, left, width);
  footer(doc, left, width);
  return done;
}

/**
 * KSeF: a company document's number in KSeF and its verification code (not for a rejected one,
 * which is not in KSeF; a consumer's invoice is not sent at all; a correction only once its FA(3)
 * exists, i.e. after the corrected invoice's KSeF number).
 */
function ksefBlock(doc: PDFKit.PDFDocument, QRCode: typeof QRCodeModule, record: InvoiceRecord | undefined, issuedAt: string, left: number, width: number): void {
  if (!record?.xml || record.ksefStatus === 'rejected') return;
  doc.moveDown(1.5);
  const top = doc.y;
  const size = 96;
  drawQr(QRCode, doc, ksefVerificationUrl(record.xml, issuedAt), left, top, size);
  doc.font('bold').fontSize(8).fillColor('#000').text(record.ksefNumber ?? 'OFFLINE', left, top + size + 4, { width: 200 });
  doc.font('regular').fontSize(9).text(record.ksefNumber ? `Numer KSeF: ${record.ksefNumber}` : 'Faktura oczekuje na numer KSeF.', left + size + 16, top + 8, { width: width - size - 16 });
  doc.fontSize(8).fillColor('#444').text('Zeskanuj kod, aby sprawdzić fakturę w Krajowym Systemie e-Faktur.', left + size + 16, doc.y + 4, { width: width - size - 16 });
}

export interface CorrectionInput {
  order: Order;
  /** The correction's number (FK/…) and when it was issued. */
  number: string;
  issuedAt: string;
  /** The invoice it corrects. */
  invoiceNumber: string;
  invoiceIssuedAt: string;
  reason: string;
  /** The correcting lines (negative quantities and amounts). */
  figures: InvoiceFigures;
  invoice?: InvoiceRecord;
  /** A company order's correction in KSeF (its own item, invoice-entity.ts): its number and QR code. */
  ksef?: InvoiceRecord;
}

/**
 * A correction invoice (faktura korygująca, art. 106j of the VAT act): the invoice it corrects,
 * the reason, and the lines taken back with negative quantities and amounts.
 */
export async function renderCorrectionPdf(input: CorrectionInput): Promise<Buffer> {
  const { order, number, issuedAt, figures } = input;
  const { doc, done, QRCode, left, width } = await openDocument(`Faktura korygująca ${number}`, issuedAt);
  doc.font('bold').fontSize(20).text(`Faktura korygująca ${number}`, left, 50);
  doc.font('regular').fontSize(9).fillColor('#444');
  doc.text(`Data wystawienia: ${plDate(issuedAt)}    Miejsce wystawienia: Brzesko`);
  doc.text(`Dotyczy faktury: ${input.invoiceNumber} z dnia ${plDate(input.invoiceIssuedAt)}    Zamówienie: #${order.id.slice(0, 8)}`);
  if (input.invoice?.ksefNumber) doc.text(`Numer KSeF faktury korygowanej: ${input.invoice.ksefNumber}`);
  doc.text(`Przyczyna korekty: ${input.reason}`);
  doc.moveDown(1.5);
  partiesAndLines(doc, order, input.invoice, figures, left, width);
  doc.font('bold').fontSize(12).text(`Do zwrotu: ${formatZl(-figures.gross)}`, left, doc.y, { width, align: 'right' });
  doc.font('regular').fontSize(9).text('Zwrot na rachunek lub kartę, z których zapłacono (Stripe).', left, doc.y, { width, align: 'right' });
  ksefBlock(doc, QRCode, input.ksef, issuedAt, left, width);
  footer(doc, left, width);
  return done;
}
