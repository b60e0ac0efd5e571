import { useTranslation } from 'react-i18next';
import { ui } from '@/components/ui/classes';
import { ListPage } from '@/components/ui/list-page';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useMessages } from '../api/get-messages';
import { formatDateTime } from '../utils/format';
import { Cluster, Stack } from '@/components/ui/layout';
import listStyles from '@/components/ui/list-page.module.css';
import styles from './inbox.module.css';

/** /admin/messages: what visitors sent through the contact form (read-only). */
export function MessagesRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.messages') });
  const messages = useMessages();
  const items = messages.data?.items ?? [];

  return (
    <ListPage
      title={t('messages.title')}
      subtitle={messages.data ? t('messages.count', { count: items.length }) : undefined}
      refreshLabel={t('orders.refresh')}
      query={messages}
      loadingLabel={t('messages.loading')}
      errorTitle={t('messages.loadError')}
      retryLabel={t('actions.retry')}
      isEmpty={items.length === 0}
      emptyTitle={t('messages.empty')}
    >
      <ul role="list" className={listStyles.rows}>
        {items.map((m) => (
          <li key={m.id}>
            <Stack as="article" gap={4} className={ui.panel} aria-labelledby={`message-${m.id}`}>
              <Cluster as="header" spread align="start">
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
              </Cluster>
              <p className={styles.message}>{m.message}</p>
            </Stack>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
