import { constants, createCipheriv, createHash, publicEncrypt, randomBytes, X509Certificate } from 'node:crypto';

/**
 * The cryptography KSeF API 2.0 asks of a client (uwierzytelnianie.md §2.2, sesja-interaktywna.md):
 * - the KSeF token is sent as RSA-OAEP (SHA-256, MGF1 SHA-256) of `{token}|{timestampMs}` with
 *   the Ministry's `KsefTokenEncryption` public key;
 * - each online session has its own AES-256 key and 16-byte IV; the key travels RSA-OAEP
 *   encrypted with the `SymmetricKeyEncryption` key; invoices are AES-256-CBC (PKCS#7) with it;
 * - hashes are SHA-256 in Base64.
 * Node's crypto does all of it; no package needed.
 */
export function publicKeyOf(certificateBase64: string) {
  return new X509Certificate(Buffer.from(certificateBase64, 'base64')).publicKey;
}

export function rsaOaepEncrypt(certificateBase64: string, data: Buffer): string {
  return publicEncrypt({ key: publicKeyOf(certificateBase64), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data).toString('base64');
}

export function sha256Base64(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64');
}

/** The invoice hash as KOD I's link carries it: SHA-256 in Base64URL (no padding). */
export function sha256Base64Url(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64url');
}

export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

export function newSessionKey(): SessionKey {
  return { key: randomBytes(32), iv: randomBytes(16) };
}

export function aesEncrypt({ key, iv }: SessionKey, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}
