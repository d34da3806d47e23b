import { z } from 'zod';
import { RoleIdSchema } from '../enums.js';

export const ProfileSchema = z.object({
  profileId: RoleIdSchema,
  description: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** How bodies name a profile: by id only; the description is the server's. */
export const ProfileRefSchema = z.object({ profileId: RoleIdSchema }, { error: 'required' });
export type ProfileRef = z.infer<typeof ProfileRefSchema>;
