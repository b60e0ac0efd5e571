import { paymentTermsDays, type DealerBalance } from '@contracts/dealer';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/card';
import { ui } from '@/components/ui/classes';
import { SelectField, TextField } from '@/components/ui/field';
import { Table } from '@/components/ui/table';
import { ListPage } from '@/components/ui/list-page';
import { LoadingState } from '@/components/ui/loading-state';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useAdminDealerBalance, useUpdateDealerTerms } from '../api/dealer-terms';
import { useDealers } from '../api/get-dealers';
import { adminPaths } from '../paths';
import { validationText } from '../utils/error-text';
import { groszeToZloty, zlotyToGrosze } from '../utils/zloty';
import styles from './order.module.css';

/** /admin/dealers: every account in the dealer group, each linking to its terms and balance. */
export function DealersRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.dealers') });
  const dealers = useDealers();
  const items = dealers.data?.items ?? [];
  return (
    <ListPage
      title={t('dealers.title')}
      subtitle={t('dealers.lead')}
      query={dealers}
      loadingLabel={t('dealers.loading')}
      errorTitle={t('dealers.loadError')}
      retryLabel={t('actions.retry')}
      isEmpty={items.length === 0}
      emptyTitle={t('dealers.empty')}
    >
      <ul role="list" className={ui.stack}>
        {items.map((d) => (
          <li key={d.id}>
            <Link className={ui.link} to={adminPaths.dealer(d.id)}>
              {d.companyName || d.email}
            </Link>
            {d.companyName ? <span className={ui.hint}> · {d.email}</span> : null}
          </li>
        ))}
      </ul>
    </ListPage>
  );
}

/** /admin/dealers/{userId}: the dealer's payment terms and credit limit, their open balance and open invoices. */
export function DealerRoute({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const dealers = useDealers();
  const balance = useAdminDealerBalance(id);
  const dealer = dealers.data?.items.find((d) => d.id === id);
  const name = dealer ? dealer.companyName || dealer.email : id;
  usePageMeta({ title: t('meta.dealer', { name }) });

  return (
    <>
      <Link to={adminPaths.dealers} className={`${ui.link} ${styles.back}`}>
        <ArrowLeft aria-hidden="true" />
        {t('dealers.back')}
      </Link>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{name}</h1>
          {dealer?.companyName ? <p className={ui.subtitle}>{dealer.email}</p> : null}
        </div>
      </header>
      {balance.isPending ? (
        <LoadingState label={t('dealers.loadingBalance')} />
      ) : balance.isError ? (
        <div className={ui.empty} role="alert">
          <h2 className={ui.emptyTitle}>{t('dealers.balanceError')}</h2>
          <Button variant="secondary" size="small" onClick={() => void balance.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.grid}>
          <DealerOpenInvoices balance={balance.data} />
          {/* Keyed by the stored terms: a save starts the form again from what the server kept. */}
          <TermsForm key={`${balance.data.paymentTermsDays}:${balance.data.creditLimit}`} userId={id} balance={balance.data} />
        </div>
      )}
    </>
  );
}

function DealerOpenInvoices({ balance }: { balance: DealerBalance }) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('dealers.balanceTitle')}>
      <dl className={ui.dl}>
        <dt>{t('dealers.openBalance')}</dt>
        <dd data-testid="admin-open-balance">{formatMoney(balance.openBalance)}</dd>
        <dt>{t('dealers.available')}</dt>
        <dd>{formatMoney(balance.available)}</dd>
        <dt>{t('dealers.overdue')}</dt>
        <dd className={balance.overdueAmount > 0 ? ui.error : undefined}>{formatMoney(balance.overdueAmount)}</dd>
        <dt>{t('dealers.termsNow')}</dt>
        <dd data-testid="admin-terms-status">{balance.refusal ? t(`dealers.refusal.${balance.refusal}`) : t('dealers.termsAvailable')}</dd>
      </dl>
      {balance.invoices.length === 0 ? (
        <p className={ui.hint}>{t('dealers.noInvoices')}</p>
      ) : (
        <Table
          rows={balance.invoices}
          rowKey={(inv) => inv.orderId}
          label={t('dealers.invoicesCaption')}
          columns={[
            {
              key: 'invoice',
              header: t('dealers.invoice'),
              rowHeader: true,
              cell: (inv) => (
                <Link className={ui.link} to={adminPaths.order(inv.orderId)}>
                  {inv.invoiceNumber ?? inv.orderId.slice(0, 8)}
                </Link>
              ),
            },
            {
              key: 'due',
              header: t('dealers.due'),
              cell: (inv) => (
                <>
                  {inv.dueDate}
                  {inv.overdue ? <strong className={ui.error}> · {t('dealers.overdueBadge')}</strong> : null}
                </>
              ),
            },
            { key: 'outstanding', header: t('dealers.outstanding'), numeric: true, cell: (inv) => formatMoney(inv.outstanding) },
          ]}
        />
      )}
    </Panel>
  );
}

/** The terms (prepaid, 7, 14, 30 days) and the limit in zł; the server's field errors under their fields. */
function TermsForm({ userId, balance }: { userId: string; balance: DealerBalance }) {
  const { t } = useTranslation('admin');
  const save = useUpdateDealerTerms();
  const [days, setDays] = useState(String(balance.paymentTermsDays));
  const [limit, setLimit] = useState(groszeToZloty(balance.creditLimit));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const creditLimit = zlotyToGrosze(limit);
    // The server validates (the contract's schema); the form only turns zł into grosze, so a
    // limit left empty or mistyped reaches it as what it is and comes back as a field error.
    save.mutate(
      { userId, terms: { paymentTermsDays: Number(days) as (typeof paymentTermsDays)[number], creditLimit: creditLimit ?? Number.NaN } },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(t('dealers.saved'));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fields) {
            setErrors({ paymentTermsDays: validationText(t, error.fields.paymentTermsDays), creditLimit: validationText(t, error.fields.creditLimit) });
            toast.error(t('dealers.fixFields'));
          } else toast.error(t('dealers.saveError'));
        },
      },
    );
  }

  return (
    <Panel title={t('dealers.termsTitle')}>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <SelectField label={t('dealers.terms')} value={days} error={errors.paymentTermsDays} onChange={(e) => setDays(e.target.value)}>
          {paymentTermsDays.map((d) => (
            <option key={d} value={d}>
              {d === 0 ? t('dealers.prepaid') : t('dealers.days', { count: d })}
            </option>
          ))}
        </SelectField>
        <TextField label={t('dealers.creditLimit')} inputMode="decimal" value={limit} error={errors.creditLimit} hint={t('dealers.creditLimitHint')} onChange={(e) => setLimit(e.target.value)} />
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {t('dealers.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
