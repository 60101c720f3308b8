import type { Database } from '../../src/server/db/client';
import { insertCompany } from '../../src/server/db/insert-company';
import { insertProject } from '../../src/server/db/insert-project';
import { insertUser } from './users';

/**
 * Two companies with every kind of caller the authorisation rules tell apart:
 * tenant A ("demo") with two customers, staff and an admin; tenant B ("acme")
 * with a customer and staff. Each customer has one project.
 */
export async function createTwoTenantWorld(db: Database) {
  const a = await insertCompany(db, { name: 'Arbour Garden Rooms', subdomain: 'demo' });
  const b = await insertCompany(db, { name: 'Acme Garden Buildings', subdomain: 'acme', primaryColor: '#1d4f91' });

  const customerA1 = await insertUser(db, { companyId: a.id, email: 'a1@example.test', role: 'customer' });
  const customerA2 = await insertUser(db, { companyId: a.id, email: 'a2@example.test', role: 'customer' });
  const staffA = await insertUser(db, { companyId: a.id, email: 'staff-a@example.test', role: 'staff' });
  const adminA = await insertUser(db, { companyId: a.id, email: 'admin-a@example.test', role: 'admin' });
  const customerB1 = await insertUser(db, { companyId: b.id, email: 'b1@example.test', role: 'customer' });
  const staffB = await insertUser(db, { companyId: b.id, email: 'staff-b@example.test', role: 'staff' });

  const projectA1 = await insertProject(db, { companyId: a.id, customerId: customerA1.id, name: 'A1 office' });
  const projectA2 = await insertProject(db, { companyId: a.id, customerId: customerA2.id, name: 'A2 studio' });
  const projectB1 = await insertProject(db, { companyId: b.id, customerId: customerB1.id, name: 'B1 room' });

  return {
    tenantA: { company: a, host: 'demo.localhost' },
    tenantB: { company: b, host: 'acme.localhost' },
    users: { customerA1, customerA2, staffA, adminA, customerB1, staffB },
    projects: { projectA1, projectA2, projectB1 },
  };
}
