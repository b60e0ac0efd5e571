import { ArrowLeft, RefreshCw, ShoppingBag, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { DiscountRefusal } from '@contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { checkoutDeliverySchema, type CheckoutDelivery, type DeliveryMethod } from '@contracts/delivery';
import { CheckoutCompanySlot } from '@/components/checkout-company-slot';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/field';
import { StatusMessage } from '@/components/ui/status-message';
import { Split } from '@/components/ui/layout';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useCart } from '@/lib/cart';
import { checkoutCompanyReady, checkoutCompanyRequest } from '@/lib/checkout-company';
import { checkoutPaymentRequest } from '@/lib/checkout-payment';
import { text } from '@/components/ui/text';
import { cartLines, useCreateCheckout } from '../api/create-checkout';
import { useCheckoutQuote } from '../api/get-checkout-quote';
import { useDeliveryQuote } from '../api/get-delivery-quote';
import { useSavedDelivery } from '../api/get-saved-delivery';
import { checkoutErrorMessage, variantLineErrors } from '../utils/checkout-error';
import { readDeliveryChoice, rememberDeliveryChoice, type RememberedPoint } from '../utils/delivery-choice';
import { CheckoutSection } from './checkout-section';
import { CheckoutSummary } from './checkout-summary';
import { CourierAddressForm, EMPTY_ADDRESS, type AddressDraft } from './courier-address-form';
import { DeliveryMethodChoice } from './delivery-method-choice';
import { LockerPicker } from './locker-picker';
import styles from './checkout.module.css';

/** The form and, beside it from 960 px, the order summary. */
const pageColumns = 'minmax(0, 1fr) minmax(320px, 400px)';

/** The discount code field: its own chunk, loaded when the summary first shows (the first load stays small). */
const DiscountCode = lazy(() => import('./discount-code'));
/** The "remind me if I don't finish" box (components/checkout-reminders): its own chunk, with its texts. */
const ReminderConsent = lazy(() => import('@/components/checkout-reminders/reminder-consent'));

/** Field errors by the request's path below `delivery` (`pointCode`, `address.postalCode`), as i18n keys. */
type FieldErrors = Record<string, string>;

/**
 * /checkout: between the cart and Stripe. The buyer chooses how the order is delivered (each
 * method with its price and time, from the server's quote), where to (a parcel locker, an
 * address, or the workshop), sees products + delivery = total, and goes to pay. The server
 * prices it all again at POST /api/checkout; this page only mirrors it.
 *
 * The page is a form of numbered CheckoutSections plus the summary: delivery, where to, the
 * contact for the parcel, and the invoice (buying as a company: the section of features/company,
 * mounted through CheckoutCompanySlot; its details in lib/checkout-company.ts).
 */
