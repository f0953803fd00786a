// The delivery log still imports its chevron from here; it moves with the data-table work.
export { ChevronRightIcon } from '@/components/ui/icons';
