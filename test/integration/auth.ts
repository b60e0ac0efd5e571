import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { DEFAULT_DEMO_PASSWORD } from '../../infra/local/stack.js';

/** Real sign-ins against cognito-local: the tokens the SPA would send. */
export function cognito() {
  return new CognitoIdentityProviderClient({
    endpoint: inject('endpoints').cognito,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export async function signIn(email: string, password = DEFAULT_DEMO_PASSWORD): Promise<string> {
  const out = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: inject('userPool').clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return out.AuthenticationResult!.IdToken!;
}

/** A fresh confirmed user (optionally in a group), signed in: tests never share state by accident. */
export async function newUser(
  group?: 'admin' | 'dealer',
  name = 'Test User',
  email = `user-${randomUUID().slice(0, 8)}@example.com`,
): Promise<{ email: string; token: string; password: string }> {
  const { userPoolId } = inject('userPool');
  const password = 'Test1234!';
  const client = cognito();
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: name },
      ],
    }),
  );
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
  if (group) await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
  return { email, password, token: await signIn(email, password) };
}
