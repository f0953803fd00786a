import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LockIcon } from '@/components/ui/icons';
import { endpointLabel } from '@/lib/call-endpoint';
import { useExtensionRefused } from '@/lib/capabilities';
import { keyQueries } from '@/lib/key-list-query';
import { keysPageMeta } from '../page-meta';
import { CreateKeyDialog } from './create-key-dialog';
import { KeyTable } from './key-table';

export function KeysPage() {
  const [creating, setCreating] = useState(false);
  const { data, error, isPending, refetch, isFetching } = useQuery(keyQueries.list());
  const refused = useExtensionRefused('listKeys');
  return (
    <>
      <PageHeader
        {...keysPageMeta}
        actions={
          data && (
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
          loading={isPending}
          error={
            error ? (
              <ErrorState
                error={error}
                title="Couldn't load the keys"
                onRetry={() => void refetch()}
                retrying={isFetching}
              />
            ) : undefined
          }
        />
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
