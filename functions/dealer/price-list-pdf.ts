import type { PriceListEntry } from '../contracts/dealer.js';
import { volumeBreakWords } from '../contracts/volume-prices.js';
import { config } from '../core/config.js';
import { fontPath } from '../invoices/invoice-pdf.js';
import { decimal } from './price-list.js';

/**
 * The dealer's price list as a PDF (issue 34): A4, a table of every SKU they can buy with the
 * retail price, theirs and their volume prices, the header row repeated on each page and
 * "Strona X z Y" at the foot. pdfkit and the DejaVu fonts the invoices use (the standard PDF
 * fonts have no ł, ś, ż); pdfkit is loaded on the first list a function renders, as for invoices.
 */
const texts = {
  pl: {
    title: 'Cennik dealera',
    lead: (who: string, day: string) => `${who} · stan na ${day} · ceny brutto w zł (VAT 23%)`,
    header: ['SKU', 'Produkt', 'Cena detaliczna', 'Twoja cena', 'Ceny ilościowe (za szt.)'],
    empty: 'Brak produktów w cenniku.',
    page: (n: number, of: number) => `Strona ${n} z ${of}`,
    outOfStock: 'brak w magazynie',
  },
  en: {
    title: 'Dealer price list',
    lead: (who: string, day: string) => `${who} · as of ${day} · gross prices in PLN (VAT 23%)`,
    header: ['SKU', 'Product', 'Retail price', 'Your price', 'Volume prices (per unit)'],
    empty: 'No products in the price list.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    outOfStock: 'out of stock',
  },
} as const;

export async function priceListPdf(entries: readonly PriceListEntry[], options: { language: 'pl' | 'en'; dealer: string; at: Date }): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = texts[options.language];
  const regular = fontPath('DejaVuSans.ttf');
  const margin = 40;
  const doc = new PDFDocument({ size: 'A4', margin, bufferPages: true, font: regular, info: { Title: t.title, Author: config().SELLER_NAME, CreationDate: options.at } });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', fontPath('DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = margin;
  const width = doc.page.width - 2 * margin;
  // SKU, product, retail, yours, volume prices: the money columns right-aligned.
  const widths = [95, 170, 65, 65, width - 395];
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const bottom = () => doc.page.height - margin - 20;

  const cellsHeight = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 })));
  };
  const drawRow = (cells: string[], font: 'regular' | 'bold', shade: boolean) => {
    const height = cellsHeight(cells, font) + 6;
    const top = doc.y;
    if (shade) doc.rect(left, top, width, height).fill('#f1f1f1');
    doc.fillColor('#000').font(font).fontSize(8);
    cells.forEach((cell, i) => doc.text(cell, xs[i]! + 3, top + 3, { width: widths[i]! - 6, align: i === 2 || i === 3 ? 'right' : 'left' }));
    doc.moveTo(left, top + height).lineTo(left + width, top + height).strokeColor('#bbb').lineWidth(0.5).stroke();
    doc.y = top + height;
  };
  const header = () => drawRow([...t.header], 'bold', true);

  const day = options.at.toLocaleDateString(options.language === 'en' ? 'en-GB' : 'pl-PL', { timeZone: 'Europe/Warsaw' });
  doc.font('bold').fontSize(16).text(`${config().SHOP_NAME} · ${t.title}`, left, margin);
  doc.font('regular').fontSize(9).fillColor('#444').text(t.lead(options.dealer, day), left, doc.y + 2, { width });
  doc.fillColor('#000').moveDown(1);
  if (!entries.length) doc.font('regular').fontSize(10).text(t.empty, left, doc.y);
  else header();

  for (const entry of entries) {
    const name = options.language === 'en' ? (entry.nameEn ?? entry.name) : entry.name;
    const cells = [
      entry.sku,
      `${name}\n${entry.brand}${entry.inStock ? '' : ` · ${t.outOfStock}`}`,
      decimal(entry.price),
      decimal(entry.dealerPrice),
      entry.volumeBreaks.map((b) => `${volumeBreakWords(b, options.language)}: ${decimal(b.unitPrice)}`).join('\n'),
    ];
    // A row that would cross the foot starts a new page, which repeats the header.
    if (doc.y + cellsHeight(cells, 'regular') + 6 > bottom()) {
      doc.addPage();
      doc.y = margin;
      header();
    }
    drawRow(cells, 'regular', false);
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The foot is inside the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor('#666').text(t.page(i + 1, range.count), left, doc.page.height - margin - 10, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
