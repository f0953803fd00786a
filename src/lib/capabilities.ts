import { useMemo, useSyncExternalStore } from 'react';
import { endpoints, type Endpoint, type EndpointName } from '@/contract';
import { ApiError, isApiError } from './api-error';
import { session } from './session';

type Endpoints = typeof endpoints;

/** Every endpoint the contract flags `extension: true`: a new extension is that flag and nothing else. */
type ExtensionEndpoint = {
  [N in EndpointName]: Endpoints[N] extends { extension: true } ? N : never;
}[EndpointName];

/** Every extension field of a spec endpoint (`extensionFields`), as `statsOverview.group_by`. */
type ExtensionParameter = {
  [N in EndpointName]: Endpoints[N] extends { extensionFields: readonly (infer P extends string)[] }
    ? `${N}.${P}`
    : never;
}[EndpointName];

export type Capability = ExtensionEndpoint | ExtensionParameter;

const isExtensionEndpoint = (name: EndpointName): name is ExtensionEndpoint => 'extension' in endpoints[name];

/** The extension fields a call sends (query or body): each is a capability of its own. */
function parametersSent(name: EndpointName, sent: { query?: unknown; body?: unknown }): ExtensionParameter[] {
  const endpoint: Endpoint = endpoints[name];
  const has = (part: unknown, param: string) =>
    typeof part === 'object' && part !== null && (part as Record<string, unknown>)[param] !== undefined;
  return (endpoint.extensionFields ?? [])
    .filter((param) => has(sent.query, param) || has(sent.body, param))
    .map((param) => `${name}.${param}` as ExtensionParameter);
}

/**
 * The one test for "this service does not have that extension": no such route (404, 405), or a
 * 400 that names a parameter it does not know. Anything else is a real failure.
 */
export function isExtensionMissing(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.status === 404 || error.status === 405 || error.status === 501) return true;
  if (error.status !== 400) return false;
  const said = [error.message, ...error.details.map((d) => `${d.field ?? ''} ${d.message}`)].join(' ');
  return /unknown|unrecognized|unsupported|not (allowed|supported|recognized)/i.test(said);
}

/**
 * What a miss means is settled by the contract, once per endpoint: a 404 on a path that ends in an id
 * (`/keys/{id}`, `/suppressions/removals/{id}`) names the resource ("no such key"), never the route;
 * anywhere else a miss means the service does not offer the endpoint.
 */
function isRouteMiss(name: ExtensionEndpoint, error: unknown): error is ApiError {
  if (!isExtensionMissing(error)) return false;
  return !(error.status === 404 && endpoints[name].path.endsWith('}'));
}

/**
 * "No such resource": a 404 for an id a path names (a message, a suppression), as the contract reads
 * it on paths that end in an id. Never an answer about a capability.
 */
export const isNotFound = (error: unknown): error is ApiError => isApiError(error) && error.status === 404;

/** A 400 whose words name the field: only then is the field, not the whole endpoint, refused. */
function namesParameter(capability: ExtensionParameter, error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const param = capability.slice(capability.indexOf('.') + 1);
  return [error.message, ...error.details.map((d) => `${d.field ?? ''} ${d.message}`)]
    .join(' ')
    .includes(param);
}

/** An extension field is missing where the call is refused as an extension's, or a 400 names it. */
function isParameterMiss(capability: ExtensionParameter, error: unknown): boolean {
  if (isExtensionMissing(error)) return true;
  if (!isApiError(error)) return false;
  const param = capability.slice(capability.indexOf('.') + 1);
  const said = [error.message, ...error.details.map((d) => `${d.field ?? ''} ${d.message}`)].join(' ');
  return error.status === 400 && said.includes(param);
}

/**
 * The one error a call to an extension the service lacks ends in. Still an `ApiError` (its status
 * and the service's words), so error states and retries treat it like the answer it was.
 */
export class Unsupported extends ApiError {
  readonly capability: Capability;

  /** `answer`: the refusal it came from; none when a 2xx left the extension out (an ignored parameter). */
  constructor(capability: Capability, answer?: ApiError) {
    super({
      status: answer?.status ?? 200,
      code: answer?.code ?? 'unsupported',
      message: answer?.message ?? `This service does not offer ${capability}.`,
      details: answer?.details ?? [],
      ...(answer?.requestId === undefined ? {} : { requestId: answer.requestId }),
    });
    this.capability = capability;
  }
}

export const isUnsupported = (error: unknown): error is Unsupported => error instanceof Unsupported;

/** One answer per capability for the session: `true` offered, `false` not, absent until an answer says. */
const known = new Map<Capability, boolean>();
const listeners = new Set<() => void>();

/**
 * Record an answer no status code carries: a parameter the service ignored (a 2xx without the
 * extension's part) is "not offered". Everything else is recorded by `callEndpoint` itself.
 */
export function learnCapability(name: Capability, offered: boolean): void {
  if (known.get(name) === offered) return;
  known.set(name, offered);
  listeners.forEach((listener) => listener());
}

/** Forget every answer (a new session; each test starts from nothing). */
export function forgetCapabilities(): void {
  if (known.size === 0) return;
  known.clear();
  listeners.forEach((listener) => listener());
}

/**
 * Take back a "not offered" that turned out to be something else: a 404 under a parent resource
 * (`/webhooks/{id}/deliveries`) can also mean the parent is gone, which only its caller can tell.
 */
export function unlearnCapability(name: Capability): void {
  if (!known.has(name)) return;
  known.delete(name);
  listeners.forEach((listener) => listener());
}

