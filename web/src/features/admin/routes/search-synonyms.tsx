import { synonymGroupInputSchema, type SynonymGroup } from '@contracts/search';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { useCreateSynonymGroup, useDeleteSynonymGroup, useSynonyms, useUpdateSynonymGroup } from '../api/search-synonyms';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { validationText } from '../utils/error-text';
import { Cluster } from '@/components/ui/layout';
import { SectionPanel } from '@/components/ui/section-panel';
import styles from './search-synonyms.module.css';

/** "bak, zbiornik" → ['bak', 'zbiornik']: the admin types a group as one line. */
const wordsOf = (line: string) =>
  line
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** The words the schema accepts, or the first problem as an i18n key. */
function parseWords(line: string): { words: string[] } | { error: string } {
  const parsed = synonymGroupInputSchema.safeParse({ words: wordsOf(line) });
  return parsed.success ? { words: parsed.data.words } : { error: parsed.error.issues[0]?.message ?? 'validation.invalid' };
}

/**
 * /admin/search: the search synonyms (tłumik = wydech). Each group is saved on its own, over the
 * version it was loaded at: two admins editing different groups never meet, and one who saved a
 * group second is told and shown the current list. The shop searches with a change within a second.
 */
export function SearchSynonymsRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('search.title') });
  const synonyms = useSynonyms();

  let list;
  if (synonyms.isPending) list = <LoadingState label={t('search.loading')} />;
  else if (synonyms.isError) {
    list = (
      <div className={ui.empty} role="alert">
        <p className={ui.emptyTitle}>{t('search.loadError')}</p>
        <Button variant="secondary" size="small" onClick={() => void synonyms.refetch()}>
          {t('search.retry')}
        </Button>
      </div>
    );
  } else if (!synonyms.data.groups.length) list = <p className={ui.hint}>{t('search.empty')}</p>;
  else {
    list = (
      <ul role="list" className={styles.groups}>
        {synonyms.data.groups.map((group) => (
          <GroupRow key={`${group.id}:${group.version}`} group={group} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('search.title')}</h1>
          <p className={ui.subtitle}>{t('search.lead')}</p>
        </div>
      </header>
      <NewGroupForm />
      <SectionPanel title={t('search.listTitle')} className={styles.listPanel}>
        {list}
      </SectionPanel>
    </>
  );
}

/** The words field of the new-group form and of a group being edited. */
function WordsField({ id, value, error, label, onChange }: { id: string; value: string; error?: string; label: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className={`${ui.field} ${styles.wordsField}`}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        className={ui.input}
        value={value}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-note`} className={error ? ui.error : ui.hint}>
        {error ? validationText(t, error) : t('search.wordsHint')}
      </p>
    </div>
  );
}

function NewGroupForm() {
  const { t } = useTranslation('admin');
  const id = useId();
  const create = useCreateSynonymGroup();
  const [line, setLine] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWords(line);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    create.mutate(parsed.words, {
      onSuccess: () => {
        setLine('');
        toast.success(t('search.created'));
      },
      onError: (failure) => {
        const field = isApiError(failure) ? Object.values(failure.fields ?? {})[0] : undefined;
        if (field) setError(field);
        else toast.error(t('search.saveError'));
      },
    });
  };

  return (
    <SectionPanel as="form" title={t('search.newTitle')} className={styles.newForm} onSubmit={submit} noValidate>
      <Cluster align="start" className={styles.row}>
        <WordsField id={`${id}-words`} label={t('search.wordsLabel')} value={line} error={error} onChange={setLine} />
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {t('search.add')}
        </Button>
      </Cluster>
    </SectionPanel>
  );
}

function GroupRow({ group }: { group: SynonymGroup }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const update = useUpdateSynonymGroup();
  const remove = useDeleteSynonymGroup();
  const [editing, setEditing] = useState(false);
  const [line, setLine] = useState(group.words.join(', '));
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const words = group.words.join(', ');

  const failed = (failure: unknown) => {
    if (isApiError(failure) && failure.status === 409) toast.error(t('search.conflict'));
    else {
      const field = isApiError(failure) ? Object.values(failure.fields ?? {})[0] : undefined;
      if (field) setError(field);
      else toast.error(t('search.saveError'));
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWords(line);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    update.mutate({ id: group.id, words: parsed.words, version: group.version }, { onSuccess: () => toast.success(t('search.saved')), onError: failed });
  };

  return (
    <li className={styles.group}>
      {editing ? (
        <Cluster as="form" align="start" className={styles.row} onSubmit={save} noValidate>
          <WordsField id={`${id}-words`} label={t('search.wordsLabel')} value={line} error={error} onChange={setLine} />
          <Cluster gap={2} className={styles.actions}>
            <Button type="submit" size="small" disabled={update.isPending} aria-busy={update.isPending || undefined}>
              {t('search.save')}
            </Button>
            <Button variant="secondary" size="small" onClick={() => setEditing(false)}>
              {t('search.cancel')}
            </Button>
          </Cluster>
        </Cluster>
      ) : (
        <Cluster align="start" className={styles.row}>
          <ul role="list" className={styles.words} aria-label={t('search.groupLabel', { words })}>
            {group.words.map((word) => (
              <li key={word} className={ui.tag}>
                {word}
              </li>
            ))}
          </ul>
          <Cluster gap={2} className={styles.actions}>
            <button type="button" className={ui.iconButton} aria-label={t('search.edit', { words })} title={t('search.edit', { words })} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
            </button>
            <button type="button" className={ui.iconButton} aria-label={t('search.delete', { words })} title={t('search.delete', { words })} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
            </button>
          </Cluster>
        </Cluster>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('search.deleteTitle')}
        message={t('search.deleteMessage', { words })}
        confirmLabel={t('search.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { id: group.id, version: group.version },
            {
              onSuccess: () => toast.success(t('search.deleted')),
              onError: failed,
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </li>
  );
}
