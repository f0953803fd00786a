/**
 * Plain code-unit order, as PostgreSQL's C collation sorts: for addresses, identifiers and ISO dates.
 * Unlike localeCompare it loads no collation data on first use, and it is far faster over many rows.
 */
export const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
