import { hashKey } from '@tanstack/react-query';
import type { SuppressionListData } from '@/contract';
import { session } from '@/lib/session';
import type { ListParams } from '../lib/list-view';
import { fetchSuppressionPage } from './suppression-api';

/** An early answer older than this is not taken: the page asked for something else meanwhile. */
const keptMs = 2000;

interface EarlyPage {
  key: string;
  at: number;
  /** Whose answer it is: another key never takes it. */
  apiKey: string | null;
  answer: Promise<SuppressionListData>;
}
let early: EarlyPage | undefined;

/**
 * Asks for a list page before the page's query does (see requestPageEarly). One slot: a newer
 * request replaces an answer nobody took.
 */
export function startEarlyPage(params: ListParams) {
  const answer = fetchSuppressionPage(params);
  answer.catch(() => {}); // handled by the query that takes it; dropped otherwise
  early = { key: hashKey([params]), at: Date.now(), apiKey: session.getApiKey(), answer };
}

/** The early request for exactly these parameters, once, while it is recent. */
export function takeEarlyPage(params: ListParams): Promise<SuppressionListData> | undefined {
  const taken = early;
  if (!taken || taken.key !== hashKey([params])) return undefined;
  early = undefined;
  const fresh = Date.now() - taken.at <= keptMs && taken.apiKey === session.getApiKey();
  return fresh ? taken.answer : undefined;
}
