// Where each suppression came from (automatic with its SMTP text, api, import with file and row,
// dashboard, with the key's name). Older rows keep NULL: one with a message_id reads as automatic.
export default /* sql */ `
ALTER TABLE suppressions ADD COLUMN source jsonb;
`;
