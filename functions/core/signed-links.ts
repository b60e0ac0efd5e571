import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { linkSigningKey } from './link-keys.js';

/**
 * The tokens in the links the shop e-mails ("confirm", "unsubscribe", "restore my cart"): a JWT
 * (HS256) signed with one of link-keys.ts's keys, naming what it is for (`use`) and its issuer, so
 * a token made for one link never opens another. `expiresIn` (jose's "7d") is for links that
 * should stop working; an unsubscribe must work whenever it is clicked, so it has none.
 */
export async function signLinkToken(keyName: string, issuer: string, claims: JWTPayload & { use: string }, expiresIn?: string): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer(issuer).setIssuedAt();
  if (expiresIn) jwt.setExpirationTime(expiresIn);
  return jwt.sign(await linkSigningKey(keyName));
}

/** The token's claims when it is genuine, unexpired and made for `use`; otherwise undefined. */
export async function verifyLinkToken(keyName: string, issuer: string, use: string, token: string): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, await linkSigningKey(keyName), { issuer, algorithms: ['HS256'] });
    return payload.use === use ? payload : undefined;
  } catch {
    return undefined; // forged, altered or expired
  }
}
