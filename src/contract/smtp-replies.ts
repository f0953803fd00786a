import { z } from './zod';
import { bounceClassificationSchema } from './bounces';
import { onFirstUse } from './on-first-use';

export const maxRepliesPerRequest = 100;
export const maxReplyLength = 4000;

/** `POST /smtp-replies/classify`: up to 100 replies, each as the receiving server wrote it. */
export const classifyRepliesBodySchema = onFirstUse(() =>
  z.strictObject({
    replies: z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'must not be empty'),
            z.maxLength(maxReplyLength, `must be at most ${maxReplyLength} characters`),
          ),
      )
      .check(
        z.minLength(1, 'must hold at least one reply'),
        z.maxLength(maxRepliesPerRequest, `must hold at most ${maxRepliesPerRequest} replies`),
      ),
  }),
);
export type ClassifyRepliesBody = z.infer<typeof classifyRepliesBodySchema>;

/** One classification per reply, in the order asked. */
export const classifyRepliesDataSchema = onFirstUse(() =>
  z.object({
    classifications: z.array(bounceClassificationSchema),
  }),
);
