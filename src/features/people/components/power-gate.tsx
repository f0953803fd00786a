import type { ReactNode } from 'react';
import { roles, roleTable, type Power } from '@/contract';
import { ErrorState } from '@/components/ui/error-state';
import { LockIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { LoadingState } from '@/components/ui/skeleton';
import { useCaller } from '@/lib/powers';

/** The roles that hold a power, in words: "Owner or Admin". */
const holders = (power: Power) =>
  roles
    .filter((role) => roleTable[role].powers.includes(power))
    .map((role) => roleTable[role].label)
    .join(' or ');

/**
 * The page only for whoever holds `power` (the service refuses the rest anyway): it waits for the
 * caller's powers and says who may, instead of showing a 403.
 */
export function PowerGate({ power, children }: { power: Power; children: ReactNode }) {
  const { data, error, isPending } = useCaller();
  if (isPending) return <LoadingState label="Checking what you may do…" />;
  if (!data) return <ErrorState error={error} title="Couldn't check what you may do" />;
  if (data.powers.has(power)) return children;
  return (
    <Notice role="region" aria-label="Permission needed" icon={LockIcon}>
      <p className="font-medium">Permission needed</p>
      <p>
        {data.person
          ? `This page is for people with the role ${holders(power)}. Ask an Owner if you need it.`
          : `This page is for people signed in with the role ${holders(power)}; API keys can't open it.`}
      </p>
    </Notice>
  );
}
