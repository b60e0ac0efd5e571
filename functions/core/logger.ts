import { Logger } from '@aws-lambda-powertools/logger';

/** One shared logger (Powertools: structured JSON, request ids appended by the http stack). */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'shop',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
