import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';

/**
 * Cognito post-confirmation trigger: the configured bootstrap admin e-mail joins the `admin`
 * group when it confirms its account, so a new stage has an administrator without anyone
 * touching the console. Everyone else is left as they are: groups are the only source of roles.
 * It reads only its own two variables (not core/config.ts): the pool id comes in the event.
 */
const client = new CognitoIdentityProviderClient({});

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  const bootstrap = process.env.BOOTSTRAP_ADMIN_EMAIL?.trim().toLowerCase();
  const email = event.request.userAttributes.email?.trim().toLowerCase();
  const verified = event.request.userAttributes.email_verified === 'true' || event.triggerSource === 'PostConfirmation_ConfirmSignUp';
  if (bootstrap && email === bootstrap && verified) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: event.userPoolId, Username: event.userName, GroupName: process.env.ADMIN_GROUP ?? 'admin' }),
    );
  }
  return event;
}
