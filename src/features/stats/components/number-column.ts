import type { Column } from '@/components/ui/data-table/data-table';

/** A column of numbers in the stats tables: right-aligned, on one line, a short loading bar. */
export const numberColumn = <Row>(id: string, header: string, cell: Column<Row>['cell']): Column<Row> => ({
  id,
  header,
  cell,
  align: 'right',
  className: 'whitespace-nowrap',
  skeleton: 'w-12',
});
