import { alertListQuerySchema, idParamSchema } from '@/contract';
import { pageState, type StateOf } from './page-state';

/** `/alerts`: which incidents are listed, and the one whose detail is open. */
export const alertsPageState = pageState(() => ({
  state: alertListQuerySchema.shape.state,
  incident: idParamSchema,
}));
export type AlertsPageState = StateOf<typeof alertsPageState.shape>;
