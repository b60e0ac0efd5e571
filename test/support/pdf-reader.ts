import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * What a person sees in a PDF: its text (pdftotext, poppler-utils) and the QR code on its first
 * page as a phone would read it (the page rendered by pdftoppm, decoded by jsQR). Null: no code.
 */
export function readPdf(file: string): { text: string; qr: string | null } {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const dir = mkdtempSync(join(tmpdir(), 'pdf-page-'));
  try {
    execFileSync('pdftoppm', ['-r', '110', '-png', '-singlefile', '-f', '1', file, join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    return { text, qr: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
