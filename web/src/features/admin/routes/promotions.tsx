import { categoryKeys } from '@contracts/catalog';
import { createPromotionSchema, type CreatePromotion, type Promotion } from '@contracts/promotions';
import { CirclePlus, Copy, ListOrdered, Pencil, Power } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { ListPage } from '@/components/ui/list-page';
import { toast } from '@/components/ui/toast';
import { ui } from '@/components/ui/classes';
import { SectionPanel } from '@/components/ui/section-panel';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useCreatePromotion, useDeactivatePromotion, usePromotions, useUpdatePromotion } from '../api/promotions';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PromotionCodes } from '../components/promotion-codes';
import styles from './promotions.module.css';

/** The form's values as typed (money in zł, limits as text: empty means none). */
interface Values {
  name: string;
  kind: 'code' | 'automatic';
  code: string;
  benefitType: 'percentage' | 'fixed' | 'freeDelivery';
  benefitValue: string;
  startsAt: string;
  endsAt: string;
  minimumBasket: string;
  usageLimit: string;
  perCustomerLimit: string;
  categoryKeys: string[];
  excludeOnSale: boolean;
  dealersAllowed: boolean;
  stacksWithAutomatic: boolean;
  generateCount: string;
}

const empty: Values = {
  name: '',
  kind: 'code',
  code: '',
  benefitType: 'percentage',
  benefitValue: '10',
  startsAt: '',
  endsAt: '',
  minimumBasket: '',
  usageLimit: '',
  perCustomerLimit: '',
  categoryKeys: [],
  excludeOnSale: false,
  dealersAllowed: false,
  stacksWithAutomatic: false,
  generateCount: '',
};

const grosze = (zl: string) => Math.round(Number(zl.replace(',', '.')) * 100);
const zl = (g: number) => (g / 100).toFixed(2).replace('.', ',');
const limit = (text: string) => (text.trim() ? Number(text) : null);

function valuesOf(p: Promotion, copy: boolean): Values {
  return {
    name: copy ? `${p.name} (2)` : p.name,
    kind: p.kind,
    code: copy ? '' : (p.code ?? ''),
    benefitType: p.benefit.type,
    benefitValue: p.benefit.type === 'percentage' ? String(p.benefit.percent) : p.benefit.type === 'fixed' ? zl(p.benefit.amount) : '',
    startsAt: p.startsAt ?? '',
    endsAt: p.endsAt ?? '',
    minimumBasket: p.minimumBasket ? zl(p.minimumBasket) : '',
    usageLimit: p.usageLimit === null ? '' : String(p.usageLimit),
    perCustomerLimit: p.perCustomerLimit === null ? '' : String(p.perCustomerLimit),
    categoryKeys: p.eligibility.categoryKeys,
    excludeOnSale: p.excludeOnSale,
    dealersAllowed: p.dealersAllowed,
    stacksWithAutomatic: p.stacksWithAutomatic,
    generateCount: '',
  };
}

function inputOf(v: Values): CreatePromotion {
  const benefit =
    v.benefitType === 'percentage' ? { type: 'percentage' as const, percent: Number(v.benefitValue) } : v.benefitType === 'fixed' ? { type: 'fixed' as const, amount: grosze(v.benefitValue) } : { type: 'freeDelivery' as const };
  const generate = v.kind === 'code' && v.generateCount.trim() ? { generateCodes: { count: Number(v.generateCount), prefix: '' } } : {};
  return {
    name: v.name,
    kind: v.kind,
    ...(v.kind === 'code' && v.code.trim() && !v.generateCount.trim() ? { code: v.code.trim() } : {}),
    benefit,
    startsAt: v.startsAt || null,
    endsAt: v.endsAt || null,
    minimumBasket: v.minimumBasket.trim() ? grosze(v.minimumBasket) : 0,
    usageLimit: limit(v.usageLimit),
    perCustomerLimit: limit(v.perCustomerLimit),
    eligibility: { productIds: [], categoryKeys: v.categoryKeys, brands: [] },
    excludeOnSale: v.excludeOnSale,
    dealersAllowed: v.dealersAllowed,
    stacksWithAutomatic: v.stacksWithAutomatic,
    active: true,
    ...generate,
  };
}

