import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where the e2e service keeps its store and keys; E2E_STATE_DIR lets several suites run side by side. */
export const stateDir = process.env.E2E_STATE_DIR
  ? pathToFileURL(`${process.env.E2E_STATE_DIR.replace(/\/+$/, '')}/`)
  : new URL('../.state/', import.meta.url);

export interface E2eKeys {
  all: string;
  admin: string;
  stats: string;
  send: string;
}

/** The keys e2e/support/serve.ts created in the service's store before starting it. */
export const e2eKeys = (): E2eKeys =>
  JSON.parse(readFileSync(new URL('keys.json', stateDir), 'utf8')) as E2eKeys;
