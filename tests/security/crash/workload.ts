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
}

export function emptyAcknowledged(): Acknowledged {
  return { confirmed: new Set(), verified: new Set(), contractsCreated: new Set(), contractsSigned: new Set(), uploads: new Map(), pendingAtStart: new Set(), unacknowledgedUploads: 0 };
}

export interface Customer {
  userId: string;
  projectId: string;
  cookie: string;
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

export async function signIn(base: string, email: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/sign-in/email', { json: { email, password: 'password123' } });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A demo visitor's first sign-in creates a customer with a private copy of the sample project. */
export async function newCustomer(base: string, label: string): Promise<Customer> {
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const cookie = await signIn(base, `crash-${slug}-${randomUUID().slice(0, 8)}@example.com`);
  const me = (await (await call(base, 'GET', '/api/me', { cookie })).json()) as { id: string; projectId: string | null };
  if (!me.projectId) throw new Error('the demo customer has no project');
  const payments = (await (await call(base, 'GET', `/api/projects/${me.projectId}/payments`, { cookie })).json()) as {
    items: { id: string; status: string; amountPence: number }[];
  };
  const pending = payments.items.filter((i) => i.status === 'pending' || i.status === 'overdue');
  const pendingPaymentIds = pending.map((i) => i.id);
  return { userId: me.id, projectId: me.projectId, cookie, pendingPaymentIds, amountDuePence: Object.fromEntries(pending.map((i) => [i.id, i.amountPence])) };
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
export async function driveFlows(base: string, staffCookie: string, customers: Customer[], acked: Acknowledged, stopped: () => boolean, onAck: () => void): Promise<void> {
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
      const verified = await attempt(() => call(base, 'POST', `/api/payments/${paymentId}/verify`, { cookie: staffCookie, headers: { 'idempotency-key': randomUUID() } }));
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
          cookie: staffCookie,
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
      let document: { id: string; file_url: string } | undefined;
      const res = await attempt(async () => {
        const r = await call(base, 'POST', `/api/projects/${customer.projectId}/documents`, { cookie: customer.cookie, form });
        if (r.status === 201) document = (await r.clone().json()) as { id: string; file_url: string };
        return r;
      });
      if (!res?.ok || !document) {
        acked.unacknowledgedUploads += 1;
        continue;
      }
      const fileId = document.file_url.split('/').pop()!;
      acked.uploads.set(document.id, { fileId, projectId: customer.projectId, sizeBytes: bytes.length, sha256: sha256(bytes), cookie: customer.cookie });
      ack();
    }
  };

  for (const customer of customers) for (const id of customer.pendingPaymentIds) acked.pendingAtStart.add(id);
  await Promise.all(customers.flatMap((customer) => [payments(customer), contracts(customer), uploads(customer), uploads(customer)]));
}
