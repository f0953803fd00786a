import type { ComplianceVerdict } from '@/contract';
import { AlertIcon, CheckCircleIcon, ClockIcon, XCircleIcon } from '@/components/ui/icons';
import type { StatusWord } from '../utils/status-words';

/** A checklist verdict in a word and an icon: the word carries the meaning, the colour only repeats it. */
export const verdictWords: Record<ComplianceVerdict, StatusWord> = {
  pass: { label: 'Meets the rule', tone: 'success', icon: CheckCircleIcon },
  warn: { label: 'Near the line', tone: 'warning', icon: AlertIcon },
  fail: { label: 'Breaks the rule', tone: 'danger', icon: XCircleIcon },
  unknown: { label: 'Cannot judge', tone: 'neutral', icon: ClockIcon },
};
