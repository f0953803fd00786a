import type { Column } from './types';

/**
 * A row's buttons as the table's last column: no visible header (screen readers still hear
 * "Actions"), right-aligned, and a bare line of its card on a phone.
 */
export const actionsColumn = <Row>(cell: Column<Row>['cell']): Column<Row> => ({
  id: 'actions',
  header: 'Actions',
  hideHeader: true,
  align: 'right',
  phone: 'bare',
  cell,
});
