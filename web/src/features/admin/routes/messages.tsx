import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useMessages } from '../api/get-messages';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { formatDateTime } from '../utils/format';
import styles from './inbox.module.css';

/** /admin/messages: what visitors sent through the contact form (read-only). */
export function MessagesRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.messages') });
  const messages = useMessages();
  const items = messages.data?.items ?? [];

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('messages.title')}</h1>
          <p className={ui.subtitle}>{messages.data ? t('messages.count', { count: items.length }) : '\u00a0'}</p>
        </div>
        <Button variant="secondary" size="small" onClick={() => void messages.refetch()} disabled={messages.isFetching}>
          <RefreshCw aria-hidden="true" />
          {t('orders.refresh')}
        </Button>
      </header>
      {messages.isPending ? (
        <LoadingState label={t('messages.loading')} />
      ) : messages.isError ? (
        <div className={ui.empty} role="alert">
          <p className={ui.emptyTitle}>{t('messages.loadError')}</p>
          <Button variant="secondary" size="small" onClick={() => void messages.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={ui.empty} role="status">
          <p className={ui.emptyTitle}>{t('messages.empty')}</p>
        </div>
      ) : (
        <ul role="list" className={styles.list}>
          {items.map((m) => (
            <li key={m.id}>
              <article className={styles.card} aria-labelledby={`message-${m.id}`}>
                <header className={styles.head}>
                  <div>
                    <h2 id={`message-${m.id}`} className={styles.title}>
                      {m.subject?.trim() || t('messages.noSubject')}
                    </h2>
                    <p className={ui.hint}>
                      {m.name} ·{' '}
                      <a href={`mailto:${m.email}`} className={ui.link}>
                        {m.email}
                      </a>
                      {m.phone ? ` · ${m.phone}` : ''}
                    </p>
                  </div>
                  <time className={ui.hint} dateTime={m.createdAt}>
                    {formatDateTime(m.createdAt)}
                  </time>
                </header>
                <p className={styles.message}>{m.message}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
