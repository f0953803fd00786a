import { z } from './zod';
import { idSchema } from './common';
import { onFirstUse } from './on-first-use';

export const domainSchema = onFirstUse(() => z.object({ id: idSchema, name: z.string() }));
export type Domain = z.infer<typeof domainSchema>;
export const domainListDataSchema = onFirstUse(() => z.object({ domains: z.array(domainSchema) }));
