import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Brand } from './brand';

export const signInCardClasses =
  'flex flex-col gap-5 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';

/**
 * The page around every way in (an API key, a person's sign-in, an invitation, a reset): the brand,
 * one sentence of what Relaydesk is, the card, and what follows it.
 */
export function SignInFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-zinc-50 px-4 py-12 dark:bg-zinc-950">
      <header className="fixed top-4 right-4">
        <ThemeToggle />
      </header>
      <main className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-2 text-center">
          <Brand as="h1" className="text-2xl" />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            The admin console for your email delivery: suppressions, message lookup, delivery statistics and
            webhooks.
          </p>
        </div>
        {children}
        {after}
      </main>
    </div>
  );
}
