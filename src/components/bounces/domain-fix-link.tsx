import { Link } from '@/components/ui/link';
import type { BounceClassification } from '@/contract';
import { useExtension } from '@/lib/capabilities';
import { useDomainList } from '@/lib/domain-queries';
import { domainFix, type DomainFix } from '@/lib/failure-story';
import { href } from '@/lib/href';

/**
 * From a sender-side failure to what to check on its sending domain's page: "Check example.com's
 * DNS records" (the record the reply named marked) or its blocklists. Only where the service has
 * domain pages: its domain list answers health (not only the statistics' names), and it has not
 * refused one.
 */
export function DomainFixLink({
  classification,
  reply,
  domainId,
}: {
  classification: BounceClassification;
  reply: string | null | undefined;
  domainId: number | null | undefined;
}) {
  const fix = domainFix(classification, reply);
  // Most failures ask nothing of DNS: those read no domain list at all.
  return fix && domainId != null ? <FixLink fix={fix} domainId={domainId} /> : null;
}

function FixLink({ fix, domainId }: { fix: DomainFix; domainId: number }) {
  const { data: domains } = useDomainList().domains;
  const domain = domains?.find((d) => d.id === domainId);
  const offered = useExtension('getDomain', 'proven', domain?.health !== undefined);
  if (!domain || !offered) return null;
  const blocklists = 'section' in fix;
  return (
    <Link
      to={href(
        'domain',
        blocklists
          ? { id: domain.id, section: 'blocklists' }
          : { id: domain.id, ...(fix.record ? { record: fix.record } : {}) },
      )}
      className="mt-1 inline-block text-xs text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
    >
      {blocklists ? `See ${domain.name}'s blocklist status` : `Check ${domain.name}'s DNS records`}
    </Link>
  );
}
