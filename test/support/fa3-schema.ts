import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * FA(3) documents are checked against the official XSD by xmllint (Debian's libxml2-utils,
 * installed by scripts/bootstrap.mjs for tests). Measured here: ~30 ms a document, schema
 * included; the WebAssembly build of the same libxml2 (npm libxml2-wasm 0.7.2) needed ~1.7 s to
 * load and compile the schema and ~0.2 s for its first document.
 */
const schemaDir = join(import.meta.dirname, '../../functions/invoices/fa3-schema');

/** xmllint's verdict on an FA(3) document against the official XSD: null when valid. */
export function fa3SchemaErrors(xml: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'fa3-'));
  try {
    writeFileSync(join(dir, 'invoice.xml'), xml);
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', join(schemaDir, 'schemat_FA(3)_v1-0E.xsd'), join(dir, 'invoice.xml')], {
      env: { ...process.env, XML_CATALOG_FILES: join(schemaDir, 'catalog.xml') },
      stdio: 'pipe',
    });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