export function CheckoutPage() {
  const { t } = useDeliveryTranslation();
  const { t: tc } = useTranslation('cart');
  const { t: tk } = useTranslation('checkout');
  usePageMeta({ title: t('checkout.metaTitle'), description: t('checkout.metaDescription') });
  const id = useId();
  const { items } = useCart();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const lines = useMemo(() => cartLines(items), [items]);
  const quote = useDeliveryQuote(lines, signedIn ? session.user.userId : null);
  const saved = useSavedDelivery({ enabled: signedIn });
  const remembered = useMemo(readDeliveryChoice, []);
  const checkout = useCreateCheckout();
  const errorSummary = useRef<HTMLDivElement>(null);

  // What the buyer chose; until they touch a field, what they used last time (null: untouched).
  const [chosenMethod, setMethod] = useState<DeliveryMethod | null>(remembered?.method ?? null);
  const [chosenPoint, setPoint] = useState<RememberedPoint | null>(null);
  const [chosenAddress, setAddress] = useState<AddressDraft | null>(null);
  const [chosenPhone, setPhone] = useState<string | null>(null);
  const [saveToProfile, setSaveToProfile] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A line's variant refused by the server (no size chosen, an unknown SKU), by the line's key.
  const [lineErrors, setLineErrors] = useState<ReturnType<typeof variantLineErrors>>({});
  // The reminder's consent (unticked) and a guest's address for it; the server refuses a bad address on `reminderEmail`.
  const [reminder, setReminder] = useState({ consent: false, email: '' });
  const [reminderError, setReminderError] = useState(false);

  const book = saved.data;
  const point = chosenPoint ?? book?.lastPoint ?? remembered?.point ?? null;
  const firstSaved = book?.addresses[0];
  const address = chosenAddress ?? (firstSaved ? { name: firstSaved.name, street: firstSaved.street, buildingNumber: firstSaved.buildingNumber, postalCode: firstSaved.postalCode, city: firstSaved.city } : EMPTY_ADDRESS);
  const phone = chosenPhone ?? book?.lastPhone?.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') ?? '';
  // A remembered method this cart cannot take (a locker for a tank) is no choice at all.
  const option = quote.data?.options.find((o) => o.method === chosenMethod && o.available);
  const method = option ? chosenMethod : null;
  // Promotions: the code the buyer typed (null: none) and the server's price of the cart with it.
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [checkoutRefusal, setCheckoutRefusal] = useState<DiscountRefusal | null>(null);
  const priced = useCheckoutQuote({ lineItems: lines, method, discountCode }, signedIn ? session.user.userId : null);
  const codeAnswer = discountCode && priced.data?.discountCode?.code === discountCode.trim().toUpperCase() ? priced.data.discountCode : null;
  const appliedCode = codeAnswer?.state === 'applied' && !checkoutRefusal ? codeAnswer.code : null;
  const codeRefusal = checkoutRefusal ?? (codeAnswer?.state === 'refused' ? codeAnswer.reason : null);

  const clearError = (key: string) => setErrors((e) => (e[key] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e));

  function request(): CheckoutDelivery {
    if (method === 'locker') return { method, pointCode: point?.code, phone, saveToProfile: signedIn && saveToProfile };
    if (method === 'courier') return { method, address, phone, saveToProfile: signedIn && saveToProfile };
    return { method: method ?? ('' as DeliveryMethod) };
  }

  function showErrors(fields: FieldErrors) {
    setErrors(fields);
    requestAnimationFrame(() => errorSummary.current?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (checkout.isPending || checkout.isSuccess) return;
    const delivery = request();
    const parsed = checkoutDeliverySchema.safeParse(delivery);
    // Both parts are checked at once, so the buyer sees every problem in one go.
    const companyReady = checkoutCompanyReady();
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'method'] ??= issue.message;
      showErrors(fields);
      return;
    }
    setErrors({});
    if (!companyReady) {
      toast.error(tc('errors.company'));
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="company-section"] [aria-invalid="true"]')?.focus());
      return;
    }
    setLineErrors({});
    rememberDeliveryChoice({ method: delivery.method, ...(method === 'locker' && point ? { point } : {}) });
    const company = checkoutCompanyRequest();
    checkout.mutate(
      {
        lineItems: lines,
        delivery,
        ...(company ? { company } : {}),
        ...(appliedCode ? { discountCode: appliedCode } : {}),
        ...checkoutPaymentRequest(),
        ...(reminder.consent ? { marketingConsent: true as const, ...(signedIn ? {} : { reminderEmail: reminder.email }) } : {}),
      },
      {
        onError: (error) => {
          if (isApiError(error) && error.fields?.reminderEmail) {
            setReminderError(true);
            toast.error(t('checkout.errorSummary'));
            return;
          }
          // The code's last use went to someone faster (or it ended): say why at the code field.
          const refused = isApiError(error) ? error.fields?.discountCode : undefined;
          if (refused) {
            setCheckoutRefusal(refused as DiscountRefusal);
            toast.error(tk(refused as DiscountRefusal));
            return;
          }
          const fields = isApiError(error) ? Object.entries(error.fields ?? {}).filter(([k]) => k.startsWith('delivery')) : [];
          if (fields.length) {
            showErrors(Object.fromEntries(fields.map(([k, v]) => [k.replace(/^delivery\.?/, '') || 'method', v])));
            return;
          }
          setLineErrors(variantLineErrors(error, items));
          // Company fields (an invalid NIP) are shown at the company section by checkoutErrorMessage.
          console.error('checkout failed', error);
          toast.error(checkoutErrorMessage(error, items, tc));
        },
      },
    );
  }

  const errorText = (key: string | undefined) => (key ? t(key as 'validation.invalid', { defaultValue: t('validation.invalid') }) : undefined);

  let body;
  if (items.length === 0) {
    body = (
      <StatusMessage icon={<ShoppingBag />} title={t('checkout.empty.title')} actions={<ButtonLink to={paths.shop}>{t('checkout.empty.shop')}</ButtonLink>}>
        <p>{t('checkout.empty.text')}</p>
      </StatusMessage>
    );
  } else if (quote.isError && !quote.data) {
    body = (
      <StatusMessage
        role="alert"
        icon={<TriangleAlert />}
        title={t('checkout.quoteError')}
        actions={
          <Button variant="secondary" onClick={() => void quote.refetch()} disabled={quote.isFetching}>
            <RefreshCw aria-hidden="true" />
            {t('checkout.retry')}
          </Button>
        }
      >
        <p>{t('checkout.quoteErrorHint')}</p>
      </StatusMessage>
    );
  } else if (!quote.data) {
    body = (
      <Split columns={pageColumns} gap={6} role="status">
        <span className="visually-hidden">{t('checkout.loading')}</span>
        <Skeleton height={360} style={{ borderRadius: 'var(--radius-lg)' }} />
        <Skeleton height={320} style={{ borderRadius: 'var(--radius-lg)' }} />
      </Split>
    );
  } else {
    const addressErrors = Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith('address.')).map(([k, v]) => [k.slice('address.'.length), v]));
    const sectionAfterMethod = method === 'locker' ? 'locker' : method === 'courier' ? 'courier' : method === 'pickup' ? 'pickup' : null;
    const invoiceStep = 1 + (sectionAfterMethod ? 1 : 0) + (method === 'locker' || method === 'courier' ? 1 : 0) + 1;
    body = (
      <Split columns={pageColumns} gap={6}>
        <form id="checkout-form" className={styles.form} onSubmit={submit} noValidate aria-busy={checkout.isPending || undefined}>
          {Object.keys(errors).length ? (
            <div ref={errorSummary} tabIndex={-1} className={styles.errorSummary} role="alert">
              <p>{t('checkout.errorSummary')}</p>
              <ul>
                {[...new Set(Object.values(errors))].map((key) => (
                  <li key={key}>{errorText(key)}</li>
                ))}
              </ul>
            </div>
          ) : null}

          <CheckoutSection id={`${id}-method`} step={1} title={t('checkout.sections.method')}>
            <DeliveryMethodChoice
              options={quote.data.options}
              value={method}
              onChange={(m) => {
                setMethod(m);
                clearError('method');
              }}
              error={errorText(errors.method)}
            />
          </CheckoutSection>

          {sectionAfterMethod ? (
            <CheckoutSection id={`${id}-${sectionAfterMethod}`} step={2} title={t(`checkout.sections.${sectionAfterMethod}`)}>
              {method === 'locker' ? (
                <LockerPicker
                  value={point}
                  onChange={(p) => {
                    setPoint(p);
                    clearError('pointCode');
                  }}
                  error={errorText(errors.pointCode)}
                  suggestedQuery={point?.address.postalCode}
                />
              ) : null}
              {method === 'courier' ? (
                <CourierAddressForm
                  value={address}
                  onChange={(a) => {
                    setAddress(a);
                    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('address'))));
                  }}
                  errors={addressErrors}
                  saved={book?.addresses ?? []}
                />
              ) : null}
              {method === 'pickup' ? (
                <div className={styles.pickup}>
                  <p className={styles.pickupName}>{t('checkout.pickup.name')}</p>
                  <address>{t('checkout.pickup.address')}</address>
                  <p className={styles.muted}>
                    {t('checkout.pickup.hoursTitle')}: {t('checkout.pickup.weekdays')}; {t('checkout.pickup.saturday')}
                  </p>
                  <p>{t('checkout.pickup.note')}</p>
                </div>
              ) : null}
            </CheckoutSection>
          ) : null}

          {method === 'locker' || method === 'courier' ? (
            <CheckoutSection id={`${id}-contact`} step={3} title={t('checkout.sections.contact')}>
              <TextField
                label={t('checkout.phone.label')}
                hint={t('checkout.phone.hint')}
                error={errorText(errors.phone)}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                value={phone}
                maxLength={20}
                onChange={(e) => {
                  setPhone(e.target.value);
                  clearError('phone');
                }}
              />
              {signedIn ? (
                <label className={styles.check}>
                  <input type="checkbox" checked={saveToProfile} onChange={(e) => setSaveToProfile(e.target.checked)} />
                  {t('checkout.saveToProfile')}
                </label>
              ) : null}
            </CheckoutSection>
          ) : null}

          <CheckoutSection id={`${id}-invoice`} step={invoiceStep} title={t('checkout.sections.invoice')}>
            <CheckoutCompanySlot />
          </CheckoutSection>
          <Suspense fallback={null}>
            <ReminderConsent
              value={reminder}
              guest={!signedIn}
              error={reminderError}
              onChange={(next) => {
                setReminder(next);
                setReminderError(false);
              }}
            />
          </Suspense>
        </form>
        <aside className={styles.aside}>
          <CheckoutSummary
            items={items}
            lineErrors={lineErrors}
            quote={quote.data}
            priced={priced.data}
            option={option}
            busy={checkout.isPending || checkout.isSuccess}
            codeSlot={
              <Suspense fallback={null}>
                <DiscountCode
                  applied={appliedCode}
                  refusal={codeRefusal}
                  checking={priced.isFetching && !!discountCode && !codeAnswer}
                  onApply={(code) => {
                    setCheckoutRefusal(null);
                    setDiscountCode(code);
                  }}
                  onRemove={() => {
                    setCheckoutRefusal(null);
                    setDiscountCode(null);
                  }}
                />
              </Suspense>
            }
          />
        </aside>
      </Split>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className="container">
          <Link to={paths.shop} className={`${text.backLink} ${styles.back}`}>
            <ArrowLeft aria-hidden="true" />
            {t('checkout.back')}
          </Link>
          <p className="eyebrow">{t('checkout.eyebrow')}</p>
          <h1 className="page-title">{t('checkout.title')}</h1>
          <p className={styles.lead}>{t('checkout.lead')}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>{body}</div>
    </div>
  );
}
