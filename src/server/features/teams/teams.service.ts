import { AppError } from '../../../shared/errors';
import type { Team, TeamInput } from '../../../shared/schemas/teams';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { TeamRow } from '../../db/schema/teams';
import { isUniqueViolation } from '../../lib/db-errors';
import { deleteTeam, findCompanyTeam, insertTeam, listCompanyTeams, renameTeam } from './teams.queries';

const toTeam = (row: TeamRow): Team => ({ id: row.id, name: row.name });

/** Staff pick teams when they schedule; only an admin changes the list (a company setting). */
export async function listTeams(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<Team[]> {
  requirePermission(actor, 'schedule:manage');
  return (await listCompanyTeams(db, tenant.id)).map(toTeam);
}

/** A team of this company, or a 400 naming the field: ids from a form are checked, not trusted. */
export async function requireCompanyTeam(db: Database, tenant: CompanyRow, teamId: string): Promise<TeamRow> {
  const team = await findCompanyTeam(db, tenant.id, teamId);
  if (!team) throw new AppError('VALIDATION_FAILED', 'Choose one of your teams.', { teamId: ['Choose one of your teams.'] });
  return team;
}

export async function addTeam(db: Database, actor: Actor | null, tenant: CompanyRow, input: TeamInput): Promise<Team> {
  requirePermission(actor, 'teams:manage');
  const row = await insertTeam(db, tenant.id, input.name);
  if (!row) throw new AppError('CONFLICT', `There is already a team called ${input.name}.`);
  return toTeam(row);
}

export async function updateTeam(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, input: TeamInput): Promise<Team> {
  requirePermission(actor, 'teams:manage');
  let row: TeamRow | undefined;
  try {
    row = await renameTeam(db, tenant.id, id, input.name);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `There is already a team called ${input.name}.`);
    throw error;
  }
  if (!row) throw new AppError('NOT_FOUND', 'Team not found.');
  return toTeam(row);
}

/** Installations and visits booked for the team keep their date and lose only the team. */
export async function removeTeam(db: Database, actor: Actor | null, tenant: CompanyRow, id: string): Promise<void> {
  requirePermission(actor, 'teams:manage');
  if (!(await deleteTeam(db, tenant.id, id))) throw new AppError('NOT_FOUND', 'Team not found.');
}
