import { bounceClasses, bounceSides } from './bounces';
import { commaListSchema } from './common';
import { z } from './zod';
import { onFirstUse } from './on-first-use';

/** The bounce filters of the lists (extension query fields): comma lists of classes and of sides. */
export const bounceClassListSchema = onFirstUse(() =>
  commaListSchema(
    z.enum(bounceClasses, { error: `must be one of: ${bounceClasses.join(', ')}` }),
    1,
    'bounce class',
  ),
);
export const bounceSideListSchema = onFirstUse(() =>
  commaListSchema(z.enum(bounceSides, { error: `must be one of: ${bounceSides.join(', ')}` }), 1, 'side'),
);
