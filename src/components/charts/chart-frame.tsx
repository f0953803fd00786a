import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { chartThemeClasses } from './chart-theme';
import { Card } from '@/components/ui/card';

/**
 * Where the chart colours are set: every chart part below reads them as CSS variables, so the
 * charts follow dark mode (a class on <html>) without a prop or a re-render.
 */
export function ChartArea({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn(chartThemeClasses, className)}>{children}</div>;
}

/** A chart on a card of its own, named by its caption, with a line on how to read it. */
export function ChartFrame({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Card as="figure" className="flex flex-col gap-2">
      <figcaption className="flex flex-col gap-0.5">
        <span className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</span>
        <span className="text-xs text-zinc-500 dark:text-zinc-400">{note}</span>
      </figcaption>
      {children}
    </Card>
  );
}