/**
 * /admin/promotions: discount codes, timed sales and free-delivery offers, with their usage
 * (orders, revenue, discount given). Create, edit, duplicate (the form filled from one, without
 * its code), deactivate; a code promotion can instead get N generated single-use codes.
 */
export function PromotionsRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('promotions.title') });
  const promotions = usePromotions();
  const deactivate = useDeactivatePromotion();
  // null: the list only; otherwise the form, new or filled from a promotion (edited or copied).
  const [form, setForm] = useState<{ values: Values; editing: Promotion | null; key: string } | null>(null);
  const [toDeactivate, setToDeactivate] = useState<Promotion | null>(null);
  // The promotion whose codes are shown under its row (one at a time).
  const [codesOf, setCodesOf] = useState<string | null>(null);
  const items = promotions.data?.items ?? [];

  const benefitText = (p: Promotion) =>
    p.benefit.type === 'percentage' ? `−${p.benefit.percent} %` : p.benefit.type === 'fixed' ? `−${formatMoney(p.benefit.amount)}` : t('promotions.freeDelivery');
  const codeText = (p: Promotion) => (p.kind === 'automatic' ? t('promotions.automatic') : p.generatedCodes ? t('promotions.generated', { count: p.generatedCodes }) : p.code);
  const windowText = (p: Promotion) => (p.startsAt || p.endsAt ? `${p.startsAt?.replace('T', ' ') ?? '…'} – ${p.endsAt?.replace('T', ' ') ?? '…'}` : t('promotions.always'));

  return (
    <>
      <ListPage
        title={t('promotions.title')}
        subtitle={promotions.data ? t('promotions.count', { count: items.length }) : undefined}
        actions={
          form === null ? (
            <Button size="small" onClick={() => setForm({ values: empty, editing: null, key: 'new' })}>
              <CirclePlus aria-hidden="true" />
              {t('promotions.add')}
            </Button>
          ) : undefined
        }
        refreshLabel={t('promotions.refresh')}
        query={promotions}
        loadingLabel={t('promotions.loading')}
        errorTitle={t('promotions.loadError')}
        retryLabel={t('actions.retry')}
        isEmpty={items.length === 0}
        emptyTitle={t('promotions.empty')}
      >
        <ul role="list" className={ui.recordList} aria-label={t('promotions.title')}>
          {items.map((p) => (
            <li key={p.id} className={`${ui.record} ${styles.row}`} data-testid="promotion-row">
              <div className={ui.recordCell}>
                <span className={ui.recordTitle}>{p.name}</span>
                <span className={ui.meta}>{codeText(p)}</span>
              </div>
              <div className={ui.recordCell}>
                <span className={styles.strong}>{benefitText(p)}</span>
                <span className={ui.meta}>{windowText(p)}</span>
              </div>
              <dl className={styles.usage}>
                <div>
                  <dt>{t('promotions.usage.orders')}</dt>
                  <dd data-testid="promotion-orders">{p.usage.orders}</dd>
                </div>
                <div>
                  <dt>{t('promotions.usage.revenue')}</dt>
                  <dd>{formatMoney(p.usage.revenue)}</dd>
                </div>
                <div>
                  <dt>{t('promotions.usage.discount')}</dt>
                  <dd data-testid="promotion-discount">{formatMoney(p.usage.discountGiven)}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <span className={ui.tag}>{p.active ? t('promotions.active') : t('promotions.inactive')}</span>
                {p.kind === 'code' ? (
                  <button type="button" className={ui.iconButton} aria-expanded={codesOf === p.id} aria-label={t('promotions.codes.show', { name: p.name })} title={t('promotions.codes.show', { name: p.name })} onClick={() => setCodesOf(codesOf === p.id ? null : p.id)}>
                    <ListOrdered aria-hidden="true" />
                  </button>
                ) : null}
                <button type="button" className={ui.iconButton} aria-label={t('promotions.edit', { name: p.name })} title={t('promotions.edit', { name: p.name })} onClick={() => setForm({ values: valuesOf(p, false), editing: p, key: `edit-${p.id}` })}>
                  <Pencil aria-hidden="true" />
                </button>
                <button type="button" className={ui.iconButton} aria-label={t('promotions.duplicate', { name: p.name })} title={t('promotions.duplicate', { name: p.name })} onClick={() => setForm({ values: valuesOf(p, true), editing: null, key: `copy-${p.id}` })}>
                  <Copy aria-hidden="true" />
                </button>
                {p.active ? (
                  <button type="button" className={ui.iconButton} aria-label={t('promotions.deactivate', { name: p.name })} title={t('promotions.deactivate', { name: p.name })} onClick={() => setToDeactivate(p)}>
                    <Power aria-hidden="true" />
                  </button>
                ) : null}
              </div>
              {codesOf === p.id ? <PromotionCodes promotionId={p.id} name={p.name} /> : null}
            </li>
          ))}
        </ul>
      </ListPage>
      {form ? <PromotionForm key={form.key} initial={form.values} editing={form.editing} onDone={() => setForm(null)} /> : null}
      <ConfirmDialog
        open={toDeactivate !== null}
        title={t('promotions.deactivateTitle')}
        message={t('promotions.deactivateMessage', { name: toDeactivate?.name ?? '' })}
        confirmLabel={t('promotions.deactivateConfirm')}
        busy={deactivate.isPending}
        onCancel={() => setToDeactivate(null)}
        onConfirm={() => {
          if (!toDeactivate) return;
          deactivate.mutate(toDeactivate.id, {
            onSuccess: () => toast.success(t('promotions.deactivated', { name: toDeactivate.name })),
            onError: () => toast.error(t('promotions.saveError')),
            onSettled: () => setToDeactivate(null),
          });
        }}
      />
    </>
  );
}

