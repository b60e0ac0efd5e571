import { lockerSizes, parcelSizes, returnPayers, shippingSettingsInputSchema, type ReturnPayer, type ShippingSettings, type ShippingSettingsInput } from '@contracts/delivery';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { useSaveShippingSettings, useShippingSettings } from '../api/shipping-settings';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { TextField } from '@/components/ui/field';
import { Fieldset } from '@/components/ui/fieldset';
import { groszeToZloty, zlotyToGrosze } from '../utils/zloty';
import styles from './shipping-settings.module.css';

/** The form's own values: zł as typed, days as typed. */
interface Draft {
  locker: Record<(typeof lockerSizes)[number], string>;
  courier: Record<(typeof parcelSizes)[number], string>;
  freeThreshold: string;
  dealerThreshold: string;
  courierAtLockerPrice: boolean;
  estimates: Record<'locker' | 'courier' | 'pickup', { minDays: string; maxDays: string }>;
  inpostReturnsUrl: string;
  inpostReturnsPaidBy: ReturnPayer;
}

function toDraft(s: ShippingSettings): Draft {
  const money = <K extends string>(prices: Record<K, number>) => Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, groszeToZloty(v as number)])) as Record<K, string>;
  const days = (d: { minDays: number; maxDays: number }) => ({ minDays: String(d.minDays), maxDays: String(d.maxDays) });
  return {
    locker: money(s.locker),
    courier: money(s.courier),
    freeThreshold: groszeToZloty(s.freeThreshold),
    dealerThreshold: groszeToZloty(s.dealer.freeThreshold),
    courierAtLockerPrice: s.dealer.courierAtLockerPrice,
    estimates: { locker: days(s.estimates.locker), courier: days(s.estimates.courier), pickup: days(s.estimates.pickup) },
    inpostReturnsUrl: s.inpostReturns.url ?? '',
    inpostReturnsPaidBy: s.inpostReturns.paidBy,
  };
}

function fromDraft(d: Draft): unknown {
  const money = (prices: Record<string, string>) => Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, zlotyToGrosze(v) ?? Number.NaN]));
  const days = (e: { minDays: string; maxDays: string }) => ({ minDays: e.minDays.trim() === '' ? Number.NaN : Number(e.minDays), maxDays: e.maxDays.trim() === '' ? Number.NaN : Number(e.maxDays) });
  return {
    locker: money(d.locker),
    courier: money(d.courier),
    freeThreshold: zlotyToGrosze(d.freeThreshold),
    dealer: { freeThreshold: zlotyToGrosze(d.dealerThreshold), courierAtLockerPrice: d.courierAtLockerPrice },
    estimates: { locker: days(d.estimates.locker), courier: days(d.estimates.courier), pickup: days(d.estimates.pickup) },
    // Empty turns returns through InPost off (the contract makes it null).
    inpostReturns: { url: d.inpostReturnsUrl, paidBy: d.inpostReturnsPaidBy },
  };
}

/**
 * /admin/shipping: delivery prices per method and size, the free-delivery threshold, the dealers' rule, delivery times,
 * and returns through InPost's Szybkie Zwroty (the shop's return page, who pays).
 */
