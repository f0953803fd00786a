import { useState } from 'react';
import type { DkimRotationStep, DomainDetail } from '@/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useExtension } from '@/lib/capabilities';
import { useRotateDkim } from '../api/domain-mutations';
import { rotationState } from '../utils/rotation';
import { DomainSection } from './domain-section';

const steps: Record<DkimRotationStep, { label: string; what: string; confirm: string }> = {
  publish_next: {
    label: 'Publish next key',
    what: 'The service makes a second key under a new selector; publish its record. Mail stays signed with the current key.',
    confirm:
      'A new DKIM key is made and its record is added to the records to publish. Nothing changes for mail yet.',
  },
  switch: {
    label: 'Switch to next key',
    what: 'Once the new record is verified, mail is signed with the new key.',
    confirm:
      'Mail is signed with the new key from now on. Keep the old record published until mail in flight is delivered.',
  },
  retire_old: {
    label: 'Retire old key',
    what: 'The old key is removed; then remove its record from DNS.',
    confirm: 'The old key is deleted. Remove its record from DNS afterwards.',
  },
};
const order: DkimRotationStep[] = ['publish_next', 'switch', 'retire_old'];

/** DKIM rotation, a step at a time: each confirmed, the switch held until the new key is seen in DNS. */
export function DkimRotation({ domain, enabled }: { domain: DomainDetail; enabled: boolean }) {
  const state = rotationState(domain.records);
  const rotate = useRotateDkim(domain.id);
  const toast = useToast();
  const offered = useExtension('rotateDomainDkim', 'try') && enabled;
  const [confirming, setConfirming] = useState<DkimRotationStep | null>(null);
  return (
    <DomainSection
      title="DKIM key rotation"
      description="Change the signing key without a gap: publish a second key, switch once it is seen in DNS, retire the old one."
    >
      <ol className="flex flex-col gap-2">
        {order.map((step, i) => {
          const current = step === state.step;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex flex-col gap-2 rounded-lg border p-3 text-sm sm:flex-row sm:items-center sm:justify-between',
                current
                  ? 'border-indigo-300 dark:border-indigo-700'
                  : 'border-zinc-200 text-zinc-500 dark:border-zinc-800 dark:text-zinc-400',
              )}
            >
              <div className="flex flex-col gap-0.5">
                <span className="font-medium text-zinc-900 dark:text-zinc-100">
                  {i + 1}. {steps[step].label}
                </span>
                <span>{steps[step].what}</span>
                {current && state.blocked && (
                  <span id="rotation-blocked" className="text-amber-800 dark:text-amber-300">
                    {state.blocked}
                  </span>
                )}
              </div>
              {current && offered && (
                <Button
                  className="shrink-0"
                  onClick={() => setConfirming(step)}
                  disabled={state.blocked !== null}
                  aria-describedby={state.blocked ? 'rotation-blocked' : undefined}
                >
                  {steps[step].label}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {confirming && (
        <ConfirmDialog
          onClose={() => {
            rotate.reset();
            setConfirming(null);
          }}
          busy={rotate.isPending}
          title={`${steps[confirming].label}?`}
          consequence={steps[confirming].confirm}
          confirmLabel={steps[confirming].label}
          onConfirm={() =>
            rotate.mutate(confirming, {
              onSuccess: () => {
                toast({ tone: 'success', message: `${steps[confirming].label}: done` });
                setConfirming(null);
              },
            })
          }
          error={rotate.error}
          errorTitle="The service did not take that step"
        />
      )}
    </DomainSection>
  );
}
