/**
 * Preloaded into a service process by tests (`serviceProcess(env, { preload })`): every DNS question
 * the process asks through a `dns.promises.Resolver` is appended to the file `DNS_QUERY_LOG` as
 * `<pid> <ms> <type> <name>`, so a test can count which process asked what, and when.
 */
import { appendFileSync } from 'node:fs';
import { Resolver } from 'node:dns/promises';

const log = process.env.DNS_QUERY_LOG;
if (log) {
  const resolve = Resolver.prototype.resolve as (
    this: Resolver,
    name: string,
    type?: string,
  ) => Promise<unknown>;
  const logged = function (this: Resolver, name: string, type: string = 'A') {
    appendFileSync(log, `${process.pid} ${Date.now()} ${type} ${name}\n`);
    return resolve.call(this, name, type);
  };
  Resolver.prototype.resolve = logged as typeof Resolver.prototype.resolve;
}
