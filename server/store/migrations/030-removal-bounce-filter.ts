// A whole-filter removal may also be narrowed by the causing reply's class and side (the list's
// bounce_class and bounce_side: "sender-side bounces, probably fine addresses"), and the rows it
// keeps for Undo keep their class and side, so a restored row is found by those filters again.
export default /* sql */ `
ALTER TABLE suppression_removals
  ADD COLUMN bounce_classes text[],
  ADD COLUMN bounce_sides text[];
ALTER TABLE removed_suppressions
  ADD COLUMN bounce_class text,
  ADD COLUMN bounce_side text;
`;