export function ShippingSettingsRoute() {
  const { t } = useDeliveryTranslation();
  usePageMeta({ title: t('admin.settings.title') });
  const settings = useShippingSettings();
  if (settings.isPending) return <LoadingState label={t('admin.settings.loading')} />;
  if (settings.isError) {
    return (
      <div className={ui.empty} role="alert">
        <h1 className={ui.emptyTitle}>{t('admin.settings.loadError')}</h1>
        <Button variant="secondary" size="small" onClick={() => void settings.refetch()}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  }
  // Keyed by version: a save (or a reload after a conflict) starts the form from what is stored.
  return <SettingsForm key={settings.data.version} settings={settings.data} reload={() => void settings.refetch()} />;
}

function SettingsForm({ settings, reload }: { settings: ShippingSettings; reload: () => void }) {
  const { t } = useDeliveryTranslation();
  const id = useId();
  const save = useSaveShippingSettings();
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // A refused save takes the keyboard to the first field it names.
  useEffect(() => {
    if (Object.keys(errors).length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** The text for a field's problem: the contract's `validation.*` key where it names one the admin can act on. */
  const messageFor = (path: string, key: string) =>
    path.startsWith('estimates') ? t('admin.settings.invalidDays') : path.startsWith('inpostReturns') ? t(key as 'validation.invalid') : t('admin.settings.invalidPrice');

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shippingSettingsInputSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= messageFor(issue.path.join('.'), issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { ...(parsed.data as ShippingSettingsInput), version: settings.version },
      {
        onSuccess: () => toast.success(t('admin.settings.saved')),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            toast.error(t('admin.settings.conflict'));
            reload();
          } else if (isApiError(error) && error.status === 400 && error.fields) {
            setErrors(Object.fromEntries(Object.entries(error.fields).map(([path, key]) => [path, messageFor(path, key)])));
            toast.error(t('admin.settings.fixFields'));
          } else toast.error(t('admin.settings.saveError'));
        },
      },
    );
  }

  const money = (key: string, label: string, value: string, onChange: (v: string) => void, hint?: string) => (
    <TextField key={key} label={label} hint={hint} error={errors[key]} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
  );

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('admin.settings.title')}</h1>
          <p className={ui.subtitle}>{t('admin.settings.lead')}</p>
        </div>
      </header>
      <p className={styles.inpost} data-on={settings.inpostShipments || undefined}>
        {settings.inpostShipments ? t('admin.settings.inpostOn') : t('admin.settings.inpostOff')}
      </p>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <Fieldset look="panel" legend={t('admin.settings.lockerTitle')}>
          <div className={ui.fieldGrid}>
            {lockerSizes.map((size) => money(`locker.${size}`, t(`admin.settings.sizes.${size}`), draft.locker[size], (v) => setDraft((d) => ({ ...d, locker: { ...d.locker, [size]: v } }))))}
          </div>
        </Fieldset>
        <Fieldset look="panel" legend={t('admin.settings.courierTitle')}>
          <div className={ui.fieldGrid}>
            {parcelSizes.map((size) => money(`courier.${size}`, t(`admin.settings.sizes.${size}`), draft.courier[size], (v) => setDraft((d) => ({ ...d, courier: { ...d.courier, [size]: v } }))))}
          </div>
        </Fieldset>
        <Fieldset look="panel" legend={t('admin.settings.thresholdTitle')}>
          {money('freeThreshold', t('admin.settings.freeThreshold'), draft.freeThreshold, (v) => setDraft((d) => ({ ...d, freeThreshold: v })), t('admin.settings.freeThresholdHint'))}
        </Fieldset>
        <Fieldset look="panel" legend={t('admin.settings.dealerTitle')}>
          {money('dealer.freeThreshold', t('admin.settings.dealerThreshold'), draft.dealerThreshold, (v) => setDraft((d) => ({ ...d, dealerThreshold: v })), t('admin.settings.dealerThresholdHint'))}
          <label className={ui.checkbox}>
            <input type="checkbox" checked={draft.courierAtLockerPrice} onChange={(e) => setDraft((d) => ({ ...d, courierAtLockerPrice: e.target.checked }))} />
            {t('admin.settings.courierAtLockerPrice')}
          </label>
        </Fieldset>
        <Fieldset look="panel" legend={t('admin.settings.estimatesTitle')}>
          {(['locker', 'courier', 'pickup'] as const).map((method) => {
            const error = errors[`estimates.${method}.minDays`] ?? errors[`estimates.${method}.maxDays`];
            return (
              <Fieldset key={method} legend={t(`methods.${method}`)} className={styles.days}>
                {(['minDays', 'maxDays'] as const).map((end) => (
                  <label key={end} className={styles.day}>
                    <span>{t(end === 'minDays' ? 'admin.settings.from' : 'admin.settings.to')}</span>
                    <input
                      className={ui.input}
                      inputMode="numeric"
                      value={draft.estimates[method][end]}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => setDraft((d) => ({ ...d, estimates: { ...d.estimates, [method]: { ...d.estimates[method], [end]: e.target.value } } }))}
                    />
                  </label>
                ))}
                {error ? <p className={ui.error}>{error}</p> : null}
              </Fieldset>
            );
          })}
        </Fieldset>
        <Fieldset look="panel" legend={t('admin.settings.returnsTitle')} data-testid="inpost-returns-settings">
          <p className={`${ui.hint} ${styles.lead}`}>{t('admin.settings.returnsLead')}</p>
          <TextField
            label={t('admin.settings.returnsUrl')}
            hint={t('admin.settings.returnsUrlHint')}
            error={errors['inpostReturns.url']}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://szybkiezwroty.pl/…"
            value={draft.inpostReturnsUrl}
            onChange={(e) => setDraft((d) => ({ ...d, inpostReturnsUrl: e.target.value }))}
          />
          <Fieldset legend={t('admin.settings.returnsPaidBy')} className={styles.payer} aria-describedby={`${id}-payer-note`}>
            {returnPayers.map((payer) => (
              <label key={payer} className={ui.checkbox}>
                <input
                  type="radio"
                  name={`${id}-payer`}
                  value={payer}
                  checked={draft.inpostReturnsPaidBy === payer}
                  onChange={() => setDraft((d) => ({ ...d, inpostReturnsPaidBy: payer }))}
                />
                {t(`admin.settings.returnsPaidByOptions.${payer}`)}
              </label>
            ))}
            <p id={`${id}-payer-note`} className={ui.hint}>
              {t('admin.settings.returnsPaidByHint')}
            </p>
          </Fieldset>
        </Fieldset>
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? t('admin.settings.saving') : t('admin.settings.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
