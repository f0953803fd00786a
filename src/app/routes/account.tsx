import { AccountPage } from '@/features/people/components/account/account-page';

/** Lazy route module: My account (and the QR code's package, loaded by its setup) on first visit. */
export function Component() {
  return <AccountPage />;
}
