import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { classRecipe } from '@/lib/class-recipe';
import { cn } from '@/lib/cn';

/**
 * What a card sits on: `raised` a white card of its own; `plain` only its border (a skeleton, or a
 * card on a card); `muted` a tinted box of controls or a quiet note; `dashed` a place for something
 * not there yet.
 */
export type CardTone = 'raised' | 'plain' | 'muted' | 'dashed';
/** `none` for a table or list that reaches the border (add overflow-hidden to clip its corners); `sm` for a tile. */
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

/**
 * A card's classes, for an element the Card can't be (a <dl>, a <details>, a link). Call it while
 * rendering, never at a module's top level: the kit's chunks may import each other, and a call made
 * while its chunk is still loading finds this function not yet defined.
 */
export const cardClasses = classRecipe(
  'border',
  {
    tone: {
      raised: 'border-zinc-200 bg-white shadow-xs dark:border-zinc-800 dark:bg-zinc-900/60',
      plain: 'border-zinc-200 dark:border-zinc-800',
      muted: 'border-zinc-200 bg-zinc-50/60 dark:border-zinc-800 dark:bg-zinc-900/40',
      dashed: 'border-dashed border-zinc-300 dark:border-zinc-700',
    } satisfies Record<CardTone, string>,
    padding: {
      none: 'rounded-xl',
      sm: 'rounded-lg p-3',
      md: 'rounded-xl p-4',
      lg: 'rounded-xl p-5',
    } satisfies Record<CardPadding, string>,
  },
  { tone: 'raised', padding: 'md' },
);

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The card's heading (an h2), which also names its region. */
  title?: ReactNode;
  /** Controls at the heading's end (a clear button, a period switch). */
  actions?: ReactNode;
  tone?: CardTone;
  padding?: CardPadding;
  /** The element: a section when titled, else a div; a figure for a chart, an li in a list. */
  as?: 'div' | 'section' | 'figure' | 'li' | 'article';
};

/**
 * The console's one card frame. With a title it is a region named by its heading (an h2, with
 * room for controls beside it); without, a plain box that takes any element props.
 */
export function Card({ title, actions, tone, padding, as, className, children, ...rest }: CardProps) {
  const headingId = useId();
  const Tag = as ?? (title === undefined ? 'div' : 'section');
  const classes = cn(cardClasses({ tone, padding }), className);
  if (title === undefined) {
    return (
      <Tag className={classes} {...rest}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag aria-labelledby={headingId} className={cn('flex flex-col gap-3', classes)} {...rest}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Tag>
  );
}
