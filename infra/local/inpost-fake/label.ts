import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { FakePoint } from './points.js';
import type { FakeShipment } from './shipments.js';

/**
 * The label the fake answers GET /v1/shipments/{id}/label with: an A6 PDF (or A4 for
 * type=normal) with what a courier reads: the service, the tracking number, the receiver and
 * the target locker. Not InPost's design, but a real PDF a shop can download and print.
 * DejaVu Sans (the shop's invoice font) because PDF's standard fonts have no Polish letters.
 */
const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

const A6: [number, number] = [297.64, 419.53];

export function renderLabel(shipment: FakeShipment, target: FakePoint | undefined, type: 'A6' | 'normal'): Promise<Buffer> {
  const doc = new PDFDocument({ size: type === 'A6' ? A6 : 'A4', margin: 18, font: font('DejaVuSans.ttf'), info: { Title: `Etykieta ${shipment.tracking_number}` } });
  doc.registerFont('regular', font('DejaVuSans.ttf'));
  doc.registerFont('bold', font('DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const r = shipment.receiver;
  const width = A6[0] - 36;
  doc.font('bold').fontSize(18).text('InPost', 18, 18);
  doc.font('regular').fontSize(8).text('LOCAL FAKE — NOT A REAL LABEL', { width });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(11).text(shipment.service === 'inpost_locker_standard' ? 'Paczkomat® 24/7' : 'Kurier standard', { width });
  doc.font('regular').fontSize(9).text(`Nr przesyłki: ${shipment.tracking_number}`, { width });
  // A stand-in for the barcode: the number in wide bars of text.
  doc.font('bold').fontSize(16).text(shipment.tracking_number ?? '', { width, characterSpacing: 1 });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(10).text('Odbiorca', { width });
  doc.font('regular').fontSize(9).text([
    [r.first_name, r.last_name].filter(Boolean).join(' ') || r.company_name || r.name || '',
    r.address ? `${r.address.street ?? ''} ${r.address.building_number ?? ''}, ${r.address.post_code ?? ''} ${r.address.city ?? ''}` : '',
    r.phone ? `tel. ${r.phone}` : '',
  ].filter(Boolean).join('\n'), { width });
  if (target) {
    doc.moveDown(0.5);
    doc.font('bold').fontSize(10).text(`Paczkomat ${target.name}`, { width });
    doc.font('regular').fontSize(9).text(`${target.address.line1}, ${target.address.line2}`, { width });
  }
  doc.moveDown(0.5);
  doc.font('regular').fontSize(8).text(`Gabaryt: ${shipment.parcels[0]?.template ?? 'niestandardowy'} · ${shipment.reference ?? ''}`, { width });
  doc.end();
  return done;
}
