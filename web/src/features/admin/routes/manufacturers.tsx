import { euCountries, isInEu, manufacturerInputSchema, type Manufacturer, type ManufacturerInput } from '@contracts/manufacturer';
import { CirclePlus, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, fieldControl } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/i18n';
import { useCreateManufacturer, useDeleteManufacturer, useManufacturers, useUpdateManufacturer } from '../api/manufacturers';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { validationText } from '../utils/error-text';
import { text } from '@/components/ui/text';
import { Cluster, Grid } from '@/components/ui/layout';
import { SectionPanel } from '@/components/ui/section-panel';
import { Fieldset } from '@/components/ui/fieldset';
import styles from './manufacturers.module.css';

/** The countries offered first: the EU's, then where motorcycle parts usually come from. */
const otherCountries = ['US', 'GB', 'CH', 'NO', 'CA', 'MX', 'JP', 'TW', 'CN', 'IN', 'TH', 'AU', 'TR', 'UA'] as const;

interface Values {
  name: string;
  address: string;
  email: string;
  url: string;
  country: string;
  personName: string;
  personAddress: string;
  personEmail: string;
}

const emptyValues: Values = { name: '', address: '', email: '', url: '', country: 'PL', personName: '', personAddress: '', personEmail: '' };

function valuesOf(m: Manufacturer): Values {
  return {
    name: m.name,
    address: m.address,
    email: m.email,
    url: m.url,
    country: m.country,
    personName: m.responsiblePerson?.name ?? '',
    personAddress: m.responsiblePerson?.address ?? '',
    personEmail: m.responsiblePerson?.email ?? '',
  };
}

/** The API's input: the EU person only for a manufacturer outside the EU (an EU one is its own). */
function inputOf(v: Values): ManufacturerInput {
  const outside = !isInEu(v.country);
  const anyPerson = v.personName.trim() || v.personAddress.trim() || v.personEmail.trim();
  return {
    name: v.name,
    address: v.address,
    email: v.email,
    url: v.url,
    country: v.country,
    responsiblePerson: outside && anyPerson ? { name: v.personName, address: v.personAddress, email: v.personEmail } : null,
  };
}

type Errors = Record<string, string>;

/** The schema's problems, by the form's own field names (`responsiblePerson.name` → personName…). */
function errorsOf(fields: Record<string, string>): Errors {
  const rename: Record<string, string> = {
    'responsiblePerson.name': 'personName',
    'responsiblePerson.address': 'personAddress',
    'responsiblePerson.email': 'personEmail',
    responsiblePerson: 'personName',
  };
  const errors: Errors = {};
  for (const [path, message] of Object.entries(fields)) errors[rename[path] ?? path] ??= message;
  return errors;
}

function validate(values: Values): { input: ManufacturerInput } | { errors: Errors } {
  const input = inputOf(values);
  const parsed = manufacturerInputSchema.safeParse(input);
  if (parsed.success) return { input };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return { errors: errorsOf(fields) };
}

/**
 * /admin/manufacturers: the GPSR register. Every product page names its product's manufacturer
 * from here (and, for one outside the EU, its EU responsible person); an edit shows on those
 * pages within a second. One that products name cannot be deleted.
 */
