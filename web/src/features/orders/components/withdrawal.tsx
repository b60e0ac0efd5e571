import { CircleCheck, Loader2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/order';
import { withdrawalRequestSchema, type WithdrawalRequest, type WithdrawalResponse } from '@contracts/returns';
import { OrderPanel } from '@/components/order/order-panel';
import { Button } from '@/components/ui/button';
import { Dialog, dialogParts } from '@/components/ui/dialog';
import { CheckboxField, FormMessage, SelectField, TextAreaField } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { useWithdraw } from '../api/withdraw';
import { formatOrderDate, shortId } from '../utils/order-format';
import { text } from '@/components/ui/text';
import { Cluster, Stack } from '@/components/ui/layout';
import { ReturnInstructions } from './return-instructions';
import styles from './withdrawal.module.css';
import orderStyles from './orders.module.css';
import { localizedProduct } from '@/lib/product-text';
import { fieldsetClassName } from '@/components/ui/fieldset-class';

/**
 * The online withdrawal function (issue 19; Directive 2023/2673): on every order of a consumer
 * that was sent and is within 14 days of delivery, 'Odstąp od umowy' opens a two-step form —
 * choose lines and quantities (and, if the buyer wishes, a reason), then review and confirm — and
 * shows the acknowledgement at once (the same goes by e-mail). Where the right does not apply the
 * panel says why instead: a company purchase, the deadline passed, not sent yet.
 */
const plDay = (day: string) => formatOrderDate(`${day}T12:00:00Z`);

export function WithdrawalPanel({ order, guestEmail }: { order: Order; guestEmail?: string }) {
  const { t } = useTranslation('returns');
  const [open, setOpen] = useState(false);
  const w = order.withdrawal;
  if (!w || w.blocker === 'unpaid') return null;
  return (
    <OrderPanel title={t('withdraw.title')} icon={<Undo2 aria-hidden="true" />} data-testid="withdrawal-panel">
      {w.allowed ? (
        <>
          <p className={text.meta}>{t('withdraw.intro')}</p>
          <p className={text.meta}>
            {w.deadline && w.deliveredOn ? t('withdraw.deadline', { date: plDay(w.deadline), delivered: plDay(w.deliveredOn) }) : t('withdraw.deadlineNotDelivered')}
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            <Undo2 aria-hidden="true" />
            {t('withdraw.button')}
          </Button>
        </>
      ) : (
        <p className={styles.blocked} data-testid="withdrawal-blocked">
          {t(`withdraw.blocked.${w.blocker!}`, { date: w.deadline ? plDay(w.deadline) : '' })}
        </p>
      )}
      {/* Not inside the branch above: withdrawing the last units makes the order answer 'nothing_left', and the acknowledgement must stay on screen. */}
      {w.allowed || open ? (
        <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="withdrawal-title" className={styles.dialog}>
          <WithdrawalForm order={order} guestEmail={guestEmail} onClose={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </OrderPanel>
  );
}

interface FormValues {
  picked: Record<string, boolean>;
  quantity: Record<string, string>;
  reason: string;
}

function WithdrawalForm({ order, guestEmail, onClose }: { order: Order; guestEmail?: string | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation('returns');
  const errorId = useId();
  const [requestId] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<'choose' | 'review' | 'done'>('choose');
  const [request, setRequest] = useState<WithdrawalRequest | null>(null);
  const [done, setDone] = useState<WithdrawalResponse | null>(null);
  const [pickError, setPickError] = useState(false);
  const mutation = useWithdraw();
  const remaining = order.withdrawal?.remaining ?? {};
  const lines = order.items.filter((item) => (remaining[item.id] ?? 0) > 0);
  const { register, handleSubmit, control } = useForm<FormValues>({
    defaultValues: { picked: {}, quantity: Object.fromEntries(lines.map((l) => [l.id, String(remaining[l.id])])), reason: '' },
  });
  const picked = useWatch({ control, name: 'picked' });
  const nameOf = (itemId: string) => order.items.find((i) => i.id === itemId)?.product.name ?? itemId;

  const review = handleSubmit((values) => {
    const parsed = withdrawalRequestSchema.safeParse({
      requestId,
      lines: lines.filter((l) => values.picked[l.id]).map((l) => ({ itemId: l.id, quantity: Number(values.quantity[l.id] ?? remaining[l.id]) })),
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    });
    setPickError(!parsed.success);
    if (!parsed.success) return;
    setRequest(parsed.data);
    setStep('review');
  });

  const confirm = () => {
    if (!request) return;
    mutation.mutate(
      { orderId: order.id, request, ...(guestEmail ? { guestEmail } : {}) },
      {
        onSuccess: (answer) => {
          setDone(answer);
          setStep('done');
        },
      },
    );
  };

  const failure = mutation.error
    ? isApiError(mutation.error) && mutation.error.code === 'withdrawal_not_allowed'
      ? t('withdraw.notAllowed')
      : isApiError(mutation.error) && mutation.error.status === 400
        ? t('withdraw.tooMany')
        : t('withdraw.error')
    : null;

  return (
    <div className={dialogParts.box}>
      <h2 id="withdrawal-title" className={`${dialogParts.title} ${styles.title}`}>
        {t('withdraw.dialogTitle', { id: shortId(order.id) })}
      </h2>

      {step === 'choose' ? (
        <form className={styles.form} onSubmit={review} noValidate aria-describedby={pickError ? errorId : undefined}>
          <p className={styles.step}>{t('withdraw.stepChoose')}</p>
          <fieldset className={`${fieldsetClassName} ${styles.lines}`}>
            <legend className={styles.legend}>{t('withdraw.lines')}</legend>
            {lines.map((line, index) => {
              const max = remaining[line.id] ?? 0;
              return (
                <Stack key={line.id} gap={2} className={styles.line}>
                  <CheckboxField label={localizedProduct(line.product, i18n.language).name} {...register(`picked.${line.id}`)} {...(index === 0 ? { 'data-autofocus': true } : {})} />
                  <p className={text.meta}>{t('withdraw.unitsLeft', { count: max })}</p>
                  {max > 1 && picked[line.id] ? (
                    <SelectField label={t('withdraw.quantityOf', { name: localizedProduct(line.product, i18n.language).name, max })} {...register(`quantity.${line.id}`)}>
                      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </SelectField>
                  ) : null}
                </Stack>
              );
            })}
          </fieldset>
          <TextAreaField label={t('withdraw.reason')} hint={t('withdraw.reasonHint')} optional rows={3} maxLength={1000} {...register('reason')} />
          {pickError ? (
            <div id={errorId}>
              <FormMessage tone="error">{t('withdraw.pickOne')}</FormMessage>
            </div>
          ) : null}
          <Cluster end gap={3}>
            <Button variant="ghost" onClick={onClose}>
              {t('withdraw.cancel')}
            </Button>
            <Button type="submit">{t('withdraw.next')}</Button>
          </Cluster>
        </form>
      ) : null}

      {step === 'review' && request ? (
        <div className={styles.form}>
          <p className={styles.step}>{t('withdraw.stepReview')}</p>
          <p>{t('withdraw.reviewLead')}</p>
          <ul className={styles.review} data-testid="withdrawal-review">
            {request.lines.map((line) => (
              <li key={line.itemId}>
                {nameOf(line.itemId)} × {line.quantity}
              </li>
            ))}
          </ul>
          {request.reason ? <p className={text.meta}>{t('withdraw.reviewReason', { reason: request.reason })}</p> : null}
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <Cluster end gap={3}>
            <Button variant="ghost" onClick={() => setStep('choose')} disabled={mutation.isPending}>
              {t('withdraw.back')}
            </Button>
            <Button onClick={confirm} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} data-autofocus>
              {mutation.isPending ? <Loader2 aria-hidden="true" className={orderStyles.spinner} /> : null}
              {mutation.isPending ? t('withdraw.sending') : t('withdraw.confirm')}
            </Button>
          </Cluster>
        </div>
      ) : null}

      {step === 'done' && done ? (
        <div className={styles.form} role="status" data-testid="withdrawal-done">
          <p className={styles.done}>
            <CircleCheck aria-hidden="true" />
            {t('withdraw.done')}
          </p>
          <p>{t('withdraw.doneAt', { date: formatOrderDate(done.return.createdAt, true) })}</p>
          <ul className={styles.review}>
            {done.return.lines.map((line) => (
              <li key={line.itemId}>
                {line.name} × {line.quantity}
              </li>
            ))}
          </ul>
          <h3 className={styles.nextTitle}>{t('withdraw.nextTitle')}</h3>
          <ol className={styles.next}>
            <li>
              <ReturnInstructions path={done.withdrawal} orderId={order.id} />
            </li>
            <li>{t('withdraw.next2')}</li>
            <li>{t('withdraw.next3')}</li>
          </ol>
          <Cluster end gap={3}>
            <Button onClick={onClose} data-autofocus>
              {t('withdraw.close')}
            </Button>
          </Cluster>
        </div>
      ) : null}
    </div>
  );
}
