// Undo of any removal puts back the row itself. A removal of chosen rows (`kind = 'rows'`: a
// DELETE of one suppression) keeps them in removed_suppressions like a whole-filter removal does,
// so its restore brings back the same id, dates and origin. An address's history is asked by the
// address, not only by the row's id: the index serves `address=` on the audit log, over the
// entries' own before/after (written that way since migration 19, so none needs rewriting).
export default /* sql */ `
ALTER TABLE suppression_removals
  ADD COLUMN kind text NOT NULL DEFAULT 'filter' CHECK (kind IN ('filter', 'rows'));
CREATE INDEX audit_log_suppression_address ON audit_log
  ((COALESCE(detail->'after'->>'email', detail->'before'->>'email')), id DESC)
  WHERE target_type = 'suppression';
`;
