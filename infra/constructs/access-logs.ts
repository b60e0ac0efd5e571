import { Duration } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';

/**
 * How long the site's access logs (CloudFront's, and the WAF's of both web ACLs) are kept. They
 * hold visitors' IP addresses, personal data to keep no longer than needed; 90 days is enough to
 * look into an attack or a complaint after the fact.
 */
export const ACCESS_LOG_RETENTION = Duration.days(90);

/** {@link ACCESS_LOG_RETENTION} as CloudWatch Logs spells it. */
export const ACCESS_LOG_RETENTION_DAYS = logs.RetentionDays.THREE_MONTHS;
