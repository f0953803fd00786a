import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/skeleton';
import { endpointLabel } from '@/lib/call-endpoint';
import { isNotFound } from '@/lib/capabilities';
import { href } from '@/lib/href';
import { domainDetailQueries } from '../api/domain-queries';
import { BackToDomains } from './back-to-domains';
import { DomainView } from './domain-view';

/** `/domains/:id`: the domain from the service, or why it can't be shown. */
export function DomainDetail({ idParam }: { idParam: string }) {
  const id = /^[1-9]\d{0,15}$/.test(idParam) ? Number(idParam) : null;
  const query = useQuery({ ...domainDetailQueries.detail(id ?? 0), enabled: id !== null });
  // A 404 for a domain the list names: a service whose list is the statistics' names only.
  const list = useQuery({ ...domainDetailQueries.list(), enabled: isNotFound(query.error) });
  const listed = list.data?.find((d) => d.id === id);
  // After a 404, the list says which kind of miss it was: wait for it rather than flash "No such domain".
  if (id !== null && (query.isPending || (isNotFound(query.error) && list.isPending))) {
    return <LoadingState label="Loading the domain…" className="p-6" />;
  }
  if (id !== null && isNotFound(query.error) && listed) {
    return (
      <>
        <BackToDomains />
        <h1 className="sr-only">{listed.name}</h1>
        <EmptyState
          title={`This service has no page for ${listed.name}`}
          description={`It lists its sending domains by name only (${endpointLabel('getDomain')} is not there): set up and check them the way your service provides.`}
        />
      </>
    );
  }
  if (id === null || isNotFound(query.error)) {
    return (
      <>
        <BackToDomains />
        <h1 className="sr-only">Domain not found</h1>
        <EmptyState
          title="No such domain"
          description={`There is no sending domain with the ID ${idParam}. It may have been deleted.`}
          action={
            <Link to={href('domains')} className={buttonClasses()}>
              See all domains
            </Link>
          }
        />
      </>
    );
  }
  if (query.error || !query.data) {
    return (
      <>
        <BackToDomains />
        <h1 className="sr-only">Domain</h1>
        <QueryErrorState query={query} title="Couldn't load the domain" />
      </>
    );
  }
  return <DomainView domain={query.data} />;
}
