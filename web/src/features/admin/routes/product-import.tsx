import type { ImportCellChange, ImportJob, ImportRowError } from '@contracts/product-import';
import { MAX_IMPORT_BYTES } from '@contracts/product-import';
import { ArrowLeft, Download, FileCheck, Upload } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { ui } from '@/components/ui/classes';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { stackedTable } from '@/components/ui/stacked-table';
import { statTile } from '@/components/ui/stat-tile';
import { Table, type TableColumn } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import en from '@/i18n/en/product-import.json';
import pl from '@/i18n/pl/product-import.json';
import { i18next } from '@/lib/i18n';
import { downloadImportReport, isRunning, startImport, uploadImportFile, useImportJob } from '../api/product-import';
import { UploadProgress } from '../components/upload-progress';
import { adminPaths } from '../paths';
import { validationText } from '../utils/error-text';
import fileInput from '@/components/ui/file-input.module.css';
import { SectionPanel } from '@/components/ui/section-panel';
import styles from './product-import.module.css';

// The page's texts travel with its chunk: neither the first load nor the other admin pages carry them.
if (!i18next.hasResourceBundle('pl', 'product-import')) i18next.addResourceBundle('pl', 'product-import', pl, true, true);
if (!i18next.hasResourceBundle('en', 'product-import')) i18next.addResourceBundle('en', 'product-import', en, true, true);