// Another key (or a person after a key) may reach another service: its answers start afresh, like
// the query cache's.
let sessionIdentity = session.getIdentity();
session.subscribe(() => {
  const identity = session.getIdentity();
  if (identity !== sessionIdentity) forgetCapabilities();
  sessionIdentity = identity;
});

/**
 * Called by `callEndpoint` with every outcome: for an extension endpoint a 2xx says it is there, a
 * route-level miss that it is not (then thrown as `Unsupported`); any other failure says nothing.
 */
export function recordOutcome(
  name: EndpointName,
  sent: { query?: unknown; body?: unknown },
  error?: unknown,
): unknown {
  // A 2xx proves nothing about a field (a service may ignore it): its caller reads the answer. A
  // refusal that names a field is that field's, even on an extension endpoint the service has.
  const missed =
    error === undefined
      ? undefined
      : parametersSent(name, sent).find((param) => isParameterMiss(param, error));
  if (missed && (!isExtensionEndpoint(name) || namesParameter(missed, error))) {
    learnCapability(missed, false);
    return new Unsupported(missed, error as ApiError);
  }
  if (isExtensionEndpoint(name)) {
    if (error === undefined) learnCapability(name, true);
    else if (isRouteMiss(name, error)) {
      learnCapability(name, false);
      return new Unsupported(name, error);
    }
    return error;
  }
  return error;
}

/**
 * The answer already known to be no, without asking again: what a call would be refused for (the
 * endpoint, or an extension field it sends), as the `Unsupported` it would end in.
 */
export function knownRefusal(
  name: EndpointName,
  sent: { query?: unknown; body?: unknown },
): Unsupported | null {
  const refused =
    (isExtensionEndpoint(name) && known.get(name) === false && name) ||
    parametersSent(name, sent).find((param) => known.get(param) === false);
  return refused ? new Unsupported(refused) : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The answer so far, outside React. */
export const getCapability = (name: Capability): boolean | undefined => known.get(name);

/** Whether the service offers an extension: `undefined` until one of its calls has been answered. */
export function useCapability(name: Capability): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => known.get(name),
    () => undefined,
  );
}

/**
 * What the console does with an extension the service has not answered for yet, decided here once.
 * The spec has no capability document: the console learns what a service offers only from the
 * answers to calls it makes. So every use of an extension reads "not known yet" one of two ways:
 *
 * - `try`: the use is itself the question, and a refusal costs nothing. Reads (a filter, a section
 *   that loads its own data) and actions a refusal leaves undone (a test send, a rotation, a dry run)
 *   are offered until the service refuses one; the refusal is kept for the session and the control
 *   gives way to a note.
 * - `proven`: trying would cost the user something, so the use waits for a yes: a value carried in a
 *   spec write that a service without the extension refuses whole (alert event types on a new
 *   webhook), or a way into something the service may not have (a link to an alert rule, an editor).
 *   Offered once a call to it succeeded, or where an answer already shows it (`evidence`: a field
 *   only the extension returns, as a webhook's `enabled`).
 *
 * A known "no" withdraws both; a page that shows the service's lack reads `useExtensionRefused`.
 */
export type WhenUnknown = 'try' | 'proven';

const usable = (answer: boolean | undefined, whenUnknown: WhenUnknown, evidence: boolean) =>
  answer ?? (whenUnknown === 'try' || evidence);

/** Whether to offer what uses an extension, under the policy above. */
export function useExtension(name: Capability, whenUnknown: WhenUnknown, evidence = false): boolean {
  return usable(useCapability(name), whenUnknown, evidence);
}

/** `useExtension` outside React (a prefetch before the page renders). */
export function extensionUsable(name: Capability, whenUnknown: WhenUnknown, evidence = false): boolean {
  return usable(known.get(name), whenUnknown, evidence);
}

/** The service has said it does not offer this: the page says so instead of the part it would show. */
export const useExtensionRefused = (name: Capability): boolean => useCapability(name) === false;

/**
 * The answer itself, for the one kind of page that asks when nobody has yet: a page whose whole shape
 * depends on an extension (the activity log, or a recipient lookup without it) probes while `unknown`.
 */
export function useExtensionAnswer(name: Capability): 'offered' | 'refused' | 'unknown' {
  const answer = useCapability(name);
  return answer === undefined ? 'unknown' : answer ? 'offered' : 'refused';
}

/** An endpoint's extension fields, each asked for under `try` and each on its own capability. */
export type FieldGate = (field: string) => boolean;

const refusedFieldsOf = (name: EndpointName) =>
  [...known]
    .filter(([capability, offered]) => !offered && capability.startsWith(`${name}.`))
    .map(([capability]) => capability)
    .join(' ');

const gateFor =
  (name: EndpointName, refused: ReadonlySet<string>): FieldGate =>
  (field) =>
    !refused.has(`${name}.${field}`);

/**
 * For a page that sends several extension fields of one endpoint (the activity log's filters): a
 * field is sent until the service refuses that field, never because it refused another.
 */
export function useFieldGate(name: EndpointName): FieldGate {
  const refused = useSyncExternalStore(
    subscribe,
    () => refusedFieldsOf(name),
    () => '',
  );
  return useMemo(() => gateFor(name, new Set(refused.split(' '))), [name, refused]);
}

/** `useFieldGate` outside React. */
export const fieldGate = (name: EndpointName): FieldGate =>
  gateFor(name, new Set(refusedFieldsOf(name).split(' ')));
