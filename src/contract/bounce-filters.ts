import { bounceClasses, bounceSides } from './bounces';
import { commaListSchema } from './common';
import { z } from './zod';

/** The bounce filters of the lists (extension query fields): comma lists of classes and of sides. */
export const bounceClassListSchema = commaListSchema(
  z.enum(bounceClasses, { error: `must be one of: ${bounceClasses.join(', ')}` }),
  1,
  'bounce class',
);
export const bounceSideListSchema = commaListSchema(
  z.enum(bounceSides, { error: `must be one of: ${bounceSides.join(', ')}` }),
  1,
  'side',
);
