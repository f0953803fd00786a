import { domainRecordKinds } from '@/contract';
import { z } from '@/contract/zod';
import { pageState, type StateOf } from './page-state';

/** The parts of a domain's page a link can point at besides its records. */
export const domainSections = ['blocklists'] as const;

/**
 * `/domains/:id`: the record a link marks (a failure that names DKIM opens `?record=dkim`), or the
 * section it scrolls to (a blocklist named in a reply opens `?section=blocklists`).
 */
export const domainPageState = pageState(() => ({
  record: z.enum(domainRecordKinds),
  section: z.enum(domainSections),
}));
export type DomainPageState = StateOf<typeof domainPageState.shape>;
