/** Request shapes of the user and session calls (api.md §3.2). */
import { z } from 'zod';

export const LoginBody = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  accept_tos: z.boolean().optional(),
  discourse: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LogoutBody = z.object({ discourse: z.boolean().optional() }).optional();
