import { formatLocal, formatRelative, formatUtc } from '@/lib/format';
import { Tooltip } from './tooltip';

/** A relative time ("3 hours ago") whose exact UTC and local times show on hover and focus. */
export function DateTime({ iso, mode = 'relative' }: { iso: string; mode?: 'relative' | 'utc' }) {
  return (
    <Tooltip
      focusable
      content={(open) => (
        <>
          <span className="block">{formatUtc(iso)}</span>
          {/* The viewer's own time only once asked for: the first local formatter loads the
              locale's data, a long task on a phone, and a page of rows never needs it. */}
          {open && <span className="block opacity-75">{formatLocal(iso)} (your time)</span>}
        </>
      )}
    >
      <time dateTime={iso} className="whitespace-nowrap">
        {mode === 'relative' ? formatRelative(iso) : formatUtc(iso)}
      </time>
    </Tooltip>
  );
}
