import { oneClickHeaderNames, type Message } from '@/contract';
import { cardClasses } from '@/components/ui/card';

const setByService: ReadonlySet<string> = new Set(oneClickHeaderNames.map((n) => n.toLowerCase()));

/**
 * The headers the message went out with beyond the envelope's own (issue 56), in order. On bulk mail
 * the one-click unsubscribe pair is the service's, not the caller's: marked so nobody hunts for it in
 * their own code. Absent on a service without the field.
 */
export function MessageHeaders({ message }: { message: Message }) {
  const headers = message.headers;
  if (!headers) return null;
  const bulk = message.stream === 'bulk';
  return (
    <section aria-labelledby="headers-heading" className={cardClasses({ padding: 'lg' })}>
      <h2 id="headers-heading" className="mb-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        Headers
      </h2>
      {headers.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">
          None beyond From, To, Subject and the service&apos;s own.
        </p>
      ) : (
        <dl className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
          {headers.map((h, i) => (
            <div key={`${i}-${h.name}`} className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
              <dt className="flex flex-wrap items-center gap-x-2 text-xs font-medium text-zinc-500 dark:text-zinc-400">
                <span className="font-mono">{h.name}</span>
                {bulk && setByService.has(h.name.toLowerCase()) && (
                  <span className="font-sans font-normal italic">set by the service</span>
                )}
              </dt>
              <dd className="font-mono text-xs break-all whitespace-pre-wrap text-zinc-900 dark:text-zinc-100">
                {h.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
