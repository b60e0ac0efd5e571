import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup } from './cleanup.js';

/**
 * Lighthouse mobile performance of one page, through `npx lighthouse@12.8.2` (13.x wants Node
 * 22; kept out of the repo's dependencies because it weighs ~180 MB). Mobile is Lighthouse's
 * default: a Moto G-class screen, simulated slow 4G and a 4× CPU slowdown, calibrated against
 * this machine's own speed (its benchmarkIndex is recorded beside the scores).
 *
 * Each run starts its own Chromium. Lighthouse runs in a process group of its own, so a Ctrl-C
 * or a timeout can stop it together with the browser it launched.
 *
 * Chromium runs with paint holding off (`--disable-features=PaintHolding`). Lighthouse loads the
 * page by navigating its tab from about:blank, and for such a navigation Chromium keeps showing the
 * old page until the new one has painted. In headless Chromium on these machines that hold often
 * outlived the first paint by a second: a static page with a 200 ms busy script presented its first
 * paint at 1.2–2.3 s in about half of the runs, at 0.27–0.35 s in all runs with paint holding off,
 * and Playwright's paint timing of the same page says 0.26–0.30 s. Paint holding only decides what
 * stays on screen until the new page's first frame (here about:blank, blank either way); the late
 * release is headless Chromium's, not the page's. The flag changes no emulation or throttling setting.
 * The pages are served through an HTTPS front with a certificate made for the run (https-front.ts),
 * hence --ignore-certificate-errors.
 */
export const LIGHTHOUSE_VERSION = '12.8.2';
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-features=PaintHolding --ignore-certificate-errors';
const RUN_TIMEOUT_MS = 180_000;

export interface LighthouseRun {
  score: number;
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /**
   * The first contentful paint the unthrottled trace saw (ms). Lighthouse's simulation counts every
   * request finished before it, so a late observed paint inflates FCP and LCP (see the paint
   * holding note above: a run near 1.2 s or 2.2 s on a page that paints from HTML is suspect).
   */
  observedFcp: number;
  benchmarkIndex: number | undefined;
  warnings: string[];
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { observedFirstContentfulPaint?: number }[] } } | undefined>;
}

export async function runLighthouse(url: string, outFile: string): Promise<LighthouseRun> {
  const args = [
    '-y',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid && !exited) process.kill(-child.pid, signal);
    } catch {
      // already exited
    }
  };
  // SIGINT first: Lighthouse's chrome-launcher then kills the Chromium it started (which may
  // sit in a process group of its own); SIGKILL the group if it has not gone after 5 s.
  const stopLighthouse = async () => {
    signalGroup('SIGINT');
    for (let waited = 0; !exited && waited < 5000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    signalGroup('SIGKILL');
  };
  const stop = onCleanup(`lighthouse ${url}`, stopLighthouse);
  const timer = setTimeout(() => void stopLighthouse(), RUN_TIMEOUT_MS);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (status) => resolve(status));
    });
    if (code !== 0 || !existsSync(outFile)) throw new Error(`lighthouse exited with ${code}: ${stderr.trim().split('\n').slice(-5).join(' / ')}`);
  } finally {
    clearTimeout(timer);
    await stop(); // a no-op after a normal exit; after a timeout or crash it takes Chromium down too
  }

  const lhr = JSON.parse(readFileSync(outFile, 'utf8')) as Lhr;
  rmSync(outFile, { force: true });
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    observedFcp: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Lighthouse's own runtime errors ("Something went wrong with recording the trace… Please run
 * Lighthouse again", NO_NAVSTART, NO_FCP) are a failed measurement, not a score: such a run is
 * repeated, twice at most; any other failure ends the page's measurement.
 */
const RETRIED_LIGHTHOUSE_ERRORS = /Please run Lighthouse again|NO_NAVSTART|NO_FCP/;
async function runOnce(url: string, outFile: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, outFile);
    } catch (error) {
      if (attempt >= 3 || !RETRIED_LIGHTHOUSE_ERRORS.test((error as Error).message)) throw error;
    }
  }
}

/** Several runs of a page; the median by score stands for the page (Lighthouse's own advice for noisy machines). */
export async function lighthousePage(url: string, runs: number, workDir: string): Promise<{ median: LighthouseRun; scores: number[]; observedFcp: number[] }> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url, join(workDir, `lh-${Date.now()}-${i}.json`)));
  const byScore = [...results].sort((a, b) => a.score - b.score);
  return { median: byScore[Math.floor((byScore.length - 1) / 2)]!, scores: results.map((r) => r.score), observedFcp: results.map((r) => r.observedFcp) };
}
