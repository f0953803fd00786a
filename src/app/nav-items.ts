import { lazy, type ComponentType } from 'react';
import {
  BanIcon,
  BellIcon,
  ChartIcon,
  GlobeIcon,
  HistoryIcon,
  KeyIcon,
  LifebuoyIcon,
  MailIcon,
  ShieldCheckIcon,
  WebhookIcon,
} from '@/components/ui/icons/app-icons';
import type { IconProps } from '@/components/ui/icons/icon';
import type { Capability } from '@/lib/capabilities';
import type { DashboardPermission } from '@/lib/permissions';

// The count waits for a request of its own anyway: its code loads beside the page's, not with the
// first screen.
const FiringCountBadge = lazy(() =>
  import('./firing-count-badge').then((m) => ({ default: m.FiringCountBadge })),
);

export interface NavItem {
  to: string;
  label: string;
  /** What a phone shows under the icon when the label is too long for its cell (part of the label). */
  short?: string;
  /** What the API needs for this page (spec §5). */
  permission: DashboardPermission;
  icon: ComponentType<IconProps>;
  /** A live count beside the label (the Alerts item's firing incidents). */
  badge?: ComponentType;
  /** The extension the page is: shown until the service says it does not offer it. */
  extension?: Capability;
}

export const navItems: readonly NavItem[] = [
  { to: '/suppressions', label: 'Suppressions', permission: 'admin', icon: BanIcon },
  { to: '/messages', label: 'Messages', permission: 'stats', icon: MailIcon },
  { to: '/stats', label: 'Statistics', permission: 'stats', icon: ChartIcon },
  { to: '/domains', label: 'Domains', permission: 'stats', icon: GlobeIcon, extension: 'listDomains' },
  {
    to: '/compliance',
    label: 'Sender rules',
    short: 'Rules',
    permission: 'stats',
    icon: ShieldCheckIcon,
    extension: 'getCompliance',
  },
  {
    to: '/bounces/explain',
    label: 'Explain a bounce',
    short: 'Explain',
    permission: 'stats',
    icon: LifebuoyIcon,
  },
  { to: '/webhooks', label: 'Webhooks', permission: 'admin', icon: WebhookIcon },
  { to: '/alerts', label: 'Alerts', permission: 'admin', icon: BellIcon, badge: FiringCountBadge },
  { to: '/keys', label: 'API keys', permission: 'admin', icon: KeyIcon },
  { to: '/audit', label: 'Audit log', permission: 'admin', icon: HistoryIcon },
];
