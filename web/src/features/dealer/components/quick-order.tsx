import { FileText, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickOrderLineResult } from '@contracts/dealer';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/card';
import { Split } from '@/components/ui/layout';
import { FormMessage, TextAreaField } from '@/components/ui/field';
import { ui } from '@/components/ui/classes';
import { DownloadButton } from '@/components/ui/download-button';
import { toast } from '@/components/ui/toast';
import { addLinesToCart, openCart, type CartItem } from '@/lib/cart';
import { formatMoney } from '@/lib/money';
import { localizedProduct } from '@/lib/product-text';
import { usePriceList } from '../api/get-price-list';
import { useQuickOrder } from '../api/quick-order';
import { parseLines, type PastedLine } from '../utils/parse-lines';
import fileInput from '@/components/ui/file-input.module.css';
import { stackedTable } from '@/components/ui/stacked-table';
import styles from './dealer.module.css';

interface Row {
  key: number;
  sku: string;
  quantity: string;
}

let nextRowKey = 1;
const emptyRow = (): Row => ({ key: nextRowKey++, sku: '', quantity: '1' });

/** How many units of a checked line go to the cart: all asked, or the ones in stock. */
const unitsForCart = (line: QuickOrderLineResult) => (line.outcome === 'ok' ? line.quantity : line.outcome === 'partial' ? (line.available ?? 0) : 0);

/**
 * The dealer's quick order: rows typed with suggestions from their price list (a native
 * <datalist>: keyboard and screen readers work as in any input), or lines pasted or uploaded as
 * `SKU;quantity`. "Check" asks the server about every line; the lines that are fine (and the
 * units in stock of those short of it) go to the cart in one step.
 */
