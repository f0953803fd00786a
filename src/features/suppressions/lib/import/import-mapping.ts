import type { SuppressionReason } from '@/contract';

/** Which column of a file holds what: read by analyzeRows and by the skip rule it applies. */
export interface ImportMapping {
  hasHeader: boolean;
  emailColumn: number;
  /** -1: no reason column. */
  reasonColumn: number;
  /** -1 (or absent): no date column, rows are dated at import. */
  dateColumn?: number;
  /** -1 (or absent): none. Else rows whose cell is not `true` are skipped (Postmark bounces). */
  inactiveColumn?: number;
  /** -1 (or absent): none. Else rows unsubscribed from some tags only are skipped (Mailgun). */
  tagsColumn?: number;
  /** -1 (or absent): none. Else Postmark's Origin, read beside a manual suppression. */
  originColumn?: number;
  /**
   * Pasted text: its rows are numbered as entries from 1, since the `email` header above them is the
   * reader's, not the person's.
   */
  entries?: boolean;
  /**
   * A SendGrid blocks export only (absent elsewhere): its rows are receivers refusing the sender, not
   * the address, and SendGrid does not suppress them, so they are skipped unless 'import' is chosen.
   */
  senderBlocks?: 'skip' | 'import';
  /** For rows without a reason, or with one we don't recognize. */
  defaultReason: SuppressionReason;
}
