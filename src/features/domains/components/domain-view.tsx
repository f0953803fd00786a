import { useState } from 'react';
import type { DomainDetail } from '@/contract';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { TrashIcon } from '@/components/ui/icons';
import { useExtension } from '@/lib/capabilities';
import { usePageState } from '@/lib/page-state/page-state';
import { domainPageState } from '@/lib/page-state/domain';
import { useCan } from '@/lib/permissions';
import { useCheckDomain } from '../api/domain-mutations';
import { healthWords } from '../utils/status-words';
import { ComplianceSection } from '../compliance/compliance-section';
import { BlocklistSection } from './blocklist-section';
import { CheckNowButton, CheckProgress } from './check-now';
import { DeleteDomainDialog } from './delete-domain-dialog';
import { DkimRotation } from './dkim-rotation';
import { DmarcPolicy } from './dmarc-policy';
import { BackToDomains } from './back-to-domains';
import { DomainHistory } from './domain-history';
import { DomainSection } from './domain-section';
import { RecordTable } from './record-table';
import { ReverseDnsSection } from './reverse-dns-section';
import { SenderFailures } from './sender-failures';
import { StatusBadge } from './status-badge';

/** One domain: what to publish, what the last check found, and how it changed. */
export function DomainView({ domain }: { domain: DomainDetail }) {
  const [{ record, section }] = usePageState(domainPageState);
  const [deleting, setDeleting] = useState(false);
  const admin = useCan('domains.manage');
  const canCheck = useExtension('checkDomain', 'try') && admin;
  const canDelete = useExtension('deleteDomain', 'try') && admin;
  const check = useCheckDomain(domain.id);
  return (
    <>
      <BackToDomains />
      <header className="mb-2 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-xl font-semibold tracking-tight break-all text-zinc-900 dark:text-zinc-50">
            {domain.name}
          </h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
            {domain.health && (
              <>
                <span className="sr-only">Health:</span>
                <StatusBadge word={healthWords[domain.health]} />
              </>
            )}
            <span>
              {domain.checked_at ? (
                <>
                  Last checked <DateTime iso={domain.checked_at} />
                </>
              ) : (
                'Not checked yet'
              )}
            </span>
          </p>
          {!!domain.last_check?.timed_out.length && (
            <p className="text-sm text-amber-800 dark:text-amber-300">
              The last check got no answer in time for: {domain.last_check.timed_out.join(', ')}. Those are
              shown as could not check, not as missing.
            </p>
          )}
          {domain.next_step && (
            <p className="text-sm text-zinc-800 dark:text-zinc-200">
              <span className="font-medium">What to do next: </span>
              {domain.next_step}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {canCheck && <CheckNowButton check={check} />}
          {canDelete && (
            <Button variant="danger" onClick={() => setDeleting(true)}>
              <TrashIcon />
              Delete
            </Button>
          )}
        </div>
      </header>
      {canCheck && <CheckProgress check={check} domain={domain} />}
      <div className="flex flex-col gap-6">
        <DomainSection
          title="Records to publish"
          description={`Add each at your DNS provider: its type, the host (relative to ${domain.name}; some providers want the absolute name under it) and the value.`}
        >
          <RecordTable records={domain.records} marked={record} />
          {domain.dmarc && <DmarcPolicy dmarc={domain.dmarc} />}
        </DomainSection>
        <SenderFailures domainId={domain.id} />
        <ComplianceSection domainId={domain.id} />
        {domain.records.some((r) => r.dkim_role) && <DkimRotation domain={domain} enabled={admin} />}
        {domain.reverse_dns && <ReverseDnsSection entries={domain.reverse_dns} />}
        {domain.blocklists && (
          <BlocklistSection results={domain.blocklists} marked={section === 'blocklists'} />
        )}
        {domain.history && <DomainHistory entries={domain.history} />}
      </div>
      {deleting && <DeleteDomainDialog domain={domain} onClose={() => setDeleting(false)} />}
    </>
  );
}
