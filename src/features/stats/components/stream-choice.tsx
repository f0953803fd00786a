import { messageStreams, type MessageStream } from '@/contract';
import { FilterSelect, filterOptions } from '@/components/ui/filter-select';
import { useExtensionRefused } from '@/lib/capabilities';
import { streamLabels } from '@/lib/labels/stream-labels';

/**
 * Which mail the statistics count (issue 56): all of it, or one stream. Shown until the service
 * refuses the field; the URL's choice is then left out of every request (`readStatsFilter`).
 */
export function StreamChoice({
  value,
  onChange,
}: {
  value: MessageStream | undefined;
  onChange: (stream: MessageStream | null) => void;
}) {
  if (useExtensionRefused('statsOverview.stream')) return null;
  return (
    <FilterSelect
      label="Stream"
      size="sm"
      value={value ?? ''}
      onChange={(v) => onChange(messageStreams.find((s) => s === v) ?? null)}
      options={filterOptions('All mail', messageStreams, streamLabels)}
    />
  );
}
