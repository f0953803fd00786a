import { config } from 'zod/mini';
import { en } from 'zod/v4/locales';

/**
 * The contract uses zod's tree-shakable build (`zod/mini`): the dashboard's first load only
 * carries the parts of zod its schemas use. Unlike `zod`, it does not install the English
 * messages by itself; every contract module imports this one, so messages read the same in the
 * service's 400s and the dashboard's errors wherever the contract is loaded.
 */
config(en());

export * as z from 'zod/mini';
