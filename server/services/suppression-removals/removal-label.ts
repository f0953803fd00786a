import type { RemovalRow } from '../../store/repos/suppression-removals';

/** How the audit log names a removal: by its size when it was planned ("removal of 9,000 rows"). */
export const removalLabel = (removal: Pick<RemovalRow, 'matched'>) =>
  `removal of ${removal.matched.toLocaleString('en-US')} ${removal.matched === 1 ? 'row' : 'rows'}`;
