import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { LockIcon } from '@/components/ui/icons';
import { endpointLabel } from '@/lib/call-endpoint';
import { useExtensionRefused } from '@/lib/capabilities';
import { keyQueries } from '@/lib/key-list-query';
import { keysPageMeta } from '../page-meta';
import { CreateKeyDialog } from './create-key-dialog';
import { KeyTable } from './key-table';
import { useLacks } from '@/lib/permissions';

export function KeysPage() {
  const [creating, setCreating] = useState(false);
  const query = useQuery(keyQueries.list());
  const { data, error } = query;
  const refused = useExtensionRefused('listKeys');
  // Creating and revoking are hidden where the caller may only read the keys.
  const canManage = !useLacks('keys.manage');
  return (
    <>
      <PageHeader
        {...keysPageMeta}
        actions={
          data &&
          canManage && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              Create key
            </Button>
          )
        }
      />
      {refused ? (
        <EmptyState
          icon={<LockIcon size={6} />}
          title="This service doesn't manage keys here"
          description={`Its API has no key management (${endpointLabel('listKeys')}). Create and revoke keys the way your service provides.`}
        />
      ) : (
        <KeyTable
          // A failed refresh shows its error in place of the (older) rows, as a failed first load does.
          keys={error ? [] : (data?.keys ?? [])}
          currentKeyId={data?.current_key_id}
          status={queryStatus(query, { loadingLabel: 'Loading keys…', errorTitle: "Couldn't load the keys" })}
        />
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
