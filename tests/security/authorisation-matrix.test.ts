import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, sampleFiles } from '../factories/files';
import { createTestApp } from '../setup/test-app';
import { recordSecurityFigure } from './figures';
import { operationKey, type Access, type CellContext } from './matrix/cells';
import { startMatrix, type MatrixRun } from './matrix/runner';
import { buildMatrixWorld } from './matrix/world';

/**
 * The authorisation matrix: every operation of the OpenAPI document, called by every kind of
 * caller, on both companies' hosts, against objects of every owner. What is allowed comes from
 * the table below and nowhere else; every other cell must be refused (401, 403 or 404) with no
 * other party's data in its body, and a refused write must leave every table as it was.
 *
 * Allowed cells send a valid request: a read must succeed (2xx); a write must not be refused
 * (anything below 500 but 401/403, so a business rule's 400/409/410 counts, as when an earlier
 * cell already signed the contract), and a 404 only once an earlier allowed cell of the same
 * operation has consumed the object (a second delete).
 */

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const sameTenant = (ctx: CellContext, kind: 'payment' | 'project') => ctx.world.targets[kind].find((t) => t.party === (ctx.target?.party === 'B' ? 'B1' : 'A1'))!.id;

/** A site diary entry with one photo, as the team posts it. */
function diaryForm(): FormData {
  const form = new FormData();
  form.append('body', 'Matrix diary entry');
  form.append('stage', 'manufacturing');
  form.append('photos', new File([new Uint8Array(sampleFiles.png)], 'site.png'));
  return form;
}

/** A drawing attached to a variation, as the team attaches it after proposing. */
function variationAttachmentForm(): FormData {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(sampleFiles.pdf)], 'drawing.pdf'));
  return form;
}

