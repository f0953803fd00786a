import {
  bounceClasses,
  bounceClassSide,
  bounceSides,
  type BounceClass,
  type BounceSide,
  type SuppressionOrder,
  type SuppressionReason,
} from '@/contract';
import type { FullState } from '@/lib/page-state/page-state';
import { suppressionPageSizes, type suppressionsPageState } from '@/lib/page-state/suppressions';

export const pageSizes = suppressionPageSizes;

/** The list's keys of the page state, as the page reads them (order and page size always set). */
export type ListUrlState = FullState<
  typeof suppressionsPageState.shape,
  typeof suppressionsPageState.defaults
>;

export interface ListView {
  q: string;
  reason: SuppressionReason[];
  /** The causing reply's classes and sides (extension filters; empty where the service lacks them). */
  bounce_class: BounceClass[];
  bounce_side: BounceSide[];
  order: SuppressionOrder;
  limit: number;
  cursor: string | undefined;
}

export const orderLabels: Record<SuppressionOrder, string> = {
  created_at_desc: 'Newest first',
  created_at_asc: 'Oldest first',
  email_asc: 'Address A–Z',
};

/** Which extension filters the service may have: each is dropped once it is known not to. */
export interface BounceFilterSupport {
  byClass: boolean;
  bySide: boolean;
}

/** The view a URL's state asks for; a filter the service is known not to have is left out. */
export function parseListView(
  url: ListUrlState,
  support: BounceFilterSupport = { byClass: true, bySide: true },
): ListView {
  return {
    q: url.q?.trim().slice(0, 254) ?? '',
    reason: url.reason ?? [],
    // In the contract's order, so one filter written two ways shares a cache entry.
    bounce_class: support.byClass ? bounceClasses.filter((c) => url.bounce_class?.includes(c)) : [],
    bounce_side: support.bySide ? bounceSides.filter((s) => url.bounce_side?.includes(s)) : [],
    order: url.order,
    limit: url.limit,
    cursor: url.cursor,
  };
}

// A type, not an interface: it must fit apiRequest's index-signature query type.
export type ListParams = {
  limit: number;
  order: SuppressionOrder;
  q?: string;
  reason?: SuppressionReason[];
  bounce_class?: BounceClass[];
  bounce_side?: BounceSide[];
  cursor?: string;
  /** Count every match however many (a search is otherwise counted up to the service's cap). */
  exact_total?: 'true';
};

/** What goes to the API and into the query key: only set values, so equal views share a cache entry. */
export function listParams(view: ListView): ListParams {
  return {
    limit: view.limit,
    order: view.order,
    ...(view.q ? { q: view.q } : {}),
    ...(view.reason.length ? { reason: [...view.reason].sort() } : {}),
    ...(view.bounce_class.length ? { bounce_class: view.bounce_class } : {}),
    ...(view.bounce_side.length ? { bounce_side: view.bounce_side } : {}),
    ...(view.cursor ? { cursor: view.cursor } : {}),
  };
}

/**
 * The filter alone (no paging), for export and the client-side fallback. The bounce filters go to
 * the service only (a service that answers the whole list has none).
 */
export type ListFilter = Pick<ListView, 'q' | 'reason' | 'order'> &
  Partial<Pick<ListView, 'bounce_class' | 'bounce_side'>>;

/** Narrowed by the causing reply's class or side. */
export const byBounce = (view: Pick<ListView, 'bounce_class' | 'bounce_side'>) =>
  view.bounce_class.length > 0 || view.bounce_side.length > 0;

/**
 * Only refusals blamed on the sender: the side is `sender` alone, or every class chosen is a
 * sender-side one. The addresses themselves are probably fine.
 */
export const isSenderSideView = (view: Pick<ListView, 'bounce_class' | 'bounce_side'>) =>
  byBounce(view) &&
  view.bounce_side.every((s) => s === 'sender') &&
  view.bounce_class.every((c) => bounceClassSide[c] === 'sender');
