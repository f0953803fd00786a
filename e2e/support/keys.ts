import { readFileSync } from 'node:fs';

export const stateDir = new URL('../.state/', import.meta.url);

export interface E2eKeys {
  all: string;
  admin: string;
  stats: string;
  send: string;
}

/** The keys e2e/support/serve.ts created in the service's store before starting it. */
export const e2eKeys = (): E2eKeys => JSON.parse(readFileSync(new URL('keys.json', stateDir), 'utf8')) as E2eKeys;
