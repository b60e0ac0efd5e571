import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealerBalance } from '@contracts/dealer';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/card';
import { ui } from '@/components/ui/classes';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { statTile } from '@/components/ui/stat-tile';
import { StatusMessage } from '@/components/ui/status-message';
import { stackedTable } from '@/components/ui/stacked-table';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { Link } from 'react-router-dom';
import { useDealerBalance } from '../api/get-balance';
import styles from './dealer.module.css';

const plDate = (day: string, language: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : 'pl-PL', { timeZone: 'Europe/Warsaw' });

/** One figure of the balance: a kit stat tile in the facts' list; `alert` marks an amount overdue. */
function Fact({ label, children, alert, testId }: { label: string; children: ReactNode; alert?: boolean; testId?: string }) {
  return (
    <div className={statTile.tile} data-tone={alert ? 'alert' : undefined}>
      <dt className={statTile.label}>{label}</dt>
      <dd className={statTile.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Facts({ balance }: { balance: DealerBalance }) {
  const { t } = useTranslation('dealer');
  return (
    <dl className={styles.facts}>
      <Fact label={t('balance.terms')}>{balance.paymentTermsDays > 0 ? t('balance.termsDays', { count: balance.paymentTermsDays }) : t('balance.noTerms')}</Fact>
      <Fact label={t('balance.creditLimit')}>{formatMoney(balance.creditLimit)}</Fact>
      <Fact label={t('balance.openBalance')} testId="open-balance">
        {formatMoney(balance.openBalance)}
      </Fact>
      <Fact label={t('balance.available')}>{formatMoney(balance.available)}</Fact>
      <Fact label={t('balance.overdue')} alert={balance.overdueAmount > 0}>
        {formatMoney(balance.overdueAmount)}
      </Fact>
    </dl>
  );
}

/** The dealer's balance on payment terms: the terms, the limit, what is owed and overdue, why terms are refused. */
export function Balance() {
  const { t, i18n } = useTranslation('dealer');
  const balance = useDealerBalance();

  if (balance.isPending) return <LoadingState label={t('balance.loading')} />;
  if (balance.isError) {
    return (
      <StatusMessage role="alert" title={t('balance.failed')} actions={<Button onClick={() => void balance.refetch()}>{t('balance.retry')}</Button>} />
    );
  }
  const b = balance.data;
  return (
    <>
      <Facts balance={b} />
      <p className={styles.notice} data-tone={b.refusal ? 'alert' : undefined} role={b.refusal ? 'alert' : 'status'} data-testid="terms-status">
        {b.refusal ? t(`balance.refusal.${b.refusal}`) : t('balance.termsAvailable')}
      </p>
      <Panel title={t('balance.invoicesTitle')}>
        {b.invoices.length === 0 ? (
          <EmptyState title={t('balance.none')} />
        ) : (
          <>
            <div className={stackedTable.wrap}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('balance.invoice')}</th>
                    <th scope="col">{t('balance.due')}</th>
                    <th scope="col" className={ui.num}>{t('balance.total')}</th>
                    <th scope="col" className={ui.num}>{t('balance.paid')}</th>
                    <th scope="col" className={ui.num}>{t('balance.outstanding')}</th>
                  </tr>
                </thead>
                <tbody>
                  {b.invoices.map((inv) => (
                    <tr key={inv.orderId}>
                      <td className={stackedTable.rowTitle}>
                        <Link className={ui.link} to={paths.order(inv.orderId)}>
                          {inv.invoiceNumber ?? `${t('balance.order')} ${inv.orderId.slice(0, 8)} (${t('balance.invoicePending')})`}
                        </Link>
                      </td>
                      <td data-label={t('balance.due')}>
                        {plDate(inv.dueDate, i18n.language)}
                        {inv.overdue ? <span className={styles.overdue}> · {t('balance.overdueBadge')}</span> : null}
                      </td>
                      <td data-label={t('balance.total')} className={ui.num}>{formatMoney(inv.totalAmount)}</td>
                      <td data-label={t('balance.paid')} className={ui.num}>{formatMoney(inv.amountPaid)}</td>
                      <td data-label={t('balance.outstanding')} className={ui.num}>{formatMoney(inv.outstanding)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={ui.hint}>{t('balance.bankAccount')}</p>
          </>
        )}
      </Panel>
      <Panel title={t('balance.creditsTitle')}>
        {b.owedBack > 0 ? (
          <p className={styles.notice} role="status" data-testid="owed-back">
            {t('balance.owedBack', { amount: formatMoney(b.owedBack) })}
          </p>
        ) : null}
        {b.credits.length === 0 ? (
          <p className={ui.hint}>{t('balance.creditsNone')}</p>
        ) : (
          <div className={stackedTable.wrap}>
            <table className={ui.table} data-testid="credits">
              <thead>
                <tr>
                  <th scope="col">{t('balance.correction')}</th>
                  <th scope="col">{t('balance.corrects')}</th>
                  <th scope="col">{t('balance.creditDate')}</th>
                  <th scope="col" className={ui.num}>{t('balance.creditAmount')}</th>
                </tr>
              </thead>
              <tbody>
                {b.credits.map((c) => (
                  <tr key={`${c.orderId}/${c.creditId}`}>
                    <td className={stackedTable.rowTitle}>
                      <Link className={ui.link} to={paths.order(c.orderId)}>
                        {c.correctionNumber ?? t('balance.correctionPending')}
                      </Link>
                      {c.cancelled ? ` · ${t('balance.creditCancelled')}` : ''}
                    </td>
                    <td data-label={t('balance.corrects')}>{c.invoiceNumber ?? '—'}</td>
                    <td data-label={t('balance.creditDate')}>{plDate(c.createdAt.slice(0, 10), i18n.language)}</td>
                    <td data-label={t('balance.creditAmount')} className={ui.num}>{formatMoney(c.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </>
  );
}
