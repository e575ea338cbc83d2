import { z } from 'zod';

/** A member of staff as the admin area shows them: `POST /api/auth/login`, `GET /api/auth/me`. */
const staffViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type StaffView = z.infer<typeof staffViewSchema>;

export const staffAnswerSchema = z.object({ user: staffViewSchema });
export type StaffAnswer = z.infer<typeof staffAnswerSchema>;
