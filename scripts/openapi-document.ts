import { z } from '../src/contract/zod';
import { idParamSchema, supportedTimes, uuidParamSchema } from '../src/contract/common';
import { endpoints, type Endpoint } from '../src/contract/endpoints';
import { errorEnvelopeSchema, successEnvelope } from '../src/contract/envelope';
import { endpointPowers } from '../src/contract/roles';

const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // zod leaves out the default of a parameter read from text (a pipe): the reader still needs it.
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; defaultValue?: unknown };
      if (def.type === 'default' && jsonSchema.default === undefined) jsonSchema.default = def.defaultValue;
    },
  }) as Record<string, unknown>;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** Path parameters as the service checks them: canonical decimal ids, or UUIDs. */
function pathParamSchema(schema: z.ZodMiniType | undefined) {
  if (schema === uuidParamSchema) return { type: 'string', format: 'uuid' };
  if (schema === idParamSchema) return { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
  throw new Error('every path parameter needs a params schema in src/contract/endpoints.ts');
}

/** Every error status the operation can answer, each with the error envelope. */
function errorResponses(e: Endpoint) {
  const name = Object.entries(endpoints).find(([, v]) => v === e)?.[0] ?? '';
  const has = (part: 'params' | 'query' | 'body') => part in e;
  const conflicts: Partial<Record<string, string>> = {
    createSuppression: 'conflict: the address is already suppressed (details[0].existing is that row)',
    currentKey: 'conflict: the caller is a signed-in person, not an API key (GET /session says who)',
    revokeKey: "conflict: the key is the caller's own, already revoked, or the last active admin key",
    continueSuppressionRemoval: 'conflict: the removal has been undone (restored or being restored)',
    retryWebhookDelivery:
      'conflict: the delivery was delivered already, or is being sent or retried right now',
    createDomain: 'conflict: the domain is already a sending domain',
    invitePerson: 'conflict: the address already has access or an open invitation',
    acceptInvitation: 'conflict: the address given for the Owner link already has access',
    updatePerson: 'conflict: the person is the last Owner',
    removePerson: 'conflict: the person is the last Owner',
    resendInvitation: 'conflict: the person has already joined',
    resetPersonTotp: 'conflict: one’s own (use My account), or the person has none',
    changePassword:
      'conflict: the person signs in only through single sign-on, the password changed meanwhile, or too many wrong proofs',
    beginTotpEnrollment: 'conflict: a second factor is already set up',
    confirmTotpEnrollment: 'conflict: none is being set up, one already is, or too many wrong codes',
    removeTotp: 'conflict: the Owner requires a second factor, none is set up, or too many wrong codes',
    regenerateRecoveryCodes: 'conflict: no second factor is set up, or too many wrong codes',
    rotateDomainDkim:
      'conflict: a step out of order (switch before the next key is verified, a second publish_next, retire_old with no retiring key)',
  };
  // A single-use link that no longer works (used, expired, revoked or never issued), said alike.
  const gone: Partial<Record<string, string>> = {
    readInvitation: 'invitation_invalid: the link is used, expired, revoked or unknown',
    acceptInvitation: 'invitation_invalid: the link is used, expired, revoked or unknown',
    completePasswordReset: 'reset_link_invalid: the link is used, expired or unknown',
  };
  const forbidden: Partial<Record<string, string>> = {
    createKey:
      "forbidden: the key lacks the admin permission, or a permission it asks to grant (a key grants only what it holds); the person's role lacks the keys.manage power, or a power of the key asked for",
  };
  const unauthorized: Partial<Record<string, string>> = {
    signIn:
      "unauthorized: the email and password (or the code) don't match an account, one message whatever the cause; second_factor_required: send the code too",
  };
  const power = endpointPowers[name as keyof typeof endpointPowers];
  const forbiddenPerson =
    power === 'self'
      ? ''
      : `, or the person's role lacks the ${power} power (second_factor_required: set one up first)`;
  const forbiddenKey =
    e.permission === 'person'
      ? 'forbidden: an API key cannot use it'
      : `forbidden: the key lacks the ${e.permission} permission`;
  const csrf =
    e.method === 'get'
      ? ''
      : '; csrf_failed: a cookie request not from a page of this origin, or without X-CSRF-Token';
  // Beyond path parameters, a query parameter can name the thing asked about.
  const notFound: Partial<Record<string, string>> = {
    getCompliance: 'not_found: domain_id names no sending domain (or a deleted one)',
  };
  return {
    // Every route refuses NUL (U+0000) in its path or query, so even one without parameters can answer 400.
    400: errorResponse(
      has('params') || has('query') || has('body')
        ? 'invalid_request: a malformed body, query or path'
        : 'invalid_request: the query holds a NUL (U+0000) character',
    ),
    ...(e.permission === 'public'
      ? {
          ...(unauthorized[name] ? { 401: errorResponse(unauthorized[name]) } : {}),
          ...(csrf ? { 403: errorResponse('csrf_failed: posted from a page of another origin') } : {}),
        }
      : {
          401: errorResponse('unauthorized: missing, malformed or unknown API key, or no live session'),
          ...(e.permission === 'any' && !csrf && power === 'self'
            ? {}
            : { 403: errorResponse(`${forbidden[name] ?? `${forbiddenKey}${forbiddenPerson}`}${csrf}`) }),
        }),
    ...(has('params') || notFound[name]
      ? { 404: errorResponse(notFound[name] ?? 'not_found: no such resource') }
      : {}),
    ...(conflicts[name] ? { 409: errorResponse(conflicts[name]) } : {}),
    ...(gone[name] ? { 410: errorResponse(gone[name]) } : {}),
    ...(has('body')
      ? {
          413: errorResponse('payload_too_large: the body is over 1 MiB'),
          415: errorResponse('unsupported_media_type: the body is not application/json'),
        }
      : {}),
    ...(name === 'createMessage'
      ? { 422: errorResponse('recipient_suppressed: the recipient is suppressed') }
      : {}),
    429: errorResponse('rate_limited: see the Retry-After header'),
    500: errorResponse('internal_error: never with internals; quote the X-Request-Id'),
    503: errorResponse('service_unavailable: the database is away for a moment; see Retry-After'),
  };
}

/** Builds the OpenAPI 3.1 document from the contract; `npm run openapi` writes it to src/contract. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, e] of Object.entries(endpoints)) {
    const shape = ('params' in e ? e.params.def.shape : {}) as Record<string, z.ZodMiniType>;
    const pathParams = [...e.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: pathParamSchema(shape[name!]),
    }));
    const query = 'query' in e ? schemaOf(e.query, 'input') : undefined;
    const queryParams = Object.entries((query?.properties ?? {}) as Record<string, unknown>).map(
      ([name, schema]) => ({
        name,
        in: 'query',
        required: ((query?.required as string[] | undefined) ?? []).includes(name),
        schema,
      }),
    );
    const op: Record<string, unknown> = {
      operationId,
      summary: e.summary,
      tags: [e.path.split('/')[1]],
      'x-permission': e.permission,
      // The power a signed-in person needs (the role table: src/contract/roles.ts).
      'x-power': endpointPowers[operationId as keyof typeof endpointPowers],
      ...('extension' in e ? { 'x-extension': true } : {}),
      parameters: [...pathParams, ...queryParams],
      responses: {
        [e.status]:
          'produces' in e && e.produces === 'redirect'
            ? {
                description: 'A redirect: the browser goes on to the provider, or back to the dashboard',
                headers: { Location: { schema: { type: 'string' } } },
              }
            : 'produces' in e
              ? {
                  description: 'Success, streamed',
                  content: { [e.produces]: { schema: { type: 'string' } } },
                }
              : {
                  description: 'Success',
                  content: { 'application/json': { schema: schemaOf(successEnvelope(e.data), 'output') } },
                },
        ...errorResponses(e),
      },
    };
    if ('body' in e) {
      op.requestBody = {
        required: !('bodyOptional' in e),
        content: { 'application/json': { schema: schemaOf(e.body, 'input') } },
      };
    }
    const path = `/api/v1${e.path}`;
    paths[path] = { ...paths[path], [e.method]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Email delivery service API',
      version: '1',
      description:
        'Suppressions, messages, statistics and webhooks. Generated from src/contract by `npm run openapi`. ' +
        `Times in requests are ISO 8601 with Z or an offset, from ${supportedTimes.from} to ${supportedTimes.to} ` +
        `once converted to UTC (days: ${supportedTimes.from.slice(0, 10)} to ${supportedTimes.to.slice(0, 10)}); ` +
        'anything else is a 400 naming the field. ' +
        'Ids that are UUIDs may be of any version or variant, in either letter case.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorEnvelope: schemaOf(errorEnvelopeSchema, 'output') },
    },
    paths,
  };
}
