import { useQuery } from '@tanstack/react-query';
import type { Person } from '@/contract';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { useRevokePersonSessions } from '../api/people-mutations';
import { peopleAdminQueries } from '../api/people-queries';
import { personName } from '../roles';
import { SessionTable } from './session-table';

/** A person's open sessions, and ending them all (they are signed out at their next request). */
export function PersonSessionsDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const query = useQuery(peopleAdminQueries.sessions(person.id));
  const revoke = useRevokePersonSessions();
  const toast = useToast();
  const sessions = query.data?.sessions ?? [];
  const name = personName(person);
  return (
    <Dialog
      open
      onClose={onClose}
      size="xl"
      busy={revoke.isPending}
      title={`Sessions of ${name}`}
      description="Where they are signed in now. Ending the sessions signs them out at their next request; they can sign in again."
      footer={
        <DialogActions
          onCancel={onClose}
          cancelLabel="Close"
          confirmLabel="End all sessions"
          destructive
          busy={revoke.isPending}
          confirmDisabled={sessions.length === 0}
          onConfirm={() =>
            revoke.mutate(person.id, {
              onSuccess: () => toast({ tone: 'success', message: `Ended every session of ${isolate(name)}` }),
            })
          }
        />
      }
    >
      <div className="flex flex-col gap-3">
        <SessionTable
          label={`Sessions of ${name}`}
          sessions={query.error ? [] : sessions}
          status={queryStatus(query, {
            loadingLabel: 'Loading sessions…',
            errorTitle: "Couldn't load the sessions",
            empty: <EmptyState className="border-none" title="Not signed in anywhere" />,
          })}
        />
        {revoke.error != null && <ErrorState error={revoke.error} title="Couldn't end the sessions" />}
      </div>
    </Dialog>
  );
}
