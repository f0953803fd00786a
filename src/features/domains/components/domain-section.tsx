import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A part of the domain's page: a heading (which names the region), a line on what it is, its content. */
export function DomainSection({
  title,
  description,
  id,
  marked = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** The anchor a link scrolls to. */
  id?: string;
  /** A link pointed here (a reply that named a blocklist): highlighted. */
  marked?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'flex scroll-mt-24 flex-col gap-2',
        marked &&
          'rounded-xl ring-2 ring-indigo-400 ring-offset-4 ring-offset-white dark:ring-offset-zinc-950',
      )}
    >
      <h2 id={headingId} className="text-base font-semibold text-zinc-900 dark:text-zinc-100">
        {title}
      </h2>
      {description && <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      {children}
    </section>
  );
}