function PromotionForm({ initial, editing, onDone }: { initial: Values; editing: Promotion | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const busy = create.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const errorText = (key: string) => (errors[key] ? t('promotions.invalid') : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(values);
    const parsed = createPromotionSchema.safeParse(input);
    if (!parsed.success || (values.kind === 'code' && !editing && !input.code && !input.generateCodes)) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      if (values.kind === 'code' && !input.code && !input.generateCodes) fields.code = 'required';
      setErrors(fields);
      return;
    }
    setErrors({});
    const options = {
      onSuccess: () => {
        toast.success(t('promotions.saved', { name: input.name }));
        onDone();
      },
      onError: (failure: unknown) => toast.error(isApiError(failure) && failure.status === 409 ? t('promotions.codeExists') : t('promotions.saveError')),
    };
    if (editing) {
      const { generateCodes: _g, ...terms } = input;
      update.mutate({ id: editing.id, input: { ...terms, active: editing.active } }, options);
    } else create.mutate(input, options);
  }

  return (
    <SectionPanel as="form" title={editing ? t('promotions.editTitle', { name: editing.name }) : t('promotions.newTitle')} className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <div className={ui.fieldGrid}>
        <TextField label={t('promotions.fields.name')} required value={values.name} onChange={(e) => set('name', e.target.value)} error={errorText('name')} maxLength={120} />
        <SelectField label={t('promotions.fields.kind')} value={values.kind} onChange={(e) => set('kind', e.target.value as Values['kind'])} disabled={!!editing}>
          <option value="code">{t('promotions.kinds.code')}</option>
          <option value="automatic">{t('promotions.kinds.automatic')}</option>
        </SelectField>
        {values.kind === 'code' ? (
          <>
            <TextField label={t('promotions.fields.code')} value={values.code} onChange={(e) => set('code', e.target.value.toUpperCase())} error={errorText('code')} disabled={!!editing || !!values.generateCount.trim()} hint={t('promotions.hints.code')} maxLength={40} />
            {!editing ? <TextField label={t('promotions.fields.generate')} optional inputMode="numeric" value={values.generateCount} onChange={(e) => set('generateCount', e.target.value)} error={errorText('generateCodes.count')} hint={t('promotions.hints.generate')} /> : null}
          </>
        ) : null}
        <SelectField label={t('promotions.fields.benefit')} value={values.benefitType} onChange={(e) => set('benefitType', e.target.value as Values['benefitType'])}>
          <option value="percentage">{t('promotions.benefits.percentage')}</option>
          <option value="fixed">{t('promotions.benefits.fixed')}</option>
          <option value="freeDelivery">{t('promotions.benefits.freeDelivery')}</option>
        </SelectField>
        {values.benefitType !== 'freeDelivery' ? (
          <TextField
            label={values.benefitType === 'percentage' ? t('promotions.fields.percent') : t('promotions.fields.amount')}
            inputMode="decimal"
            value={values.benefitValue}
            onChange={(e) => set('benefitValue', e.target.value)}
            error={errorText('benefit.percent') ?? errorText('benefit.amount')}
          />
        ) : null}
        <TextField label={t('promotions.fields.startsAt')} type="datetime-local" optional value={values.startsAt} onChange={(e) => set('startsAt', e.target.value)} hint={t('promotions.hints.warsaw')} error={errorText('startsAt')} />
        <TextField label={t('promotions.fields.endsAt')} type="datetime-local" optional value={values.endsAt} onChange={(e) => set('endsAt', e.target.value)} hint={t('promotions.hints.endsAt')} error={errorText('endsAt')} />
        <TextField label={t('promotions.fields.minimumBasket')} optional inputMode="decimal" value={values.minimumBasket} onChange={(e) => set('minimumBasket', e.target.value)} error={errorText('minimumBasket')} />
        {values.kind === 'code' ? (
          <>
            <TextField label={t('promotions.fields.usageLimit')} optional inputMode="numeric" value={values.usageLimit} onChange={(e) => set('usageLimit', e.target.value)} error={errorText('usageLimit')} />
            <TextField label={t('promotions.fields.perCustomerLimit')} optional inputMode="numeric" value={values.perCustomerLimit} onChange={(e) => set('perCustomerLimit', e.target.value)} error={errorText('perCustomerLimit')} />
          </>
        ) : null}
      </div>
      <fieldset className={styles.categories}>
        <legend className={ui.label}>{t('promotions.fields.categories')}</legend>
        {categoryKeys.map((key) => (
          <CheckboxField
            key={key}
            label={t(`promotions.categories.${key}`)}
            checked={values.categoryKeys.includes(key)}
            onChange={(e) => set('categoryKeys', e.target.checked ? [...values.categoryKeys, key] : values.categoryKeys.filter((k) => k !== key))}
          />
        ))}
      </fieldset>
      <div className={styles.flags}>
        <CheckboxField label={t('promotions.fields.excludeOnSale')} checked={values.excludeOnSale} onChange={(e) => set('excludeOnSale', e.target.checked)} />
        <CheckboxField label={t('promotions.fields.dealersAllowed')} checked={values.dealersAllowed} onChange={(e) => set('dealersAllowed', e.target.checked)} />
        {values.kind === 'code' ? <CheckboxField label={t('promotions.fields.stacksWithAutomatic')} checked={values.stacksWithAutomatic} onChange={(e) => set('stacksWithAutomatic', e.target.checked)} /> : null}
      </div>
      <div className={styles.buttons}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t('promotions.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('promotions.cancel')}
        </Button>
      </div>
    </SectionPanel>
  );
}
