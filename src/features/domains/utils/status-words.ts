import type { ComponentType } from 'react';
import type { BadgeTone } from '@/components/ui/badge';
import { AlertIcon, CheckCircleIcon, ClockIcon, XCircleIcon } from '@/components/ui/icons';
import type { IconProps } from '@/components/ui/icons';
import type { DomainHealth, RecordStatus } from '@/contract';

export interface StatusWord {
  label: string;
  tone: BadgeTone;
  icon: ComponentType<IconProps>;
}

/** A domain's one health word. "Could not check" is never shown as a failure: nothing says DNS is wrong. */
export const healthWords: Record<DomainHealth, StatusWord> = {
  ready: { label: 'Ready', tone: 'success', icon: CheckCircleIcon },
  needs_attention: { label: 'Needs attention', tone: 'danger', icon: XCircleIcon },
  could_not_check: { label: 'Could not check', tone: 'warning', icon: AlertIcon },
  pending: { label: 'Pending', tone: 'accent', icon: ClockIcon },
};

/** One record's (or reverse DNS's) status word; `pending` is waiting for DNS, not a failure. */
export const recordStatusWords: Record<RecordStatus, StatusWord> = {
  verified: { label: 'Verified', tone: 'success', icon: CheckCircleIcon },
  mismatch: { label: "Doesn't match", tone: 'danger', icon: XCircleIcon },
  missing: { label: 'Missing', tone: 'danger', icon: XCircleIcon },
  pending: { label: 'Pending', tone: 'accent', icon: ClockIcon },
  error: { label: 'Could not check', tone: 'warning', icon: AlertIcon },
};

/** What a record is for, in the words a sender knows it by. */
export const recordKindLabels = {
  spf: 'SPF',
  dkim: 'DKIM',
  return_path: 'Return path',
  dmarc: 'DMARC',
} as const;
