import { AdminAddUserToGroupCommand, ListUsersCommand, ListUsersInGroupCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { Dealer } from '../contracts/admin.js';
import { config } from '../core/config.js';
import { cognito } from './cognito.js';

/** Dealers are the members of the Cognito group `dealer`: the only source of that role. */
const attribute = (user: UserType, name: string) => user.Attributes?.find((a) => a.Name === name)?.Value ?? '';

export async function listDealers(): Promise<Dealer[]> {
  const dealers: Dealer[] = [];
  let token: string | undefined;
  do {
    const out = await cognito().send(new ListUsersInGroupCommand({ UserPoolId: config().COGNITO_USER_POOL_ID, GroupName: 'dealer', NextToken: token }));
    for (const user of out.Users ?? []) {
      dealers.push({ id: attribute(user, 'sub') || user.Username!, email: attribute(user, 'email'), companyName: attribute(user, 'custom:company_name') });
    }
    token = out.NextToken;
  } while (token);
  return dealers.sort((a, b) => a.companyName.localeCompare(b.companyName, 'pl') || a.email.localeCompare(b.email));
}

/** The account with this e-mail, if any (for approving a dealer application). */
export async function findUserByEmail(email: string): Promise<UserType | undefined> {
  const out = await cognito().send(
    new ListUsersCommand({ UserPoolId: config().COGNITO_USER_POOL_ID, Filter: `email = "${email.replace(/"/g, '')}"`, Limit: 2 }),
  );
  return out.Users?.find((u) => attribute(u, 'email').toLowerCase() === email.toLowerCase());
}

export async function addToDealers(username: string): Promise<void> {
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: config().COGNITO_USER_POOL_ID, Username: username, GroupName: 'dealer' }));
}
