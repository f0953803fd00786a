import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { setThemePreference, useThemePreference, type ThemePreference } from '@/lib/theme';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons/app-icons';

const options: { value: ThemePreference; label: string; icon: ReactNode }[] = [
  { value: 'light', label: 'Light', icon: <SunIcon /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon /> },
  { value: 'system', label: 'System', icon: <MonitorIcon /> },
];

/** Three pressed-state buttons rather than a cycling one: the current choice is always visible. */
export function ThemeToggle({ className }: { className?: string }) {
  const current = useThemePreference();
  return (
    <div
      role="group"
      aria-label="Theme"
      className={cn(
        'inline-flex rounded-md border border-zinc-200 bg-zinc-50 p-0.5 dark:border-zinc-800 dark:bg-zinc-900',
        className,
      )}
    >
      {options.map(({ value, label, icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={current === value}
          aria-label={`${label} theme`}
          title={`${label} theme`}
          onClick={() => setThemePreference(value)}
          className={cn(
            'inline-flex size-7 items-center justify-center rounded text-zinc-500 transition-colors',
            'hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-zinc-100',
            current === value && 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-700 dark:text-zinc-50',
          )}
        >
          {icon}
        </button>
      ))}
    </div>
  );
}
