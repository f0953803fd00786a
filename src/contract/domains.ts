import { z } from './zod';
import { idSchema } from './common';

export const domainSchema = z.object({ id: idSchema, name: z.string() });
export type Domain = z.infer<typeof domainSchema>;
export const domainListDataSchema = z.object({ domains: z.array(domainSchema) });
