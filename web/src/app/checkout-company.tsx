import { CompanySection } from '@/features/company/components/company-section';
import { useMe } from '@/features/account/api/get-me';
import { TermsPaymentChoice } from '@/features/dealer/components/terms-payment-choice';
import { useSession } from '@/lib/auth';

/**
 * The 'buying as a company' section as checkout shows it: a dealer's company from their profile
 * is filled in, and a dealer chooses how to pay (online, or on their payment terms: issue 34). Composed here, so neither the company nor the account feature imports the other.
 */
export function CheckoutCompany() {
  const session = useSession();
  const dealer = session.status === 'signedIn' && session.user.isDealer;
  const me = useMe({ enabled: dealer });
  const prefill = dealer ? (me.data?.company ?? null) : null;
  return (
    <>
      <CompanySection prefill={prefill} />
      {dealer ? <TermsPaymentChoice /> : null}
    </>
  );
}
