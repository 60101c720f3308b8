import { randomUUID } from 'node:crypto';
import type { ProjectSpecification } from '../../shared/schemas/projects';
import type { Database } from './client';
import { projects, type ProjectRow } from './schema/projects';

export type NewProject = typeof projects.$inferInsert;

export const SAMPLE_SPECIFICATION: ProjectSpecification = {
  size: '4m x 3m',
  color: 'Anthracite Grey (RAL 7016)',
  windows: '2 full-height fixed windows',
  doors: 'Aluminium bi-fold doors',
  electricalPackage: 'Premium: 6 double sockets, LED downlights, panel heater, data point',
  insulation: 'Enhanced: 100 mm PIR in walls, floor and roof',
  groundScrews: true,
};

export async function insertProject(
  db: Database,
  input: Pick<NewProject, 'companyId' | 'customerId'> & Partial<NewProject>,
): Promise<ProjectRow> {
  const [row] = await db
    .insert(projects)
    .values({
      id: `proj-${randomUUID().replaceAll('-', '').slice(0, 12)}`,
      name: 'Garden Office',
      specification: SAMPLE_SPECIFICATION,
      ...input,
    })
    .returning();
  return row!;
}
