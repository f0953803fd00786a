// One name per filter from the URL to the SQL: a removal's filter columns take the names the list's
// query and the removal's JSON use (reason, bounce_class, bounce_side), so a row reads as the contract.
export default /* sql */ `
ALTER TABLE suppression_removals RENAME COLUMN reasons TO reason;
ALTER TABLE suppression_removals RENAME COLUMN bounce_classes TO bounce_class;
ALTER TABLE suppression_removals RENAME COLUMN bounce_sides TO bounce_side;
`;
