import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Checkbox } from '@/components/ui/field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { formatDuration } from '@/lib/format';
import { useUpdateSignInSettings } from '../api/people-mutations';
import { peopleAdminQueries } from '../api/people-queries';

const minutes = (n: number) => formatDuration(n * 60_000);

/**
 * The sign-in settings: requiring a second factor of everyone (a switch that asks first, for it
 * stops everyone without one until they set one up), and what configuration decides, to read.
 */
export function SignInSettings({ manage }: { manage: boolean }) {
  const query = useQuery(peopleAdminQueries.settings());
  const update = useUpdateSignInSettings();
  const toast = useToast();
  const [asking, setAsking] = useState<boolean | null>(null);
  const settings = query.data;
  return (
    <Card title="Sign-in settings" padding="md">
      {query.error != null ? (
        <QueryErrorState query={query} title="Couldn't load the sign-in settings" />
      ) : !settings ? (
        <Skeleton className="h-10 w-full" />
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <Checkbox
            label="Require a second factor of everyone"
            hint={
              manage
                ? 'People without one must set one up before they can do anything else. People signing in through single sign-on use their provider’s.'
                : 'Only an Owner can change this.'
            }
            checked={settings.require_totp}
            disabled={!manage || update.isPending}
            onChange={(event) => setAsking(event.target.checked)}
          />
          <p className="text-zinc-600 dark:text-zinc-400">
            Sessions end after {minutes(settings.session_idle_minutes)} without use and{' '}
            {minutes(settings.session_absolute_minutes)} at the latest
            {settings.oidc_allowed_domains.length > 0
              ? `. People at ${settings.oidc_allowed_domains.join(', ')} may join through single sign-on without an invitation.`
              : '.'}
          </p>
        </div>
      )}
      {asking !== null && (
        <ConfirmDialog
          onClose={() => {
            update.reset();
            setAsking(null);
          }}
          busy={update.isPending}
          title={asking ? 'Require a second factor of everyone?' : 'Stop requiring a second factor?'}
          consequence={
            asking
              ? 'Everyone who signs in with a password and has no second factor is sent to set one up at their next request, and can do nothing else until they have.'
              : 'People may then remove their second factor and sign in with a password alone.'
          }
          confirmLabel={asking ? 'Require it' : 'Stop requiring it'}
          destructive={!asking}
          onConfirm={() =>
            update.mutate(asking, {
              onSuccess: () => {
                toast({
                  tone: 'success',
                  message: asking
                    ? 'A second factor is now required'
                    : 'A second factor is no longer required',
                });
                setAsking(null);
              },
            })
          }
          error={update.error}
          errorTitle="Couldn't change the sign-in settings"
        />
      )}
    </Card>
  );
}
