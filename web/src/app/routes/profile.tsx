import { KeyRound, LogIn, LogOut, RefreshCw, Truck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { Split } from '@/components/ui/layout';
import { paths } from '@/config/paths';
import { useMe } from '@/features/account/api/get-me';
import { PasswordForm } from '@/features/account/components/password-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { roleOf, useSignOut } from '@/features/account/components/account-menu';
import { SavedAddresses } from '@/features/checkout/components/saved-addresses';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession, type SessionUser } from '@/lib/auth';
import { text } from '@/components/ui/text';
import styles from './account.module.css';
import { cardClasses } from '@/components/ui/card';

function ProfileBody({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { t: td } = useDeliveryTranslation();
  const { t: tl } = useTranslation('layout');
  const me = useMe();
  const signOut = useSignOut();
  const role = roleOf(user);
  const roleLabel = role === 'admin' ? t('profile.roleAdmin') : role === 'dealer' ? t('profile.roleDealer') : t('profile.roleCustomer');

  return (
    <>
      <div className={`${cardClasses.box} ${styles.identity}`}>
        <span className={styles.avatar} data-role={role} aria-hidden="true">
          <UserRound size={26} />
        </span>
        <div className={styles.identityText}>
          <p className={styles.identityName}>{user.name || tl('account.fallbackName')}</p>
          <p className={styles.identityMeta}>
            {user.email} · <span data-role={role}>{roleLabel}</span>
          </p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('profile.signOut')}
        </Button>
      </div>

      <Split columns="minmax(0, 3fr) minmax(0, 2fr)" gap={6}>
        <section className={styles.panel} aria-labelledby="profile-personal-title">
          <h2 id="profile-personal-title" className={`${text.iconHeading} ${styles.panelTitle}`}>
            <UserRound aria-hidden="true" />
            {t('profile.personalTitle')}
          </h2>
          {me.isPending ? (
            <div className={styles.loading} role="status">
              <span className="visually-hidden">{t('profile.loading')}</span>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} height={48} />
              ))}
            </div>
          ) : me.isError ? (
            <StatusMessage
              role="alert"
              title={t('profile.loadFailed')}
              headingLevel="h3"
              actions={
                <Button variant="secondary" onClick={() => void me.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  {t('profile.retry')}
                </Button>
              }
            />
          ) : (
            <ProfileForm me={me.data} />
          )}
        </section>
        <section className={styles.panel} aria-labelledby="profile-password-title">
          <h2 id="profile-password-title" className={`${text.iconHeading} ${styles.panelTitle}`}>
            <KeyRound aria-hidden="true" />
            {t('profile.passwordTitle')}
          </h2>
          <PasswordForm />
        </section>
        <section className={styles.panel} aria-labelledby="profile-delivery-title">
          <h2 id="profile-delivery-title" className={`${text.iconHeading} ${styles.panelTitle}`}>
            <Truck aria-hidden="true" />
            {td('profile.title')}
          </h2>
          <SavedAddresses />
        </section>
      </Split>
    </>
  );
}

/** Spec "Profile": signed out → 'Musisz być zalogowany'; else the personal-data and password forms. */
export function ProfileRoute() {
  const { t } = useTranslation('account');
  const { t: tl } = useTranslation('layout');
  const session = useSession();
  usePageMeta({ title: t('profile.title'), description: t('profile.description') });

  let body;
  if (session.status === 'loading') {
    body = (
      <div className={styles.centered}>
        <Spinner size="large" label={tl('account.loading')} />
      </div>
    );
  } else if (session.status === 'signedOut') {
    body = (
      <StatusMessage
        icon={<LogIn />}
        title={t('profile.mustLogin')}
        actions={<ButtonLink to={paths.login} state={{ from: paths.profile }}>{t('profile.login')}</ButtonLink>}
      >
        <p>{t('profile.mustLoginText')}</p>
      </StatusMessage>
    );
  } else {
    body = <ProfileBody user={session.user} />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className="container">
          <p className="eyebrow">{t('profile.eyebrow')}</p>
          <h1 className="page-title">{t('profile.title')}</h1>
        </div>
      </header>
      <div className={`container ${styles.body}`}>{body}</div>
    </div>
  );
}
