import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/skeleton';
import { isUnsupported, useExtension } from '@/lib/capabilities';
import { DomainSection } from '../components/domain-section';
import { Checklist } from './checklist';
import { complianceQueries } from './compliance-queries';

/**
 * The domain's page: the mailbox providers' sender rules proved from this domain's mail. Gone, not
 * an error, on a service without the checklist.
 */
export function ComplianceSection({ domainId }: { domainId: number }) {
  const offered = useExtension('getCompliance', 'try');
  const query = useQuery({ ...complianceQueries.checklist(domainId), enabled: offered });
  if (!offered || isUnsupported(query.error)) return null;
  return (
    <DomainSection
      id="sender-rules"
      title="Sender rules: Gmail, Yahoo, Microsoft"
      description="What Gmail and Yahoo (since February 2024) and Microsoft (since May 2025) require of anyone sending 5,000 or more messages a day to their users, each proved from this domain's own mail."
    >
      {query.data ? (
        <Checklist data={query.data} />
      ) : query.error ? (
        <QueryErrorState query={query} title="Couldn't load the sender rules" />
      ) : (
        <LoadingState label="Loading the sender rules…" />
      )}
    </DomainSection>
  );
}
