import { LegalPage, type LegalDocument } from '@/features/content/components/legal-page';
import { loadLazyTexts } from '@/features/content/lib/lazy-texts';

/** Privacy policy, cookie policy and terms of sale share one chunk and one lazy namespace. */
export const legalLoader = () => loadLazyTexts('legal').then(() => null);

export function LegalRoute({ document }: { document: LegalDocument }) {
  return <LegalPage document={document} />;
}
export default LegalRoute;
