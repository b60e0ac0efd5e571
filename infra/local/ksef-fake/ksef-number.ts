/**
 * KSeF numbers as KSeF 2.0 gives them (faktury/numer-ksef.md): `{seller NIP}-{YYYYMMDD}-{12 hex}-{CRC-8}`,
 * 35 characters, the checksum CRC-8 (polynomial 0x07, initial 0x00) of the first 32 characters.
 */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

export function ksefNumber(sellerNip: string, date: Date, technical: string): string {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '');
  const data = `${sellerNip}-${day}-${technical.toUpperCase().padStart(12, '0').slice(-12)}`;
  return `${data}-${crc8(data).toString(16).toUpperCase().padStart(2, '0')}`;
}

export function isValidKsefNumber(value: string): boolean {
  return value.length === 35 && crc8(value.slice(0, 32)).toString(16).toUpperCase().padStart(2, '0') === value.slice(33);
}
