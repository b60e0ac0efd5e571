import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Order } from '../contracts/order.js';
import { config } from '../core/config.js';
import { deliveryLineName } from '../delivery/delivery-emails.js';
import { formatZl } from './order-emails.js';

/**
 * The invoice of a paid order as a PDF (pdfkit). Prices in the shop are gross; the VAT of 23 %
 * is computed from the gross total ("od wartości brutto", art. 106e ust. 7 ustawy o VAT), so the
 * figures always add up to what the buyer paid. DejaVu Sans is embedded: the standard PDF fonts
 * have no ł, ś, ż.
 */
export const VAT_RATE = 0.23;

export function vatBreakdown(gross: number): { net: number; vat: number; gross: number } {
  const net = Math.round(gross / (1 + VAT_RATE));
  return { net, vat: gross - net, gross };
}

function fontPath(file: string): string {
  const dir = config().INVOICE_FONT_DIR;
  if (dir) return join(dir, file);
  return createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
}

const plDate = (iso: string) => new Date(iso).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' });

export interface InvoiceInput {
  order: Order;
  number: string;
  issuedAt: string;
}

export function renderInvoicePdf({ order, number, issuedAt }: InvoiceInput): Promise<Buffer> {
  const c = config();
  const regular = fontPath('DejaVuSans.ttf');
  const bold = fontPath('DejaVuSans-Bold.ttf');
  // `font` here stops pdfkit from loading its built-in Helvetica files (absent in a Lambda bundle).
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: regular,
    info: { Title: `Faktura ${number}`, Author: c.SELLER_NAME, CreationDate: new Date(issuedAt) },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;

  doc.font('bold').fontSize(20).text(`Faktura VAT ${number}`, left, 50);
  doc.font('regular').fontSize(9).fillColor('#444');
  doc.text(`Data wystawienia: ${plDate(issuedAt)}    Data sprzedaży: ${plDate(order.createdAt)}    Miejsce wystawienia: Brzesko`);
  doc.text(`Zamówienie: #${order.id.slice(0, 8)}`);
  doc.moveDown(1.5);

  const partiesTop = doc.y;
  const column = width / 2 - 10;
  doc.fillColor('#000').font('bold').fontSize(10).text('Sprzedawca', left, partiesTop);
  doc.font('regular').text([c.SELLER_NAME, c.SELLER_ADDRESS, `NIP: ${c.SELLER_TAX_ID}`].join('\n'), left, doc.y, { width: column });
  const buyerX = left + width / 2 + 10;
  doc.font('bold').text('Nabywca', buyerX, partiesTop);
  const address = order.shippingAddress;
  doc
    .font('regular')
    .text(
      [
        order.customerName ?? '',
        address ? [address.line1, address.line2].filter(Boolean).join(', ') : '',
        address ? `${address.postalCode} ${address.city}, ${address.country}` : '',
        order.taxId ? `NIP: ${order.taxId}` : '',
        order.customerEmail ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      buyerX,
      doc.y,
      { width: column },
    );
  doc.y = Math.max(doc.y, partiesTop + 70);
  doc.moveDown(1.5);

  // Lines: Lp., name, quantity, unit gross, line gross.
  const cols = [left, left + 25, left + 300, left + 350, left + 425];
  const header = ['Lp.', 'Nazwa', 'Ilość', 'Cena brutto', 'Wartość brutto'];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const top = doc.y;
    doc.font(font).fontSize(9);
    cells.forEach((cell, i) => {
      const colWidth = (cols[i + 1] ?? left + width) - cols[i]! - 6;
      doc.text(cell, cols[i]!, top, { width: colWidth, align: i >= 2 ? 'right' : 'left' });
    });
    doc.y = Math.max(doc.y, top + 14);
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor('#ccc').stroke();
    doc.y += 6;
  };
  row(header, 'bold');
  order.items.forEach((item, i) => row([`${i + 1}`, item.product.name, `${item.quantity} szt.`, formatZl(item.unitPrice), formatZl(item.totalPrice)], 'regular'));
  // Delivery is a service sold with the goods, at 23 % VAT like them (functions/delivery).
  const delivery = order.delivery;
  row([`${order.items.length + 1}`, delivery ? deliveryLineName(delivery) : 'Dostawa', '1 usł.', formatZl(delivery?.cost ?? 0), formatZl(delivery?.cost ?? 0)], 'regular');
  doc.moveDown(1);

  const { net, vat, gross } = vatBreakdown(order.totalAmount);
  const summaryX = left + width - 260;
  doc.font('bold').fontSize(9).text('Stawka VAT     Netto          VAT          Brutto', summaryX, doc.y, { width: 260, align: 'right' });
  doc.font('regular').text(`23%     ${formatZl(net)}     ${formatZl(vat)}     ${formatZl(gross)}`, summaryX, doc.y, { width: 260, align: 'right' });
  doc.moveDown(1);
  doc.font('bold').fontSize(12).text(`Razem do zapłaty: ${formatZl(gross)}`, left, doc.y, { width, align: 'right' });
  doc.font('regular').fontSize(9).text('Zapłacono: płatność online (Stripe). Pozostało do zapłaty: 0,00 zł', left, doc.y, { width, align: 'right' });
  if (order.dealerOrder) doc.text('Ceny dealerskie.', left, doc.y, { width, align: 'right' });

  doc.fontSize(8).fillColor('#666').text(`${c.SHOP_NAME} · ${c.SELLER_ADDRESS}`, left, doc.page.height - 70, { width, align: 'center' });
  doc.end();
  return done;
}
