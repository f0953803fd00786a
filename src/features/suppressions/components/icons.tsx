import { Icon } from '@/components/ui/icons';

/** This page's extra icons, drawn in the shared box (24px grid, currentColor, decorative). */
export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
  </Icon>
);
export const UploadIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M12 15V4m0 0L8 8m4-4 4 4M5 20h14" />
  </Icon>
);
export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const CheckIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="m5 12 5 5 9-10" />
  </Icon>
);
