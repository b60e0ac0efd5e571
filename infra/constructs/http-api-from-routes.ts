import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeKey, type Domain, type RouteDefinition } from '../../functions/routes.js';

export interface HttpApiFromRoutesProps {
  /** The route table (functions/routes.ts): one API route per entry. */
  readonly routes: readonly RouteDefinition[];
  /** The Lambda that serves each domain named in `routes`. */
  readonly functions: ReadonlyMap<Domain, lambda.IFunction>;
  /** Verifies the caller's token on every route whose access is not `public`. */
  readonly authorizer: apigw.IHttpRouteAuthorizer;
  /** The domain whose Lambda answers requests no route matches (`$default`): our JSON 404/405. */
  readonly fallbackDomain: Domain;
  /** Requests per second the API accepts before answering 429 (steady rate and burst). */
  readonly throttle?: apigw.ThrottleSettings;
  /** Tighter limits of single routes, by route key (`POST /api/checkout`). */
  readonly routeThrottles?: RouteThrottles;
  /** The execute-api host answers 403 itself: the API is reached through a custom domain only (api-origin.ts). */
  readonly disableExecuteApiEndpoint?: boolean;
}

/** Per-route limits, by route key; each must name a route of the table. */
export type RouteThrottles = Readonly<Record<string, apigw.ThrottleSettings>>;

/**
 * An API Gateway HTTP API built from the route table, so a route exists in AWS exactly when it
 * exists in functions/routes.ts.
 *
 * - Each entry becomes one route (`GET /api/products/{id}`) integrated with its domain's Lambda.
 * - Routes whose access is `user`, `dealer` or `admin` get the JWT authorizer: API Gateway
 *   rejects a missing or invalid token before any Lambda runs. The authorizer proves who the
 *   caller is; the handler's http stack checks the group the access level asks for.
 * - Every route has a stable construct id (its route key), so adding or removing a route never
 *   renames the others in the template. (CDK places a domain's integration under the first
 *   route that uses it; removing that route recreates the integration, which holds no state.)
 * - Each Lambda gets one invoke permission for the whole API rather than one per route, so its
 *   resource policy does not grow with the route table (it has a 20 KB limit).
 * - The `$default` stage deploys on every change and writes JSON access logs; it has a
 *   stage-wide throttle and, per write route, a throttle of its own.
 */
export class HttpApiFromRoutes extends Construct {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** The execute-api host name (`abc123.execute-api.eu-central-1.amazonaws.com`), for CloudFront. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: HttpApiFromRoutesProps) {
    super(scope, id);

    this.api = new apigw.HttpApi(this, 'HttpApi', {
      description: 'The shop API: routes generated from functions/routes.ts',
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.disableExecuteApiEndpoint ?? false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = (this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            user: '$context.authorizer.claims.sub',
            authorizerError: '$context.authorizer.error',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    }));
    const routeKeys = new Set(props.routes.map(routeKey));
    const routeSettings = Object.fromEntries(
      Object.entries(props.routeThrottles ?? {}).map(([key, limits]) => {
        if (!routeKeys.has(key)) throw new Error(`A throttle names route "${key}", which the route table does not have.`);
        return [key, { ThrottlingRateLimit: limits.rateLimit, ThrottlingBurstLimit: limits.burstLimit }];
      }),
    );
    // The L2 stage sets only the stage-wide limit; per-route settings are the L1's RouteSettings.
    if (Object.keys(routeSettings).length > 0) (stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;
    this.domainName = `${this.api.apiId}.execute-api.${this.api.stack.region}.${this.api.stack.urlSuffix}`;

    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationFor = (domain: Domain): HttpLambdaIntegration => {
      let integration = integrations.get(domain);
      if (!integration) {
        const handler = props.functions.get(domain);
        if (!handler) throw new Error(`The route table names domain "${domain}", but no function serves it.`);
        integration = new HttpLambdaIntegration(`${domain}-integration`, handler, { scopePermissionToRoute: false });
        integrations.set(domain, integration);
      }
      return integration;
    };

    for (const route of props.routes) {
      const isPublic = route.access === 'public';
      const httpRoute = new apigw.HttpRoute(this, routeKey(route), {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: integrationFor(route.domain),
        authorizer: isPublic ? undefined : props.authorizer,
      });
      if (isPublic) acknowledgePublic(httpRoute, `"${routeKey(route)}" is public in the route table.`);
    }

    const fallback = new apigw.HttpRoute(this, 'DefaultRoute', {
      httpApi: this.api,
      routeKey: apigw.HttpRouteKey.DEFAULT,
      integration: integrationFor(props.fallbackDomain),
    });
    acknowledgePublic(fallback, 'The $default route only answers 404/405 for paths that match no route.');
  }
}

/** cdk-nag asks every route for an authorizer; public routes are public on purpose. */
function acknowledgePublic(route: apigw.HttpRoute, reason: string): void {
  Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason });
  Validations.of(route).acknowledge({ id: 'AwsSolutions-COG4', reason });
}
