import { useEffect } from 'react';
import { usePermissions } from '@/lib/permissions';
import { session } from '@/lib/session';

/**
 * A key that may read nothing here (only `send`, or no known permission) ends its session as soon as
 * the service has described it, and the connect screen says why: a sign-in link skips the connect
 * screen's own check, and would otherwise open a dashboard of locked pages.
 */
export function useRefuseUnusableKey() {
  const { data } = usePermissions();
  useEffect(() => {
    if (data && !data.admin && !data.stats)
      session.signOut({ reason: data.send ? 'send-only' : 'no-permission' });
  }, [data]);
}
