import type { ImportMapping } from './import-mapping';
import { isTemporaryFailure } from './reason-map';
import { sourceGroup } from './reason-summary';

/** Mailgun's `tags` cell: `*`, `["*"]`, `newsletter`, `a;b`. Empty means every tag (Mailgun's default). */
const tagsOf = (cell: string) =>
  cell
    .replace(/[[\]"']/g, ' ')
    .split(/[\s,;]+/)
    .filter(Boolean);

/**
 * Why a row the source lists is one the source itself does not suppress for every message, or null
 * when it does. Postmark lists every bounce but deactivates (suppresses) only some; Mailgun can
 * unsubscribe an address from one tag only; SendGrid lists blocks (the receiver refusing the sender,
 * often for its reputation) without suppressing them. Our list suppresses every message, so such
 * rows are skipped, with the reason shown, rather than widened. A temporary failure (a 452, a soft
 * bounce) is skipped too, even from a bounces list: read as the list's default it would become a
 * hard bounce. Where Postmark's Inactive column is mapped, Postmark's own decision stands instead.
 */
export function skipReason(
  cells: readonly string[],
  mapping: Pick<ImportMapping, 'inactiveColumn' | 'tagsColumn' | 'senderBlocks'>,
  reasonCell: string | undefined,
): string | null {
  const inactiveColumn = mapping.inactiveColumn ?? -1;
  if (inactiveColumn !== -1) {
    const inactive = (cells[inactiveColumn] ?? '').trim().toLowerCase();
    if (inactive !== 'true')
      return `Skipped: Postmark did not suppress it (${reasonCell?.trim() || 'no type'}, Inactive ${inactive || 'empty'})`;
  } else if (isTemporaryFailure(reasonCell)) {
    return `Skipped: a temporary failure (${sourceGroup(reasonCell!)}): the mailbox may take mail later, so it is not suppressed`;
  }
  const tagsColumn = mapping.tagsColumn ?? -1;
  if (tagsColumn !== -1) {
    const tags = tagsOf(cells[tagsColumn] ?? '');
    if (tags.length && !tags.includes('*'))
      return `Skipped: Mailgun unsubscribed it from ${tags.length === 1 ? 'the tag' : 'the tags'} ${tags.join(', ')} only, not from all mail`;
  }
  if (mapping.senderBlocks === 'skip')
    return 'Skipped: a SendGrid block: the receiver refused the sender (often its reputation), not the address, and SendGrid does not suppress blocks';
  return null;
}
