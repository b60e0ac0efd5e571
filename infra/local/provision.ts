import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { tableDefinition } from '../../functions/core/table-definition.js';

/**
 * Creates what the local stack needs, when it is absent, on every start (idempotent): the
 * table (keys and GSIs from the shared table definition), the media bucket, the user pool with
 * its SPA client and groups, and the demo users.
 */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'eu-central-1';
/** s3rver accepts only its built-in key pair. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function localDynamoClient(endpoint: string) {
  return new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials });
}

export function localS3Client(endpoint: string) {
  return new S3Client({
    endpoint,
    region: LOCAL_REGION,
    credentials: s3rverCredentials,
    forcePathStyle: true,
    // s3rver stores streamed bodies with aws-chunked framing unless checksums are off.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function localCognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials });
}

export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'existed'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'existed';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const def = tableDefinition;
  const keyAttributes = [def.partitionKey, def.sortKey, ...def.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: def.partitionKey, KeyType: 'HASH' },
        { AttributeName: def.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: def.timeToLiveAttribute, Enabled: true },
    }),
  );
  return 'created';
}

/** A bucket; with `allowedOrigin`, one that browsers upload to (the media bucket). */
export async function ensureBucket(client: S3Client, bucket: string, allowedOrigin?: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  if (!allowedOrigin) return;
  // Browser uploads go straight to the bucket with a presigned POST.
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: [allowedOrigin], AllowedMethods: ['GET', 'POST', 'PUT'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }],
      },
    }),
  );
}

export interface LocalUserPool {
  userPoolId: string;
  clientId: string;
}

const POOL_NAME = 'shop-local';
const CLIENT_NAME = 'shop-web';

export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<LocalUserPool> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        // As the CDK pool's keepOriginal: a changed e-mail applies once its code is confirmed.
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        Schema: [{ Name: 'company_name', AttributeDataType: 'String', Mutable: true }],
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }
  // As in AWS: an authenticator app (TOTP) as optional second factor (infra/constructs/user-pool.ts).
  await client.send(
    new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }),
  );
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient!.ClientId!;
  }
  // Only the missing groups: cognito-local's CreateGroup replaces an existing group with an empty
  // one (AWS answers GroupExistsException), which would drop the demo admin from `admin` on the
  // second start.
  const existing = new Set((await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }))).Groups?.map((g) => g.GroupName));
  for (const group of ['admin', 'dealer']) {
    if (existing.has(group)) continue;
    try {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    } catch (error) {
      if ((error as Error).name !== 'GroupExistsException') throw error;
    }
  }
  return { userPoolId, clientId };
}

export interface DemoUser {
  email: string;
  name: string;
  group?: 'admin' | 'dealer';
  companyName?: string;
}

export const demoUsers: DemoUser[] = [
  { email: 'admin@example.com', name: 'Adam Administrator', group: 'admin' },
  { email: 'dealer@example.com', name: 'Dariusz Dealer', group: 'dealer', companyName: 'Moto Diler Sp. z o.o.' },
  { email: 'customer@example.com', name: 'Katarzyna Klientka' },
];

/**
 * Confirmed demo users with a permanent password. Existing ones keep their password and
 * attributes, but are put back in their group when they are not in it (state from an older
 * start whose group was replaced).
 */
export async function ensureDemoUsers(client: CognitoIdentityProviderClient, pool: LocalUserPool, password: string): Promise<void> {
  for (const user of demoUsers) {
    let exists = true;
    try {
      await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: user.email }));
    } catch (error) {
      if ((error as Error).name !== 'UserNotFoundException') throw error;
      exists = false;
    }
    if (exists) {
      if (!user.group) continue;
      const groups = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: pool.userPoolId, Username: user.email }));
      if (!groups.Groups?.some((g) => g.GroupName === user.group)) {
        await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: user.email, GroupName: user.group }));
      }
      continue;
    }
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: user.name },
          ...(user.companyName ? [{ Name: 'custom:company_name', Value: user.companyName }] : []),
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({ UserPoolId: pool.userPoolId, Username: user.email, Password: password, Permanent: true }),
    );
    if (user.group) {
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: user.email, GroupName: user.group }));
    }
  }
}
