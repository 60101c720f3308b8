import { CUSTOMER_LIST_LIMIT, type CustomerSearch, type CustomerSummary } from '../../../shared/schemas/customers';
import type { Actor } from '../../app-env';
import { requireRole, STAFF_ROLES } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { listCompanyCustomers, listFirstProjects } from './customers.queries';

/** Staff: the company's customers by name, each with the project a contract for them would go to. */
export async function listCustomers(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, search: CustomerSearch): Promise<CustomerSummary[]> {
  requireRole(actorOrNull, STAFF_ROLES);
  const customers = await listCompanyCustomers(db, tenant.id, search.q || undefined, CUSTOMER_LIST_LIMIT);
  const projects = new Map((await listFirstProjects(db, tenant.id, customers.map((c) => c.id))).map((p) => [p.customerId, p]));
  return customers.map((c) => {
    const project = projects.get(c.id);
    return { id: c.id, name: c.name, email: c.email, projectId: project?.id ?? null, projectName: project?.name ?? null };
  });
}
