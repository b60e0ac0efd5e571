import type { InitialJs } from './web-weight.js';
import type { LighthouseRun } from './lighthouse.js';
import type { QueryBenchResult } from './query-bench.js';
import { kb, ms, times } from './stats.js';

/**
 * The record of one bench run, as Markdown: printed to the console and written to
 * test/bench/RESULTS.md, so what is committed is exactly what was printed.
 * Every target is judged here, with the margin and, for a miss, the evidence for why.
 */
export const targets = {
  handlerP99Ms: 5,
  speedupVsPostgres: 3,
  initialJsGzipBytes: 170_000, // 170 kB, as Vite reports sizes (1 kB = 1000 bytes)
  lighthouseScore: 95,
} as const;

export type Section<T> = { value: T } | { error: string };

export interface MachineFacts {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  nodeIcu: string;
  os: string;
  loadBefore: number[];
  loadAfter?: number[];
}

export interface QuerySection {
  products: number;
  dynamoLoadSeconds: number;
  postgresLoadSeconds: number;
  /** The handler's first call: reads the whole catalogue from DynamoDB Local and builds the index. */
  coldCallMs: number;
  postgres: { version: string; icu: string; client: string; indexes: number };
  result: QueryBenchResult;
}

export interface WebSection {
  buildSeconds: number;
  js: InitialJs;
}

export interface LighthousePage {
  path: string;
  median: LighthouseRun;
  scores: number[];
  /** Per run, the unthrottled trace's first contentful paint (see LighthouseRun.observedFcp). */
  observedFcp: number[];
  note?: string;
}

export interface LighthouseSection {
  runsPerPage: number;
  pages: Section<LighthousePage>[];
}

export interface BenchRecord {
  startedAt: Date;
  durationSeconds: number;
  machine: MachineFacts;
  queries: Section<QuerySection>;
  web: Section<WebSection>;
  lighthouse: Section<LighthouseSection>;
}

interface Verdict {
  target: string;
  result: string;
  met: boolean | undefined;
  margin: string;
}

const isValue = <T>(s: Section<T>): s is { value: T } => 'value' in s;
const pct = (part: number, whole: number) => `${Math.round((Math.abs(part) / whole) * 100)} %`;
const seconds = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;

/** Lighthouse 12's "good" thresholds for mobile: where a metric starts costing points. */
const goodMobile = { fcp: 1800, lcp: 2500, tbt: 200, cls: 0.1, si: 3400 } as const;

function verdicts(record: BenchRecord): Verdict[] {
  const out: Verdict[] = [];
  if (isValue(record.queries)) {
    const { latency, bestPg } = record.queries.value.result;
    const handler = latency.handler;
    const pg = latency[bestPg];
    const limit = targets.handlerP99Ms;
    out.push({
      target: `handler p99 ≤ ${limit} ms`,
      result: ms(handler.p99),
      met: handler.p99 <= limit,
      margin: handler.p99 <= limit ? `${ms(limit - handler.p99)} to spare` : `missed by ${ms(handler.p99 - limit)} (${pct(handler.p99 - limit, limit)} over)`,
    });
    for (const p of ['p50', 'p99'] as const) {
      const ratio = pg[p] / handler[p];
      const want = targets.speedupVsPostgres;
      out.push({
        target: `≥ ${want}× faster than PostgreSQL at ${p}`,
        result: `${times(ratio)} (${ms(handler[p])} vs ${ms(pg[p])})`,
        met: ratio >= want,
        margin: ratio >= want ? `${times(ratio / want)} the target` : `missed: needs ${ms(pg[p] / want)} or less, is ${ms(handler[p])}`,
      });
    }
  } else {
    out.push({ target: `handler p99 ≤ ${targets.handlerP99Ms} ms; ≥ ${targets.speedupVsPostgres}× faster than PostgreSQL`, result: 'not measured', met: undefined, margin: record.queries.error });
  }
  if (isValue(record.web)) {
    const bytes = record.web.value.js.gzipBytes;
    const limit = targets.initialJsGzipBytes;
    out.push({
      target: `initial storefront JS ≤ ${kb(limit)} gzip`,
      result: `${kb(bytes)} (${bytes} B)`,
      met: bytes <= limit,
      margin: bytes <= limit ? `${kb(limit - bytes)} to spare` : `missed by ${kb(bytes - limit)} (${pct(bytes - limit, limit)} over)`,
    });
  } else {
    out.push({ target: `initial storefront JS ≤ ${kb(targets.initialJsGzipBytes)} gzip`, result: 'not measured', met: undefined, margin: record.web.error });
  }
  const paths = ['/', '/shop', '/product/1'];
  if (isValue(record.lighthouse)) {
    record.lighthouse.value.pages.forEach((page, i) => {
      const target = `Lighthouse mobile performance ≥ ${targets.lighthouseScore} on ${paths[i]}`;
      if (!isValue(page)) return out.push({ target, result: 'not measured', met: undefined, margin: page.error });
      const score = page.value.median.score;
      out.push({
        target,
        result: String(score),
        met: score >= targets.lighthouseScore,
        margin: score >= targets.lighthouseScore ? `${score - targets.lighthouseScore} to spare` : `missed by ${targets.lighthouseScore - score} points`,
      });
    });
  } else {
    out.push({ target: `Lighthouse mobile performance ≥ ${targets.lighthouseScore} on ${paths.join(', ')}`, result: 'not measured', met: undefined, margin: record.lighthouse.error });
  }
  return out;
}

