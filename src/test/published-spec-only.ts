import { http, type HttpHandler } from 'msw';
import { endpoints, type Endpoint } from '@/contract';
import { api, apiPath, errorBody, reply } from './msw';

const route = (path: string) => api(path.replace(/\{(\w+)\}/g, ':$1'));
const unknownRoute = (request: Request) =>
  reply(404, errorBody('not_found', `There is no API route ${request.method} ${apiPath(request)}.`));

async function sentFields(request: Request): Promise<string[]> {
  const query = [...new URL(request.url).searchParams.keys()];
  const body: unknown =
    request.method === 'GET'
      ? null
      : await request
          .clone()
          .json()
          .catch(() => null);
  return [...query, ...(body && typeof body === 'object' ? Object.keys(body) : [])];
}

/**
 * "A service with only the published spec", from the contract: every extension endpoint is a route it
 * does not have (404), and an extension field of a spec endpoint is refused by name (400). Put these
 * before a test's own handlers (`server.use(...publishedSpecOnly(), ...service)`): the spec's own
 * endpoints fall through to them, so the same test data serves a page both ways.
 */
export function publishedSpecOnly(): HttpHandler[] {
  return Object.values(endpoints).flatMap((endpoint: Endpoint) => {
    if (endpoint.extension)
      return [http[endpoint.method](route(endpoint.path), ({ request }) => unknownRoute(request))];
    const extensionFields = endpoint.extensionFields ?? [];
    if (extensionFields.length === 0) return [];
    return [
      http[endpoint.method](route(endpoint.path), async ({ request }) => {
        const unknown = (await sentFields(request)).find((field) => extensionFields.includes(field));
        if (!unknown) return undefined;
        return reply(400, errorBody('invalid_request', `Unknown parameter: ${unknown}.`));
      }),
    ];
  });
}
