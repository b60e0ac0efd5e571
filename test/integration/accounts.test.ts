import { ConfirmSignUpCommand, ForgotPasswordCommand, GetUserCommand, InitiateAuthCommand, SignUpCommand, UpdateUserAttributesCommand, VerifyUserAttributeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { meResponseSchema } from '../../functions/contracts/account.js';
import { wishlistResponseSchema } from '../../functions/contracts/wishlist.js';
import { api, baseUrl } from './api.js';
import { cognito, newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { setStock } from './table.js';

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

/** A sign-up through the shop's API, as the register page sends it (the form's fields and the page's language). */
const signUpThroughApi = (email: string, extra: { password?: string; language?: 'pl' | 'en'; fullName?: string } = {}) =>
  api('/api/auth/sign-up', {
    method: 'POST',
    json: { email, password: extra.password ?? 'Test1234!', fullName: extra.fullName ?? 'Nowy Klient', address: 'ul. Długa 5, 30-001 Kraków', ...(extra.language ? { language: extra.language } : {}) },
  });

describe('POST /api/auth/sign-up', () => {
  it('creates an account that waits for the e-mailed code, with the profile from the form and nothing role-like', async () => {
    const email = `Signup-${randomUUID().slice(0, 8)}@Example.com`;
    const res = await api('/api/auth/sign-up', {
      method: 'POST',
      json: { email, password: 'Test1234!', fullName: 'Zofia Nowak', companyName: 'Nowak Moto', address: 'ul. Długa 5, 30-001 Kraków', groups: ['admin'], isAdmin: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: email.toLowerCase(), confirmed: false });

    const { clientId } = inject('userPool');
    const signIn = () => cognito().send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email.toLowerCase(), PASSWORD: 'Test1234!' } }));
    expect(await signIn().catch((e: Error) => e)).toMatchObject({ name: 'UserNotConfirmedException' });
    const code = await eventually(
      async () => ((await api('/dev/outbox.json')).body.emails as { to: string; kind: string; code?: string }[]).find((m) => m.to === email.toLowerCase() && m.kind === 'cognito-SignUp'),
      (found) => !!found,
    );
    await cognito().send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email.toLowerCase(), ConfirmationCode: code!.code! }));
    const me = await api('/api/me', { token: (await signIn()).AuthenticationResult!.IdToken! });
    expect(me.body).toMatchObject({ email: email.toLowerCase(), fullName: 'Zofia Nowak', companyName: 'Nowak Moto', address: 'ul. Długa 5, 30-001 Kraków', groups: [], isAdmin: false });
  });

  it('answers 409 email_exists for an address that has an account, and e-mails no second code', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    expect((await signUpThroughApi(email)).status).toBe(201);
    const again = await signUpThroughApi(email);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'email_exists', fields: { email: 'validation.emailExists' } });
    const codes = ((await api('/dev/outbox.json')).body.emails as { to: string; kind: string }[]).filter((m) => m.to === email && m.kind === 'cognito-SignUp');
    expect(codes).toHaveLength(1);
  });

  it('refuses what the form refuses, with the form\'s messages, and creates nothing', async () => {
    const email = `weak-${randomUUID().slice(0, 8)}@example.com`;
    const res = await api('/api/auth/sign-up', { method: 'POST', json: { email, password: 'short', fullName: 'A', address: 'krótki' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ password: 'validation.passwordMinLength', fullName: 'validation.fullNameMin', address: 'validation.addressMin' });
    expect((await signUpThroughApi(email)).status).toBe(201); // the address was not taken by the refused attempt
  });
});

describe('a sign-up straight to Cognito, past the API and its WAF challenge', () => {
  it('is refused by the pool\'s PreSignUp trigger: no account, no e-mailed code', async () => {
    const { clientId } = inject('userPool');
    const email = `bot-${randomUUID().slice(0, 8)}@example.com`;
    const direct = (clientMetadata?: Record<string, string>) =>
      cognito()
        .send(new SignUpCommand({ ClientId: clientId, Username: email, Password: 'Test1234!', UserAttributes: [{ Name: 'email', Value: email }], ClientMetadata: clientMetadata }))
        .catch((e: Error) => e);

    // With the SPA's own client id, as a script would, and with a guessed key.
    for (const refused of [await direct(), await direct({ signUpKey: 'guess' })]) {
      expect(refused).toMatchObject({ name: 'UserLambdaValidationException' });
      expect((refused as Error).message).toContain('Sign up through the shop');
    }

    // Nothing was created: the address is still free for a sign-up through the API, and no code went out before it.
    const before = ((await api('/dev/outbox.json')).body.emails as { to: string }[]).filter((m) => m.to === email);
    expect(before).toEqual([]);
    expect((await signUpThroughApi(email)).status).toBe(201);
  });
});

describe("Cognito's e-mails", () => {
  it('are written in the language the web app names (sign-up through the API, forgot password), Polish without one', async () => {
    // Prepare: two new addresses, signed up through the shop's API as the register page does.
    const { clientId } = inject('userPool');
    const [english, polish] = [`en-${randomUUID().slice(0, 8)}@example.com`, `pl-${randomUUID().slice(0, 8)}@example.com`];

    // Act
    expect((await signUpThroughApi(english, { language: 'en' })).status).toBe(201);
    expect((await signUpThroughApi(polish)).status).toBe(201);
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
    // A cache that keeps the anonymous answer must not hand it to a request with a token (a dealer's).
    expect(anonymous.headers.get('vary')).toMatch(/Authorization/i);
  });

  it('show in lists too', async () => {
    const res = await api('/api/products', { token: await signIn('dealer@example.com') });
    expect(res.body.items.every((p: { dealer?: { price: number } }) => p.dealer && p.dealer.price > 0)).toBe(true);
  });
});

