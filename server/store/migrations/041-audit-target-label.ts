// An audit entry names its target as it was at the time of the change (a rule's name, a webhook's
// redacted URL, an address, "removal of 9,000 rows"), written with the entry, so a deleted rule or
// webhook still reads by name. Older entries have none; readers fall back to the type and id.
export default /* sql */ `
ALTER TABLE audit_log ADD COLUMN target_label text;
`;
