import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/core/table-definition.js';
import { ShopFunction, SHOP_FUNCTION_RUNTIME, type Access } from '../../infra/constructs/shop-function.js';
import { ShopTable } from '../../infra/constructs/shop-table.js';
import { lambdaEntry } from '../../infra/stacks/api-stack.js';

type Statement = { Action: string | string[]; Resource: unknown };

/** One ShopFunction in a stack of its own, with bundling skipped. */
function prepare() {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stack = new Stack(app, 'FunctionTest');
  const fn = new ShopFunction(stack, 'Fn', { entry: lambdaEntry('catalog') });
  return { stack, fn };
}

function statementsOf(stack: Stack): Statement[] {
  const policies = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'));
  return policies.flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat());

describe('ShopFunction defaults', () => {
  const { stack, fn } = prepare();
  const template = Template.fromStack(stack);

  it('runs on the house runtime, on ARM, traced, with source maps', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: SHOP_FUNCTION_RUNTIME.name,
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
    });
  });

  it('logs to its own log group, kept a month', () => {
    const logGroupId = stack.getLogicalId(fn.logGroup.node.defaultChild as never);

    template.hasResource('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 30 }, DeletionPolicy: 'Delete' });
    template.hasResourceProperties('AWS::Lambda::Function', { LoggingConfig: { LogGroup: { Ref: logGroupId } } });
  });
});

describe('ShopFunction.bindTable', () => {
  it.each<[Access, boolean]>([
    ['R', false],
    ['RW', true],
  ])('with %s grants reads%s on the table and each of its indexes, and names the table', (access, writes) => {
    // Prepare
    const { stack, fn } = prepare();
    const table = new ShopTable(stack, 'Table');

    // Act
    fn.bindTable(table, access);

    // Assess
    const statements = statementsOf(stack).filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
    const tableArn = stack.resolve(table.tableArn);
    expect(actionsOf(statements)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actionsOf(statements).includes('dynamodb:PutItem')).toBe(writes);
    expect(statements.flatMap((s) => [s.Resource].flat())).toEqual([
      tableArn,
      ...tableDefinition.globalSecondaryIndexes.map((index) => ({ 'Fn::Join': ['', [tableArn, `/index/${index.indexName}`]] })),
    ]);
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { TABLE_NAME: stack.resolve(table.tableName) } },
    });
  });
});

describe('ShopFunction.bindBucket', () => {
  it.each<[Access, string[]]>([
    ['R', ['s3:GetObject']],
    ['RW', ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']],
  ])('with %s grants exactly %j on the objects, and names the bucket', (access, expected) => {
    // Prepare
    const { stack, fn } = prepare();
    const bucket = new s3.Bucket(stack, 'Bucket');

    // Act
    fn.bindBucket(bucket, access, 'MEDIA_BUCKET');

    // Assess
    const statements = statementsOf(stack).filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    expect(actionsOf(statements).sort()).toEqual([...expected].sort());
    expect(statements.map((s) => s.Resource)).toEqual([stack.resolve(bucket.arnForObjects('*'))]);
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { MEDIA_BUCKET: stack.resolve(bucket.bucketName) } },
    });
  });
});
