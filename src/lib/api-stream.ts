import { z } from '@/contract/zod';
import { apiRequest, type ApiRequestOptions } from './api-client';

/**
 * A streamed answer (an export): the response once the service said yes, its body unread, so the
 * caller reads it as it arrives. Refusals throw the same ApiError as any other call.
 */
export const apiStream = (path: string, options: Omit<ApiRequestOptions<z.ZodMiniType>, 'schema'>) =>
  apiRequest(path, { ...options, schema: z.unknown(), stream: true }) as Promise<Response>;
