import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reloadConfig } from '../../functions/core/config.js';
import { logger } from '../../functions/core/logger.js';
import { describe, reconcileSettled } from '../../functions/orders/reconcile.js';
import { startDynamoDb, type Emulator } from './emulators.js';
import { localStateDir } from './paths.js';
import { LOCAL_REGION } from './provision.js';
import { MEDIA_BUCKET, STACK_FILE, TABLE_NAME, type RunningStack } from './stack.js';

/**
 * `npm run reconcile`: the ledger's reconciliation (functions/orders/reconcile.ts) on the local
 * stack's data in .local/. With `npm start` running it reads that stack's DynamoDB Local (found
 * through .local/stack.json); otherwise it starts DynamoDB Local on .local/dynamodb for the
 * check and stops it again. Prints each discrepancy; exits 1 when there is one, 0 when the books
 * agree, 2 when there is no local data.
 */
function runningStack(): RunningStack | undefined {
  const file = join(localStateDir, STACK_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const stack = JSON.parse(readFileSync(file, 'utf8')) as RunningStack;
    process.kill(stack.pid, 0); // throws when that process is gone
    return stack;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  logger.setLogLevel('ERROR');
  let own: Emulator | undefined;
  let endpoint = runningStack()?.endpoints.dynamodb;
  if (!endpoint) {
    const dataDir = join(localStateDir, 'dynamodb');
    if (!existsSync(dataDir)) {
      console.error('No local data in .local/: run `npm start` once first.');
      return 2;
    }
    own = await startDynamoDb({ dataDir, logDir: join(localStateDir, 'logs') });
    endpoint = own.endpoint;
  }
  try {
    Object.assign(process.env, {
      TABLE_NAME,
      MEDIA_BUCKET,
      AWS_REGION: LOCAL_REGION,
      DYNAMODB_ENDPOINT: endpoint,
      // Read by config.ts, unused here.
      COGNITO_USER_POOL_ID: 'local',
      COGNITO_CLIENT_ID: 'local',
      COGNITO_ISSUER: 'http://localhost/cognito/local',
    });
    reloadConfig();
    const report = await reconcileSettled(1000);
    const { products, orders, refunds, invoiceYears } = report.checked;
    console.log(`Checked ${products} products, ${orders} orders, ${refunds} refunds, invoices of ${invoiceYears} year(s).`);
    if (report.untrackedProducts) console.log(`${report.untrackedProducts} product(s) predate the stock ledger: their stock balance is not checked (npm run reset starts afresh).`);
    for (const d of report.discrepancies) console.log(`✖ ${describe(d)}`);
    console.log(report.discrepancies.length ? `${report.discrepancies.length} discrepancy(ies).` : 'The books agree: no discrepancies.');
    return report.discrepancies.length ? 1 : 0;
  } finally {
    await own?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The reconciliation could not run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