describe('registering in the local shop as in AWS (the real flow: sign-up, e-mailed code, confirm)', () => {
  const password = 'Test1234!';
  const claims = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { email: string; email_verified: unknown };
  const tokensOf = async (email: string) =>
    (await cognito().send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPool').clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }))).AuthenticationResult!;
  /** The newest code Cognito "e-mailed" to this address, from the local outbox. */
  const codeSentTo = async (email: string, kind: string) => {
    const mails = await eventually(
      async () => ((await api('/dev/outbox.json')).body.emails as { to: string; kind: string; code?: string }[]).filter((m) => m.to === email && m.kind === kind),
      (found) => found.length > 0,
    );
    return mails[0]!.code!;
  };
  /** A guest's paid order, placed with this e-mail typed on Stripe's page, once the shop recorded the payment. */
  const guestOrder = async (email: string) => {
    await setStock(74, 5);
    const placed = (await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: 74, quantity: 1 }], delivery: { method: 'pickup' } } })).body as { orderId: string; sessionId: string };
    await stripeFake.pay(placed.sessionId, 'card', email);
    const admin = await signIn('admin@example.com');
    await eventually(() => api(`/api/admin/orders/${placed.orderId}`, { token: admin }), (res) => res.body.status === 'processing' && res.body.customerEmail === email);
    return placed;
  };
  const claim = (idToken: string, sessionId: string) => api('/api/me/orders/claim', { method: 'POST', token: idToken, json: { sessionId } });

  it('a confirmed sign-up has a verified e-mail in its ID token and claims its guest order; a changed, unconfirmed e-mail claims nothing', async () => {
    // Prepare: a guest order of the address to register, and one of a stranger's address.
    const email = `reg-${randomUUID().slice(0, 8)}@example.com`;
    const strangerEmail = `stranger-${randomUUID().slice(0, 8)}@example.com`;
    const [mine, strangers] = [await guestOrder(email), await guestOrder(strangerEmail)];

    // Register as the SPA does: sign up through the API, read the e-mailed code, confirm, sign in.
    const { clientId } = inject('userPool');
    expect((await signUpThroughApi(email, { password, fullName: 'Rejestrujący Testowy' })).status).toBe(201);
    const unconfirmed = await cognito().send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } })).catch((e: Error) => e);
    expect(unconfirmed).toMatchObject({ name: 'UserNotConfirmedException' });
    await cognito().send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: await codeSentTo(email, 'cognito-SignUp') }));
    const signedIn = await tokensOf(email);
    expect(claims(signedIn.IdToken!)).toMatchObject({ email, email_verified: true });

    // The guest order of the confirmed address is theirs now.
    const claimed = await claim(signedIn.IdToken!, mine.sessionId);
    expect(claimed.status).toBe(200);
    expect(claimed.body.id).toBe(mine.orderId);

    // Act: they change their e-mail to the stranger's and never confirm it.
    await cognito().send(new UpdateUserAttributesCommand({ AccessToken: signedIn.AccessToken!, UserAttributes: [{ Name: 'email', Value: strangerEmail }] }));
    const pendingCode = await codeSentTo(strangerEmail, 'cognito-UpdateUserAttribute'); // the code goes to the new address

    // Assess: the old, verified address stays (as Cognito's keepOriginal keeps it); the stranger's order is not theirs.
    const again = await tokensOf(email);
    expect(claims(again.IdToken!)).toMatchObject({ email, email_verified: true });
    const attributes = (await cognito().send(new GetUserCommand({ AccessToken: again.AccessToken! }))).UserAttributes!;
    expect(attributes.find((a) => a.Name === 'email')?.Value).toBe(email);
    const refused = await claim(again.IdToken!, strangers.sessionId);
    expect(refused.status).toBe(404);
    expect((await api('/api/me/orders', { token: again.IdToken! })).body.items.map((o: { id: string }) => o.id)).toEqual([mine.orderId]);

    // Confirming the code with the address's owner's help is what moves it (as in AWS).
    await cognito().send(new VerifyUserAttributeCommand({ AccessToken: again.AccessToken!, AttributeName: 'email', Code: pendingCode }));
    const moved = await cognito().send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: strangerEmail, PASSWORD: password } }));
    expect(claims(moved.AuthenticationResult!.IdToken!)).toMatchObject({ email: strangerEmail, email_verified: true });
  });
});

describe('GET /config.json', () => {
  it('names the user pool on the origin the browser used (127.0.0.1 as well as localhost), which the page\'s CSP allows', async () => {
    const port = new URL(baseUrl()).port;
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const config = (await (await fetch(`${origin}/config.json`)).json()) as { userPoolEndpoint: string };
      expect(new URL(config.userPoolEndpoint).origin).toBe(origin);
      expect(new URL(config.userPoolEndpoint).pathname).toBe('/cognito/');
      const page = await fetch(`${origin}/`);
      const connectSrc = page.headers.get('content-security-policy')!.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'))!;
      expect(connectSrc.split(/\s+/)).toContain("'self'");
      // And the endpoint answers there: cognito-local behind the same origin.
      const jwks = await fetch(`${origin}/cognito/${inject('userPool').userPoolId}/.well-known/jwks.json`);
      expect(jwks.status).toBe(200);
    }
    // A Host header that is not a host[:port] gets the configured endpoint, not an echo.
    const { request } = await import('node:http');
    const odd = await new Promise<string>((resolve, reject) => {
      request(`${baseUrl()}/config.json`, { headers: { host: 'evil.example/"x' } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
      }).on('error', reject).end();
    });
    expect(JSON.parse(odd).userPoolEndpoint).not.toContain('evil');
  });
});
