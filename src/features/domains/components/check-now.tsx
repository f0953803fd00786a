import type { DomainDetail } from '@/contract';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import type { useCheckDomain } from '../api/domain-mutations';
import { checkSummary } from '../utils/check-summary';

type Check = ReturnType<typeof useCheckDomain>;

export function CheckNowButton({ check }: { check: Check }) {
  return (
    <Button onClick={() => check.mutate()} loading={check.isPending}>
      {check.isPending ? 'Checking…' : 'Check now'}
    </Button>
  );
}

/**
 * What Check now is doing, in words (a live region): checking, then what it found, or why it
 * failed. The records shown stay those of the last check until a new one answers.
 */
export function CheckProgress({ check, domain }: { check: Check; domain: DomainDetail }) {
  return (
    <div className="mb-4 flex flex-col gap-2">
      {/* Always there (a line high), so screen readers hear each change and nothing below moves. */}
      <p role="status" className="min-h-5 text-sm text-zinc-700 dark:text-zinc-300">
        {check.isPending
          ? `Checking ${domain.name}'s records, reverse DNS and blocklists (up to 10 seconds)…`
          : check.isSuccess
            ? check.data
              ? checkSummary(check.data)
              : `Checked ${domain.name}.`
            : ''}
      </p>
      {check.isError && (
        <ErrorState
          error={check.error}
          title="Couldn't check the domain: what is shown is from the last check"
          onRetry={() => check.mutate()}
        />
      )}
    </div>
  );
}
