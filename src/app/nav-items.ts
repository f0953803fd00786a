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
  PeopleIcon,
  ShieldCheckIcon,
  WebhookIcon,
} from '@/components/ui/icons/app-icons';
import type { IconProps } from '@/components/ui/icons/icon';
import type { Capability } from '@/lib/capabilities';
import type { Power } from '@/contract/role-names';

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
  /** The power the page needs (`endpointPowers` of its first read): a person's role or a key's permissions. */
  power: Power;
  icon: ComponentType<IconProps>;
  /** A live count beside the label (the Alerts item's firing incidents). */
  badge?: ComponentType;
  /** The extension the page is: shown until the service says it does not offer it. */
  extension?: Capability;
}

export const navItems: readonly NavItem[] = [
  { to: '/suppressions', label: 'Suppressions', power: 'suppressions.read', icon: BanIcon },
  { to: '/messages', label: 'Messages', power: 'messages.read', icon: MailIcon },
  { to: '/stats', label: 'Statistics', power: 'stats.read', icon: ChartIcon },
  { to: '/domains', label: 'Domains', power: 'domains.read', icon: GlobeIcon, extension: 'listDomains' },
  {
    to: '/compliance',
    label: 'Sender rules',
    short: 'Rules',
    power: 'stats.read',
    icon: ShieldCheckIcon,
    extension: 'getCompliance',
  },
  {
    to: '/bounces/explain',
    label: 'Explain a bounce',
    short: 'Explain',
    power: 'stats.read',
    icon: LifebuoyIcon,
  },
  { to: '/webhooks', label: 'Webhooks', power: 'webhooks.read', icon: WebhookIcon },
  { to: '/alerts', label: 'Alerts', power: 'alerts.read', icon: BellIcon, badge: FiringCountBadge },
  { to: '/keys', label: 'API keys', power: 'keys.read', icon: KeyIcon },
  { to: '/audit', label: 'Audit log', power: 'audit.read', icon: HistoryIcon },
  { to: '/people', label: 'People', power: 'people.read', icon: PeopleIcon, extension: 'listPeople' },
];
