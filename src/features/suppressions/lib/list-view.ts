import {
  bounceClasses,
  bounceClassSide,
  bounceSides,
  suppressionOrders,
  type BounceClass,
  type BounceSide,
  type SuppressionOrder,
  type SuppressionReason,
} from '@/contract';
import { isSuppressionReason } from './reasons';

export const pageSizes = [25, 50, 100, 250] as const;

/** The list's state as it sits in the query string; defaults stay out of the URL. */
export const listUrlDefaults = {
  q: '',
  reason: '',
  bounce_class: '',
  bounce_side: '',
  order: 'created_at_desc',
  limit: '50',
  cursor: '',
} as const satisfies Record<string, string>;
export type ListUrlState = Record<keyof typeof listUrlDefaults, string>;

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

const listOf = <T extends string>(value: string, known: readonly T[]) => {
  const wanted = new Set(value.split(',').map((v) => v.trim()));
  return known.filter((k) => wanted.has(k));
};

/** Which extension filters the service may have: each is dropped once it is known not to. */
export interface BounceFilterSupport {
  byClass: boolean;
  bySide: boolean;
}

/** A hand-edited or stale link must still open a valid view: unknown values fall back to defaults. */
export function parseListView(
  url: ListUrlState,
  support: BounceFilterSupport = { byClass: true, bySide: true },
): ListView {
  const reason = [...new Set(url.reason.split(',').map((r) => r.trim()))].filter(isSuppressionReason);
  const order = (suppressionOrders as readonly string[]).includes(url.order)
    ? (url.order as SuppressionOrder)
    : 'created_at_desc';
  const limit = Number(url.limit);
  return {
    q: url.q.trim().slice(0, 254),
    reason,
    bounce_class: support.byClass ? listOf(url.bounce_class, bounceClasses) : [],
    bounce_side: support.bySide ? listOf(url.bounce_side, bounceSides) : [],
    order,
    limit: (pageSizes as readonly number[]).includes(limit) ? limit : 50,
    cursor: url.cursor || undefined,
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