export function QuickOrder() {
  const { t, i18n } = useTranslation('dealer');
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const listId = useId();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [pasted, setPasted] = useState('');
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const priceList = usePriceList();
  const check = useQuickOrder();
  const results = check.data?.lines;

  const pastedLines = useMemo(() => parseLines(pasted), [pasted]);
  const typedLines: PastedLine[] = rows.flatMap((r) => {
    const quantity = Number(r.quantity);
    return r.sku.trim() && Number.isInteger(quantity) && quantity >= 1 ? [{ sku: r.sku.trim(), quantity }] : [];
  });

  const setRow = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setPasted(await file.text());
    setUploaded(file.name);
  }

  function submit() {
    const lines = [...typedLines, ...pastedLines.lines];
    if (pastedLines.invalid.length) {
      setFormError(t('quick.invalidLines', { count: pastedLines.invalid.length, lines: pastedLines.invalid.join(', ') }));
      return;
    }
    if (!lines.length) {
      setFormError(t('quick.nothing'));
      return;
    }
    setFormError(null);
    check.mutate({ lines });
  }

  const forCart = (results ?? []).filter((l) => unitsForCart(l) > 0 && l.product);
  function addToCart() {
    const lines: CartItem[] = forCart.map((l) => ({
      productId: l.product!.productId,
      ...(l.product!.variantSku ? { sku: l.product!.variantSku } : {}),
      quantity: unitsForCart(l),
      product: {
        ...(l.product!.variantName ? { variant: l.product!.variantName } : {}),
        name: l.product!.name,
        ...(l.product!.nameEn ? { nameEn: l.product!.nameEn } : {}),
        brand: '',
        imageUrl: l.product!.imageUrl,
        price: l.product!.unitPrice,
        originalPrice: null,
        inStock: true,
        dealer: { price: l.product!.unitPrice },
      },
    }));
    addLinesToCart(lines);
    toast.success(t('quick.added', { count: lines.length }));
    openCart();
  }

  const outcomeText = (l: QuickOrderLineResult) => t(`quick.outcome.${l.outcome}`, { available: l.available ?? 0 });

  return (
    <>
      <Split columns="minmax(0, 3fr) minmax(0, 2fr)">
        <Panel title={t('quick.typeTitle')}>
          <datalist id={listId}>
            {priceList.data?.items.map((item) => (
              <option key={item.sku} value={item.sku}>
                {localizedProduct(item, i18n.language).name} · {formatMoney(item.dealerPrice)}
              </option>
            ))}
          </datalist>
          <ol className={styles.rows} aria-label={t('quick.typeTitle')}>
            {rows.map((row, i) => (
              <li key={row.key} className={styles.row} aria-label={t('quick.row', { n: i + 1 })}>
                <label className={ui.field}>
                  <span className={ui.label}>{t('quick.sku')}</span>
                  <input className={ui.input} list={listId} value={row.sku} autoComplete="off" spellCheck={false} onChange={(e) => setRow(row.key, { sku: e.target.value })} aria-describedby={i === 0 ? `${listId}-hint` : undefined} />
                </label>
                <label className={ui.field}>
                  <span className={ui.label}>{t('quick.quantity')}</span>
                  <input className={ui.input} type="number" inputMode="numeric" min={1} max={999} value={row.quantity} onChange={(e) => setRow(row.key, { quantity: e.target.value })} />
                </label>
                <button type="button" className={ui.iconButton} aria-label={t('quick.removeRow', { n: i + 1 })} disabled={rows.length === 1} onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
                  <Trash2 aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
          <p id={`${listId}-hint`} className={ui.hint}>
            {t('quick.skuHint')}
          </p>
          <div className={styles.rowActions}>
            <Button variant="secondary" onClick={() => setRows((all) => [...all, emptyRow()])}>
              <Plus aria-hidden="true" />
              {t('quick.addRow')}
            </Button>
          </div>
        </Panel>

        <Panel title={t('quick.pasteTitle')}>
          <TextAreaField label={t('quick.paste')} hint={t('quick.pasteHint')} rows={6} value={pasted} placeholder={t('quick.pastePlaceholder')} spellCheck={false} onChange={(e) => setPasted(e.target.value)} />
          <label className={ui.field}>
            <span className={ui.label}>{t('quick.upload')}</span>
            <input className={fileInput.fileInput} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => void readFile(e)} />
          </label>
          {uploaded ? <p className={ui.hint}>{t('quick.uploaded', { name: uploaded })}</p> : null}
          <div className={styles.rowActions}>
            <DownloadButton variant="ghost" file={{ path: `/dealer/price-list?format=csv&lang=${language}`, accept: 'text/csv', fallbackName: 'cennik.csv' }} errorText={t('quick.downloadFailed')}>
              {t('quick.downloadCsv')}
            </DownloadButton>
            {/* The PDF (issue 34) takes a few seconds to render: the button says so meanwhile. */}
            <DownloadButton
              variant="ghost"
              icon={FileText}
              file={{ path: `/dealer/price-list.pdf?lang=${language}`, accept: 'application/pdf', fallbackName: language === 'en' ? 'price-list.pdf' : 'cennik.pdf' }}
              busyLabel={t('quick.downloadingPdf')}
              errorText={t('quick.downloadFailed')}
            >
              {t('quick.downloadPdf')}
            </DownloadButton>
          </div>
        </Panel>
      </Split>

      <div className={styles.submit}>
        <Button size="large" onClick={submit} disabled={check.isPending} aria-busy={check.isPending}>
          {check.isPending ? t('quick.checking') : t('quick.check')}
        </Button>
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        {check.isError ? <FormMessage tone="error">{t('quick.failed')}</FormMessage> : null}
      </div>

      {results ? (
        <Panel className={styles.results} title={t('quick.resultsTitle')} aria-live="polite">
          <p>{t('quick.resultsSummary', { ok: forCart.length, all: results.length })}</p>
          <div className={stackedTable.wrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('quick.sku')}</th>
                  <th scope="col">{t('quick.quantity')}</th>
                  <th scope="col">{t('quick.resultsTitle')}</th>
                  <th scope="col" className={ui.num}>
                    {t('quick.unitPrice')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {results.map((l, i) => (
                  <tr key={`${l.sku}-${i}`} data-outcome={l.outcome}>
                    <td className={stackedTable.rowTitle}>
                      <span className={ui.mono}>{l.sku}</span>
                      {l.product ? <> · {localizedProduct(l.product, i18n.language).name}</> : null}
                    </td>
                    <td data-label={t('quick.quantity')}>{l.quantity}</td>
                    <td data-label={t('quick.resultsTitle')}>
                      <span className={styles.outcome} data-outcome={l.outcome}>
                        {outcomeText(l)}
                      </span>
                    </td>
                    <td data-label={t('quick.unitPrice')} className={ui.num}>
                      {l.product ? formatMoney(l.product.unitPrice) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.submit}>
            <Button onClick={addToCart} disabled={!forCart.length}>
              <ShoppingCart aria-hidden="true" />
              {t('quick.addToCart', { count: forCart.length })}
            </Button>
          </div>
        </Panel>
      ) : null}
    </>
  );
}
