// The demo's older days are written after the first start, in the background: their plan (the
// seed's clock, so the same draws come out) and how far they got, so a start stopped midway is
// resumed by the next one instead of leaving those days without messages for good.
export default /* sql */ `
CREATE TABLE demo_backfill (
  id              integer PRIMARY KEY CHECK (id = 1),
  seeded_at       timestamptz(3) NOT NULL,
  days            integer NOT NULL,
  detail_days     integer NOT NULL,
  written_through timestamptz(3),
  finished_at     timestamptz(3)
);
`;
