import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app';
import type { AppConfig } from '../../../src/server/config';
import { contractEvents, contracts } from '../../../src/server/db/schema/contracts';
import { eventHash, sha256 } from '../../../src/server/features/contracts/contract-audit';
import { sealChainHead, type SealingKey } from '../../../src/server/features/contracts/contract-seal';
import { contractsTestKit, USER_AGENT, type ContractsTestKit } from '../../../src/server/features/contracts/contracts.test-kit';
import { silentLogger } from '../../../src/server/lib/logger';
import { generateSigningKeys, loadSigningKeys, PRIVATE_KEY_FILE, PUBLIC_KEYS_DIR, type SigningKeys } from '../../../src/server/lib/signing-keys';
import { testConfig } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Contract evidence the database alone cannot forge. Whoever holds the database role (or a
 * superuser) can switch the triggers off, rewrite a signed contract and hash its whole chain
 * again, so that the chain agrees with itself. A signature seals the chain head with an Ed25519
 * key kept outside the database (SIGNING_KEY or DATA_DIR), and /verify checks the seal with the
 * public keys of the configuration and DATA_DIR only.
 */

let k: ContractsTestKit;
const dirs: string[] = [];
beforeAll(async () => {
  k = await contractsTestKit();
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'arbour-seal-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Another app server on the same database, with other signing keys. */
function serverWith(signing: SigningKeys) {
  const config: AppConfig = testConfig({ signing });
  const { app } = createApp({ db: k.t.db, config, logger: silentLogger });
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    app.request(`http://demo.localhost${path}`, {
      method,
      headers: { host: 'demo.localhost', 'x-forwarded-for': '192.0.2.1', 'user-agent': USER_AGENT, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  return {
    verify: async (id: string) => (await call('GET', `/api/contracts/${id}/verify`, k.cookies.staffA)).json(),
    async signedContract() {
      const contract = await k.newContract();
      const res = await call('POST', `/api/contracts/${contract.id}/sign`, k.cookies.a1, { agreed: true });
      expect(res.status).toBe(200);
      return contract;
    },
    call,
  };
}

/**
 * What someone with the database can do without the app: switch the guarding triggers off, give a
 * signed contract another text and hash the whole chain again, so that every link, the head and
 * every recorded content hash agree with the new text. Then, as they choose, leave the old seal,
 * seal the new head with a key of their own, or remove the seal.
 */
async function rewriteAndRehash(contractId: string, forged: string, seal: 'keep' | 'strip' | SealingKey = 'keep') {
  const db = k.t.db;
  await db.execute(sql`alter table contracts disable trigger contracts_immutable_after_signing`);
  await db.execute(sql`alter table contract_events disable trigger contract_events_append_only`);
  try {
    const forgedHash = sha256(forged);
    await db.execute(sql`update contracts set content = ${forged}, content_hash = ${forgedHash} where id = ${contractId}`);
    const events = await db.select().from(contractEvents).where(eq(contractEvents.contractId, contractId)).orderBy(asc(contractEvents.seq));
    let prevHash: string | null = null;
    for (const event of events) {
      const data = 'contentHash' in event.data ? { ...event.data, contentHash: forgedHash } : event.data;
      const hash = eventHash({ ...event, data, prevHash });
      let { sealKeyId, sealSignature } = event;
      if (sealKeyId && seal === 'strip') [sealKeyId, sealSignature] = [null, null];
      if (sealKeyId && typeof seal === 'object') ({ sealKeyId, sealSignature } = sealChainHead(seal, hash));
      await db.execute(
        sql`update contract_events set data = ${JSON.stringify(data)}::jsonb, prev_hash = ${prevHash}, hash = ${hash}, seal_key_id = ${sealKeyId}, seal_signature = ${sealSignature} where id = ${event.id}`,
      );
      prevHash = hash;
    }
    await db.execute(sql`update contracts set last_event_hash = ${prevHash} where id = ${contractId}`);
  } finally {
    await db.execute(sql`alter table contract_events enable trigger contract_events_append_only`);
    await db.execute(sql`alter table contracts enable trigger contracts_immutable_after_signing`);
  }
}

const FORGED = 'The customer agrees to pay twice.';

describe('a signed contract rewritten in the database, its chain hashed again', () => {
  it('no longer verifies: the chain agrees with itself, the seal does not', async () => {
    const contract = await k.signedContract();
    const before = await k.verify(contract.id);
    expect(before).toMatchObject({ valid: true, chainValid: true, seal: { valid: true } });

    await rewriteAndRehash(contract.id, FORGED);
    const [row] = await k.t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.content).toBe(FORGED);
    const after = await k.verify(contract.id);
    expect(after).toMatchObject({ valid: false, chainValid: true, contentHash: sha256(FORGED), seal: { keyId: before.seal.keyId, signature: before.seal.signature, valid: false } });
    expect(after.chainHead).not.toBe(before.chainHead);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('no longer verifies when the new head is sealed with a key of the forger’s own', async () => {
    const contract = await k.signedContract();
    const forger = generateSigningKeys().current;
    await rewriteAndRehash(contract.id, FORGED, forger);
    // The seal is a genuine Ed25519 signature of the new head, by a key the server does not trust.
    expect(await k.verify(contract.id)).toMatchObject({ valid: false, chainValid: true, seal: { keyId: forger.keyId, valid: false } });
    recordSecurityFigure('threatsRefused', 1);
  });

  it('no longer verifies when the seal is removed instead', async () => {
    const contract = await k.signedContract();
    await rewriteAndRehash(contract.id, FORGED, 'strip');
    // A signature without a seal is not vouched for: removing the seal is no way round it.
    expect(await k.verify(contract.id)).toMatchObject({ valid: false, chainValid: true, seal: null });
    recordSecurityFigure('threatsRefused', 1);
  });

  it('is refused by the database while its triggers are on', async () => {
    const contract = await k.signedContract();
    await expect(k.t.db.execute(sql`update contract_events set seal_signature = null where contract_id = ${contract.id}`)).rejects.toThrow();
    expect(await k.verify(contract.id)).toMatchObject({ valid: true, seal: { valid: true } });
  });
});

describe('the keys a seal is checked with', () => {
  it('never come from the database: a seal by a key the server does not hold is not valid', async () => {
    const other = serverWith(generateSigningKeys());
    const contract = await other.signedContract();
    const sealedBy = (await other.verify(contract.id)) as { seal: { keyId: string; valid: boolean } };
    expect(sealedBy).toMatchObject({ valid: true, seal: { valid: true } });

    // This server was never given that key: the key id in the row names nothing it trusts.
    expect(await k.verify(contract.id)).toMatchObject({ valid: false, chainValid: true, seal: { keyId: sealedBy.seal.keyId, valid: false } });
    recordSecurityFigure('threatsRefused', 1);
  });

  it('keep the old public keys after a rotation: a contract sealed with the old key still verifies', async () => {
    const oldKeys = generateSigningKeys();
    const contract = await serverWith(oldKeys).signedContract();

    // The new key in SIGNING_KEY; the old public key kept as a PEM in DATA_DIR/signing-keys/.
    const dataDir = tempDataDir();
    mkdirSync(path.join(dataDir, PUBLIC_KEYS_DIR));
    writeFileSync(path.join(dataDir, PUBLIC_KEYS_DIR, 'before-2030.pem'), oldKeys.current.publicKeyPem);
    const newPem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const rotated = loadSigningKeys({ privateKeyPem: newPem, dataDir });
    expect(rotated.current.keyId).not.toBe(oldKeys.current.keyId);
    expect([...rotated.trusted.keys()].sort()).toEqual([rotated.current.keyId, oldKeys.current.keyId].sort());

    const server = serverWith(rotated);
    expect(await server.verify(contract.id)).toMatchObject({ valid: true, seal: { keyId: oldKeys.current.keyId, valid: true } });
    // New seals are made with the new key.
    const fresh = await server.signedContract();
    expect(await server.verify(fresh.id)).toMatchObject({ valid: true, seal: { keyId: rotated.current.keyId, valid: true } });

    // Without the old public key the old seal is not valid.
    const forgetful = serverWith(loadSigningKeys({ privateKeyPem: newPem, dataDir: tempDataDir() }));
    expect(await forgetful.verify(contract.id)).toMatchObject({ valid: false, seal: { keyId: oldKeys.current.keyId, valid: false } });
  });

  it('are listed publicly, the current one first, with no private material', async () => {
    const oldKeys = generateSigningKeys();
    const keys = generateSigningKeys([oldKeys.current.publicKey]);
    const server = serverWith(keys);
    const res = await server.call('GET', '/api/signing-keys');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      keys: [
        { keyId: keys.current.keyId, algorithm: 'Ed25519', publicKeyPem: keys.current.publicKeyPem },
        { keyId: oldKeys.current.keyId, algorithm: 'Ed25519', publicKeyPem: oldKeys.current.publicKeyPem },
      ],
    });
    for (const secret of privateForms(keys.current.privateKey)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/PRIVATE/);
  });

  it('are written with mode 0600 when generated, reused on the next start, and never replaced when unreadable', () => {
    const dataDir = tempDataDir();
    const first = loadSigningKeys({ privateKeyPem: null, dataDir });
    const file = path.join(dataDir, PRIVATE_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dataDir, PUBLIC_KEYS_DIR, `${first.current.keyId}.pem`), 'utf8')).toBe(first.current.publicKeyPem);
    expect(loadSigningKeys({ privateKeyPem: null, dataDir }).current.keyId).toBe(first.current.keyId);

    writeFileSync(file, 'not a key');
    expect(() => loadSigningKeys({ privateKeyPem: null, dataDir })).toThrow(/signing-key\.pem is not a private key/);
    expect(readFileSync(file, 'utf8')).toBe('not a key');

    // Only public keys are trusted from the folder.
    const other = tempDataDir();
    mkdirSync(path.join(other, PUBLIC_KEYS_DIR));
    writeFileSync(path.join(other, PUBLIC_KEYS_DIR, 'oops.pem'), readFileSync(path.join(dataDir, PUBLIC_KEYS_DIR, `${first.current.keyId}.pem`), 'utf8').replaceAll('PUBLIC', 'PRIVATE'));
    expect(() => loadSigningKeys({ privateKeyPem: null, dataDir: other })).toThrow(/holds a private key/);
  });

  it('are never written to the database: no form of the private key is in a dump of every table', async () => {
    const dataDir = tempDataDir();
    const keys = loadSigningKeys({ privateKeyPem: null, dataDir });
    const server = serverWith(keys);
    const signed = await server.signedContract();
    const unsigned = await k.newContract();
    expect((await server.call('POST', `/api/contracts/${unsigned.id}/void`, k.cookies.staffA)).status).toBe(200);
    expect(await server.verify(signed.id)).toMatchObject({ valid: true, seal: { keyId: keys.current.keyId } });

    const dump = await dumpDatabase();
    // The dump holds the seals (so it does read the events), and nothing of the private key.
    expect(dump).toContain(keys.current.keyId);
    const pem = readFileSync(path.join(dataDir, PRIVATE_KEY_FILE), 'utf8');
    for (const secret of [pem.trim(), ...privateForms(keys.current.privateKey)]) expect(dump).not.toContain(secret);
    expect(dump).not.toMatch(/PRIVATE KEY/);
  });
});

/** The private key as PEM body, DER and raw seed, in the spellings a careless write might use. */
function privateForms(privateKey: SigningKeys['current']['privateKey']): string[] {
  const der = privateKey.export({ type: 'pkcs8', format: 'der' });
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
  return [der.toString('base64'), der.toString('hex'), seed.toString('base64'), seed.toString('base64url'), seed.toString('hex')];
}

/** Every row of every table, as text: what a pg_dump of the data would hold. */
async function dumpDatabase(): Promise<string> {
  const tables = await k.t.db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  let dump = '';
  for (const { schema, name } of tables.rows) {
    const rows = await k.t.db.execute<{ row: string }>(sql`select to_jsonb(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`);
    dump += rows.rows.map((r) => r.row).join('\n');
  }
  return dump;
}
