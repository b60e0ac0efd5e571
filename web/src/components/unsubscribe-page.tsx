import { useMutation } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NarrowPage } from '@/components/ui/narrow-page';
import { StatusMessage } from '@/components/ui/status-message';
import { usePageMeta } from '@/hooks/use-page-meta';
import { api } from '@/lib/api-client';

interface UnsubscribePageProps {
  /** The API route that takes `{ token }` (back-in-stock notices, review requests). */
  endpoint: string;
  /** The signed token of the e-mail's link; empty when the link lost it. */
  token: string;
  texts: { title: string; body: string; confirm: string; done: string; invalid: string };
  /** Children keep their own width in the column (NarrowPage). */
  itemsStart?: boolean;
}

/**
 * An e-mail's unsubscribe link. A button, not the visit itself, unsubscribes: mail scanners open
 * links, and a visit alone must never unsubscribe anyone (the mail client's one-click POST needs no page).
 */
export function UnsubscribePage({ endpoint, token, texts, itemsStart }: UnsubscribePageProps) {
  usePageMeta({ title: texts.title });
  const unsubscribe = useMutation({ mutationFn: () => api.post<{ unsubscribed: boolean }>(endpoint, { token }) });
  let body;
  if (unsubscribe.isSuccess) body = <StatusMessage icon={<CircleCheck />} title={texts.done} headingLevel="h2" />;
  else if (!token || unsubscribe.isError) body = <StatusMessage role="alert" icon={<TriangleAlert />} title={texts.invalid} headingLevel="h2" />;
  else
    body = (
      <>
        <p className="lead">{texts.body}</p>
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
          {texts.confirm}
        </Button>
      </>
    );
  return (
    <NarrowPage title={texts.title} itemsStart={itemsStart}>
      {body}
    </NarrowPage>
  );
}
