import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Loader2, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { guestOrderLookupSchema, type GuestOrderLookup } from '@contracts/returns';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { findGuestOrder, useFindGuestOrder } from '@/features/orders/api/withdraw';
import { OrderReturns } from '@/features/orders/components/order-returns';
import { WithdrawalPanel } from '@/features/orders/components/withdrawal';
import { formatOrderDate, shortId } from '@/features/orders/utils/order-format';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { text } from '@/components/ui/text';
import styles from './account-pages.module.css';
import withdrawStyles from './withdraw.module.css';
import { localizedProduct } from '@/lib/product-text';
import { orderKeys } from '@/features/orders/query-keys';

const resolver = zodResolver(guestOrderLookupSchema);

/**
 * /withdraw: the online withdrawal function for buyers without an account (issue 19). Every order
 * e-mail links here with the order's number; the buyer adds the order's e-mail, finds the order
 * and withdraws as on the order page.
 */
export function WithdrawRoute() {
  const { t, i18n } = useTranslation('returns');
  usePageMeta({ title: t('guest.metaTitle') });
  const [params] = useSearchParams();
  const [found, setFound] = useState<{ id: string; email: string } | null>(null);
  const lookup = useFindGuestOrder();
  const { register, handleSubmit, formState } = useForm<GuestOrderLookup>({ resolver, defaultValues: { number: params.get('order') ?? '', email: '' } });
  const order = useQuery({
    queryKey: orderKeys.guest(found?.id ?? ''),
    queryFn: () => findGuestOrder({ number: found!.id, email: found!.email }),
    enabled: !!found,
    staleTime: 30_000,
  });

  const submit = handleSubmit((values) =>
    lookup.mutate(values, { onSuccess: (o) => setFound({ id: o.id, email: values.email.trim() }) }),
  );
  const lookupError = lookup.error ? (isApiError(lookup.error) && lookup.error.isNotFound ? t('guest.notFound') : t('guest.error')) : null;
  const message = (key: string | undefined) => (key ? t(key as 'validation.required') : undefined);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className="page-title">{t('guest.title')}</h1>
        <p className={withdrawStyles.lead}>{t('guest.lead')}</p>
      </header>
      {found && order.data ? (
        <div className={withdrawStyles.found}>
          <section className={withdrawStyles.summary} aria-labelledby="guest-order">
            <h2 id="guest-order" className={withdrawStyles.orderTitle}>
              {t('guest.order', { id: shortId(order.data.id) })}
            </h2>
            <p className={text.meta}>{t('guest.placed', { date: formatOrderDate(order.data.createdAt) })}</p>
            <ul className={withdrawStyles.items}>
              {order.data.items.map((item) => (
                <li key={item.id}>
                  {localizedProduct(item.product, i18n.language).name} × {item.quantity}
                </li>
              ))}
            </ul>
            <Button variant="ghost" size="small" onClick={() => setFound(null)}>
              {t('guest.another')}
            </Button>
          </section>
          <WithdrawalPanel order={order.data} guestEmail={found.email} />
          <OrderReturns order={order.data} guestEmail={found.email} />
        </div>
      ) : (
        <form className={withdrawStyles.form} onSubmit={submit} noValidate>
          <TextField label={t('guest.number')} required autoComplete="off" error={message(formState.errors.number?.message)} {...register('number')} />
          <TextField label={t('guest.email')} type="email" required autoComplete="email" error={message(formState.errors.email?.message)} {...register('email')} />
          {lookupError ? <FormMessage tone="error">{lookupError}</FormMessage> : null}
          <Button type="submit" disabled={lookup.isPending} aria-busy={lookup.isPending || undefined}>
            {lookup.isPending ? <Loader2 aria-hidden="true" className={withdrawStyles.spinner} /> : <Search aria-hidden="true" />}
            {lookup.isPending ? t('guest.finding') : t('guest.find')}
          </Button>
          <p className={text.meta}>
            <Link to={paths.orders}>{t('guest.signedIn')}</Link>
          </p>
        </form>
      )}
    </div>
  );
}
