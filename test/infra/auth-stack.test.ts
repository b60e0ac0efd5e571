import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { hostedUiDomainBase } from '../../infra/constructs/user-pool.js';
import { lambdaEntry } from '../../infra/stacks/api-stack.js';
import { addShopStacks, type ShopSettings } from '../../infra/stacks/shop.js';
import { settings, testApp } from './support.js';

const social: Partial<ShopSettings> = {
  siteUrl: 'https://shop.example.com',
  google: { clientId: 'google-client-id', secretName: 'test/google-secret' },
  facebook: { clientId: 'facebook-app-id', secretName: 'test/facebook-secret' },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON is untyped
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

function authTemplate(overrides: Partial<ShopSettings> = {}) {
  return Template.fromStack(addShopStacks(testApp(), { ...settings, ...overrides }).auth);
}

describe('auth stack: the user pool', () => {
  const template = authTemplate();
  const resources = template.toJSON().Resources as Record<string, Resource>;

  it('keeps the logical id ShopUserPool, is retained and deletion-protected', () => {
    const pool = resources.ShopUserPool!;

    expect(pool.Type).toBe('AWS::Cognito::UserPool');
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('has the admin and dealer groups', () => {
    const groups = Object.values(template.findResources('AWS::Cognito::UserPoolGroup')) as Resource[];

    expect(groups.map((g) => g.Properties.GroupName).sort()).toEqual(['admin', 'dealer']);
  });

  it('signs in by e-mail, lets visitors sign up and verifies their e-mail', () => {
    const pool = resources.ShopUserPool!.Properties;

    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(false);
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
  });

  it('requires 8+ characters with upper, lower, digit and symbol', () => {
    expect(resources.ShopUserPool!.Properties.Policies.PasswordPolicy).toEqual(
      expect.objectContaining({
        MinimumLength: 8,
        RequireUppercase: true,
        RequireLowercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      }),
    );
  });

  it('lets users write their own profile (name, phone, address, company) and nothing role-like', () => {
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient')) as Resource[];

    expect(client!.Properties.WriteAttributes.sort()).toEqual(
      ['address', 'custom:company_name', 'email', 'name', 'phone_number'].sort(),
    );
    expect(resources.ShopUserPool!.Properties.Schema).toEqual(
      expect.arrayContaining([expect.objectContaining({ Name: 'company_name', Mutable: true })]),
    );
  });

  it('gives the SPA a secretless SRP client with OAuth switched off', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlowsUserPoolClient: false,
      CallbackURLs: Match.absent(),
    });
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });
});

describe('auth stack: Google and Facebook sign-in', () => {
  it('adds the hosted UI, both providers and the /auth/callback URL when their ids are given', () => {
    // Act
    const template = authTemplate(social);

    // Assess
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      CallbackURLs: [`${social.siteUrl}/auth/callback`],
      SupportedIdentityProviders: ['COGNITO', 'Google', 'Facebook'],
    });
  });

  it("names the hosted UI with a prefix no other account can hold: shop, stage and the tail of the stack's own id", () => {
    // Act: the default, as `cdk deploy` without -c authDomainPrefix builds it.
    const template = authTemplate({ ...social, authDomainPrefix: undefined, shopName: 'Chopper Works (AWS demo)' });

    // Assess: resolved by CloudFormation from the stack's id (a UUID given at creation), so no
    // synth in another account produces it, and it stays the same for the life of the stack.
    const [domain] = Object.values(template.findResources('AWS::Cognito::UserPoolDomain')) as Resource[];
    expect(domain!.Properties.Domain).toEqual({
      'Fn::Join': ['-', ['chopper-works-demo-test', { 'Fn::Select': [4, { 'Fn::Split': ['-', { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] }] }] }]],
    });
    expect(domain!.Properties.CustomDomainConfig).toBeUndefined();
  });

  it('keeps the readable part of the prefix within Cognito\'s rules, leaving room for the 12-digit tail', () => {
    const base = hostedUiDomainBase('Amazing Cognito Custom Motorcycles of Poręba Spytkowska', 'preview-branch-name1');
    expect(base).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
    expect(base).not.toMatch(/aws|amazon|cognito/);
    expect(`${base}-0123456789ab`.length).toBeLessThanOrEqual(63);
  });

  it('uses a prefix chosen by hand as it is (-c authDomainPrefix)', () => {
    const template = authTemplate({ ...social, authDomainPrefix: 'chopperworks-sklep' });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'chopperworks-sklep' });
  });

  it('takes the provider secrets from Secrets Manager at deploy time, never from the template', () => {
    // Act
    const providers = Object.values(authTemplate(social).findResources('AWS::Cognito::UserPoolIdentityProvider')) as Resource[];

    // Assess
    expect(providers.map((p) => p.Properties.ProviderDetails.client_secret).sort()).toEqual([
      `{{resolve:secretsmanager:${social.facebook!.secretName}:SecretString:::}}`,
      `{{resolve:secretsmanager:${social.google!.secretName}:SecretString:::}}`,
    ]);
  });

  it('refuses social sign-in without the site URL its callback needs', () => {
    expect(() => authTemplate({ ...social, siteUrl: undefined })).toThrow(/siteUrl/);
  });
});

describe('auth stack: the post-confirmation trigger', () => {
  it('is wired to the pool and may put users in groups, without a dependency cycle', () => {
    // Prepare: any existing entry file will do, bundling is skipped.
    const entry = lambdaEntry('catalog');

    // Act
    const template = authTemplate({ postConfirmationEntry: entry });

    // Assess
    const triggerId = template.getResourceId('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { BOOTSTRAP_ADMIN_EMAIL: settings.bootstrapAdminEmail } } },
    });
    const pool = template.toJSON().Resources.ShopUserPool as Resource;
    expect(pool.Properties.LambdaConfig.PostConfirmation).toEqual({ 'Fn::GetAtt': [triggerId, 'Arn'] });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          { Action: 'cognito-idp:AdminAddUserToGroup', Effect: 'Allow', Resource: { 'Fn::GetAtt': ['ShopUserPool', 'Arn'] } },
        ],
      },
    });
  });
});
