import { z } from '../src/contract/zod';
import { endpoints } from '../src/contract/endpoints';
import { errorEnvelopeSchema, successEnvelope } from '../src/contract/envelope';

const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** Builds the OpenAPI 3.1 document from the contract; `npm run openapi` writes it to src/contract. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, e] of Object.entries(endpoints)) {
    const pathParams = [...e.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema:
        name === 'id' && e.path.startsWith('/messages')
          ? { type: 'string', format: 'uuid' }
          : { type: 'integer', minimum: 1 },
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
      ...('extension' in e ? { 'x-extension': true } : {}),
      parameters: [...pathParams, ...queryParams],
      responses: {
        [e.status]: {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(successEnvelope(e.data), 'output') } },
        },
        400: errorResponse('invalid_request: a malformed body, query or path'),
        401: errorResponse('unauthorized: missing, malformed or unknown API key'),
        ...(e.permission === 'any'
          ? {}
          : { 403: errorResponse(`forbidden: the key lacks the ${e.permission} permission`) }),
        429: errorResponse('rate_limited: see the Retry-After header'),
      },
    };
    if ('body' in e) {
      op.requestBody = {
        required: true,
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
        'Suppressions, messages, statistics and webhooks. Generated from src/contract by `npm run openapi`.',
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