const mark = (met: boolean | undefined) => (met === undefined ? '⚠ not measured' : met ? '✅ met' : '❌ missed');

function table(head: string[], rows: (string | number)[][]): string[] {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

/** Why a target was missed, from the numbers of this run (empty when everything was met). */
function whyMissed(record: BenchRecord, list: Verdict[]): string[] {
  const lines: string[] = [];
  const missed = (prefix: string) => list.some((v) => v.met === false && v.target.startsWith(prefix));
  if (isValue(record.queries)) {
    const q = record.queries.value.result;
    const h = q.latency.handler;
    const e = q.latency['engine-only'];
    const load = record.machine.loadAfter ?? record.machine.loadBefore;
    if (missed('handler p99')) {
      lines.push(
        `- **Handler p99.** ${ms(h.p99)} over all calls; the fastest round of each query gives p99 ${ms(q.bestOfRounds.handler.p99)}; \`queryCatalog\` alone (no middy, zod, JSON) has p99 ${ms(e.p99)} (best of rounds ${ms(q.bestOfRounds['engine-only'].p99)}), ` +
          (e.p50 >= h.p50 / 2 ? 'so most of the time is the in-memory query itself, not the HTTP wrapper. ' : 'so most of the time is the HTTP wrapper (middy, zod, JSON), not the query. ') +
          `${q.versionReads.calls} calls also paid a DynamoDB read of the catalogue version (p99 without them ${ms(q.versionReads.p99Without)}). ` +
          `Slowest queries (median over the rounds): ${q.slowestHandler.map((x) => `\`${x.label}\` ${ms(x.ms)}`).join(', ')}. ` +
          'The engine ANDs precomputed bit sets and walks one sort order until its page is full (catalog-query.ts); its costs that grow with the catalogue are the search over the word vocabulary and the pass over the price and year columns for bounds. ' +
          `The machine's load average was ${load.map((l) => l.toFixed(1)).join(' / ')} on ${record.machine.cpus} CPUs: every process got a fraction of a core.`,
      );
    }
    if (missed('≥')) {
      const close = [...q.byKind].sort((a, b) => a.pgP50 / a.handlerP50 - b.pgP50 / b.handlerP50).slice(0, 3);
      const best = q.bestOfRounds;
      lines.push(
        `- **Speed-up over PostgreSQL.** Where PostgreSQL comes closest (p50 ratio by kind): ${close.map((k) => `${k.kind} ${times(k.pgP50 / k.handlerP50)}`).join(', ')}. ` +
          `On the best round of each query the ratio is p50 ${times(best[q.bestPg].p50 / best.handler.p50)}, p99 ${times(best[q.bestPg].p99 / best.handler.p99)}. ` +
          'PostgreSQL answers a selective filter from an index and stops after 12 rows of a matching sort index, and its count reads only the matching index entries; the handler pays for middy, zod and JSON besides its query, which the PostgreSQL side is not charged for. PostgreSQL is far slower only on deep pages (OFFSET walks every skipped row).',
      );
    }
  }
  if (isValue(record.web) && missed('initial storefront JS')) {
    const top = record.web.value.js.files.slice(0, 4);
    lines.push(`- **Initial JS.** The largest initial chunks: ${top.map((f) => `${f.file} ${kb(f.gzipBytes)}`).join(', ')}. Vendor code (React alone is ~68 kB) is most of it; what can move out is whatever the entry imports that the first route does not need.`);
  }
  if (isValue(record.lighthouse)) {
    for (const page of record.lighthouse.value.pages) {
      if (!isValue(page) || page.value.median.score >= targets.lighthouseScore) continue;
      const m = page.value.median.metrics;
      const slow = (Object.keys(goodMobile) as (keyof typeof goodMobile)[]).filter((k) => m[k] > goodMobile[k]);
      lines.push(
        `- **Lighthouse ${page.value.path}** (${page.value.median.score}): ` +
          (slow.length
            ? `over the mobile "good" line: ${slow.map((k) => `${k.toUpperCase()} ${k === 'cls' ? m[k].toFixed(3) : seconds(m[k])} (good ≤ ${k === 'cls' ? goodMobile[k] : seconds(goodMobile[k])})`).join(', ')}. `
            : 'every metric is inside the mobile "good" line, the points are lost on the curve between good and perfect. ') +
          (m.cls > goodMobile.cls ? 'CLS is not a matter of speed: content that arrives after the first paint moves what is already on screen (space not reserved for it). ' : '') +
          'Mobile simulates slow 4G and a 4× slower CPU, so every kilobyte of JS before the first render and every long task counts; on this shared machine the CPU slowdown comes on top of whatever else runs (benchmarkIndex below).',
      );
    }
  }
  return lines;
}