/** A spreadsheet's column name: 1 → A, 27 → AA (0: the row as a whole). */
export function columnLetter(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * /admin/products/import: the products CSV import (issue 33). Choose a file, run the dry run
 * (what would be created and changed, every error by row and column), then apply it; both run
 * as jobs on the server, followed here with a progress bar; each leaves a downloadable report.
 */
export function ProductImportRoute() {
  const { t } = useTranslation('product-import');
  const { t: ta } = useTranslation('admin');
  usePageMeta({ title: t('meta.title') });
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploadKey, setUploadKey] = useState<string | null>(null);
  const [dryRunId, setDryRunId] = useState<string | null>(null);
  const [applyId, setApplyId] = useState<string | null>(null);
  const [sending, setSending] = useState<'dryRun' | 'apply' | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const dryRun = useImportJob(dryRunId);
  const applied = useImportJob(applyId);
  const job = applyId ? applied.data : dryRun.data;
  const polling = applyId ? applied : dryRun;

  const checking = sending === 'dryRun' || isRunning(dryRun.data);
  const applying = sending === 'apply' || isRunning(applied.data);
  const dryRunCounts = dryRun.data?.status === 'done' ? dryRun.data.counts : undefined;
  const canApply = Boolean(uploadKey && dryRunCounts && dryRunCounts.create + dryRunCounts.update > 0 && !applyId && !checking && !applying);

  function choose(chosen: File | null) {
    setFile(chosen);
    setFileError(null);
    setUploadKey(null);
    setDryRunId(null);
    setApplyId(null);
    if (!chosen) return;
    if (!/\.csv$/i.test(chosen.name) && chosen.type !== 'text/csv') setFileError(t('file.notCsv'));
    else if (chosen.size > MAX_IMPORT_BYTES) setFileError(t('file.tooLarge'));
  }

  async function check() {
    if (!file || fileError) return;
    setSending('dryRun');
    setApplyId(null);
    try {
      const key = await uploadImportFile(file, setUploaded);
      setUploadKey(key);
      const started = await startImport(key, 'dryRun');
      setDryRunId(started.id);
    } catch {
      toast.error(t('uploadError'));
    } finally {
      setSending(null);
    }
  }

  async function apply() {
    if (!uploadKey) return;
    setSending('apply');
    try {
      const started = await startImport(uploadKey, 'apply');
      setApplyId(started.id);
    } catch {
      toast.error(t('startError'));
    } finally {
      setSending(null);
    }
  }

  async function report(id: string) {
    try {
      await downloadImportReport(id);
    } catch {
      toast.error(t('reportError'));
    }
  }

  return (
    <div className={ui.stack}>
      <PageHeader
        title={t('title')}
        subtitle={t('lead')}
        actions={
          <ButtonLink to={adminPaths.products} variant="ghost" size="small">
            <ArrowLeft aria-hidden="true" />
            {t('back')}
          </ButtonLink>
        }
      />

      <section className={ui.panel} aria-labelledby={`${inputId}-label`}>
        <div className={ui.field}>
          <label id={`${inputId}-label`} htmlFor={inputId} className={ui.label}>
            {t('file.label')}
          </label>
          <input
            id={inputId}
            className={fileInput.fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
            disabled={checking || applying}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          <p id={`${inputId}-hint`} className={ui.hint}>
            {t('file.hint')}
          </p>
          {fileError ? (
            <p id={`${inputId}-error`} className={ui.error} role="alert">
              {fileError}
            </p>
          ) : null}
        </div>
        {sending === 'dryRun' && uploaded < 1 ? <UploadProgress value={uploaded} label={t('file.label')} /> : null}
        <div className={styles.actions}>
          <Button onClick={() => void check()} disabled={!file || Boolean(fileError) || checking || applying}>
            <FileCheck aria-hidden="true" />
            {checking ? t('actions.checking') : t('actions.dryRun')}
          </Button>
          <Button variant="secondary" onClick={() => void apply()} disabled={!canApply} aria-describedby={canApply ? undefined : `${inputId}-apply-hint`}>
            <Upload aria-hidden="true" />
            {applying ? t('actions.applying') : t('actions.apply')}
          </Button>
        </div>
        {!canApply && !applyId ? (
          <p id={`${inputId}-apply-hint`} className={ui.hint}>
            {t('actions.applyHint')}
          </p>
        ) : null}
      </section>

      {polling.isError && !job ? (
        <p className={ui.error} role="alert">
          {t('loadError')}
        </p>
      ) : null}
      {job ? <JobResult job={job} onReport={(id) => void report(id)} t={t} ta={ta} /> : null}
    </div>
  );
}

type PageT = ReturnType<typeof useTranslation<'product-import'>>['t'];
type AdminT = ReturnType<typeof useTranslation<'admin'>>['t'];

/** A form field key as the admin reads it: `variants.1.stock` → "wariant 2: Stan". */
function fieldLabel(t: PageT, field: string): string {
  const variant = /^variants\.(\d+)\.(\w+)$/.exec(field);
  const label = (key: string) => t(`fields.${key}` as 'fields.name', { defaultValue: key });
  if (variant) return t('variantField', { number: Number(variant[1]) + 1, field: label(variant[2] === 'options' ? 'variantOptions' : variant[2]!) });
  return label(field);
}

function problemText(t: PageT, ta: AdminT, code: string): string {
  if (code.startsWith('validation.')) return validationText(ta, code) ?? t('codes.other');
  return t(`codes.${code.replace(/^import\./, '')}` as 'codes.other', { defaultValue: t('codes.other') });
}

/** The job's errors or its changes: a table (cards on a phone), or a line that there are none. */
function ResultTable<Row>({ title, rows, columns, rowKey, none, children }: { title: string; rows: readonly Row[]; columns: TableColumn<Row>[]; rowKey: (row: Row) => string; none: string; children?: ReactNode }) {
  return (
    <SectionPanel title={title}>
      {rows.length ? (
        <div className={stackedTable.wrap}>
          <Table rows={rows} columns={columns} rowKey={rowKey} label={title} />
        </div>
      ) : (
        <p className={ui.hint}>{none}</p>
      )}
      {children}
    </SectionPanel>
  );
}

/** The job's progress, counts, errors and changes. */
function JobResult({ job, onReport, t, ta }: { job: ImportJob; onReport: (id: string) => void; t: PageT; ta: AdminT }) {
  const running = isRunning(job);
  const applied = job.mode === 'apply';
  const progress = job.rowsTotal ? job.rowsDone / job.rowsTotal : 0;
  const statusText =
    job.status === 'queued'
      ? t('progress.queued')
      : job.status === 'running'
        ? job.rowsTotal === null
          ? t('progress.counting')
          : t('progress.rows', { done: job.rowsDone, total: job.rowsTotal })
        : job.status === 'failed'
          ? t('status.failed', { reason: t(`codes.${(job.failure ?? 'import.failed').replace(/^import\./, '')}` as 'codes.failed', { defaultValue: t('codes.failed') }) })
          : applied
            ? t('status.applyDone')
            : t('status.dryRunDone');

  // On a phone each row is a card (the kit's stacked table): every cell names its column itself.
  const labelled = (label: string, content: ReactNode) => (
    <>
      <span className={stackedTable.cellLabel} aria-hidden="true">
        {label}
      </span>
      {content}
    </>
  );
  const errorColumns: TableColumn<ImportRowError>[] = [
    { key: 'line', header: t('errors.line'), numeric: true, rowHeader: true, cell: (e) => labelled(t('errors.line'), e.line), sortValue: (e) => e.line },
    { key: 'column', header: t('errors.column'), cell: (e) => labelled(t('errors.column'), e.column ? `${columnLetter(e.column)}` : '—') },
    { key: 'field', header: t('errors.field'), cell: (e) => labelled(t('errors.field'), fieldLabel(t, e.field)) },
    { key: 'problem', header: t('errors.problem'), cell: (e) => labelled(t('errors.problem'), problemText(t, ta, e.code)) },
  ];
  const changeColumns: TableColumn<ImportCellChange>[] = [
    { key: 'line', header: t('changes.line'), numeric: true, rowHeader: true, cell: (c) => labelled(t('changes.line'), c.line), sortValue: (c) => c.line },
    { key: 'sku', header: t('changes.sku'), cell: (c) => labelled(t('changes.sku'), <span className={ui.mono}>{c.sku}</span>) },
    { key: 'field', header: t('changes.field'), cell: (c) => labelled(t('changes.field'), fieldLabel(t, c.field)) },
    {
      key: 'old',
      header: t('changes.old'),
      cell: (c) => labelled(t('changes.old'), c.productId === null && c.old === '' ? <em className={ui.meta}>{t('changes.newProduct')}</em> : <span className={styles.old}>{c.old || '—'}</span>),
    },
    { key: 'new', header: t('changes.new'), cell: (c) => labelled(t('changes.new'), <span className={styles.new}>{c.new || '—'}</span>) },
  ];

  return (
    <>
      <SectionPanel title={t('counts.title')}>
        <ProgressBar value={job.status === 'done' ? 1 : progress} label={t('progress.label')} className={styles.progress} />
        <p className={job.status === 'failed' ? ui.error : ui.meta} role={job.status === 'failed' ? 'alert' : 'status'}>
          {statusText}
        </p>
        <dl className={styles.counts}>
          {(['create', 'update', 'unchanged', 'error'] as const).map((kind) => (
            <div key={kind} className={statTile.tile} data-tone={kind === 'error' && job.counts.error ? 'alert' : undefined}>
              <dt className={statTile.label}>{kind === 'update' && applied ? t('counts.updateApplied') : t(`counts.${kind}`)}</dt>
              <dd className={statTile.value}>{job.counts[kind]}</dd>
            </div>
          ))}
        </dl>
        {!running && job.status === 'done' ? (
          <Button variant="ghost" size="small" onClick={() => onReport(job.id)}>
            <Download aria-hidden="true" />
            {t('actions.report')}
          </Button>
        ) : null}
      </SectionPanel>

      <ResultTable title={t('errors.title', { count: job.errors.length })} rows={job.errors} columns={errorColumns} rowKey={(e) => `${e.line}:${e.column}:${e.field}:${e.code}`} none={t('errors.none')} />
      <ResultTable title={t('changes.title', { count: job.changes.length })} rows={job.changes} columns={changeColumns} rowKey={(c) => `${c.line}:${c.sku}:${c.field}`} none={t('changes.none')}>
        {job.truncated ? <p className={ui.hint}>{t('changes.truncated')}</p> : null}
      </ResultTable>
    </>
  );
}
