import { Link } from '@/components/ui/link';
import type { SuppressionSource } from '@/contract';
import { useTabStop } from '@/components/ui/tab-stop';
import { href } from '@/lib/href';

/** One line that answers "why is this suppressed?": who or what added it. Nothing when unknown. */
export function OriginNote({ source }: { source: SuppressionSource | null | undefined }) {
  // Only the active row's link is in the Tab order (the table's roving tabindex).
  const tabStop = useTabStop();
  if (!source) return null;
  const by = source.key_name ? ` by key ${source.key_name}` : '';
  let text: React.ReactNode;
  switch (source.type) {
    case 'automatic':
      text = (
        <>
          Automatic
          {source.smtp_response ? `: ${source.smtp_response}` : ''}
          {source.message_id && (
            <>
              {' · '}
              <Link
                to={href('message', { id: source.message_id })}
                tabIndex={tabStop}
                className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
              >
                message timeline
              </Link>
            </>
          )}
        </>
      );
      break;
    case 'import':
      text = `Imported${source.file ? ` from ${source.file}` : ''}${source.row ? `, row ${source.row}` : ''}${by}`;
      break;
    case 'dashboard':
      text = `Added in the dashboard${by}`;
      break;
    default:
      text = `Added through the API${by}`;
  }
  return <span className="mt-0.5 block truncate text-xs text-zinc-500 dark:text-zinc-400">{text}</span>;
}
