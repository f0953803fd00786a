import { dkimRotationBodySchema, type DkimRotationStep } from '../../../src/contract/domains';
import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import {
  publishedKeys,
  retireDkimKey,
  switchDkimKeys,
  type DkimKeyRow,
} from '../../store/repos/dkim-keys-repo';
import { findingsOf } from '../../store/repos/domain-findings-repo';
import { saveHealth, type DomainStateRow } from '../../store/repos/domains-repo';
import { listingsOf } from '../../store/repos/domain-findings-repo';
import { Conflict } from '../errors';
import { parseInput } from '../parse-input';
import { newDkimKeyPair } from './dkim-key';
import { ensureActiveKey, storeNewKey } from './dkim-keys';
import { domainDetail, publishedRecords } from './domain-view';
import { domainOrNotFound } from './find';
import { healthOf } from './judge-check';

/**
 * One step of a DKIM rotation, in order: publish_next (a second selector, pending until a check sees
 * it), switch (the next key signs; refused until a check has verified it), retire_old (the old key,
 * kept published as `retiring` since the switch, leaves the records and its private key is erased).
 * A step out of order is a Conflict naming the step to take.
 */
export async function rotateDkim(ctx: ServiceContext, actor: AuditActor, id: number, body: unknown) {
  const { step } = parseInput(dkimRotationBodySchema, body);
  await domainOrNotFound(ctx.db, id);
  await ensureActiveKey(ctx.db, id, ctx.now());
  // Generated before the transaction: no row is held while a key is made.
  const pair = step === 'publish_next' ? await newDkimKeyPair() : null;
  return ctx.db.transaction(async (tx) => {
    const domain = await domainOrNotFound(tx, id, true);
    const keys = await publishedKeys(tx, id);
    const now = ctx.now();
    const selectors = await takeStep(tx, domain, step, keys, pair, now);
    await refreshHealth(tx, ctx, domain);
    await recordAudit(tx, actor, {
      action: 'domain.rotate_dkim',
      targetType: 'domain',
      targetId: id,
      targetLabel: domain.name,
      detail: { step, ...selectors },
    });
    return domainDetail(tx, ctx.config, (await domainOrNotFound(tx, id))!);
  });
}

const keyIn = (keys: readonly DkimKeyRow[], role: DkimKeyRow['role']) => keys.find((k) => k.role === role);

async function takeStep(
  tx: Queryable,
  domain: DomainStateRow,
  step: DkimRotationStep,
  keys: readonly DkimKeyRow[],
  pair: Awaited<ReturnType<typeof newDkimKeyPair>> | null,
  now: Date,
): Promise<Record<string, string>> {
  const active = keyIn(keys, 'active')!;
  const next = keyIn(keys, 'next');
  const retiring = keyIn(keys, 'retiring');
  if (step === 'publish_next') {
    if (next)
      throw new Conflict(`${next.selector} is already published as the next key: switch to it first.`);
    if (retiring) throw new Conflict(`${retiring.selector} is still retiring: retire_old first.`);
    const selector = await storeNewKey(tx, domain.id, 'next', pair!, now);
    if (!selector) throw new Conflict('Another rotation step has just published a next key.');
    return { next: selector };
  }
  if (step === 'switch') {
    if (!next) throw new Conflict('There is no next key to switch to: publish_next first.');
    const finding = (await findingsOf(tx, domain.id)).find(
      (f) => f.kind === 'dkim' && f.selector === next.selector,
    );
    if (finding?.status !== 'verified')
      throw new Conflict(
        `${next.selector} is not verified yet (${finding?.status ?? 'never checked'}): publish it at ${next.selector}._domainkey.${domain.name}, check the domain, then switch.`,
      );
    await switchDkimKeys(tx, domain.id);
    return { active: next.selector, retiring: active.selector };
  }
  if (!retiring) throw new Conflict('There is no retiring key: switch first.');
  await retireDkimKey(tx, domain.id, now);
  return { retired: retiring.selector };
}

/** The health word again from the stored findings, now that the records to publish have changed. */
async function refreshHealth(tx: Queryable, ctx: ServiceContext, domain: DomainStateRow) {
  if (!domain.checked_at) return;
  const { records, findings } = await publishedRecords(tx, ctx.config, domain);
  const { health, nextStep } = healthOf(
    records,
    findings,
    await listingsOf(tx, domain.id),
    domain.reverse_dns,
    domain.timed_out,
  );
  await saveHealth(tx, domain.id, health, nextStep);
}
