import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../../../src/server/db/migrate';
import type { Acknowledged } from './workload';

/**
 * What a crash must never leave behind, read straight from the database and the storage folder.
 * Each entry of `damage` is a sentence a person can act on; an empty list means the data is whole.
 * `orphans` lists the objects left by uploads a kill cut off (allowed, and bounded).
 */
export async function findDamage(databaseUrl: string, filesDir: string, acked: Acknowledged): Promise<{ damage: string[]; orphans: string[] }> {
  const damage: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The database opens and every migration is applied, none twice.
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    if (applied.rows[0]!.n !== journal.entries.length) damage.push(`${applied.rows[0]!.n} migrations recorded, ${journal.entries.length} expected`);

    // Payments: the event log replays to each item's status, and what was acknowledged is there.
    const payments = await client.query<{ id: string; status: string; last_to: string | null; kinds: string[] | null }>(`
      SELECT i.id, i.status,
        (SELECT e.to_status FROM payment_events e WHERE e.payment_id = i.id ORDER BY e.created_at DESC, e.id DESC LIMIT 1) AS last_to,
        (SELECT array_agg(e.kind::text) FROM payment_events e WHERE e.payment_id = i.id) AS kinds
      FROM payment_items i`);
    const byId = new Map(payments.rows.map((r) => [r.id, r]));
    for (const row of payments.rows) {
      if (row.last_to !== null && row.last_to !== row.status) damage.push(`payment ${row.id} is ${row.status} but its last event says ${row.last_to}`);
    }
    for (const id of acked.confirmed) {
      const row = byId.get(id);
      if (!row || !['pending_verification', 'paid'].includes(row.status) || !row.kinds?.includes('transfer_confirmed')) damage.push(`acknowledged transfer confirmation of ${id} is missing`);
    }
    for (const id of acked.verified) {
      const row = byId.get(id);
      if (row?.status !== 'paid' || !row.kinds?.includes('verified')) damage.push(`acknowledged verification of ${id} is missing`);
    }
    // Every status change to an item the test found unpaid has its event.
    const changed = await client.query<{ id: string; status: string }>(
      `SELECT i.id, i.status FROM payment_items i
       WHERE i.id = ANY($1::uuid[]) AND i.status <> 'pending'
         AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.payment_id = i.id AND e.to_status = i.status)`,
      [[...acked.pendingAtStart]],
    );
    for (const row of changed.rows) damage.push(`payment ${row.id} became ${row.status} without its event`);

    // Contracts: each has its created event; a signed one its signed event and the hash of its text; the chain's head is its newest event.
    const contracts = await client.query<{ id: string; content: string; signed_at: Date | null; content_hash: string | null; last_event_hash: string | null; kinds: string[]; newest: string | null }>(`
      SELECT c.id, c.content, c.signed_at, c.content_hash, c.last_event_hash,
        coalesce((SELECT array_agg(e.kind::text) FROM contract_events e WHERE e.contract_id = c.id), '{}') AS kinds,
        (SELECT e.hash FROM contract_events e WHERE e.contract_id = c.id ORDER BY e.seq DESC LIMIT 1) AS newest
      FROM contracts c`);
    const contractById = new Map(contracts.rows.map((r) => [r.id, r]));
    for (const c of contracts.rows) {
      if (!c.kinds.includes('created')) damage.push(`contract ${c.id} has no created event`);
      if (c.last_event_hash !== c.newest) damage.push(`contract ${c.id}'s chain head is not its newest event`);
      if (c.signed_at) {
        if (!c.kinds.includes('signed')) damage.push(`contract ${c.id} is signed without its signed event`);
        if (c.content_hash !== createHash('sha256').update(c.content, 'utf8').digest('hex')) damage.push(`contract ${c.id} is signed without the hash of its text`);
      } else if (c.kinds.includes('signed')) {
        damage.push(`contract ${c.id} has a signed event but is not signed`);
      }
    }
    for (const id of acked.contractsCreated) if (!contractById.has(id)) damage.push(`acknowledged contract ${id} is missing`);
    for (const id of acked.contractsSigned) if (!contractById.get(id)?.signed_at) damage.push(`acknowledged signature of contract ${id} is missing`);

    // Files: every row has its object, of its size; every acknowledged upload has its rows.
    const files = await client.query<{ id: string; storage_key: string; size_bytes: number; project_id: string | null }>('SELECT id, storage_key, size_bytes, project_id FROM stored_files');
    const rowKeys = new Set(files.rows.map((f) => f.storage_key));
    for (const f of files.rows) {
      const size = await stat(path.join(filesDir, ...f.storage_key.split('/'))).then((s) => s.size, () => null);
      if (size === null) damage.push(`file row ${f.id} has no stored object`);
      else if (size !== f.size_bytes) damage.push(`file ${f.id} holds ${size} bytes, its row says ${f.size_bytes}`);
    }
    const documents = await client.query<{ id: string; file_id: string }>('SELECT id, file_id FROM documents');
    const documentFile = new Map(documents.rows.map((d) => [d.id, d.file_id]));
    const fileIds = new Set(files.rows.map((f) => f.id));
    for (const [documentId, upload] of acked.uploads) {
      if (documentFile.get(documentId) !== upload.fileId || !fileIds.has(upload.fileId)) damage.push(`acknowledged upload ${documentId} is missing`);
    }

    // Objects without a row: only an upload cut off by a kill may leave one (written before its row commits).
    const orphans = (await listObjects(filesDir)).filter((key) => !rowKeys.has(key));
    const foreign = orphans.filter((key) => !acked.customerProjects.has(key.split('/')[1] ?? ''));
    if (foreign.length) damage.push(`objects without a row outside the uploads that were cut off: ${foreign.join(', ')}`);
    if (orphans.length > acked.unacknowledgedUploads) {
      damage.push(`${orphans.length} objects without a row, more than the ${acked.unacknowledgedUploads} uploads left unanswered by the kills`);
    }
    return { damage, orphans };
  } finally {
    await client.end();
  }
}

/** Every object key in the local storage folder, partial writes (`*.part`) included. */
export async function listObjects(filesDir: string): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** A sample of acknowledged uploads, downloaded as their customer would: the same bytes come back. */
export async function downloadMismatches(base: string, acked: Acknowledged, sample: number): Promise<string[]> {
  const wrong: string[] = [];
  for (const [documentId, upload] of [...acked.uploads].slice(-sample)) {
    const res = await fetch(`${base}/api/files/${upload.fileId}`, { headers: { cookie: upload.cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || createHash('sha256').update(body).digest('hex') !== upload.sha256) wrong.push(`upload ${documentId} downloads as ${res.status}, ${body.length} bytes`);
  }
  return wrong;
}
