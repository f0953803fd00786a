import type { ColumnGuess } from './columns';
import type { ImportMapping } from './import-mapping';
import { pastedFileName } from './paste';
import { reasonFromFileName } from './reason-map';

/** The mapping a file starts with, from its guessed columns and its name; the preview can change it. */
export function initialMapping(guess: ColumnGuess, fileName: string): ImportMapping {
  const { hasHeader, emailColumn, reasonColumn, dateColumn, inactiveColumn, tagsColumn, originColumn } =
    guess;
  return {
    hasHeader,
    emailColumn,
    reasonColumn,
    dateColumn,
    inactiveColumn,
    tagsColumn,
    originColumn,
    ...(fileName === pastedFileName ? { entries: true } : {}),
    // A SendGrid blocks export (its bounces export has the same columns: the file's name tells).
    ...(guess.format === 'sendgrid' && /block/i.test(fileName) ? { senderBlocks: 'skip' as const } : {}),
    // The columns before the name: a renamed SendGrid spam report is still one.
    defaultReason: guess.impliedReason ?? reasonFromFileName(fileName) ?? 'manual',
  };
}
