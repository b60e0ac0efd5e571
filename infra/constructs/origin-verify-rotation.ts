import { fileURLToPath } from 'node:url';
import { Arn, Duration, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ShopFunction } from './shop-function.js';

/**
 * How often the origin-verify value changes. Any leak (a log, a screenshot of the distribution's
 * settings) stops working within this time; a rotation costs one distribution update.
 */
export const ORIGIN_VERIFY_ROTATION = Duration.days(30);

export interface OriginVerifyRotationProps {
  /** The secret `{"value"}` CloudFront sends as the origin-verify header (ApiStack), by its full ARN. */
  readonly secretArn: string;
  /** The distribution whose origins send it. */
  readonly distribution: cloudfront.IDistribution;
}

/**
 * The origin-verify secret's rotation: Secrets Manager calls the function of
 * functions/core/origin-verify-rotation.ts, which gives the distribution a new value before the
 * value becomes current (the API lets in the current, previous and pending values meanwhile), on
 * the schedule {@link ORIGIN_VERIFY_ROTATION}. It lives beside the distribution: the API stack,
 * which owns the secret, is deployed before the distribution exists.
 */
export class OriginVerifyRotation extends Construct {
  readonly function: ShopFunction;
  readonly schedule: secretsmanager.RotationSchedule;

  constructor(scope: Construct, id: string, props: OriginVerifyRotationProps) {
    super(scope, id);
    const secret = secretsmanager.Secret.fromSecretCompleteArn(this, 'Secret', props.secretArn);
    this.function = new ShopFunction(this, 'Function', {
      entry: fileURLToPath(new URL('../../functions/core/origin-verify-rotation.ts', import.meta.url)),
      description: 'Rotates the origin-verify secret: the distribution gets the new value before it becomes current',
      // testSecret waits for the distribution to reach every edge (up to 8 minutes).
      timeout: Duration.minutes(10),
      memorySize: 256,
      environment: { DISTRIBUTION_ID: props.distribution.distributionId, POWERTOOLS_SERVICE_NAME: 'origin-verify-rotation' },
    });
    // CloudFront has no finer resource than the distribution: these three calls on this one only.
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:GetDistribution', 'cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [Arn.format({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: props.distribution.distributionId }, Stack.of(this))],
      }),
    );
    // Adds Secrets Manager's leave to invoke the function, and the function's leave to read and
    // write this secret's versions (and GetRandomPassword, which has no resource).
    this.schedule = new secretsmanager.RotationSchedule(this, 'Schedule', {
      secret,
      rotationLambda: this.function,
      automaticallyAfter: ORIGIN_VERIFY_ROTATION,
    });
  }
}
