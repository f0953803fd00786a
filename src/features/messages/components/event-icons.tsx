import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@/components/ui/icons';

/** Timeline icons (24px grid, currentColor, decorative: the row says the type in words). */
const icon = (children: ReactNode) =>
  function EventIcon(props: IconProps) {
    return (
      <Icon strokeWidth={2} {...props}>
        {children}
      </Icon>
    );
  };

const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
const SendIcon = icon(<path d="M21 3 10 14M21 3l-7 18-4-7-7-4 18-7Z" />);
const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
const RetryIcon = icon(
  <>
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16" />
    <path d="M3 21v-5h5" />
  </>,
);
const BounceIcon = icon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />);
const FlagIcon = icon(<path d="M5 21V4m0 0h11l-2 4 2 4H5" />);
const EyeIcon = icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
const PointerIcon = icon(<path d="m4 4 7 17 2.5-7.5L21 11 4 4ZM14 14l5 5" />);
const XIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
const DotIcon = icon(<circle cx="12" cy="12" r="3.5" fill="currentColor" />);

const byType: Record<string, (props: IconProps) => ReactNode> = {
  queued: ClockIcon,
  sent: SendIcon,
  delivered: CheckIcon,
  deferred: RetryIcon,
  bounced: BounceIcon,
  complained: FlagIcon,
  opened: EyeIcon,
  clicked: PointerIcon,
  failed: XIcon,
};

/** The icon of an event type; unknown types get a plain dot. */
export function EventTypeIcon({ type, ...rest }: { type: string } & IconProps) {
  const Icon = byType[type] ?? DotIcon;
  return <Icon data-icon={byType[type] ? type : 'generic'} {...rest} />;
}
