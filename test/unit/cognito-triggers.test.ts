import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { CustomMessageTriggerEvent, PostConfirmationTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as customMessage } from '../../functions/accounts/custom-message.js';
import { handler as postConfirmation } from '../../functions/accounts/post-confirmation.js';

// Cognito invokes these in AWS only (cognito-local cannot): their one call is mocked here.
const cognito = mockClient(CognitoIdentityProviderClient);

function confirmed(email: string): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'eu-central-1',
    userPoolId: 'eu-central-1_pool',
    userName: 'user-123',
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: { userAttributes: { email, email_verified: 'true' } },
    response: {},
  };
}

describe('post-confirmation trigger', () => {
  beforeEach(() => {
    cognito.reset();
    process.env.BOOTSTRAP_ADMIN_EMAIL = 'Owner@Example.com';
    process.env.ADMIN_GROUP = 'admin';
  });
  afterEach(() => {
    delete process.env.BOOTSTRAP_ADMIN_EMAIL;
  });

  it('puts the bootstrap admin e-mail (any case) in the admin group', async () => {
    await postConfirmation(confirmed('owner@example.com'));
    const calls = cognito.commandCalls(AdminAddUserToGroupCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({ UserPoolId: 'eu-central-1_pool', Username: 'user-123', GroupName: 'admin' });
  });

  it('leaves everyone else alone', async () => {
    await postConfirmation(confirmed('customer@example.com'));
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });

  it('fails the confirmation loudly when the group cannot be set (Cognito retries)', async () => {
    cognito.on(AdminAddUserToGroupCommand).rejects(new Error('throttled'));
    await expect(postConfirmation(confirmed('owner@example.com'))).rejects.toThrow('throttled');
  });
});

describe('custom message trigger', () => {
  const event = (triggerSource: string, clientMetadata?: Record<string, string>) =>
    ({
      triggerSource,
      request: { codeParameter: '{####}', userAttributes: { email: 'jan@example.com' }, clientMetadata },
      response: { emailSubject: '', emailMessage: '', smsMessage: '' },
    }) as unknown as CustomMessageTriggerEvent;

  it('writes the verification e-mail in Polish with a one-click link carrying the code', async () => {
    process.env.SITE_URL = 'https://shop.example.com';
    const out = await customMessage(event('CustomMessage_SignUp'));
    expect(out.response.emailSubject).toMatch(/potwierdź adres e-mail/);
    expect(out.response.emailMessage).toContain('https://shop.example.com/auth/verify-email?email=jan%40example.com&token={####}');
  });

  it('links a password reset to the reset page', async () => {
    const out = await customMessage(event('CustomMessage_ForgotPassword'));
    expect(out.response.emailMessage).toContain('/auth/reset-password?email=jan%40example.com&code={####}');
  });

  it('writes them in English when the web app names English in ClientMetadata, in Polish for anything else', async () => {
    process.env.SITE_URL = 'https://shop.example.com';
    const signUp = await customMessage(event('CustomMessage_SignUp', { language: 'en' }));
    expect(signUp.response.emailSubject).toBe('Chopper Works: confirm your e-mail address');
    expect(signUp.response.emailMessage).toContain('<p>Thank you for signing up. Confirm your e-mail address to sign in.</p>');
    expect(signUp.response.emailMessage).toContain('<a href="https://shop.example.com/auth/verify-email?email=jan%40example.com&token={####}">Confirm e-mail address</a>');
    const reset = await customMessage(event('CustomMessage_ForgotPassword', { language: 'en' }));
    expect(reset.response.emailSubject).toBe('Chopper Works: password change');
    expect(reset.response.emailMessage).toContain('<p>Code: <strong>{####}</strong></p><p>If this was not you, ignore this message.</p>');
    const other = await customMessage(event('CustomMessage_ResendCode', { language: 'de' }));
    expect(other.response.emailSubject).toBe('Chopper Works: potwierdź adres e-mail');
  });

  it('leaves other messages to Cognito', async () => {
    const out = await customMessage(event('CustomMessage_AdminCreateUser'));
    expect(out.response.emailMessage).toBe('');
  });
});
