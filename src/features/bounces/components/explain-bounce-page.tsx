import { PageHeader } from '@/components/layout/page-header';
import { explainBouncePageMeta } from '../page-meta';
import { BounceExplainer } from './bounce-explainer';

/** `/bounces/explain`: a tool of its own, for anyone who reads statistics and timelines. */
export function ExplainBouncePage() {
  return (
    <>
      <PageHeader {...explainBouncePageMeta} />
      <BounceExplainer />
    </>
  );
}
