import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionInfo } from '@/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { ErrorState } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { useRevokeMyOtherSessions, useRevokeMySession } from '../../api/account-mutations';
import { accountQueries } from '../../api/account-queries';
import { browserName } from '../../browser-name';
import { SessionTable } from '../session-table';

/** Where one is signed in: this session marked, any other ended one by one or all at once. */
export function MySessions() {
  const query = useQuery(accountQueries.sessions());
  const revoke = useRevokeMySession();
  const revokeOthers = useRevokeMyOtherSessions();
  const toast = useToast();
  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  const { mutate: end, isPending: ending, variables: endingId } = revoke;
  const action = useCallback(
    (session: SessionInfo, tabIndex: 0 | -1) =>
      session.current ? null : (
        <Button
          size="sm"
          variant="danger"
          tabIndex={tabIndex}
          loading={ending && endingId === session.id}
          onClick={() =>
            end(session.id, { onSuccess: () => toast({ tone: 'success', message: 'Session ended' }) })
          }
        >
          End <span className="sr-only">the session of {browserName(session.user_agent)}</span>
        </Button>
      ),
    [end, ending, endingId, toast],
  );
  return (
    <Card
      title="Sessions"
      padding="md"
      actions={
        <Button
          size="sm"
          disabled={others === 0}
          loading={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => toast({ tone: 'success', message: 'Signed out everywhere else' }),
            })
          }
        >
          Sign out everywhere else
        </Button>
      }
    >
      <SessionTable
        label="Your sessions"
        sessions={query.error ? [] : sessions}
        action={action}
        status={queryStatus(query, {
          loadingLabel: 'Loading sessions…',
          errorTitle: "Couldn't load your sessions",
        })}
      />
      {revoke.error != null && <ErrorState error={revoke.error} title="Couldn't end the session" />}
      {revokeOthers.error != null && (
        <ErrorState error={revokeOthers.error} title="Couldn't sign out elsewhere" />
      )}
    </Card>
  );
}
