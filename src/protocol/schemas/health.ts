import { z } from 'zod';

/**
 * `GET /web-api/health`: what a load balancer and an operator read of one
 * server process. With the live feed, the process's role in it (one leader
 * steps the simulator, followers apply its batches) and its last sequence
 * number, so a follower that stopped following shows as falling behind.
 */
export const liveRoleSchema = z.enum(['leader', 'follower']);

export const healthAnswerSchema = z
  .object({
    ok: z.literal(true),
    live: z.object({ role: liveRoleSchema, seq: z.number().int().nonnegative() }).strict().optional(),
  })
  .strict();

export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
export type LiveRole = z.infer<typeof liveRoleSchema>;