export function ManufacturersRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('manufacturers.title') });
  const manufacturers = useManufacturers();
  // null: the list only; 'new': a new entry; otherwise the entry being edited.
  const [editing, setEditing] = useState<'new' | Manufacturer | null>(null);
  const [toDelete, setToDelete] = useState<Manufacturer | null>(null);
  const remove = useDeleteManufacturer();

  let list;
  if (manufacturers.isPending) list = <LoadingState label={t('manufacturers.loading')} />;
  else if (manufacturers.isError) {
    list = (
      <div className={ui.empty} role="alert">
        <p className={ui.emptyTitle}>{t('manufacturers.loadError')}</p>
        <Button variant="secondary" size="small" onClick={() => void manufacturers.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  } else if (!manufacturers.data.items.length) list = <p className={ui.hint}>{t('manufacturers.empty')}</p>;
  else {
    list = (
      <Grid as="ul" role="list" min="19rem" gap={4}>
        {manufacturers.data.items.map((m) => (
          <ManufacturerCard key={`${m.id}:${m.version}`} manufacturer={m} onEdit={() => setEditing(m)} onDelete={() => setToDelete(m)} />
        ))}
      </Grid>
    );
  }

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('manufacturers.title')}</h1>
          <p className={ui.subtitle}>{t('manufacturers.lead')}</p>
        </div>
        {editing === null ? (
          <Button size="small" onClick={() => setEditing('new')}>
            <CirclePlus aria-hidden="true" />
            {t('manufacturers.add')}
          </Button>
        ) : null}
      </header>
      {editing !== null ? <ManufacturerForm key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`} editing={editing} onDone={() => setEditing(null)} /> : null}
      <SectionPanel title={t('manufacturers.listTitle')} className={styles.listPanel}>
        {list}
      </SectionPanel>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('manufacturers.deleteTitle')}
        message={t('manufacturers.deleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('manufacturers.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(
            { id: toDelete.id, version: toDelete.version },
            {
              onSuccess: () => toast.success(t('manufacturers.deleted', { name: toDelete.name })),
              onError: (failure) => {
                if (isApiError(failure) && failure.code === 'manufacturer_in_use') toast.error(t('manufacturers.inUse', { count: toDelete.productCount }));
                else if (isApiError(failure) && failure.status === 409) toast.error(t('manufacturers.conflict'));
                else toast.error(t('manufacturers.saveError'));
              },
              onSettled: () => setToDelete(null),
            },
          );
        }}
      />
    </>
  );
}

function useCountryName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.language)], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
}

function ManufacturerCard({ manufacturer: m, onEdit, onDelete }: { manufacturer: Manufacturer; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  const countryName = useCountryName();
  return (
    <li className={styles.card}>
      <Cluster spread align="start" gap={2}>
        <h3 className={styles.name}>{m.name}</h3>
        <div className={styles.actions}>
          <button type="button" className={ui.iconButton} aria-label={t('manufacturers.edit', { name: m.name })} title={t('manufacturers.edit', { name: m.name })} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </button>
          <button type="button" className={ui.iconButton} aria-label={t('manufacturers.delete', { name: m.name })} title={t('manufacturers.delete', { name: m.name })} onClick={onDelete}>
            <Trash2 aria-hidden="true" />
          </button>
        </div>
      </Cluster>
      <p className={styles.address}>{m.address}</p>
      <Cluster as="p" gap={2}>
        <span className={ui.tag}>{countryName(m.country)}</span>
        <span className={ui.tag}>{isInEu(m.country) ? t('manufacturers.inEu') : t('manufacturers.outsideEu')}</span>
        <span className={text.meta}>{t('manufacturers.products', { count: m.productCount })}</span>
      </Cluster>
      <p className={styles.contact}>
        {m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : null}
        {m.url ? (
          <a href={m.url} target="_blank" rel="noreferrer noopener">
            {m.url}
          </a>
        ) : null}
      </p>
      {m.responsiblePerson ? (
        <div className={styles.person}>
          <p className={styles.personLabel}>{t('manufacturers.responsiblePerson')}</p>
          <p>{m.responsiblePerson.name}</p>
          <p className={styles.address}>{m.responsiblePerson.address}</p>
          <a href={`mailto:${m.responsiblePerson.email}`}>{m.responsiblePerson.email}</a>
        </div>
      ) : null}
    </li>
  );
}

function ManufacturerForm({ editing, onDone }: { editing: 'new' | Manufacturer; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const countryName = useCountryName();
  const create = useCreateManufacturer();
  const update = useUpdateManufacturer();
  const [values, setValues] = useState<Values>(editing === 'new' ? emptyValues : valuesOf(editing));
  const [errors, setErrors] = useState<Errors>({});
  const busy = create.isPending || update.isPending;
  const outside = !isInEu(values.country);
  const message = (name: keyof Values) => validationText(t, errors[name]);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    // An error clears when its field is edited; the e-mail-or-URL rule names both.
    setErrors(({ [name]: _gone, ...rest }) => (name === 'email' || name === 'url' ? (({ email: _e, url: _u, ...others }) => others)(rest as Errors) : rest));
  };

  const failed = (failure: unknown) => {
    if (isApiError(failure) && failure.fields) setErrors(errorsOf(failure.fields));
    else if (isApiError(failure) && failure.status === 409) toast.error(t('manufacturers.conflict'));
    else toast.error(t('manufacturers.saveError'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    const done = (saved: Manufacturer) => {
      toast.success(t(editing === 'new' ? 'manufacturers.created' : 'manufacturers.saved', { name: saved.name }));
      onDone();
    };
    if (editing === 'new') create.mutate(checked.input, { onSuccess: done, onError: failed });
    else update.mutate({ id: editing.id, input: checked.input, version: editing.version }, { onSuccess: done, onError: failed });
  };

  return (
    <SectionPanel as="form" title={editing === 'new' ? t('manufacturers.newTitle') : t('manufacturers.editTitle', { name: editing.name })} className={styles.form} onSubmit={submit} noValidate>
      {Object.keys(errors).length ? (
        <p className={ui.error} role="alert">
          {t('manufacturers.hasErrors')}
        </p>
      ) : null}
      <div className={ui.fieldGrid}>
        <Field label={t('manufacturers.name')} error={message('name')} required className={ui.fieldWide}>
          {(control) => <input {...control} className={fieldControl.input} autoComplete="off" value={values.name} onChange={set('name')} />}
        </Field>
        <Field label={t('manufacturers.address')} hint={t('manufacturers.addressHint')} error={message('address')} required className={ui.fieldWide}>
          {(control) => <textarea {...control} className={fieldControl.textarea} rows={2} value={values.address} onChange={set('address')} />}
        </Field>
        <Field label={t('manufacturers.email')} hint={t('manufacturers.contactHint')} error={message('email')}>
          {(control) => <input {...control} className={fieldControl.input} type="email" inputMode="email" autoComplete="off" value={values.email} onChange={set('email')} />}
        </Field>
        <Field label={t('manufacturers.url')} hint={t('manufacturers.contactHint')} error={message('url')}>
          {(control) => <input {...control} className={fieldControl.input} type="url" inputMode="url" placeholder="https://…" autoComplete="off" value={values.url} onChange={set('url')} />}
        </Field>
        <Field label={t('manufacturers.country')} error={message('country')} required>
          {(control) => (
            <select {...control} className={fieldControl.select} value={values.country} onChange={set('country')}>
              <optgroup label={t('manufacturers.euCountries')}>
                {euCountries.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('manufacturers.otherCountries')}>
                {[...new Set([...otherCountries, ...(isInEu(values.country) || (otherCountries as readonly string[]).includes(values.country) ? [] : [values.country])])].map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </Field>
      </div>
      {outside ? (
        <Fieldset look="framed" legend={t('manufacturers.responsiblePerson')}>
          <p className={ui.hint}>{t('manufacturers.responsiblePersonHint')}</p>
          <div className={ui.fieldGrid}>
            <Field label={t('manufacturers.personName')} error={message('personName')} required className={ui.fieldWide}>
              {(control) => <input {...control} className={fieldControl.input} autoComplete="off" value={values.personName} onChange={set('personName')} />}
            </Field>
            <Field label={t('manufacturers.personAddress')} error={message('personAddress')} required className={ui.fieldWide}>
              {(control) => <textarea {...control} className={fieldControl.textarea} rows={2} value={values.personAddress} onChange={set('personAddress')} />}
            </Field>
            <Field label={t('manufacturers.personEmail')} error={message('personEmail')} required>
              {(control) => <input {...control} className={fieldControl.input} type="email" inputMode="email" autoComplete="off" value={values.personEmail} onChange={set('personEmail')} />}
            </Field>
          </div>
        </Fieldset>
      ) : null}
      <Cluster end>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('manufacturers.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('form.saving') : t('manufacturers.save')}
        </Button>
      </Cluster>
    </SectionPanel>
  );
}
