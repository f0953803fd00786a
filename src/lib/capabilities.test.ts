import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { callEndpoint } from './call-endpoint';
import { getCapability, isUnsupported } from './capabilities';
import { session } from './session';

const server = startMswServer();
const requests = recordRequests(server);

const notFound = () => reply(404, errorBody('not_found', 'There is no such route.'));

describe('capabilities', () => {
  it('learns from each outcome of an extension: a 2xx says it is there', async () => {
    server.use(http.get(api('/domains'), () => reply(200, ok({ domains: [] }))));
    expect(getCapability('listDomains')).toBeUndefined();
    await callEndpoint('listDomains', {});
    expect(getCapability('listDomains')).toBe(true);
  });

  it('a route-level miss is one Unsupported error, and the service is not asked again this session', async () => {
    server.use(http.get(api('/audit-log'), () => reply(405, errorBody('method_not_allowed', 'No.'))));
    const first = await callEndpoint('listAuditLog', {}).catch((e: unknown) => e);
    expect(isUnsupported(first)).toBe(true);
    expect(first).toMatchObject({ status: 405, capability: 'listAuditLog' });
    const second = await callEndpoint('listAuditLog', {}).catch((e: unknown) => e);
    expect(isUnsupported(second)).toBe(true);
    expect(requests).toHaveLength(1);
    expect(getCapability('listAuditLog')).toBe(false);
  });

  it('a field refused by name on an extension endpoint is that field missing, not the endpoint', async () => {
    server.use(
      http.get(api('/messages'), ({ request }) =>
        new URL(request.url).searchParams.has('bounce_class')
          ? reply(400, errorBody('invalid_request', 'Unknown parameter: bounce_class.'))
          : reply(200, ok({ messages: [], next_cursor: null })),
      ),
    );
    const refused = await callEndpoint('listMessages', { query: { bounce_class: ['reputation'] } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ capability: 'listMessages.bounce_class' });
    expect(getCapability('listMessages.bounce_class')).toBe(false);
    expect(getCapability('listMessages')).toBeUndefined();
    await callEndpoint('listMessages', { query: { status: ['delivered'] } });
    expect(getCapability('listMessages')).toBe(true);
    // Known now: the field is not asked again, the log still is.
    const again = await callEndpoint('listMessages', { query: { bounce_class: ['content'] } }).catch(
      (e: unknown) => e,
    );
    expect(isUnsupported(again)).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('a 400 naming an unknown parameter is a miss; any other 400 is a real failure', async () => {
    server.use(
      http.get(api('/keys'), () => reply(400, errorBody('invalid_request', 'limit must be a number'))),
    );
    const refused = await callEndpoint('listKeys', {}).catch((e: unknown) => e);
    expect(isUnsupported(refused)).toBe(false);
    expect(getCapability('listKeys')).toBeUndefined();
    server.use(
      http.get(api('/keys'), () =>
        HttpResponse.json({ message: 'Unknown query parameter' }, { status: 400 }),
      ),
    );
    expect(isUnsupported(await callEndpoint('listKeys', {}).catch((e: unknown) => e))).toBe(true);
  });

  it('a 404 on a path that ends in an id names the resource, not the route', async () => {
    server.use(http.delete(api('/keys/9'), notFound));
    const error = await callEndpoint('revokeKey', { params: { id: 9 } }).catch((e: unknown) => e);
    expect(isUnsupported(error)).toBe(false);
    expect(error).toMatchObject({ status: 404 });
    expect(getCapability('revokeKey')).toBeUndefined();
  });

  it('a 404 under a parent id (`/webhooks/{id}/deliveries`) is a route miss', async () => {
    server.use(http.get(api('/webhooks/7/deliveries'), notFound));
    const error = await callEndpoint('listWebhookDeliveries', { params: { id: 7 } }).catch((e: unknown) => e);
    expect(isUnsupported(error)).toBe(true);
  });

  it('spec endpoints are never capabilities: their 404 stays what it was', async () => {
    server.use(http.get(api('/webhooks'), notFound));
    const error = await callEndpoint('listWebhooks', {}).catch((e: unknown) => e);
    expect(isUnsupported(error)).toBe(false);
    expect(error).toMatchObject({ status: 404 });
  });

  it('an extension field refused by name is its own capability; the plain call still goes out', async () => {
    server.use(
      http.get(api('/stats/overview'), ({ request }) =>
        new URL(request.url).searchParams.has('group_by')
          ? reply(400, errorBody('invalid_request', 'bad request', [{ field: 'group_by', message: 'bad' }]))
          : reply(200, ok({ overview: {} })),
      ),
    );
    const query = { from: '2026-11-01', to: '2026-11-02' };
    const refused = await callEndpoint('statsOverview', { query: { ...query, group_by: 'provider' } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ capability: 'statsOverview.group_by' });
    expect(getCapability('statsOverview.group_by')).toBe(false);
    await callEndpoint('statsOverview', { query }).catch(() => undefined);
    await callEndpoint('statsOverview', { query: { ...query, group_by: 'provider' } }).catch(() => undefined);
    expect(requests.map((r) => new URL(r.url).searchParams.has('group_by'))).toEqual([true, false]);
  });

  it('another key starts afresh', async () => {
    server.use(http.get(api('/domains'), notFound));
    session.signIn('rk_first_key_000000');
    await callEndpoint('listDomains', {}).catch(() => undefined);
    expect(getCapability('listDomains')).toBe(false);
    session.signIn('rk_second_key_00000');
    expect(getCapability('listDomains')).toBeUndefined();
    session.signOut();
  });
});
