import { z } from 'zod';

/** An installation or survey team (a company setting). */
export const zTeam = z.object({ id: z.string(), name: z.string() });
export type Team = z.infer<typeof zTeam>;

export const zTeamList = z.object({ teams: z.array(zTeam) });

export const zTeamInput = z.object({
  name: z.string().trim().min(1, 'Give the team a name').max(60, 'Keep the name under 60 characters'),
});
export type TeamInput = z.infer<typeof zTeamInput>;