export function renderRecord(record: BenchRecord): string {
  const { machine } = record;
  const list = verdicts(record);
  const lines: string[] = [
    '# Bench results',
    '',
    `Produced by \`npm run bench\` (test/bench/run.ts) on ${record.startedAt.toISOString().slice(0, 10)} at ${record.startedAt.toISOString().slice(11, 16)} UTC; the run took ${Math.round(record.durationSeconds)} s.`,
    '',
    '## Machine',
    '',
    `- ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb.toFixed(1)} GB memory, ${machine.os}`,
    `- Node ${machine.node} (ICU ${machine.nodeIcu})`,
    `- Load average (1/5/15 min) before: ${machine.loadBefore.map((l) => l.toFixed(2)).join(' / ')}` +
      (machine.loadAfter ? `; after: ${machine.loadAfter.map((l) => l.toFixed(2)).join(' / ')}` : ''),
    '- The machine is shared and was busy with other work during the run: absolute numbers are noisy; the engines took turns (see below) so the comparison is fair.',
    '',
    '## Targets',
    '',
    ...table(
      ['target', 'result', 'verdict', 'margin'],
      list.map((v) => [v.target, v.result, mark(v.met), v.margin]),
    ),
  ];

  const why = whyMissed(record, list);
  if (why.length) lines.push('', '### Why targets were missed', '', ...why);

  lines.push('', '## Shop queries: the handler against PostgreSQL 15', '');
  if (isValue(record.queries)) {
    const s = record.queries.value;
    const q = s.result;
    lines.push(
      `${s.products.toLocaleString('en')} products (the demo catalogue's blueprints in series, prices varied per product), loaded into DynamoDB Local in ${s.dynamoLoadSeconds.toFixed(1)} s and into PostgreSQL in ${s.postgresLoadSeconds.toFixed(1)} s (COPY, ${s.postgres.indexes} indexes, VACUUM ANALYZE).`,
      `${q.queries} fixed queries (test/bench/queries.ts) × ${q.rounds} rounds = ${q.latency.handler.samples} timed calls per engine, after a correctness pass and a warm-up pass; ${q.emptyPages} of the queries return an empty page (nothing matches, or past the last page).`,
      '',
      '- **handler**: `listProducts` called in-process with an API Gateway v2 event: middy, zod, the catalogue snapshot check (a DynamoDB read once a second, as configured), the in-memory query and JSON serialisation of the response.',
      `- **PostgreSQL**: ${s.postgres.version}, on 127.0.0.1 in a temp dir, client ${s.postgres.client}, a pool of 2 connections, named prepared statements, warm cache; only the database round trip is timed (no zod, no JSON), which favours PostgreSQL. Page query with the engine's sort and tie-breakers, LIMIT 12 OFFSET n, plus the exact count:`,
      '  - *two-statements*: the page and `count(*)` sent together on two connections;',
      '  - *window-count*: one statement with `count(*) OVER ()` (plus `count(*)` for a page past the end).',
      `  The faster of the two at p50, **${q.bestPg}**, is the one the targets are judged against.`,
      `- First handler call of the run (loads the snapshot: 10,000 items from DynamoDB Local, builds the index): ${ms(s.coldCallMs)}. Not part of the percentiles.`,
      '',
      ...table(
        ['engine', 'p50', 'p99', 'max', 'mean', 'calls', 'best-of-rounds p50', 'best-of-rounds p99'],
        (['handler', 'two-statements', 'window-count', 'engine-only'] as const).map((e) => {
          const l = q.latency[e];
          const best = q.bestOfRounds[e];
          const name = { handler: 'handler (in-process)', 'engine-only': '(diagnostic) queryCatalog alone', 'two-statements': 'PostgreSQL, two-statements', 'window-count': 'PostgreSQL, window-count' }[e];
          return [name, ms(l.p50), ms(l.p99), ms(l.max), ms(l.mean), l.samples, ms(best.p50), ms(best.p99)];
        }),
      ),
      '',
      '*best-of-rounds*: for each query the fastest of its rounds, then p50/p99 over the queries: on a busy machine the closest estimate of what the work costs without other processes in the way. The targets are judged on all calls (p50, p99 columns).',
      `${q.versionReads.calls} of the ${q.latency.handler.samples} timed handler calls re-read the catalogue version from DynamoDB Local (once a second at most, as configured); handler p99 without them: ${ms(q.versionReads.p99Without)}.`,
      '',
      `Ratio PostgreSQL (${q.bestPg}) / handler: **p50 ${times(q.latency[q.bestPg].p50 / q.latency.handler.p50)}**, **p99 ${times(q.latency[q.bestPg].p99 / q.latency.handler.p99)}**.`,
      '',
      `By kind of query (PostgreSQL: ${q.bestPg}):`,
      '',
      ...table(
        ['kind', 'queries', 'handler p50', 'handler p99', 'PostgreSQL p50', 'PostgreSQL p99', 'p50 ratio'],
        q.byKind.map((k) => [k.kind, k.count, ms(k.handlerP50), ms(k.handlerP99), ms(k.pgP50), ms(k.pgP99), times(k.pgP50 / k.handlerP50)]),
      ),
      '',
      `Slowest queries, median over the rounds — handler: ${q.slowestHandler.map((x) => `\`${x.label}\` ${ms(x.ms)}`).join(', ')}.`,
      `PostgreSQL: ${q.slowestPg.map((x) => `\`${x.label}\` ${ms(x.ms)}`).join(', ')}.`,
      '',
      q.mismatches.length
        ? `**Correctness: ${q.mismatches.length} answers differ** (handler vs PostgreSQL, same ids in the same order and the same total expected):`
        : `**Correctness:** for all ${q.queries} queries both engines (both PostgreSQL strategies) return the same ids in the same order and the same total.`,
    );
    for (const m of q.mismatches.slice(0, 20)) {
      lines.push(`- \`${m.label}\` (${m.strategy}): handler total ${m.handler.total} ids [${m.handler.ids.join(', ')}]; PostgreSQL total ${m.postgres.total} ids [${m.postgres.ids.join(', ')}]`);
    }
    lines.push('', `Name sorts use ICU on both sides (Node ICU ${machine.nodeIcu}, PostgreSQL ICU collation version ${s.postgres.icu}).`);
  } else {
    lines.push(`Not measured: ${record.queries.error}`);
  }

  lines.push('', '## Storefront initial JavaScript', '');
  if (isValue(record.web)) {
    const { js, buildSeconds } = record.web.value;
    lines.push(
      `vite build of web/ into a temp dir (${buildSeconds.toFixed(1)} s). Initial JS = the entry script of index.html plus every script it modulepreloads (checked against the Vite manifest's static imports of the entry); gzip at zlib's default level, as Vite reports. **${kb(js.gzipBytes)} gzip** (${kb(js.rawBytes)} raw).`,
      '',
      ...table(
        ['file', 'gzip', 'raw'],
        js.files.map((f) => [f.file, kb(f.gzipBytes), kb(f.rawBytes)]),
      ),
    );
    if (js.notPreloaded.length) lines.push('', `Statically imported by the entry but not preloaded by index.html (counted): ${js.notPreloaded.join(', ')}.`);
  } else {
    lines.push(`Not measured: ${record.web.error}`);
  }

  lines.push('', '## Lighthouse, mobile performance', '');
  if (isValue(record.lighthouse)) {
    const lh = record.lighthouse.value;
    lines.push(
      `Lighthouse 12.8.2, mobile (simulated slow 4G, 4× CPU slowdown), headless Chromium, against a fresh local stack (seeded demo shop) serving the same build, gzip on and over HTTPS with HTTP/2 as CloudFront serves it (test/bench/https-front.ts). ${lh.runsPerPage} runs a page; the run with the median score is shown.`,
      '',
      '*Observed FCP* is the first contentful paint of the real, unthrottled page load. The simulation counts every request finished before it, so a late one inflates FCP, LCP and the score. Chromium runs with paint holding off: with it, headless Chromium here often showed a first paint only at 1.2–2.3 s (a static page with a 200 ms busy script: in about half of the runs; 0.27–0.35 s in every run without it), which is headless Chromium releasing the hold late, not the page (paint holding only keeps the previous page, here about:blank, on screen until the new one paints; test/bench/lighthouse.ts).',
      '',
      ...table(
        ['page', 'score', 'all runs', 'observed FCP of the runs', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'benchmarkIndex'],
        lh.pages.map((page, i) => {
          if (!isValue(page)) return [['/', '/shop', '/product/1'][i]!, 'error', '', '', '', '', '', '', '', page.error];
          const { median, scores, path, observedFcp } = page.value;
          const m = median.metrics;
          const observed = observedFcp.map((ms) => `${Math.round(ms)} ms`).join(', ');
          return [path, median.score, scores.join(', '), observed, seconds(m.fcp), seconds(m.lcp), `${Math.round(m.tbt)} ms`, m.cls.toFixed(3), seconds(m.si), median.benchmarkIndex?.toFixed(0) ?? '?'];
        }),
      ),
    );
    for (const page of lh.pages) if (isValue(page) && page.value.note) lines.push('', `Note on ${page.value.path}: ${page.value.note}`);
    const warnings = [...new Set(lh.pages.flatMap((p) => (isValue(p) ? p.value.median.warnings : [])))];
    if (warnings.length) lines.push('', 'Lighthouse warnings:', ...warnings.map((w) => `- ${w.replace(/\s+/g, ' ')}`));
  } else {
    lines.push(`Not measured: ${record.lighthouse.error}`);
  }
  lines.push('');
  return lines.join('\n');
}
