import type { ReactNode } from 'react';
import {
  complianceRuleText,
  type ComplianceData,
  type ComplianceLine,
  type ComplianceRule,
} from '@/contract';
import { DateTime } from '@/components/ui/date-time';
import { StatusBadge } from '../components/status-badge';
import { ComplaintAlertLinks, OneClickAlertLink } from './alert-links';
import { ComplaintDays } from './complaint-days';
import { verdictWords } from './verdict-words';

const ruleText = (rule: string) =>
  Object.hasOwn(complianceRuleText, rule) ? complianceRuleText[rule as ComplianceRule] : undefined;

/** What a line adds under its evidence: the complaint days, and the one-click alerts. */
function lineExtras(line: ComplianceLine, data: ComplianceData, domainId: number | undefined): ReactNode {
  if (line.rule === 'complaint_rate')
    return (
      <>
        <ComplaintAlertLinks domainId={domainId} />
        <ComplaintDays days={data.complaint_days} />
      </>
    );
  if (line.rule === 'one_click_unsubscribe') return <OneClickAlertLink domainId={domainId} />;
  return null;
}

/**
 * The sender rules, one line each: the verdict (icon and word), the evidence in a sentence, why a
 * line cannot be judged, and what it measures (the contract's words, as the README's).
 */
export function Checklist({ data }: { data: ComplianceData }) {
  const domainId = data.domain?.id;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        As of <DateTime iso={data.as_of} />
      </p>
      <ul className="flex flex-col divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
        {data.lines.map((line) => {
          const text = ruleText(line.rule);
          const extras = lineExtras(line, data, domainId);
          return (
            <li key={line.rule} className="flex flex-col gap-2 p-4">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <h3 className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
                  {text?.title ?? line.rule}
                </h3>
                <StatusBadge word={verdictWords[line.verdict]} className="self-start sm:shrink-0" />
              </div>
              <p className="text-sm text-zinc-800 dark:text-zinc-200">{line.evidence}</p>
              {/* Said once: a service may already give the reason in its evidence. */}
              {line.verdict === 'unknown' && line.reason && !line.evidence.includes(line.reason) && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  <span className="font-medium">Why it cannot be judged: </span>
                  {line.reason}
                </p>
              )}
              {text && <p className="text-xs text-zinc-500 dark:text-zinc-400">{text.measures}</p>}
              {extras}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
