import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/auth';
import { getRuntimeConfig } from '@/lib/runtime-config';

const ConnectionTestButton = lazy(() => import('@/features/admin/components/connection-test-button'));

/**
 * The payment connection test in the cart drawer: for developers, so shown only to admins and
 * only on the local stack (spec README). Loaded lazily: nobody else downloads the admin code.
 */
export function AdminCartExtras() {
  const session = useSession();
  if (session.status !== 'signedIn' || !session.user.isAdmin || getRuntimeConfig().stage !== 'local') return null;
  return (
    <Suspense fallback={null}>
      <ConnectionTestButton />
    </Suspense>
  );
}
