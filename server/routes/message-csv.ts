import { messageCsvColumns } from '../../src/contract';

/** The export's header line; the rows are written by the database (streamMessageCsv). */
export const csvHeader = `${messageCsvColumns.join(',')}\r\n`;
