import { notificationSettingsSchema, type NotificationSettings } from '@contracts/low-stock';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/card';
import { ui } from '@/components/ui/classes';
import { TextField } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

type Field = keyof NotificationSettings;
/** The form's values as typed: a number field may hold anything until it is checked. */
type Draft = Record<Field, string>;

const toDraft = (s: NotificationSettings): Draft => ({ lowStockThreshold: String(s.lowStockThreshold), abandonedCheckoutHours: String(s.abandonedCheckoutHours) });
const asNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.')));

/**
 * /admin/settings/notifications (issue 33): the shop's default low-stock threshold (a product or
 * variant without its own uses it, for the dashboard's list and the daily digest) and after how many
 * hours an unpaid checkout gets its one reminder.
 */
export function NotificationSettingsRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.notificationSettings') });
  const settings = useNotificationSettings();
  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('notificationSettings.title')}</h1>
          <p className={ui.subtitle}>{t('notificationSettings.lead')}</p>
        </div>
      </header>
      {settings.isPending ? (
        <LoadingState label={t('notificationSettings.loading')} />
      ) : settings.isError ? (
        <LoadError title={t('notificationSettings.loadError')} headingLevel="h2" retryLabel={t('actions.retry')} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm stored={settings.data} />
      )}
    </>
  );
}

function SettingsForm({ stored }: { stored: NotificationSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<Draft>(() => toDraft(stored));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // A refused save takes the keyboard to the first field it names.
  useEffect(() => {
    if (Object.keys(errors).length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** Each field has one rule (a whole number in its range): its message says the range, whatever the key. */
  const fieldErrors = (fields: Iterable<string>) => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      if (field === 'lowStockThreshold' || field === 'abandonedCheckoutHours') found[field] = t(`notificationSettings.${field}.invalid`);
    }
    return found;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = notificationSettingsSchema.safeParse({ lowStockThreshold: asNumber(draft.lowStockThreshold), abandonedCheckoutHours: asNumber(draft.abandonedCheckoutHours) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast.success(t('notificationSettings.saved'));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400 && error.fields) {
          setErrors(fieldErrors(Object.keys(error.fields)));
          toast.error(t('notificationSettings.fixFields'));
        } else toast.error(t('notificationSettings.saveError'));
      },
    });
  }

  const numberField = (field: Field) => (
    <TextField
      label={t(`notificationSettings.${field}.label`)}
      hint={t(`notificationSettings.${field}.hint`)}
      error={errors[field]}
      inputMode="numeric"
      autoComplete="off"
      value={draft[field]}
      onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
    />
  );

  return (
    <form ref={formRef} className={ui.stack} onSubmit={submit} noValidate aria-label={t('notificationSettings.formLabel')}>
      <Panel title={t('notificationSettings.lowStockTitle')}>{numberField('lowStockThreshold')}</Panel>
      <Panel title={t('notificationSettings.abandonedTitle')}>{numberField('abandonedCheckoutHours')}</Panel>
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t('notificationSettings.saving') : t('notificationSettings.save')}
        </Button>
      </div>
    </form>
  );
}
