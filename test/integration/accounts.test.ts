import { ForgotPasswordCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { meResponseSchema } from '../../functions/contracts/account.js';
import { wishlistResponseSchema } from '../../functions/contracts/wishlist.js';
import { api } from './api.js';
import { cognito, newUser, signIn } from './auth.js';

describe('GET /api/me', () => {
  it('answers the demo dealer\'s profile and groups', async () => {
    const res = await api('/api/me', { token: await signIn('dealer@example.com') });
    expect(res.status).toBe(200);
    const me = meResponseSchema.parse(res.body);
    expect(me).toMatchObject({ email: 'dealer@example.com', isDealer: true, isAdmin: false, groups: ['dealer'] });
    expect(me.companyName).toBe('Moto Diler Sp. z o.o.');
  });

  it('needs a signed-in caller', async () => {
    expect((await api('/api/me')).status).toBe(401);
  });
});

describe("Cognito's e-mails", () => {
  it('are written in the language the web app names in ClientMetadata (sign-up, forgot password), Polish without one', async () => {
    // Prepare: two new addresses, signed up through cognito-local as the SPA does (Amplify signUp).
    const { clientId } = inject('userPool');
    const [english, polish] = [`en-${randomUUID().slice(0, 8)}@example.com`, `pl-${randomUUID().slice(0, 8)}@example.com`];
    const signUp = (email: string, clientMetadata?: Record<string, string>) =>
      cognito().send(new SignUpCommand({ ClientId: clientId, Username: email, Password: 'Test1234!', UserAttributes: [{ Name: 'email', Value: email }], ClientMetadata: clientMetadata }));

    // Act
    await signUp(english, { language: 'en' });
    await signUp(polish);
    await cognito().send(new ForgotPasswordCommand({ ClientId: clientId, Username: english, ClientMetadata: { language: 'en' } }));

    // Assess: the local outbox renders them as the AWS trigger would.
    const emails = (await api('/dev/outbox.json')).body.emails as { kind: string; to: string; subject: string; text: string }[];
    const of = (to: string, kind: string) => emails.find((e) => e.to === to && e.kind === kind);
    expect(of(english, 'cognito-SignUp')).toMatchObject({ subject: 'Chopper Works: confirm your e-mail address' });
    expect(of(english, 'cognito-SignUp')!.text).toContain('Confirm e-mail address: ');
    expect(of(english, 'cognito-ForgotPassword')).toMatchObject({ subject: 'Chopper Works: password change' });
    expect(of(polish, 'cognito-SignUp')).toMatchObject({ subject: 'Chopper Works: potwierdź adres e-mail' });
    expect(of(polish, 'cognito-SignUp')!.text).toContain('Potwierdź adres e-mail: ');
  });
});

describe('PUT /api/me/profile', () => {
  it('updates the profile attributes and answers the new profile', async () => {
    const user = await newUser();
    const res = await api('/api/me/profile', {
      method: 'PUT',
      token: user.token,
      json: { fullName: 'Zofia Źdźbło', companyName: 'Źdźbło Moto', phone: '600 100 200', address: 'ul. Długa 5, 30-001 Kraków' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Zofia Źdźbło', companyName: 'Źdźbło Moto', phone: '+48600100200', address: 'ul. Długa 5, 30-001 Kraków' });
    expect((await api('/api/me', { token: user.token })).body.fullName).toBe('Zofia Źdźbło');
  });

  it('validates with the spec\'s rules and changes nothing on bad input', async () => {
    const user = await newUser(undefined, 'Original Name');
    const res = await api('/api/me/profile', { method: 'PUT', token: user.token, json: { fullName: 'A', phone: '12', address: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ fullName: 'validation.fullNameMin', phone: 'validation.phoneInvalid', address: 'validation.addressMin' });
    expect((await api('/api/me', { token: user.token })).body.fullName).toBe('Original Name');
  });

  it('ignores anything role-like a client slips in', async () => {
    const user = await newUser();
    const res = await api('/api/me/profile', { method: 'PUT', token: user.token, json: { fullName: 'Ambitny Klient', groups: ['admin'], isAdmin: true, role: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isAdmin: false, groups: [] });
  });
});

describe('wishlist', () => {
  let token: string;
  beforeAll(async () => {
    token = (await newUser()).token;
  });

  it('adds idempotently, lists newest first with the product, and removes', async () => {
    expect((await api('/api/me/wishlist/3', { method: 'PUT', token })).status).toBe(200);
    const first = await api('/api/me/wishlist/5', { method: 'PUT', token });
    const again = await api('/api/me/wishlist/5', { method: 'PUT', token });
    expect(again.status).toBe(200);
    expect(again.body.addedAt).toBe(first.body.addedAt);

    const list = wishlistResponseSchema.parse((await api('/api/me/wishlist', { token })).body);
    expect(list.items.map((e) => e.productId)).toEqual([5, 3]);
    expect(list.items[0]!.product.id).toBe(5);

    expect((await api('/api/me/wishlist/5', { method: 'DELETE', token })).status).toBe(204);
    expect((await api('/api/me/wishlist', { token })).body.items.map((e: { productId: number }) => e.productId)).toEqual([3]);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await api('/api/me/wishlist/999999', { method: 'PUT', token })).status).toBe(404);
    expect((await api('/api/me/wishlist/999999', { method: 'DELETE', token })).status).toBe(404);
  });

  it('is each user\'s own', async () => {
    const other = await newUser();
    expect((await api('/api/me/wishlist', { token: other.token })).body.items).toEqual([]);
  });
});

describe('dealer prices', () => {
  it('reach dealers only, and their answers are never cacheable by a shared cache', async () => {
    const dealer = await api('/api/products/1', { token: await signIn('dealer@example.com') });
    expect(dealer.body.dealer.price).toBeGreaterThan(0);
    expect(dealer.body.dealer.price).toBeLessThan(dealer.body.price);
    expect(dealer.body.dealer.saving).toBe(dealer.body.price - dealer.body.dealer.price);
    expect(dealer.headers.get('cache-control')).toBe('private, no-store');

    const customer = await api('/api/products/1', { token: await signIn('customer@example.com') });
    expect(customer.body).not.toHaveProperty('dealer');
    expect(customer.headers.get('cache-control')).toBe('private, no-store');

    const anonymous = await api('/api/products?page=1');
    expect(anonymous.body.items.some((p: object) => 'dealer' in p)).toBe(false);
  });

  it('show in lists too', async () => {
    const res = await api('/api/products', { token: await signIn('dealer@example.com') });
    expect(res.body.items.every((p: { dealer?: { price: number } }) => p.dealer && p.dealer.price > 0)).toBe(true);
  });
});
