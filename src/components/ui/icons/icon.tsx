import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  3: 'size-3',
  3.5: 'size-3.5',
  4: 'size-4',
  5: 'size-5',
  6: 'size-6',
  7: 'size-7',
} as const;

/** Tailwind's spacing steps: 4 is 1rem (16px). */
export type IconSize = keyof typeof sizes;

/** Small stroke icons (24px grid, currentColor); decorative unless the caller labels them. */
export interface IconProps extends Omit<ComponentProps<'svg'>, 'width' | 'height'> {
  size?: IconSize;
}

/**
 * The shared drawing box: every icon is drawn inside it. The size is a prop, not part of
 * `className`, so classes for spacing or colour can never drop it: an unsized SVG fills its
 * container (one once covered the webhook page). The width and height attributes hold the size
 * even before the stylesheet loads.
 */
export function Icon({ children, size = 4, className, ...rest }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size * 4}
      height={size * 4}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn(sizes[size], className)}
      {...rest}
    >
      {children}
    </svg>
  );
}
