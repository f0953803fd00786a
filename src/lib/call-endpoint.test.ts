import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, recordRequests, reply, startMswServer } from '@/test/msw';
import { ApiError } from './api-client';
import { isExtensionMissing } from './capabilities';
import { callEndpoint, endpointPath } from './call-endpoint';

const server = startMswServer();
const requests = recordRequests(server);

describe('callEndpoint', () => {
  it('takes path and method from the contract and fills the path parameters', async () => {
    server.use(
      http.all(api('/*'), () =>
        reply(200, {
          status: 'success',
          data: {
            webhook: {
              id: 3,
              url: 'https://h.example/x',
              event_types: ['bounced'],
              created_at: '2026-01-01T00:00:00.000Z',
            },
          },
        }),
      ),
    );
    await callEndpoint('deleteWebhook', { params: { id: 3 } });
    const [request] = requests;
    expect(request!.url).toBe(new URL('/api/v1/webhooks/3', location.href).href);
    expect(request!.method).toBe('DELETE');
  });

  it('refuses an id the contract would refuse, without a request', () => {
    expect(() => endpointPath('deleteSuppression', { id: '1e3' })).toThrow(ApiError);
    expect(
      endpointPath('retryWebhookDelivery', { id: 7, delivery_id: '0b1c3f8e-5a55-4b5e-9a53-1f0e2d3c4b5a' }),
    ).toBe('/webhooks/7/deliveries/0b1c3f8e-5a55-4b5e-9a53-1f0e2d3c4b5a/retry');
  });

  it('a write answered 204 resolves to null (the caller refetches); a read must match the contract', async () => {
    server.use(http.all(api('/*'), () => new HttpResponse(null, { status: 204 })));
    expect(await callEndpoint('createSuppression', { body: { email: 'a@b.example' } })).toBeNull();
    await expect(callEndpoint('listSuppressions', {})).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('a webhook list without total, as the spec allows, is read', async () => {
    server.use(http.all(api('/*'), () => reply(200, { status: 'success', data: { webhooks: [] } })));
    expect(await callEndpoint('listWebhooks', {})).toEqual({ webhooks: [] });
  });
});

describe('isExtensionMissing', () => {
  const error = (status: number, message = 'x', details: { field?: string; message: string }[] = []) =>
    new ApiError({ status, code: 'x', message, details });
  it('is true for no such route, and for a 400 naming an unknown parameter', () => {
    expect(isExtensionMissing(error(404))).toBe(true);
    expect(isExtensionMissing(error(405))).toBe(true);
    expect(isExtensionMissing(error(400, 'Unknown query parameter: cursor'))).toBe(true);
    expect(isExtensionMissing(error(400, 'bad', [{ field: 'q', message: 'unrecognized parameter' }]))).toBe(
      true,
    );
  });
  it('is false for real failures', () => {
    expect(isExtensionMissing(error(400, 'email must be a valid email address'))).toBe(false);
    expect(isExtensionMissing(error(500))).toBe(false);
    expect(isExtensionMissing(error(403))).toBe(false);
    expect(isExtensionMissing(new Error('x'))).toBe(false);
  });
});
