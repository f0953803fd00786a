import { useState } from 'react';
import type { Person } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { RegenerateCodesDialog, RemoveTotpDialog } from './totp-code-dialog';
import { TotpSetupDialog } from './totp-setup-dialog';

const requiredWhy =
  'The Owner requires a second factor of everyone. Set one up to go on using Relaydesk: scan the code with an authenticator app, then enter the code it shows.';

/**
 * One's second factor: set it up (or, once on, new recovery codes and removal). When the Owner
 * requires one and there is none yet, the setup opens at once and says why.
 */
export function SecondFactor({ person, mustSetUp }: { person: Person; mustSetUp: boolean }) {
  const [open, setOpen] = useState<'setup' | 'codes' | 'remove' | null>(mustSetUp ? 'setup' : null);
  const close = () => setOpen(null);
  return (
    <Card
      title="Second factor"
      padding="md"
      actions={person.totp_enabled ? <Badge tone="success">On</Badge> : <Badge tone="warning">Off</Badge>}
    >
      {mustSetUp && (
        <Notice role="alert">
          <p className="font-medium">A second factor is required</p>
          <p>{requiredWhy}</p>
        </Notice>
      )}
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {person.totp_enabled
          ? 'You sign in with your password and a code from your authenticator app. Keep your recovery codes somewhere safe.'
          : person.sso
            ? 'You sign in through single sign-on, where your provider asks for its own second factor. A code from an app here protects signing in with your password.'
            : 'Protect your account with a code from an authenticator app on your phone, asked at every sign-in.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {person.totp_enabled ? (
          <>
            <Button onClick={() => setOpen('codes')}>Make new recovery codes</Button>
            <Button variant="danger" onClick={() => setOpen('remove')}>
              Remove second factor
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={() => setOpen('setup')}>
            Set up a second factor
          </Button>
        )}
      </div>
      {open === 'setup' && <TotpSetupDialog onClose={close} why={mustSetUp ? requiredWhy : undefined} />}
      {open === 'codes' && <RegenerateCodesDialog onClose={close} />}
      {open === 'remove' && <RemoveTotpDialog onClose={close} />}
    </Card>
  );
}