const TABLE: Record<string, Access> = {
  'GET /api/health': { who: 'public' },
  'GET /api/health/ready': { who: 'public' },
  'GET /api/company': { who: 'public', showsCompanyText: true },
  // Answers 404 with demo mode off, as in this test app: the same for everyone.
  'GET /api/demo/accounts': { who: 'public', alsoAllowed: [404] },
  'GET /api/me': { who: 'signedIn' },
  'POST /api/me/first-login-complete': { who: 'signedIn', body: () => ({}) },
  'PATCH /api/me/details': { who: 'signedIn', body: () => ({ name: 'Matrix Person', phone: '07700 900123' }) },

  'GET /api/projects/{id}': { who: 'ownOrStaff', target: 'project' },
  'PATCH /api/projects/{id}': { who: 'staff', target: 'project', body: () => ({ siteAddress: '1 Matrix Lane, Leeds' }) },
  'GET /api/projects/{id}/calendar.ics': { who: 'ownOrStaff', target: 'project', alsoAllowed: [404] },
  'GET /api/projects/{id}/design-approval': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/design-approval': { who: 'own', target: 'project', body: () => ({ decision: 'approve' }) },
  'POST /api/projects/{id}/delay-notice': { who: 'staff', target: 'project', body: () => ({ reason: 'Storm damage at the yard', revisedInstallDate: isoDay(60) }) },
  'GET /api/projects/{id}/details': { who: 'staff', target: 'project' },
  'PATCH /api/installations/{projectId}': { who: 'staff', target: 'project', body: () => ({ location: 'Back garden' }) },

  'GET /api/projects/{id}/payments': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/payment-items': { who: 'staff', target: 'project', body: () => ({ title: 'Matrix extra', amount: 100 }) },
  'PATCH /api/payment-items/{id}': { who: 'staff', target: 'payment', body: () => ({ title: 'Matrix renamed' }) },
  'DELETE /api/payment-items/{id}': { who: 'staff', target: 'payment' },
  'GET /api/payments': { who: 'staff' },
  'GET /api/payments/export.csv': { who: 'admin', query: `?from=${isoDay(-31)}&to=${isoDay(0)}` },
  'POST /api/payments/{id}/confirm-transfer': { who: 'own', target: 'payment', body: () => ({ reference: 'MATRIX', amount: 1000, transferDate: isoDay(-1) }) },
  'POST /api/payments/{id}/verify': { who: 'staff', target: 'payment' },
  'POST /api/payments/{id}/reject': { who: 'staff', target: 'payment', body: () => ({ reason: 'Not received' }) },
  'POST /api/payments/{id}/mark-paid': { who: 'staff', target: 'payment' },
  'GET /api/payments/{id}/history': { who: 'staff', target: 'payment' },
  'POST /api/payments/{id}/reminders': { who: 'staff', target: 'payment' },
  // A receipt exists only once paid (409 before, as the target payment is unpaid), an invoice always.
  'GET /api/payments/{id}/receipt': { who: 'ownOrStaff', target: 'payment', alsoAllowed: [409] },
  'GET /api/payments/{id}/invoice': { who: 'ownOrStaff', target: 'payment' },
  'POST /api/payments/reconciliation/import': {
    who: 'staff',
    form: () => fileForm('statement.csv', Buffer.from(`Date,Description,Amount\n01/02/2025,Matrix line,10.00\n`), {}, 'text/csv'),
  },
  'POST /api/payments/reconciliation/confirm': {
    who: 'staff',
    target: 'statementLine',
    body: (ctx) => ({ lineId: ctx.target!.id, paymentId: sameTenant(ctx, 'payment') }),
  },
  'GET /api/bank-details': { who: 'signedIn', alsoAllowed: [404] },
  'PUT /api/bank-details': { who: 'admin', body: () => ({ accountName: 'Matrix Rooms Ltd', sortCode: '12-34-56', accountNumber: '12345678', bankName: 'Matrix Bank' }) },

  'GET /api/contracts': { who: 'signedIn' },
  'POST /api/contracts': { who: 'staff', target: 'customer', bodyTarget: 'customerId', body: (ctx) => ({ title: 'Matrix contract', content: '# Terms\n\nText.', customerId: ctx.target!.id }) },
  'GET /api/contracts/{id}': { who: 'ownOrStaff', target: 'contract' },
  // Staff may call it too; only the customer's first call writes anything.
  'POST /api/contracts/{id}/viewed': { who: 'ownOrStaff', target: 'contract' },
  'POST /api/contracts/{id}/sign': { who: 'own', target: 'contract', body: () => ({ agreed: true }) },
  'POST /api/contracts/{id}/void': { who: 'staff', target: 'contract' },
  'POST /api/contracts/{id}/work-start-request': { who: 'own', target: 'contract' },
  'GET /api/contracts/{id}/verify': { who: 'ownOrStaff', target: 'contract' },
  'GET /api/contracts/{id}/pdf': { who: 'ownOrStaff', target: 'contract' },

  'GET /api/projects/{id}/variations': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/variations': { who: 'staff', target: 'project', body: () => ({ title: 'Matrix variation', description: 'Matrix change', priceChangePence: 5_000, daysAdded: 0 }) },
  // The typed name must be the customer's own; a mismatch is a 400, which still counts as let through.
  'POST /api/variations/{id}/attachments': { who: 'staff', target: 'variation', form: () => variationAttachmentForm() },
  'POST /api/variations/{id}/approve': { who: 'own', target: 'variation', body: () => ({ signatureName: 'Matrix Customer', agreed: true }) },
  'POST /api/variations/{id}/decline': { who: 'own', target: 'variation', body: () => ({ reason: 'Matrix reason' }) },
  'POST /api/variations/{id}/withdraw': { who: 'staff', target: 'variation' },
  'GET /api/variations/{id}/pdf': { who: 'ownOrStaff', target: 'variation' },
  // The public keys a seal is checked with: the same for everyone, on every company's host.
  'GET /api/signing-keys': { who: 'public' },

  'GET /api/customers': { who: 'staff' },
  'POST /api/customers': { who: 'staff', body: (ctx) => ({ name: 'Matrix Customer', email: `new-${ctx.unique}@matrix.test` }) },
  'POST /api/customers/{id}/invitation': { who: 'staff', target: 'customer' },
  'GET /api/onboarding': { who: 'signedIn' },
  'PATCH /api/onboarding/project': { who: 'customer', body: () => ({ siteAddress: '1 Matrix Lane, Leeds', productType: 'studio' }) },
  'GET /api/onboarding/customers': { who: 'staff' },
  // The link is the secret: whoever holds it is greeted with the invitee's name and email.
  'GET /api/invitations/{token}': { who: 'public', target: 'invitation', alsoAllowed: [410], showsCompanyText: true },
  'POST /api/invitations/{token}/accept': { who: 'public', target: 'invitation', showsCompanyText: true, body: () => ({ password: 'a-long-matrix-password' }) },

  'GET /api/projects/{id}/notes': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/notes': { who: 'ownOrStaff', target: 'project', body: () => ({ content: 'Matrix note' }) },
  'PATCH /api/notes/{id}': { who: 'staff', target: 'note', body: () => ({ isPinned: true }) },
  'GET /api/projects/{id}/checklist': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/checklist': { who: 'staff', target: 'project', body: () => ({ title: 'Matrix item', type: 'staff' }) },
  // A customer ticks off an item meant for them; everything else about it is staff's.
  'PATCH /api/checklist-items/{id}': { who: 'ownOrStaff', target: 'checklistItem', body: () => ({ isCompleted: true }) },
  'DELETE /api/checklist-items/{id}': { who: 'staff', target: 'checklistItem' },
  'GET /api/checklist-template': { who: 'staff' },
  'POST /api/checklist-template': { who: 'staff', body: () => ({ title: 'Matrix template item', type: 'shared' }) },
  'PATCH /api/checklist-template/{id}': { who: 'staff', target: 'templateItem', body: () => ({ isMandatory: true }) },
  'DELETE /api/checklist-template/{id}': { who: 'staff', target: 'templateItem' },

  'GET /api/tickets': { who: 'signedIn' },
  'POST /api/tickets': { who: 'customer', body: () => ({ subject: 'Matrix ticket', description: 'Help please' }) },
  'GET /api/tickets/counts': { who: 'staff' },
  'GET /api/tickets/settings': { who: 'staff' },
  'PUT /api/tickets/settings': { who: 'admin', body: () => ({ responseTargetHours: 24 }) },
  'GET /api/tickets/{id}': { who: 'ownOrStaff', target: 'ticket' },
  'PATCH /api/tickets/{id}': { who: 'staff', target: 'ticket', body: () => ({ status: 'closed' }) },
  'POST /api/tickets/{id}/responses': { who: 'ownOrStaff', target: 'ticket', body: () => ({ content: 'Matrix reply' }) },
  // Reported by the project's customer once it is completed (the world's projects are not: 409 is their answer).
  'GET /api/projects/{id}/aftercare-requests': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/aftercare-requests': { who: 'own', target: 'project', body: () => ({ category: 'leak', description: 'Matrix aftercare', preferredDays: ['mon'] }) },
  'PATCH /api/aftercare-requests/{id}': { who: 'staff', target: 'aftercareRequest', body: () => ({ action: 'reply', content: 'Matrix aftercare reply' }) },
  'GET /api/messages/conversations': { who: 'signedIn' },
  'GET /api/messages/unread': { who: 'signedIn' },
  'GET /api/projects/{id}/messages': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/messages/read': { who: 'ownOrStaff', target: 'project', body: () => ({}) },
  'POST /api/projects/{id}/messages': { who: 'ownOrStaff', target: 'project', body: () => ({ content: 'Matrix message' }) },
  'GET /api/activity': { who: 'signedIn' },

  'GET /api/teams': { who: 'staff' },
  'POST /api/teams': { who: 'admin', body: (ctx) => ({ name: `Matrix team ${ctx.unique}` }) },
  'PATCH /api/teams/{id}': { who: 'admin', target: 'team', body: (ctx) => ({ name: `Matrix team ${ctx.unique}` }) },
  'DELETE /api/teams/{id}': { who: 'admin', target: 'team' },
  'GET /api/staff/dashboard': { who: 'staff' },
  'GET /api/reports/cash-flow': { who: 'staff', query: '?weeks=12' },
  'GET /api/reports/pipeline': { who: 'staff' },
  'GET /api/staff/production': { who: 'staff' },
  'GET /api/staff/members': { who: 'staff' },
  'GET /api/installations': { who: 'staff' },
  'GET /api/tasks': { who: 'staff' },
  'POST /api/tasks': { who: 'staff', body: () => ({ title: 'Matrix task' }) },
  'PATCH /api/tasks/{id}': { who: 'staff', target: 'task', body: () => ({ done: true }) },
  'DELETE /api/tasks/{id}': { who: 'staff', target: 'task' },
  'GET /api/schedule': { who: 'staff', query: `?from=${isoDay(-7)}&to=${isoDay(40)}` },
  'GET /api/schedule/conflicts': { who: 'staff', query: (ctx) => `?teamId=${ctx.world.targets.team.find((t) => t.party === ctx.host)!.id}&date=${isoDay(20)}` },
  'GET /api/site-visits': { who: 'staff', query: `?from=${isoDay(-7)}&to=${isoDay(40)}` },
  'POST /api/site-visits': { who: 'staff', target: 'project', bodyTarget: 'projectId', body: (ctx) => ({ projectId: ctx.target!.id, kind: 'delivery', date: isoDay(30) }) },
  'PATCH /api/site-visits/{id}': { who: 'staff', target: 'siteVisit', body: () => ({ notes: 'Matrix visit' }) },
  'DELETE /api/site-visits/{id}': { who: 'staff', target: 'siteVisit' },
  'GET /api/availability': { who: 'staff', query: `?from=${isoDay(-1)}&to=${isoDay(30)}` },
  'POST /api/availability': { who: 'staff', body: (ctx) => ({ startsAt: futureHour(10 + Number(ctx.unique.replace(/\D/g, '')) % 40), durationMinutes: 15 }) },
  'GET /api/availability/open': { who: 'signedIn' },
  'DELETE /api/availability/{id}': { who: 'creator', target: 'slot' },
  'POST /api/availability/{id}/book': { who: 'customer', target: 'slot', body: () => ({ topic: 'Matrix call' }) },
  'GET /api/calls': { who: 'signedIn' },
  'DELETE /api/calls/{id}': { who: 'ownOrStaff', target: 'call' },
  'GET /api/calls/{id}/calendar.ics': { who: 'ownOrStaff', target: 'call' },

  'GET /api/settings': { who: 'staff' },
  'PUT /api/settings': {
    who: 'admin',
    body: () => ({ companyName: 'Matrix Rooms', primaryColor: '#225533', secondaryColor: '#ddeeff', emailSenderName: null, productionCapacity: 4 }),
  },
  'POST /api/settings/logo': { who: 'admin', form: () => fileForm('logo.png', sampleFiles.png) },
  'DELETE /api/settings/logo': { who: 'admin' },
  'GET /api/settings/payment-reminders': { who: 'staff' },
  'PUT /api/settings/payment-reminders': { who: 'admin', body: () => ({ enabled: true, daysBefore: 10 }) },
  'GET /api/settings/guarantees': { who: 'staff' },
  'PUT /api/settings/guarantees': { who: 'admin', body: () => ({ structureYears: 10, workmanshipYears: 2 }) },
  // No logo until an admin uploads one.
  'GET /api/company/logo': { who: 'public', alsoAllowed: [404] },
  'GET /api/site-content': { who: 'public', showsCompanyText: true },
  'PUT /api/site-content': { who: 'admin', body: (ctx) => ctx.world.siteContent[ctx.host] },
  'GET /api/outbox': { who: 'admin' },
  // The email's HTML, its one-time link hidden, for the Sent emails page's sandboxed frame.
  'GET /api/outbox/{id}/preview': { who: 'admin', target: 'resetEmail' },
  // A new link goes to the person the email was for; the admin never sees it.
  'POST /api/outbox/{id}/resend': { who: 'admin', target: 'resetEmail' },

  'GET /api/projects/{id}/documents': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/documents': { who: 'ownOrStaff', target: 'project', form: () => fileForm('matrix.pdf', sampleFiles.pdf) },
  'GET /api/projects/{id}/document-requests': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/document-requests': { who: 'staff', target: 'project', body: () => ({ documentType: 'permit', description: 'Matrix request' }) },
  'GET /api/projects/{id}/diagrams': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/diagrams': { who: 'ownOrStaff', target: 'project', form: () => fileForm('plan.png', sampleFiles.png) },
  'GET /api/diagrams/{id}/notes': { who: 'ownOrStaff', target: 'diagram' },
  'POST /api/diagrams/{id}/notes': { who: 'ownOrStaff', target: 'diagram', body: () => ({ content: 'Matrix diagram note' }) },
  'GET /api/projects/{id}/diary': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/diary': { who: 'staff', target: 'project', form: () => diaryForm() },
  'GET /api/projects/{id}/diagram-notes': { who: 'ownOrStaff', target: 'project' },
  'POST /api/projects/{id}/diagram-notes': { who: 'ownOrStaff', target: 'project', body: () => ({ content: 'Matrix diagram note' }) },
  'GET /api/files/{id}': { who: 'ownOrStaff', target: 'file' },

  'GET /api/configurator/options': { who: 'public', showsCompanyText: true },
  'GET /api/configurator/admin/options': { who: 'staff' },
  'POST /api/configurator/options': {
    who: 'staff',
    body: (ctx) => ({ group: 'doors', code: `matrix-${ctx.unique}`, label: 'Matrix doors', pricePence: 1000, pricing: 'fixed' }),
  },
  'PATCH /api/configurator/options/{id}': { who: 'staff', target: 'option', body: () => ({ pricePence: 4_500 }) },
  'DELETE /api/configurator/options/{id}': { who: 'staff', target: 'option' },
  // A made-up design is priced or refused on its merits (400), never on who asks.
  'POST /api/configurator/quote': {
    who: 'public',
    body: () => ({ configuration: { productType: 'studio', size: 'm', cladding: 'c', windows: 'w', doors: 'd', electrical: 'e', insulation: 'i', base: 'b' } }),
  },
  'POST /api/leads': { who: 'public', body: (ctx) => ({ name: 'Matrix Lead', email: `lead-${ctx.unique}@matrix.test`, source: 'contact', message: 'Hello' }) },
  'GET /api/leads': { who: 'staff' },
  'PATCH /api/leads/{id}': { who: 'staff', target: 'lead', body: () => ({ status: 'contacted' }) },
  'POST /api/leads/{id}/convert': { who: 'staff', target: 'lead' },
  'GET /api/demo/slots': { who: 'public' },
  'POST /api/demo/book': { who: 'public', body: (ctx) => ({ name: 'Matrix Visitor', email: `demo-${ctx.unique}@matrix.test`, preferredDate: isoDay(14) }) },
  // A browser's error report needs no session: anyone on a company's pages may send one, to that company's log.
  'POST /api/client-errors': { who: 'public', body: () => ({ kind: 'error', message: 'Matrix error', path: '/dashboard' }) },
  'GET /api/gallery': { who: 'public', showsCompanyText: true },
  'GET /api/gallery/admin': { who: 'staff' },
  'POST /api/gallery': { who: 'staff', form: () => fileForm('room.png', sampleFiles.png, { caption: 'Matrix photo', category: 'studio' }) },
  'PATCH /api/gallery/{id}': { who: 'staff', target: 'galleryItem', body: () => ({ caption: 'Matrix caption' }) },
  'DELETE /api/gallery/{id}': { who: 'staff', target: 'galleryItem' },
  // An original keeps the camera's metadata: staff only (published sizes are public, by their own ids).
  'GET /api/gallery/images/{fileId}': { who: 'staff', target: 'galleryOriginal' },

  // Signing in with one's own password works on one's own company's host only.
  'POST /api/auth/sign-in/email': {
    who: 'signedIn',
    ownSession: true,
    body: (ctx) => ({ email: ctx.persona.email ?? 'nobody@matrix.test', password: 'password123' }),
  },
  'POST /api/auth/sign-out': { who: 'noForeignSession', ownSession: true, body: () => ({}) },
};

