import { describe, expect, it } from 'vitest';
import { addShopStacks, type ShopSettings } from '../../infra/stacks/shop.js';
import { settings, testApp } from './support.js';

const mail = { sesIdentity: 'chopperworks.pl', from: 'Chopper Works <sklep@chopperworks.pl>' };
const apiOrigin = {
  domainName: 'api-origin.chopperworks.pl',
  certificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/api-origin',
  truststoreUri: 's3://chopperworks-truststore/cloudfront-client-ca.pem',
  clientCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/cloudfront-client',
};
const seller = { name: 'Chopper Works Sp. z o.o.', address: 'ul. Warsztatowa 7, 32-800 Brzesko', taxId: 'PL8698765432', bankAccount: '12 1140 2004 0000 3002 0123 4567', bankName: 'mBank S.A.' };
const prod: ShopSettings = { ...settings, stage: 'prod', mail, alarmEmail: 'ops@chopperworks.pl', apiOrigin, seller };

describe('the prod stage refuses to synthesize when it would fail silently', () => {
  it('without an SES identity, naming the setting and why', () => {
    expect(() => addShopStacks(testApp(), { ...prod, mail: undefined })).toThrow(
      'Stage "prod" serves real customers and will not synthesize without: -c sesIdentity=<a domain or address verified in SES> (customer e-mails and sign-up codes).',
    );
  });

  it('without an alarm e-mail', () => {
    expect(() => addShopStacks(testApp(), { ...prod, alarmEmail: undefined })).toThrow(/will not synthesize without: -c alarmEmail=<the on-call address> \(alarms and the budget\)\.$/);
  });

  it('without the mutual-TLS API origin that closes the execute-api host', () => {
    expect(() => addShopStacks(testApp(), { ...prod, apiOrigin: undefined })).toThrow(/will not synthesize without: -c apiOriginDomain= .*execute-api host closed/);
  });

  it("without the seller's company and bank account, which invoices and terms e-mails would print as the demo company's", () => {
    expect(() => addShopStacks(testApp(), { ...prod, seller: undefined })).toThrow(/will not synthesize without: -c sellerName= .*where dealers on terms pay\)\.$/);
  });

  it('without both, naming both at once', () => {
    expect(() => addShopStacks(testApp(), { ...prod, mail: undefined, alarmEmail: undefined })).toThrow(/-c sesIdentity=.*; -c alarmEmail=/);
  });

  it('synthesizes with all of them; other stages need none of them', () => {
    expect(addShopStacks(testApp(), prod).data.stackName).toBe('Shop-prod-Data');
    expect(addShopStacks(testApp(), { ...settings, stage: 'anna' }).data.stackName).toBe('Shop-anna-Data');
  });
});
