import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { EmptyState } from '@/components/ui/empty-state';
import { LockIcon } from '@/components/ui/icons';
import { endpointLabel } from '@/lib/call-endpoint';
import { useExtensionRefused } from '@/lib/capabilities';
import { peopleQueries } from '@/lib/people-queries';
import { useCaller } from '@/lib/powers';
import { useDocumentTitle } from '@/lib/use-document-title';
import { peoplePageMeta } from '../page-meta';
import { InviteDialog } from './invite-dialog';
import { PeopleTable } from './people-table';
import { RoleTable } from './role-table';
import { SignInSettings } from './sign-in-settings';

function PeopleList({ manage, myId }: { manage: boolean; myId: number | undefined }) {
  const query = useQuery(peopleQueries.list());
  if (useExtensionRefused('listPeople')) {
    return (
      <EmptyState
        icon={<LockIcon size={6} />}
        title="This service has no people"
        description={`Its API has no ${endpointLabel('listPeople')}: the dashboard signs in with API keys alone.`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PeopleTable
        // A failed refresh shows its error in place of the (older) rows, as a failed first load does.
        people={query.error ? [] : (query.data?.people ?? [])}
        myId={myId}
        manage={manage}
        status={queryStatus(query, {
          loadingLabel: 'Loading people…',
          errorTitle: "Couldn't load the people",
          empty: (
            <EmptyState className="border-none" title="Nobody yet" description="Invite the first person." />
          ),
        })}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <SignInSettings manage={manage} />
        <RoleTable />
      </div>
    </div>
  );
}

/** People: who may sign in, with which role; Owners invite, change roles and remove (`people.manage`). */
export function PeoplePage() {
  const [inviting, setInviting] = useState(false);
  const { data } = useCaller();
  const manage = data?.powers.has('people.manage') ?? false;
  const refused = useExtensionRefused('listPeople');
  useDocumentTitle(peoplePageMeta.title);
  return (
    <>
      <PageHeader
        {...peoplePageMeta}
        actions={
          manage &&
          !refused && (
            <Button variant="primary" onClick={() => setInviting(true)}>
              Invite a person
            </Button>
          )
        }
      />
      <PeopleList manage={manage} myId={data?.person?.id} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