/**
 * better-auth's routes under /api/auth. Only those the client uses are served (AUTH_ENDPOINTS in
 * auth/auth-paths.ts; any other is a 404, tests/security/trust/input-bounds.test.ts). They are
 * mounted by auth/auth.routes.ts; a session of another company is refused there before
 * better-auth sees it. (robots.txt, sitemap.xml and the pages are served only with a client
 * build and name no private data; GET /api/health and /api/health/ready answer before any tenant.)
 */
const UNDOCUMENTED: Record<string, Access> = {
  // Two-factor authentication is for staff and admins, on their own account; turning it on or off replaces the session.
  'GET /api/auth/two-factor/status': { who: 'signedIn' },
  'POST /api/auth/two-factor/enable': { who: 'staff', ownSession: true, body: () => ({ password: 'password123' }) },
  'POST /api/auth/two-factor/disable': { who: 'signedIn', ownSession: true, body: () => ({ password: 'password123' }) },
  // A signed-in caller without two-factor gets "not enabled" (400); anyone else is refused.
  'POST /api/auth/two-factor/verify-totp': { who: 'signedIn', body: () => ({ code: '123456' }) },
  'POST /api/auth/two-factor/verify-backup-code': { who: 'signedIn', body: () => ({ code: 'abcde-12345' }) },
  // One's own password, with the current one; it ends the caller's other sessions. Set to the same value, so later cells still sign in.
  'POST /api/auth/change-password': { who: 'signedIn', ownSession: true, body: () => ({ currentPassword: 'password123', newPassword: 'password123' }) },
  // Asking for a link answers the same whoever asks and whatever the email (another company's session is refused).
  'POST /api/auth/request-password-reset': { who: 'noForeignSession', body: (ctx) => ({ email: ctx.persona.email ?? 'nobody@matrix.test' }) },
  // The emailed token is the secret; it sets the password of the account it was sent to.
  'POST /api/auth/reset-password': {
    who: 'noForeignSession',
    body: (ctx) => ({ token: ctx.world.targets.resetToken.find((t) => t.party === ctx.host)!.id, newPassword: 'a-new-matrix-password' }),
  },
};

