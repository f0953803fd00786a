import type { Hono } from 'hono';

export interface AppEnv {
  Variables: { requestId: string; keyId: number | undefined };
}
export type App = Hono<AppEnv>;
