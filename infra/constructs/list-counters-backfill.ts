import { fileURLToPath } from 'node:url';
import { CustomResource, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { ShopFunction } from './shop-function.js';
import type { ShopTableRef } from './shop-table.js';

export interface ListCountersBackfillProps {
  readonly table: ShopTableRef;
  /** What functions/core/config.ts parses (the API functions' environment). */
  readonly environment: Record<string, string>;
  readonly description: string;
  /** The counters' version (LIST_COUNTERS_VERSION, functions/ledger/list-counters.ts): raised, the deploy counts again. */
  readonly countersVersion: number;
}

/**
 * The admin lists' counter backfill as a step of every deploy (functions/ledger/list-counters-on-deploy.ts):
 * a custom resource of CDK's provider framework whose handler is a function of its own, with
 * read and write access to the table. Make the functions that write or list orders depend on
 * {@link resource} (`node.addDependency`): CloudFormation then runs the backfill before it
 * updates them, so new code never answers a list's total from a counter nobody set.
 *
 * It runs again whenever the backfill's code changes (its version) or LIST_COUNTERS_VERSION is
 * raised; the handler skips a table already backfilled at that version, so a run on a table in
 * use changes nothing.
 */
export class ListCountersBackfill extends Construct {
  readonly function: ShopFunction;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: ListCountersBackfillProps) {
    super(scope, id);
    this.function = new ShopFunction(this, 'Function', {
      entry: fileURLToPath(new URL('../../functions/ledger/list-counters-on-deploy.ts', import.meta.url)),
      description: props.description,
      environment: { ...props.environment, POWERTOOLS_SERVICE_NAME: 'list-counters-backfill' },
      // COUNT queries over every list partition: minutes at most, even for a long history.
      timeout: Duration.minutes(10),
    });
    this.function.bindTable(props.table, 'RW');
    // No alarm: a failed backfill fails the deploy, which whoever deploys sees.
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'CloudFormation calls it during a deploy and reports its failure (the deploy fails): no event to keep.',
    });

    const provider = new cr.Provider(this, 'Provider', { onEventHandler: this.function });
    this.acknowledgeProviderFindings(provider);
    this.resource = new CustomResource(this, 'Run', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::ListCountersBackfill',
      // A new value, a new run: the backfill's code (its version) and the counters' version.
      properties: { BackfillVersion: this.function.currentVersion.functionArn, CountersVersion: String(props.countersVersion) },
    });
  }

  /** The provider framework is CDK's own: its function and role are as CDK makes them. */
  private acknowledgeProviderFindings(provider: cr.Provider): void {
    const stack = Stack.of(this);
    const ack = (id: string, reason: string) => Validations.of(provider).acknowledge({ id, reason });
    const arnOf = (fn: lambda.IFunction) => flattenCfnReference(stack.resolve(fn.functionArn));
    const frameworkFunctions = provider.node.findAll().filter((c): c is lambda.Function => c instanceof lambda.Function);
    ack('AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', "The AWS managed basic execution role only lets CDK's provider function write its own logs.");
    for (const fn of [this.function, ...frameworkFunctions]) {
      ack(`AwsSolutions-IAM5[Resource::${arnOf(fn)}:*]`, "CDK's provider framework invokes the handler's versions: the ARN with any qualifier.");
    }
    ack('Serverless-LambdaDefaultMemorySize', "CDK's provider function only relays CloudFormation's request; the memory is CDK's choice.");
    ack('Serverless-LambdaDLQ', "CloudFormation waits for the provider's answer and reports its failure: no event to keep.");
    ack('Serverless-LambdaTracing', "CDK's provider function only relays CloudFormation's request; the handler logs its run.");
  }
}