function futureHour(hoursAhead: number): string {
  const start = new Date(Date.now() + 5 * DAY + hoursAhead * 60 * 60 * 1000);
  start.setUTCMinutes(0, 0, 0);
  return start.toISOString();
}

/** Generous for a loaded machine: on a quiet one the whole file takes well under a minute. */
const PHASE_TIMEOUT = 300_000;

describe('authorisation matrix', () => {
  let matrix: MatrixRun;

  beforeAll(async () => {
    const t = await createTestApp();
    const world = await buildMatrixWorld(t);
    matrix = await startMatrix(t, world, TABLE, UNDOCUMENTED);
  }, PHASE_TIMEOUT);

  it('has an entry in the table for every operation of the OpenAPI document, and none for one that is gone', () => {
    expect(matrix.documented.length).toBeGreaterThan(100);
    const keys = new Set(matrix.documented.map(operationKey));
    const missing = [...keys].filter((key) => !(key in TABLE) && !(key in UNDOCUMENTED));
    expect(missing, `operations without an entry in the authorisation table: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(TABLE).filter((key) => !keys.has(key));
    expect(stale, `table entries for operations no longer in the OpenAPI document: ${stale.join(', ')}`).toEqual([]);
  });

  it('refuses every other cell with 401, 403 or 404, with no other party\'s data, and changes nothing', async () => {
    const { cells, failures } = await matrix.runRefused();
    expect(failures, failures.join('\n')).toEqual([]);
    recordSecurityFigure('matrixCells', cells);
  }, PHASE_TIMEOUT);

  it('answers every allowed read, showing only what the caller may see', async () => {
    const { cells, failures } = await matrix.runAllowedReads();
    expect(failures, failures.join('\n')).toEqual([]);
    recordSecurityFigure('matrixCells', cells);
  }, PHASE_TIMEOUT);

  it('accepts every allowed write', async () => {
    const { cells, failures } = await matrix.runAllowedWrites();
    expect(failures, failures.join('\n')).toEqual([]);
    recordSecurityFigure('matrixCells', cells);
  }, PHASE_TIMEOUT);
});
