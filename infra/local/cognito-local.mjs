// Starts cognito-local, recording every code it "delivers" (sign-up, resend, forgot password)
// as one JSON line in COGNITO_MESSAGES_FILE, so the local outbox can show the e-mail Cognito
// would have sent, in the language the request's ClientMetadata names (as the AWS trigger reads it).
// cognito-local itself only prints codes in a box on its console.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { MessagesService } = require('cognito-local/lib/services/messages.js');
const file = process.env.COGNITO_MESSAGES_FILE;
const deliver = MessagesService.prototype.deliver;

MessagesService.prototype.deliver = async function deliverAndRecord(ctx, source, clientId, userPoolId, user, code, clientMetadata, ...rest) {
  await deliver.call(this, ctx, source, clientId, userPoolId, user, code, clientMetadata, ...rest);
  if (!file) return;
  const email = (user.Attributes ?? []).find((a) => a.Name === 'email')?.Value ?? user.Username;
  appendFileSync(file, `${JSON.stringify({ source, email, code, username: user.Username, clientMetadata, sentAt: new Date().toISOString() })}\n`);
};

require('cognito-local/lib/bin/start.js');
