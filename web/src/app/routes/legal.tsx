import { LegalPage, type LegalDocument } from '@/features/content/components/legal-page';

/** Privacy policy, cookie policy and terms of sale share one chunk and one namespace of texts. */
export function LegalRoute({ document }: { document: LegalDocument }) {
  return <LegalPage document={document} />;
}
export default LegalRoute;
