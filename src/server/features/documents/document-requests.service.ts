import { formatCalendarDate, todayInLondon } from '../../../shared/dates';
import { documentRequestStatus, documentRequestTitle } from '../../../shared/documents';
import type { CreateDocumentRequest, DocumentRequest } from '../../../shared/schemas/documents';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { queueCustomerEmail } from '../../lib/email/customer-email';
import { documentRequestedEmail } from './document-request-email';
import { fileUrl } from '../files/files.service';
import { requireVisibleProject } from '../projects/projects.service';
import { insertRequest, listProjectRequests, type RequestListRow } from './documents.queries';

function toDocumentRequest({ request, requesterName, documentTitle, documentFileId }: RequestListRow, today: string): DocumentRequest {
  return {
    id: request.id,
    projectId: request.projectId,
    documentType: request.documentType,
    description: request.description,
    dueDate: request.dueDate,
    status: documentRequestStatus(request.documentId !== null, request.dueDate, today),
    requestedBy: request.requestedBy,
    requesterName,
    document: request.documentId && documentTitle !== null && documentFileId !== null ? { id: request.documentId, title: documentTitle, fileUrl: fileUrl(documentFileId) } : null,
    fulfilledAt: request.fulfilledAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

/** The project's requests with their state: the customer sees what is outstanding, staff what came back. */
export async function listDocumentRequests(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<DocumentRequest[]> {
  await requireVisibleProject(db, actor, tenant, projectId);
  const today = todayInLondon();
  return (await listProjectRequests(db, tenant.id, projectId)).map((row) => toDocumentRequest(row, today));
}

/** Staff ask the project's customer for a document (Request Document dialog). */
export async function createDocumentRequest(
  db: Database,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  projectId: string,
  input: CreateDocumentRequest,
  portalUrl?: string,
): Promise<DocumentRequest> {
  const actor = requireActor(actorOrNull);
  await requireVisibleProject(db, actor, tenant, projectId);
  requirePermission(actor, 'documents:manage');
  return db.transaction(async (tx) => {
    const request = await insertRequest(tx, {
      companyId: tenant.id,
      projectId,
      documentType: input.documentType,
      description: input.description,
      dueDate: input.dueDate ?? null,
      requestedBy: actor.userId,
    });
    const due = input.dueDate ? ` by ${input.dueDate}` : '';
    await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'document_requested', description: `Document requested: ${documentRequestTitle(input.documentType)}${due}`, isPublic: true });
    if (portalUrl) {
      const facts = {
        companyName: tenant.name,
        documentType: input.documentType,
        description: input.description,
        dueDate: input.dueDate ? formatCalendarDate(input.dueDate) : null,
        documentsLink: `${portalUrl}/dashboard?tab=documents`,
      };
      await queueCustomerEmail(tx, { tenant, projectId, kind: 'document-requested', compose: (customer) => documentRequestedEmail(customer, facts) });
    }
    return toDocumentRequest({ request, requesterName: actor.name, documentTitle: null, documentFileId: null }, todayInLondon());
  });
}
