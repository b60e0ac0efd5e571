import { categoryKeys, type CategoryKey } from '@contracts/catalog';
import type { VolumeBreakRow } from '@contracts/volume-prices-schema';
import { volumeBreakWords } from '@contracts/volume-prices';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/card';
import { ui } from '@/components/ui/classes';
import { LoadingState } from '@/components/ui/loading-state';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { useCategoryBreaks, useSaveCategoryBreaks } from '../api/volume-breaks';
import { breakFieldErrors, fromBreakDrafts, toBreakDrafts, VolumeBreaksEditor, type BreakDraft } from '../components/volume-breaks-editor';
import { validationText } from '../utils/error-text';

/**
 * /admin/volume-breaks: the dealers' volume breaks of each category (issue 34), e.g. "from 10
 * units −5 %". A product with breaks of its own (the product form) ignores its category's.
 */
export function VolumeBreaksRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.volumeBreaks') });
  const breaks = useCategoryBreaks();
  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('volumeBreaks.title')}</h1>
          <p className={ui.subtitle}>{t('volumeBreaks.lead')}</p>
        </div>
      </header>
      {breaks.isPending ? (
        <LoadingState label={t('volumeBreaks.loading')} />
      ) : breaks.isError ? (
        <div className={ui.empty} role="alert">
          <h2 className={ui.emptyTitle}>{t('volumeBreaks.loadError')}</h2>
          <Button variant="secondary" size="small" onClick={() => void breaks.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <div className={ui.stack}>
          {categoryKeys.map((category) => (
            <CategoryBreaks key={category} category={category} stored={breaks.data.categories[category] ?? []} />
          ))}
        </div>
      )}
    </>
  );
}

/** One category's breaks: what dealers get now, and the rows to change it. */
function CategoryBreaks({ category, stored }: { category: CategoryKey; stored: VolumeBreakRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation('catalog');
  const name = tc(`categories.${category}`);
  const save = useSaveCategoryBreaks();
  const [rows, setRows] = useState<BreakDraft[]>(() => toBreakDrafts(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const now = [...stored].sort((a, b) => a.minQuantity - b.minQuantity).map((b) => volumeBreakWords(b, language));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { category, breaks: fromBreakDrafts(rows) },
      {
        onSuccess: (saved) => {
          setErrors({});
          setRows(toBreakDrafts(saved.breaks));
          toast.success(t('volumeBreaks.saved', { category: name }));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fields) {
            setErrors(breakFieldErrors(error.fields, 'breaks', (key) => validationText(t, key)));
            toast.error(t('volumeBreaks.fixFields'));
          } else toast.error(t('volumeBreaks.saveError'));
        },
      },
    );
  }

  return (
    <Panel title={name} data-testid={`category-breaks-${category}`}>
      <form className={ui.stack} onSubmit={submit} noValidate aria-label={t('volumeBreaks.formLabel', { category: name })}>
        <p className={ui.hint}>{now.length ? t('volumeBreaks.now', { breaks: now.join(', ') }) : t('volumeBreaks.nowNone')}</p>
        <VolumeBreaksEditor rows={rows} onChange={setRows} errors={errors} allowFixedPrice={false} owner={name} />
        <div>
          {/* Six panels, six buttons: each names its category to a screen reader; the visible label stays short for a phone. */}
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} aria-label={t('volumeBreaks.saveNamed', { category: name })}>
            {t('volumeBreaks.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
