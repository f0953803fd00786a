import type { AlertState } from '@/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<AlertState, BadgeTone> = { firing: 'danger', resolved: 'success', closed: 'neutral' };
const words: Record<AlertState, string> = { firing: 'Firing', resolved: 'Resolved', closed: 'Closed' };

export function IncidentStateBadge({ state }: { state: AlertState }) {
  return <Badge tone={tones[state]}>{words[state]}</Badge>;
}
