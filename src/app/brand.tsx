import { cn } from '@/lib/cn';

/** The logo mark (same drawing as the favicon) and the product name. */
export function Brand({ className, as: Tag = 'span' }: { className?: string; as?: 'span' | 'h1' }) {
  return (
    <Tag
      className={cn(
        'flex items-center gap-2 font-semibold tracking-tight text-zinc-900 dark:text-zinc-50',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-6 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-indigo-600 dark:fill-indigo-500" />
        <path
          d="M8 11.5 16 17l8-5.5M8 10h16v12H8z"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      Relaydesk
    </Tag>
  );
}
