import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teams, type TeamRow } from '../../db/schema/teams';

export function listCompanyTeams(db: Database, companyId: string): Promise<TeamRow[]> {
  return db.select().from(teams).where(eq(teams.companyId, companyId)).orderBy(asc(teams.name));
}

export async function findCompanyTeam(db: Database, companyId: string, id: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(and(eq(teams.companyId, companyId), eq(teams.id, id)));
  return row;
}

/** Null when the company already has a team of that name. */
export async function insertTeam(db: Database, companyId: string, name: string): Promise<TeamRow | null> {
  const [row] = await db.insert(teams).values({ companyId, name }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function renameTeam(db: Database, companyId: string, id: string, name: string): Promise<TeamRow | undefined> {
  const [row] = await db.update(teams).set({ name }).where(and(eq(teams.companyId, companyId), eq(teams.id, id))).returning();
  return row;
}

export async function deleteTeam(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db.delete(teams).where(and(eq(teams.companyId, companyId), eq(teams.id, id))).returning({ id: teams.id });
  return rows.length > 0;
}
