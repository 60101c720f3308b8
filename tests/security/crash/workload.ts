import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** What the server acknowledged (answered 2xx), across every round: each must survive every crash. */
export interface Acknowledged {
  confirmed: Set<string>;
  verified: Set<string>;
  contractsCreated: Set<string>;
  contractsSigned: Set<string>;
  uploads: Map<string, { fileId: string; projectId: string; sizeBytes: number; sha256: string; cookie: string }>;
  /** Items the test's customers had still to pay when their round began: any change to them needs its event. */
  pendingAtStart: Set<string>;
  /** Uploads sent and never acknowledged: the most objects a crash may leave without a row. */
  unacknowledgedUploads: number;
  /** The projects of the test's customers, the only ones a cut-off upload may leave an object in. */
  customerProjects: Set<string>;
}

export function emptyAcknowledged(): Acknowledged {
  return { confirmed: new Set(), verified: new Set(), contractsCreated: new Set(), contractsSigned: new Set(), uploads: new Map(), pendingAtStart: new Set(), unacknowledgedUploads: 0, customerProjects: new Set() };
}

export interface Customer {
  userId: string;
  projectId: string;
  cookie: string;
  /** Staff of the customer's own copy of the demo company, who verify and send contracts. */
  staffCookie: string;
  pendingPaymentIds: string[];
  /** Each pending item's amount due, which the customer confirms (so staff verify it as it stands). */
  amountDuePence: Record<string, number>;
}

/** A browser-like caller: Node's fetch says where it comes from, so the origin check wants Origin too. */
export async function call(base: string, method: string, target: string, options: { cookie?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: base, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  return fetch(`${base}${target}`, { method, headers, body, signal: AbortSignal.timeout(30_000) });
}

/** Signs in with a sample account; the cookies sent along (a demo copy's) say which copy. */
export async function signIn(base: string, email: string, cookie?: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/sign-in/email', { cookie, json: { email, password: 'password123' } });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const cookies = new Map((cookie ? cookie.split('; ') : []).map((c) => [c.split('=')[0]!, c] as const));
  for (const c of res.headers.getSetCookie()) cookies.set(c.split('=')[0]!, c.split(';')[0]!);
  return [...cookies.values()].join('; ');
}

/**
 * A demo visitor: the sample customer's sign-in in a new browser gives a private copy of the demo
 * company, and the sample staff account signed in with that copy's cookie works in the same copy.
 */
export async function newCustomer(base: string): Promise<Customer> {
  const cookie = await signIn(base, 'customer@example.com');
  const copyCookie = cookie.split('; ').find((c) => c.startsWith('arbour_demo_copy='));
  if (!copyCookie) throw new Error('the demo sign-in gave no copy cookie');
  const staffCookie = await signIn(base, 'staff@example.com', copyCookie);
  const me = (await (await call(base, 'GET', '/api/me', { cookie })).json()) as { id: string; projectId: string | null };
  if (!me.projectId) throw new Error('the demo customer has no project');
  const payments = (await (await call(base, 'GET', `/api/projects/${me.projectId}/payments`, { cookie })).json()) as {
    items: { id: string; status: string; amountPence: number }[];
  };
  const pending = payments.items.filter((i) => i.status === 'pending' || i.status === 'overdue');
  const pendingPaymentIds = pending.map((i) => i.id);
  return { userId: me.id, projectId: me.projectId, cookie, staffCookie, pendingPaymentIds, amountDuePence: Object.fromEntries(pending.map((i) => [i.id, i.amountPence])) };
}

/** A small but real PDF (its first bytes say so), padded with random bytes so each upload is distinct and takes a moment to stream. */
export function samplePdf(): Buffer {
  const padding = randomBytes(16 * 1024 + Math.floor(Math.random() * 48 * 1024)).toString('base64');
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${padding}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Drives payments (confirm, then verify), contracts (create, then sign) and uploads for each
 * customer at once, recording every 2xx, until `stopped()` says the server is gone. A request
 * that fails (refused connection, reset, 5xx while the database is down) is simply not acknowledged.
 */
export async function driveFlows(base: string, customers: Customer[], acked: Acknowledged, stopped: () => boolean, onAck: () => void): Promise<void> {
  const ack = () => onAck();
  const attempt = async (request: () => Promise<Response>): Promise<Response | null> => {
    try {
      const res = await request();
      // The body is read so the connection is freed; a reset while reading still leaves the status an acknowledgement.
      await res.arrayBuffer().catch(() => undefined);
      return res;
    } catch {
      return null;
    }
  };

  const payments = async (customer: Customer) => {
    for (const paymentId of customer.pendingPaymentIds) {
      if (stopped()) return;
      const confirmed = await attempt(() =>
        call(base, 'POST', `/api/payments/${paymentId}/confirm-transfer`, {
          cookie: customer.cookie,
          headers: { 'idempotency-key': randomUUID() },
          json: { reference: 'CRASH TEST', amount: (customer.amountDuePence[paymentId]! / 100).toFixed(2), transferDate: '2026-01-05' },
        }),
      );
      if (!confirmed?.ok) continue;
      acked.confirmed.add(paymentId);
      ack();
      if (stopped()) return;
      const verified = await attempt(() => call(base, 'POST', `/api/payments/${paymentId}/verify`, { cookie: customer.staffCookie, headers: { 'idempotency-key': randomUUID() } }));
      if (!verified?.ok) continue;
      acked.verified.add(paymentId);
      ack();
    }
  };

  const contracts = async (customer: Customer) => {
    while (!stopped()) {
      let contractId: string | undefined;
      const created = await attempt(async () => {
        const res = await call(base, 'POST', '/api/contracts', {
          cookie: customer.staffCookie,
          json: { title: 'Garden room build', content: `Terms for this build.\n\n${randomUUID()}`, customerId: customer.userId },
        });
        if (res.status === 201) contractId = ((await res.clone().json()) as { id: string }).id;
        return res;
      });
      if (!created?.ok || !contractId) continue;
      acked.contractsCreated.add(contractId);
      ack();
      if (stopped()) return;
      const signed = await attempt(() => call(base, 'POST', `/api/contracts/${contractId}/sign`, { cookie: customer.cookie, json: { agreed: true } }));
      if (!signed?.ok) continue;
      acked.contractsSigned.add(contractId);
      ack();
    }
  };

  const uploads = async (customer: Customer) => {
    while (!stopped()) {
      const bytes = samplePdf();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'site-survey.pdf');
      let document: { id: string; fileUrl: string } | undefined;
      const res = await attempt(async () => {
        const r = await call(base, 'POST', `/api/projects/${customer.projectId}/documents`, { cookie: customer.cookie, form });
        if (r.status === 201) document = (await r.clone().json()) as { id: string; fileUrl: string };
        return r;
      });
      if (!res?.ok || !document) {
        acked.unacknowledgedUploads += 1;
        continue;
      }
      const fileId = document.fileUrl.split('/').pop()!;
      acked.uploads.set(document.id, { fileId, projectId: customer.projectId, sizeBytes: bytes.length, sha256: sha256(bytes), cookie: customer.cookie });
      ack();
    }
  };

  for (const customer of customers) for (const id of customer.pendingPaymentIds) acked.pendingAtStart.add(id);
  await Promise.all(customers.flatMap((customer) => [payments(customer), contracts(customer), uploads(customer), uploads(customer)]));
}
