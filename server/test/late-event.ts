import { recordEvent } from '../services/messages/record-event';
import type { Step } from '../services/messages/scenarios';
import type { Db } from '../store/db';
import type { MessageRow } from '../store/repos/messages-repo';

/** One more event for a message that has finished its scenario, written now as the simulator would. */
export const recordLateEvent = (db: Db, message: MessageRow, step: Step) =>
  db.transaction((tx) => recordEvent(tx, message, step, new Date(), null));
