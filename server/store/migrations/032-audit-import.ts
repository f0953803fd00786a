// The batches of one import share one audit entry (named by the import's id in its detail): each
// batch finds that entry to add its counts, through this index.
export default /* sql */ `
CREATE INDEX audit_log_import ON audit_log ((detail->>'import_id'))
  WHERE action = 'suppression.batch';
`;
