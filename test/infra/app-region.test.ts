import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * infra/app.ts run the way `cdk synth` runs it: a child process given the context in
 * CDK_CONTEXT_JSON and the output directory in CDK_OUTDIR, with CDK_DEFAULT_REGION set as the
 * CLI sets it when the AWS profile names no region (us-east-1). The stacks' regions are then
 * read from the cloud assembly's manifest, the file the CLI deploys from.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cdkJsonContext = (JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
const run = promisify(execFile);

interface Manifest {
  artifacts: Record<string, { type: string; environment?: string }>;
}

async function synthAsTheCliDoes(context: Record<string, unknown>): Promise<Record<string, string>> {
  const outdir = mkdtempSync(join(tmpdir(), 'cdk-out-'));
  try {
    await run(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['infra/app.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        CDK_DEFAULT_REGION: 'us-east-1',
        CDK_DEFAULT_ACCOUNT: '123456789012',
        CDK_OUTDIR: outdir,
        // CloudFormation's own template validation adds seconds and says nothing about regions.
        CDK_VALIDATION: 'false',
        // No bundling: the regions are what is looked at, not the functions' code.
        CDK_CONTEXT_JSON: JSON.stringify({ ...cdkJsonContext, ...context, 'aws:cdk:bundling-stacks': [] }),
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as Manifest;
    return Object.fromEntries(
      Object.entries(manifest.artifacts)
        .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
        .map(([name, artifact]) => [name, artifact.environment!]),
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

describe('the region a stage deploys to, through infra/app.ts', () => {
  it('puts every stack but the edge ones in eu-central-1 when the CLI says us-east-1 for want of a profile region', async () => {
    const stacks = await synthAsTheCliDoes({ stage: 'regiontest' });

    expect(stacks).toEqual({
      'Shop-regiontest-Ops': 'aws://123456789012/eu-central-1',
      'Shop-regiontest-BackupCopy': 'aws://123456789012/eu-west-1',
      'Shop-regiontest-Data': 'aws://123456789012/eu-central-1',
      'Shop-regiontest-Auth': 'aws://123456789012/eu-central-1',
      'Shop-regiontest-Api': 'aws://123456789012/eu-central-1',
      'Shop-regiontest-Edge': 'aws://123456789012/us-east-1',
      'Shop-regiontest-Web': 'aws://123456789012/eu-central-1',
      'Shop-regiontest-Monitoring': 'aws://123456789012/eu-central-1',
      'Shop-regiontest-EdgeAlarms': 'aws://123456789012/us-east-1',
    });
  }, 120_000);

  it('moves the stage to a region named explicitly (-c region=…), and its backup copies with -c backupCopyRegion=…', async () => {
    const stacks = await synthAsTheCliDoes({ stage: 'regiontest', region: 'eu-north-1', backupCopyRegion: 'eu-central-1' });

    expect(stacks['Shop-regiontest-Data']).toBe('aws://123456789012/eu-north-1');
    expect(stacks['Shop-regiontest-Api']).toBe('aws://123456789012/eu-north-1');
    expect(stacks['Shop-regiontest-BackupCopy']).toBe('aws://123456789012/eu-central-1');
    expect(stacks['Shop-regiontest-Edge']).toBe('aws://123456789012/us-east-1');
  }, 120_000);
});
