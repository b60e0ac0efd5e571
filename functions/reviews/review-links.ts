import { jwtVerify, SignJWT } from 'jose';
import { linkSigningKey } from '../core/link-keys.js';

/**
 * The signed links of the review request e-mail: "review this product" (a guest has no account:
 * the link is their proof of purchase) and "no more review requests". Each is a JWT (HS256, by
 * `jose`) naming what it allows: `review` carries the order id and the line's product, `unsubscribe`
 * the address. Nothing in them is secret; the signature is what makes them unforgeable.
 *
 * The signing key is kept in the table (`PK = SECRET, SK = REVIEW_LINKS`, core/link-keys.ts).
 */
const ISSUER = 'chopperworks:reviews';
/** A review link outlives any sensible wait for a buyer to write: half a year. */
const REVIEW_LINK_TTL = '180d';

const signingKey = () => linkSigningKey('REVIEW_LINKS');

export interface ReviewLinkClaims {
  orderId: string;
  productId: number;
}

export async function signReviewLink(claims: ReviewLinkClaims): Promise<string> {
  return new SignJWT({ oid: claims.orderId, pid: claims.productId, use: 'review' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(REVIEW_LINK_TTL)
    .sign(await signingKey());
}

/** The order and line a review link names; undefined when it is forged, altered, expired or another kind. */
export async function verifyReviewLink(token: string): Promise<ReviewLinkClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.use !== 'review' || typeof payload.oid !== 'string' || typeof payload.pid !== 'number') return undefined;
    return { orderId: payload.oid, productId: payload.pid };
  } catch {
    return undefined;
  }
}

/** Never expires: an unsubscribe link must work whenever it is clicked. */
export async function signUnsubscribeLink(email: string): Promise<string> {
  return new SignJWT({ email: email.toLowerCase(), use: 'unsubscribe' }).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setIssuedAt().sign(await signingKey());
}

export async function verifyUnsubscribeLink(token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { issuer: ISSUER, algorithms: ['HS256'] });
    return payload.use === 'unsubscribe' && typeof payload.email === 'string' ? payload.email : undefined;
  } catch {
    return undefined;
  }
}
