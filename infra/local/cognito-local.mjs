// Starts cognito-local, with what it lacks to behave as the shop's user pool does in AWS:
//
// 1. Every code it "delivers" (sign-up, resend, forgot password, a changed e-mail's code) is
//    recorded as one JSON line in COGNITO_MESSAGES_FILE, so the local outbox can show the e-mail
//    Cognito would have sent, in the language the request's ClientMetadata names (as the AWS
//    trigger reads it). cognito-local itself only prints codes in a box on its console.
// 2. A confirmed sign-up has a verified e-mail. Cognito marks `email_verified` true when the
//    code it sent to the address is confirmed (the pool auto-verifies `email`); cognito-local's
//    ConfirmSignUp leaves it unset, so a new customer could never claim a guest order.
// 3. `email_verified` in the ID token is the attribute's value. cognito-local writes
//    `Boolean(value)`, and `Boolean('false')` is true: an unconfirmed address read as verified.
// 4. A changed e-mail waits for its code. The CDK pool keeps the original address until the new
//    one is confirmed (`keepOriginal`: UserAttributeUpdateSettings.AttributesRequireVerificationBeforeUpdate
//    = ['email']); the local pool is created with the same setting (provision.ts), and a pool
//    made before it existed gets it on its first e-mail change (cognito-local's UpdateUserPool
//    would drop it, and every setting not sent again).
// Patched here rather than forked: each is a small wrapper around the module cognito-local
// exports, and everything else stays cognito-local 5.3.0's own.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { MessagesService } = require('cognito-local/lib/services/messages.js');
const { Targets } = require('cognito-local/lib/targets/targets.js');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator.js');
const { attribute, attributesAppend, attributeValue, attributesRemove } = require('cognito-local/lib/services/userPoolService.js');

// 1. The outbox.
const file = process.env.COGNITO_MESSAGES_FILE;
const deliver = MessagesService.prototype.deliver;
MessagesService.prototype.deliver = async function deliverAndRecord(ctx, source, clientId, userPoolId, user, code, clientMetadata, ...rest) {
  await deliver.call(this, ctx, source, clientId, userPoolId, user, code, clientMetadata, ...rest);
  if (!file) return;
  // A changed e-mail's code goes to the new address (still pending, not yet the user's `email`).
  const pending = attributeValue('email', user.UnverifiedAttributeChanges);
  const email = (source === 'UpdateUserAttribute' && pending) || attributeValue('email', user.Attributes) || user.Username;
  // The sign-up key the shop's API adds (functions/accounts/sign-up-key.ts) stays out of the outbox.
  const { signUpKey: _key, ...metadata } = clientMetadata ?? {};
  appendFileSync(file, `${JSON.stringify({ source, email, code, username: user.Username, clientMetadata: metadata, sentAt: new Date().toISOString() })}\n`);
};

// 2. ConfirmSignUp verifies the e-mail the code went to.
const confirmSignUp = Targets.ConfirmSignUp;
Targets.ConfirmSignUp = (services) => {
  const confirm = confirmSignUp(services);
  return async (ctx, req) => {
    const answer = await confirm(ctx, req);
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (user && attributeValue('email', user.Attributes) && (userPool.options.AutoVerifiedAttributes ?? []).includes('email')) {
      await userPool.saveUser(ctx, { ...user, Attributes: attributesAppend(user.Attributes, attribute('email_verified', 'true')) });
    }
    return answer;
  };
};

// 3. The ID token's email_verified.
const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = function generateWithVerifiedAsStored(ctx, user, ...rest) {
  const verified = attributeValue('email_verified', user.Attributes) === 'true';
  // Without the attribute cognito-local writes false; with 'true' it writes true.
  const asStored = verified ? user : { ...user, Attributes: attributesRemove(user.Attributes, 'email_verified') };
  return generate.call(this, ctx, asStored, ...rest);
};

// 4. keepOriginal for pools created before the setting.
const updateUserAttributes = Targets.UpdateUserAttributes;
Targets.UpdateUserAttributes = (services) => {
  const update = updateUserAttributes(services);
  return async (ctx, req) => {
    const { client_id: clientId } = JSON.parse(Buffer.from(String(req.AccessToken).split('.')[1] ?? '', 'base64url').toString('utf8') || '{}');
    if (clientId) {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, clientId);
      if (!userPool.options.UserAttributeUpdateSettings) {
        await userPool.updateOptions(ctx, { ...userPool.options, UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] } });
      }
    }
    return update(ctx, req);
  };
};

require('cognito-local/lib/bin/start.js');
