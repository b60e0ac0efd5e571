import { describe, expect, it } from 'vitest';
import { companySchema, formatTaxId, parseTaxId } from '../../functions/contracts/company.js';

describe('parseTaxId: the buyer\'s NIP or EU VAT number', () => {
  it.each([
    ['5260250274', '5260250274'],
    ['526-025-02-74', '5260250274'],
    ['526 025 02 74', '5260250274'],
    ['PL5260250274', '5260250274'],
    ['pl 526-025-02-74', '5260250274'],
  ])('accepts the valid NIP %s as %s', (input, canonical) => {
    expect(parseTaxId(input)).toEqual({ kind: 'nip', value: canonical, country: 'PL' });
  });

  it.each([
    ['5260250275', 'a wrong check digit'],
    ['526025027', 'nine digits'],
    ['52602502744', 'eleven digits'],
    ['1234567890', 'a checksum of 10, which no NIP has'],
    ['PL526025027X', 'a letter'],
    ['', 'nothing'],
  ])('rejects %s (%s)', (input) => {
    expect(parseTaxId(input)).toBeNull();
  });

  it.each([
    ['DE123456789', 'DE', '123456789'],
    ['de 123 456 789', 'DE', '123456789'],
    ['ATU12345678', 'AT', 'U12345678'],
    ['NL123456789B01', 'NL', '123456789B01'],
    ['EL123456789', 'EL', '123456789'],
  ])('accepts the EU VAT number %s', (input, country, number) => {
    expect(parseTaxId(input)).toEqual({ kind: 'eu-vat', value: `${country}${number}`, country, number });
  });

  it.each(['DE12345678', 'AT12345678', 'XX123456789', 'GB123456789'])('rejects %s (wrong format or not an EU prefix)', (input) => {
    expect(parseTaxId(input)).toBeNull();
  });

  it('prints a NIP with dashes and an EU number as it is', () => {
    expect(formatTaxId('5260250274')).toBe('526-025-02-74');
    expect(formatTaxId('DE123456789')).toBe('DE123456789');
  });

  it('the checkout schema stores the canonical NIP and names the field that is wrong', () => {
    expect(companySchema.parse({ nip: 'PL 526-025-02-74', name: ' Moto Garage ', address: 'ul. Długa 12, 31-147 Kraków' })).toEqual({ nip: '5260250274', name: 'Moto Garage', address: 'ul. Długa 12, 31-147 Kraków' });
    const result = companySchema.safeParse({ nip: '5260250275', name: 'X', address: 'ul. Długa 12' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['nip', 'validation.nipInvalid']]);
  });
});
