import { toRemoval, type RemovalRow } from '../../store/repos/suppression-removals';

/** A step asked of a removal with nothing left to do: the locked row as it stands. */
export const finished = (removal: RemovalRow) => ({ removal: toRemoval(removal), moved: 0, done: true });
