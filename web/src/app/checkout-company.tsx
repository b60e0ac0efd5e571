import { CompanySection } from '@/features/company/components/company-section';
import { useMe } from '@/features/account/api/get-me';
import { useSession } from '@/lib/auth';

/**
 * The 'buying as a company' section as checkout shows it: a dealer's company from their profile
 * is filled in. Composed here, so neither the company nor the account feature imports the other.
 */
export function CheckoutCompany() {
  const session = useSession();
  const dealer = session.status === 'signedIn' && session.user.isDealer;
  const me = useMe({ enabled: dealer });
  const prefill = dealer ? (me.data?.company ?? null) : null;
  return <CompanySection prefill={prefill} />;
}
