import { type MeResponse, profileUpdateSchema } from '../../contracts/account.js';
import type { Caller } from '../../core/caller.js';
import { unauthorized } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { getUserAttributes, toE164, updateUserAttributes } from '../cognito.js';
import { getCompanyProfile, putCompanyProfile } from '../company-profile-entity.js';

function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}

async function me(caller: Caller): Promise<MeResponse> {
  const [attributes, company] = await Promise.all([getUserAttributes(caller.username), getCompanyProfile(caller.userId)]);
  const groups = [...caller.groups].sort();
  return {
    userId: caller.userId,
    email: attributes.email ?? caller.email,
    fullName: attributes.name ?? '',
    companyName: attributes['custom:company_name'] ?? '',
    phone: attributes.phone_number ?? '',
    address: attributes.address ?? '',
    groups,
    isAdmin: caller.groups.has('admin'),
    isDealer: caller.groups.has('dealer'),
    company,
  };
}

/** GET /api/me — the caller's profile (fresh from the user pool) and groups (from the token). */
export const getMe = httpHandler({}, async ({ caller }) => me(requireCaller(caller)));

/**
 * PUT /api/me/profile — only the profile attributes, validated; never e-mail, never anything
 * role-like (groups are Cognito's alone). Answers the updated profile.
 */
export const updateProfile = httpHandler({ body: profileUpdateSchema }, async ({ body, caller }) => {
  const who = requireCaller(caller);
  await updateUserAttributes(who.username, [
    { Name: 'name', Value: body.fullName },
    { Name: 'custom:company_name', Value: body.companyName },
    { Name: 'phone_number', Value: toE164(body.phone) },
    { Name: 'address', Value: body.address },
  ]);
  if (body.company !== undefined) await putCompanyProfile(who.userId, body.company);
  return me(who);
});
