import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { GlobeIcon, PlusIcon } from '@/components/ui/icons';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { endpointLabel } from '@/lib/call-endpoint';
import { useExtension, useExtensionRefused } from '@/lib/capabilities';
import { useCan } from '@/lib/permissions';
import { domainDetailQueries } from '../api/domain-queries';
import { domainsPageMeta } from '../page-meta';
import { AddDomainDialog } from './add-domain-dialog';
import { DomainTable } from './domain-table';

const explanation =
  'A sending domain is the domain in your From addresses. Receivers check that it allows this service to send for it: SPF names the service, DKIM signs each message with a key published in DNS, DMARC says what to do with mail that fails. Add a domain to get the records to publish.';

/** `/domains`: every sending domain with its one health word and what to do next. */
export function DomainsIndex() {
  const [adding, setAdding] = useState(false);
  const query = useQuery(domainDetailQueries.list());
  const refused = useExtensionRefused('listDomains');
  const admin = useCan('domains.manage');
  // A list of names only is the statistics' filter list (the spec-only shape): that service has no
  // domain setup to add to. Otherwise adding is offered until the service refuses it; a key without
  // admin could only be refused.
  const namesOnly = !!query.data?.length && query.data.every((d) => d.health === undefined);
  const canAdd = useExtension('createDomain', 'try') && admin && !refused && !namesOnly;
  const add = canAdd && (
    <Button variant="primary" onClick={() => setAdding(true)}>
      <PlusIcon />
      Add domain
    </Button>
  );
  return (
    <>
      <PageHeader {...domainsPageMeta} actions={add} />
      {refused ? (
        <EmptyState
          icon={<GlobeIcon size={6} />}
          title="This service doesn't list sending domains"
          description={`Its API has no domain list (${endpointLabel('listDomains')}). Set up domains the way your service provides.`}
        />
      ) : (
        <DomainTable
          domains={query.error ? [] : (query.data ?? [])}
          loading={query.isPending}
          error={
            query.error ? <QueryErrorState query={query} title="Couldn't load the domains" /> : undefined
          }
          empty={
            <EmptyState
              icon={<GlobeIcon size={6} />}
              title="No sending domains yet"
              description={explanation}
              action={add}
            />
          }
        />
      )}
      {canAdd && adding && <AddDomainDialog onClose={() => setAdding(false)} />}
    </>
  );
}
