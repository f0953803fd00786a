import type { SetupServerApi } from 'msw/node';
import { publishedSpecOnly } from './published-spec-only';

/**
 * The two services every page's main rendering test runs against (`describe.each(serviceModes)`):
 * the test's own reference-like handlers, and the same handlers behind "a service with only the
 * published spec", where the page must degrade by feature rather than break.
 */
export const serviceModes = [
  { service: 'a reference-like service', specOnly: false },
  { service: 'a service with only the published spec', specOnly: true },
] as const;

/**
 * Call after the test's own handlers: in spec-only mode the fixture then answers first (extension
 * routes 404, extension fields 400) and the spec's own endpoints fall through to the test's.
 */
export function applyServiceMode(server: SetupServerApi, specOnly: boolean) {
  if (specOnly) server.use(...publishedSpecOnly());
}
