import { AppError } from '../../../shared/errors';
import type { LeadConverted } from '../../../shared/schemas/leads';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { listAdminOptions } from '../configurator/configurator.service';
import { createCustomer } from '../customers/customers.service';
import { buildingFromConfiguration } from './lead-specification';
import { lockLead, markLeadConverted, setProjectBuilding } from './leads.queries';
import { getLead, storedConfiguration } from './leads.service';

/**
 * Staff turn a lead into a customer: the Staff operations flow (customer, project with the
 * default checklist, invitation email), the lead marked converted, and for a quote request the
 * project's specification and product type from the design. One transaction: the lead row is
 * locked first, so a second click or a colleague converting at once gets a 409, not a second
 * customer; and a refusal inside (the email already has an account) leaves the lead as it was.
 */
export async function convertLead(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string, portalUrl: string): Promise<LeadConverted> {
  const actor = requirePermission(actorOrNull, 'leads:manage');
  // Read before the transaction: the labels the specification is written from.
  const options = await listAdminOptions(db, actor, tenant);
  const created = await db.transaction(async (tx) => {
    const lead = await lockLead(tx, tenant.id, id);
    if (!lead) throw new AppError('NOT_FOUND', 'Lead not found.');
    if (lead.status === 'converted') throw new AppError('CONFLICT', `${lead.name} has already been made a customer.`);
    const configuration = storedConfiguration(lead.configuration);
    const building = configuration ? buildingFromConfiguration(options, configuration) : null;
    // Inside this transaction, createCustomer's own is a savepoint: the customer, invitation and
    // email commit or roll back with the lead.
    const result = await createCustomer(tx, actor, tenant, { name: lead.name, email: lead.email, ...(building ? { projectName: building.projectName } : {}) }, portalUrl);
    const projectId = result.customer.projectId;
    if (building && projectId) {
      await setProjectBuilding(tx, tenant.id, projectId, { specification: building.specification, ...(building.productType ? { productType: building.productType } : {}) });
    }
    await markLeadConverted(tx, tenant.id, lead.id, result.customer.id);
    return result;
  });
  const { customer } = created;
  return {
    lead: await getLead(db, actor, tenant, id),
    customer: { id: customer.id, name: customer.name, email: customer.email, projectId: customer.projectId },
    invitationExpiresAt: created.invitationExpiresAt,
  };
}
