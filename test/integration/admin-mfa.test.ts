import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { generateSync } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { MFA_CLAIM } from '../../functions/core/caller.js';
import { newUser } from './auth.js';

/**
 * The second-factor claim end to end on cognito-local: the pool runs our pre-token-generation
 * trigger (through the local server, as Lambda would), which marks the ID tokens of accounts
 * that sign in with an authenticator app. functions/core/caller.ts requires that mark on admin
 * routes where ADMIN_MFA_REQUIRED (test/unit/caller-mfa.test.ts).
 */
const cognito = () =>
  new CognitoIdentityProviderClient({ endpoint: inject('endpoints').cognito, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const totp = (secret: string) => generateSync({ secret, algorithm: 'sha1', digits: 6, period: 30 });

async function passwordSignIn(email: string, password: string) {
  return cognito().send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPool').clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
}

describe('sign-in with an authenticator app', () => {
  it('marks the ID token only once the account signs in with its TOTP code', async () => {
    // Prepare: an administrator, signed in with the password alone.
    const admin = await newUser('admin');
    expect(decodeJwt(admin.token)[MFA_CLAIM]).toBeUndefined();
    const first = await passwordSignIn(admin.email, admin.password);
    const accessToken = first.AuthenticationResult!.AccessToken!;

    // Act: set up the authenticator (the profile page's steps), then sign in again.
    const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    await cognito().send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totp(SecretCode!), FriendlyDeviceName: 'phone' }));
    await cognito().send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const challenge = await passwordSignIn(admin.email, admin.password);
    const answered = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: inject('userPool').clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: admin.email, SOFTWARE_TOKEN_MFA_CODE: totp(SecretCode!) },
      }),
    );

    // Assess: the password alone no longer signs in; the code does, and the token says so.
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(decodeJwt(answered.AuthenticationResult!.IdToken!)[MFA_CLAIM]).toBe('totp');
  });

  it('leaves the ID token of an account without an authenticator unmarked', async () => {
    const customer = await newUser();

    expect(decodeJwt(customer.token)[MFA_CLAIM]).toBeUndefined();
    expect(decodeJwt(customer.token).email).toBe(customer.email);
  });
});
