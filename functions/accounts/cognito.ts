import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../core/config.js';

/**
 * The user pool, seen from the server. Profile attributes are written here by the API after
 * validation (never by the client directly), so nothing role-like can ever be set by a user.
 */
let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const c = config();
    client = new CognitoIdentityProviderClient({
      region: c.AWS_REGION,
      ...(c.COGNITO_ENDPOINT ? { endpoint: c.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
  }
  return client;
}

export async function getUserAttributes(username: string): Promise<Record<string, string>> {
  const out = await cognito().send(new AdminGetUserCommand({ UserPoolId: config().COGNITO_USER_POOL_ID, Username: username }));
  return Object.fromEntries((out.UserAttributes ?? []).map((a) => [a.Name!, a.Value ?? '']));
}

export async function updateUserAttributes(username: string, attributes: AttributeType[]): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({ UserPoolId: config().COGNITO_USER_POOL_ID, Username: username, UserAttributes: attributes }),
  );
}

/** Cognito keeps phone numbers in E.164; a Polish number typed without +48 gets it. */
export function toE164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (!digits) return '';
  return digits.startsWith('+') ? digits : `+48${digits.replace(/^0+/, '')}`;
}
