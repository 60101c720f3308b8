import ical from 'ical-generator';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { requireVisibleProject } from './projects.service';

/** An all-day calendar event for the install date (Project Schedule card → Add to Calendar). */
export async function installDateCalendar(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<string> {
  const project = await requireVisibleProject(db, actor, tenant, projectId);
  if (!project.installDate) throw new AppError('NOT_FOUND', 'This project has no install date yet.');
  const calendar = ical({ name: `${tenant.name}: installation`, prodId: { company: tenant.name, product: 'Arbour', language: 'EN' } });
  const [year, month, day] = project.installDate.split('-').map(Number) as [number, number, number];
  // A floating all-day date: the install day is the same day wherever the calendar is opened.
  const start = new Date(Date.UTC(year, month - 1, day, 12));
  calendar.createEvent({
    id: `install-${project.id}@${tenant.subdomain}.arbour`,
    start,
    allDay: true,
    summary: `${project.name}: installation day`,
    description: `${tenant.name} install your ${project.name} on this day. Please make sure the site is clear and accessible.`,
  });
  return calendar.toString();
}
