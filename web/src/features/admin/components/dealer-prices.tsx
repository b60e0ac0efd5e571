import type { AdminDealerPrice } from '@contracts/admin';
import { Pencil, Trash } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { useDealerPrices, useDeleteDealerPrice, useSetDealerPrice } from '../api/dealer-prices';
import { useDealers } from '../api/get-dealers';
import { formatDateTime } from '../utils/format';
import { groszeToZloty, zlotyToGrosze } from '../utils/zloty';
import { ConfirmDialog } from './confirm-dialog';
import styles from './product-form.module.css';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';

/** Spec §5: a dealer must be chosen and the price must be above 0. */
export function dealerPriceProblem(dealerId: string, price: string): boolean {
  const grosze = zlotyToGrosze(price);
  return !dealerId || grosze === null || Number.isNaN(grosze) || grosze <= 0;
}

function dealerLabel(entry: AdminDealerPrice, fallback: string): { title: string; detail: string | null } {
  if (!entry.dealer) return { title: fallback, detail: entry.dealerId };
  return entry.dealer.companyName ? { title: entry.dealer.companyName, detail: entry.dealer.email } : { title: entry.dealer.email, detail: null };
}

/**
 * Personal prices per dealer for a saved product. Lives inside the product form's element, so
 * it is a group of controls rather than a nested <form>: its buttons are not submit buttons and
 * Enter in its price field adds the price instead of saving the product.
 */
export function DealerPrices({ productId }: { productId: number | null }) {
  const { t } = useTranslation('admin');
  if (productId === null) return <p className={ui.hint}>{t('dealerPrices.unsaved')}</p>;
  return <DealerPricesEditor productId={productId} />;
}

function DealerPricesEditor({ productId }: { productId: number }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const prices = useDealerPrices(productId);
  const dealers = useDealers();
  const save = useSetDealerPrice(productId);
  const remove = useDeleteDealerPrice(productId);
  const [dealerId, setDealerId] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [toDelete, setToDelete] = useState<AdminDealerPrice | null>(null);

  const items = prices.data?.items ?? [];
  const existing = items.find((p) => p.dealerId === dealerId);

  function load(entry: AdminDealerPrice) {
    setDealerId(entry.dealerId);
    setPrice(groszeToZloty(entry.price));
    setError(undefined);
    document.getElementById(`${id}-price`)?.focus();
  }

  function submit() {
    if (dealerPriceProblem(dealerId, price)) {
      setError(t('validation.dealerPrice'));
      return;
    }
    save.mutate(
      { dealerId, price: zlotyToGrosze(price) ?? 0 },
      {
        onSuccess: () => {
          toast.success(t('dealerPrices.saved'));
          setDealerId('');
          setPrice('');
        },
        onError: () => toast.error(t('dealerPrices.saveError')),
      },
    );
  }

  function confirmDelete() {
    if (!toDelete) return;
    const entry = toDelete;
    remove.mutate(entry.dealerId, {
      onSuccess: () => {
        toast.success(t('dealerPrices.deleted'));
        if (dealerId === entry.dealerId) {
          setDealerId('');
          setPrice('');
        }
        setToDelete(null);
      },
      onError: () => {
        toast.error(t('dealerPrices.deleteError'));
        setToDelete(null);
      },
    });
  }

  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className={ui.stack}>
      {prices.isPending ? (
        <LoadingState label={t('dealerPrices.loading')} />
      ) : prices.isError ? (
        <p className={ui.error} role="alert">
          {t('dealerPrices.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p className={ui.hint}>{t('dealerPrices.empty')}</p>
      ) : (
        <ul role="list" className={styles.dealerList} aria-label={t('dealerPrices.listLabel')}>
          {items.map((entry) => {
            const label = dealerLabel(entry, t('dealerPrices.unknownDealer'));
            return (
              <li key={entry.dealerId} className={styles.dealerRow}>
                <div className={styles.dealerWho}>
                  <p className={styles.dealerName}>{label.title}</p>
                  {label.detail ? <p className={ui.hint}>{label.detail}</p> : null}
                </div>
                <div className={styles.dealerPrice}>
                  <p>{formatMoney(entry.price)}</p>
                  <p className={ui.hint}>{t('dealerPrices.updated', { date: formatDateTime(entry.updatedAt) })}</p>
                </div>
                <div className={styles.dealerActions}>
                  <button type="button" className={ui.iconButton} onClick={() => load(entry)} aria-label={t('dealerPrices.edit', { dealer: label.title })}>
                    <Pencil aria-hidden="true" />
                  </button>
                  <button type="button" className={ui.iconButton} onClick={() => setToDelete(entry)} aria-label={t('dealerPrices.delete', { dealer: label.title })}>
                    <Trash aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <div className={styles.dealerForm} role="group" aria-labelledby={`${id}-legend`}>
        <p id={`${id}-legend`} className={ui.label}>
          {existing ? t('dealerPrices.formEdit') : t('dealerPrices.formAdd')}
        </p>
        <div className={ui.field}>
          <label htmlFor={`${id}-dealer`} className={ui.label}>
            {t('dealerPrices.dealer')}
          </label>
          <select
            id={`${id}-dealer`}
            className={ui.select}
            value={dealerId}
            disabled={dealers.isPending}
            aria-invalid={error && !dealerId ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              const next = e.target.value;
              setDealerId(next);
              setError(undefined);
              const current = items.find((p) => p.dealerId === next);
              if (current) setPrice(groszeToZloty(current.price));
            }}
          >
            <option value="">{dealers.isPending ? t('dealerPrices.dealersLoading') : t('dealerPrices.chooseDealer')}</option>
            {(dealers.data?.items ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.companyName ? `${d.companyName} (${d.email})` : d.email}
              </option>
            ))}
          </select>
          {dealers.isError ? <p className={ui.hint}>{t('dealerPrices.dealersError')}</p> : null}
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-price`} className={ui.label}>
            {t('dealerPrices.price')}
          </label>
          <input
            id={`${id}-price`}
            className={ui.input}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={price}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setPrice(e.target.value);
              setError(undefined);
            }}
            onKeyDown={onEnter}
          />
        </div>
        <div className={styles.dealerSubmit}>
          <Button size="small" onClick={submit} disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {existing ? t('dealerPrices.update') : t('dealerPrices.add')}
          </Button>
          {dealerId || price ? (
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                setDealerId('');
                setPrice('');
                setError(undefined);
              }}
            >
              {t('dealerPrices.reset')}
            </Button>
          ) : null}
        </div>
        {error ? (
          <p id={`${id}-error`} className={`${ui.error} ${styles.dealerError}`} role="alert">
            {error}
          </p>
        ) : null}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        title={t('dealerPrices.deleteTitle')}
        message={t('dealerPrices.deleteConfirm')}
        confirmLabel={t('dealerPrices.deleteAction')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
