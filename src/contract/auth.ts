import { z } from './zod';

export const permissions = ['admin', 'stats', 'send'] as const;
export const permissionSchema = z.enum(permissions);
export type Permission = z.infer<typeof permissionSchema>;
