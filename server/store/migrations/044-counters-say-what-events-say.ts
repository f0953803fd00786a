// Migrations 042 and 043 moved stored events to the class today's classifier records, and left the
// failures' daily counters with the class they counted: "Why mail failed" then disagreed with the
// timeline of the same messages. This one recounts those counters from the stored events, wherever
// every event a counter counted is still stored (repos/bounce-counter-recount.ts). The reply a
// counter groups by is the contract's JavaScript normalisation, so this step is code, not SQL; it
// reads only stored classes and never classifies, so it does not change with the classifier.
import type { Queryable } from '../db';
import { recountBounceCounters } from '../repos/bounce-counter-recount';

export default (tx: Queryable) => recountBounceCounters(tx);
