import { Aws, Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Where the products CSV files of imports are uploaded (functions/media/handlers/imports.ts). */
export const IMPORT_FILES_PREFIX = 'imports';

export interface MediaBucketProps {
  /** @default a name CloudFormation makes up */
  readonly bucketName?: string;
  /**
   * Origins whose pages upload images straight to the bucket with presigned POST/PUT
   * (`https://shop.example.com`). S3 answers their CORS preflights; the presigned policy, not
   * CORS, is what decides who may write.
   */
  readonly uploadOrigins: string[];
}

/**
 * Product images and other media. The bucket is private (all public access blocked, TLS only):
 * browsers read it only through CloudFront under `/media/*`, and write to it only with presigned
 * uploads the API hands out.
 *
 * Stateful: `RETAIN`, versioned so an overwritten or deleted image can be recovered for 30 days.
 */
/**
 * The media bucket's name: `shop-<stage>-media-<account>-<first part of the data stack's id>`.
 * The stack id is new each time the data stack is created, so a stage destroyed (its media
 * bucket retained, with the images) can be deployed again with a new bucket; a fixed name
 * would collide with the retained one. Evaluated in the data stack (its AWS::StackId).
 */
export function mediaBucketName(stage: string): string {
  const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
  return `${mediaBucketPrefix(stage)}${Fn.select(0, Fn.split('-', stackUuid))}`;
}

/**
 * What every media bucket name of a stage begins with. The API stack grants on
 * `<prefix>*` (this stage's media buckets of this account only), so its grant is known when
 * constructs are built (cdk-nag's acknowledgement names it exactly) and needs no reference.
 */
export function mediaBucketPrefix(stage: string): string {
  return `shop-${stage.toLowerCase()}-media-${Aws.ACCOUNT_ID}-`;
}

export class MediaBucket extends s3.Bucket {
  constructor(scope: Construct, id: string, props: MediaBucketProps) {
    super(scope, id, {
      bucketName: props.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Products CSV files uploaded for an import (issue 33): the job reads them within minutes.
        { id: 'ImportFilesExpire', prefix: `${IMPORT_FILES_PREFIX}/`, expiration: Duration.days(7) },
      ],
      cors: [
        {
          allowedOrigins: props.uploadOrigins,
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // CloudFront reads the bucket through an origin access control. The grant names the
    // account's distributions rather than the one distribution: that distribution lives in the
    // web stack, and naming it here would make this stateful stack depend on it. Everything in
    // the bucket but the import files (denied below) is served publicly anyway, so the wider
    // scope exposes nothing.
    const stack = Stack.of(this);
    this.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.arnForObjects('*')],
        conditions: {
          ArnLike: { 'AWS:SourceArn': `arn:${stack.partition}:cloudfront::${stack.account}:distribution/*` },
        },
      }),
    );

    // …except the products CSV files uploaded for imports: they carry dealer prices and stock, and
    // only the import job reads them (with its role, not through CloudFront).
    this.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontNeverServesImports',
        effect: iam.Effect.DENY,
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.arnForObjects(`${IMPORT_FILES_PREFIX}/*`)],
      }),
    );

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'No server access logs: reads are public images via CloudFront, and every write is a presigned upload the API issued and logged.',
    });
  }
}
