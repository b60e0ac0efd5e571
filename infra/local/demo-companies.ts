import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { getCompanyProfile, putCompanyProfile } from '../../functions/accounts/company-profile-entity.js';
import type { Company } from '../../functions/contracts/company.js';
import type { LocalUserPool } from './provision.js';

/**
 * The demo dealer's company in their profile (checkout fills it in when they buy as a company).
 * Its NIP is one the VAT white list fake knows as an active VAT payer. Left alone once set.
 */
export const demoDealerCompany: Company = { nip: '5260250274', name: 'Moto Diler Sp. z o.o.', address: 'ul. Długa 12, 31-147 Kraków' };

export async function ensureDemoCompanies(client: CognitoIdentityProviderClient, pool: LocalUserPool): Promise<void> {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: 'dealer@example.com' }));
  const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (sub && !(await getCompanyProfile(sub))) await putCompanyProfile(sub, demoDealerCompany);
}
