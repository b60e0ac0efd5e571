import type { AdminOrderResponse } from '@contracts/admin';
import { companySchema, type Company } from '@contracts/company';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useAdminInvoice, useResendInvoice } from '../api/invoices';
import { InvoiceDocuments } from './invoice-documents';
import { KsefBadge, KsefReason } from './ksef-status';
import { ui } from '@/components/ui/classes';
import { Cluster, Stack } from '@/components/ui/layout';
import { SectionPanel } from '@/components/ui/section-panel';
import styles from './invoice-panel.module.css';

/** The buyer corrected after KSeF's rejection, validated with the API's own schema. */
function ResendForm({ orderId, buyer }: { orderId: string; buyer: Company }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const resend = useResendInvoice(orderId);
  const [values, setValues] = useState(buyer);
  const [errors, setErrors] = useState<Partial<Record<keyof Company, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = companySchema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Company] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    resend.mutate(parsed.data, {
      onSuccess: ({ invoice }) => {
        if (invoice.ksef.status === 'accepted') toast.success(t('invoices.resent.accepted', { number: invoice.ksef.number }));
        else if (invoice.ksef.status === 'rejected') toast.error(t('invoices.resent.rejected'));
        else toast.success(t('invoices.resent.queued'));
      },
      onError: (error) => {
        console.error('resend failed', error);
        toast.error(isApiError(error) && error.status === 409 ? t('invoices.resent.conflict') : t('invoices.resent.failed'));
      },
    });
  }

  const field = (name: keyof Company, label: string, multiline = false) => {
    const props = {
      value: values[name],
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
    const error = errors[name] ? t(`invoices.validation.${errors[name]!.replace('validation.', '') as 'required'}`) : undefined;
    return multiline ? <TextAreaField label={label} error={error} rows={2} {...props} /> : <TextField label={label} error={error} {...props} />;
  };

  return (
    <Stack as="form" gap={3} className={styles.resend} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        {t('invoices.resendTitle')}
      </h3>
      <p className={ui.hint}>{t('invoices.resendHint')}</p>
      {field('nip', t('invoices.buyerNip'))}
      {field('name', t('invoices.buyerName'))}
      {field('address', t('invoices.buyerAddress'), true)}
      <Button type="submit" size="small" disabled={resend.isPending} aria-busy={resend.isPending || undefined}>
        <Send aria-hidden="true" />
        {resend.isPending ? t('invoices.resending') : t('invoices.resend')}
      </Button>
    </Stack>
  );
}

/**
 * The admin order page's invoice: the company it is made out to, where it stands in KSeF (the
 * number, or why KSeF refused it, in plain words, with a resend after correcting the buyer), and
 * its PDF, XML and UPO.
 */
export function InvoicePanel({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const query = useAdminInvoice(order.id);
  const invoice = query.data?.invoice;

  return (
    <SectionPanel title={t('invoices.panelTitle')} data-testid="admin-invoice-panel">
      {order.company ? (
        <dl className={ui.dl}>
          <dt>{t('invoices.buyerName')}</dt>
          <dd>{order.company.name}</dd>
          <dt>{t('invoices.buyerNip')}</dt>
          <dd className={ui.mono}>{order.company.nip}</dd>
          <dt>{t('invoices.buyerAddress')}</dt>
          <dd>{order.company.address}</dd>
        </dl>
      ) : null}
      {query.isPending ? (
        <p className={ui.hint}>{t('invoices.loading')}</p>
      ) : query.isError ? (
        <p className={ui.error} role="alert">
          {t('invoices.loadError')}{' '}
          <Button variant="ghost" size="small" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </p>
      ) : !invoice ? (
        <p className={ui.hint}>{order.company ? t('invoices.notIssuedCompany') : t('invoices.notIssued')}</p>
      ) : (
        <Stack gap={3} className={styles.body}>
          <Cluster gap={3}>
            <span className={styles.number}>{invoice.number}</span>
            <KsefBadge status={invoice.ksef.status} />
          </Cluster>
          {invoice.ksef.number ? (
            <p className={styles.ksefNumber} data-testid="admin-ksef-number">
              {t('invoices.ksefNumber')}: <code>{invoice.ksef.number}</code>
            </p>
          ) : null}
          {invoice.kind === 'company' && invoice.ksef.status === 'waiting' ? <p className={ui.hint}>{t('invoices.waitingHint')}</p> : null}
          {invoice.ksef.status === 'sent' ? <p className={ui.hint}>{t('invoices.sentHint')}</p> : null}
          <KsefReason ksef={invoice.ksef} />
          <InvoiceDocuments invoice={invoice} long />
          {invoice.ksef.status === 'rejected' && invoice.buyer ? <ResendForm key={invoice.ksef.error} orderId={order.id} buyer={invoice.buyer} /> : null}
        </Stack>
      )}
    </SectionPanel>
  );
}
