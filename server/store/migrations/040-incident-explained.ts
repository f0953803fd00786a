// An incident explains itself (issue 52): what it measured at opening stays in value/volume; the
// latest measurement while it fires (and the one that resolved it) is kept beside it, and the
// failure classes of the messages it counted are taken once, at opening, with the same filters the
// activity log's drill-down sends (so the two agree).
export default /* sql */ `
ALTER TABLE alert_incidents
  ADD COLUMN value_now   double precision,
  ADD COLUMN volume_now  bigint,
  ADD COLUMN measured_at timestamptz(3),
  ADD COLUMN failures    jsonb;
`;
