/** `%q%` for LIKE, lower-cased, with LIKE's wildcards escaped so `q` is a plain substring. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
