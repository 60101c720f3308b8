import { describe, expect, it } from 'vitest';
import type { ContractEventRow, ContractRow } from '../../db/schema/contracts';
import { pdfText } from '../../lib/pdf.test-kit';
import { generateSigningKeys } from '../../lib/signing-keys';
import { renderContractPdf } from './contract-pdf';
import { sealChainHead } from './contract-seal';
import { toContract } from './contracts.service';

const HASH = 'b'.repeat(64);
const at = (iso: string) => new Date(iso);

function contractRow(overrides: Partial<ContractRow> = {}): ContractRow {
  return {
    id: '0b6f3c1e-5d0a-4c55-9a4e-2f1d0e7a9c01',
    companyId: 'company-1',
    projectId: 'project-1',
    customerId: 'user-jane',
    staffId: 'user-staff',
    title: 'Build agreement',
    description: 'Garden office',
    content: '# Agreement\n\nWe build it.\n  ## Payment\nA deposit of 20%.',
    createdAt: at('2030-04-20T09:00:00Z'),
    signedAt: null,
    contentHash: null,
    consentText: null,
    consentHash: null,
    signerName: null,
    signerEmail: null,
    signerIp: null,
    signerUserAgent: null,
    voidedAt: null,
    workStartRequestedAt: null,
    lastEventHash: null,
    ...overrides,
  };
}

function event(kind: ContractEventRow['kind'], actor: string, userAgent: string | null, createdAt: string): ContractEventRow {
  return {
    id: `event-${kind}`,
    seq: 1,
    companyId: 'company-1',
    contractId: 'contract-1',
    kind,
    actorId: `user-${actor}`,
    actorName: actor,
    actorEmail: `${actor}@example.test`,
    ip: '192.0.2.7',
    userAgent,
    data: {},
    createdAt: at(createdAt),
    prevHash: null,
    hash: `${kind}-hash`,
    sealKeyId: null,
    sealSignature: null,
  };
}

const KEYS = generateSigningKeys();
const KEYS_URL = 'https://acme.arbour.test/api/signing-keys';
const render = (row: ContractRow, events: ContractEventRow[] = []) =>
  renderContractPdf('Arbour Garden Rooms', toContract(row, 'Jane'), row, events, { trusted: KEYS.trusted, keysUrl: KEYS_URL }).then(pdfText);
/** Text the PDF may have wrapped over lines: it reads it back joined. */
const unwrapped = (text: string) => text.replace(/\s+/g, '');

describe('the contract PDF', () => {
  it('lists every event of the audit trail with its user, time, IP and browser, and the content hash', async () => {
    const row = contractRow({ signedAt: at('2030-04-22T13:05:00Z'), contentHash: HASH, signerName: 'Jane', signerEmail: 'jane@example.test', signerIp: '192.0.2.7', signerUserAgent: 'Signing browser/1.0' });
    const text = await render(row, [
      event('created', 'staff', 'Staff browser/2.0', '2030-04-20T09:00:00Z'),
      event('viewed', 'jane', 'Viewing browser/3.0', '2030-04-21T10:00:00Z'),
      event('signed', 'jane', 'Signing browser/1.0', '2030-04-22T13:05:00Z'),
      event('work_start_requested', 'jane', null, '2030-04-22T13:06:00Z'),
    ]);

    expect(text).toContain('Signing certificate');
    expect(text).toContain(HASH);
    for (const expected of ['Staff browser/2.0', 'Viewing browser/3.0', 'Signing browser/1.0', 'Browser: unknown', 'staff <staff@example.test>', '2030-04-21 10:00:00 UTC', 'IP 192.0.2.7']) {
      expect(text).toContain(expected);
    }
  });

  it('prints the seal of the signature: key id, sealed hash, signature, public key and where keys are published', async () => {
    const row = contractRow({ signedAt: at('2030-04-22T13:05:00Z'), contentHash: HASH, signerName: 'Jane', signerEmail: 'jane@example.test' });
    const signed = { ...event('signed', 'jane', null, '2030-04-22T13:05:00Z'), hash: 'c'.repeat(64) };
    const seal = sealChainHead(KEYS.current, signed.hash);
    const text = await render(row, [event('created', 'staff', null, '2030-04-20T09:00:00Z'), { ...signed, ...seal }]);

    expect(text).toContain('Ed25519');
    expect(text).toContain(KEYS.current.keyId);
    expect(unwrapped(text)).toContain(seal.sealSignature);
    expect(unwrapped(text)).toContain('c'.repeat(64));
    expect(unwrapped(text)).toContain(unwrapped(KEYS.current.publicKeyPem));
    expect(unwrapped(text)).toContain(KEYS_URL);
    expect(text).not.toContain('PRIVATE');
  });

  it('says when a signature carries no seal', async () => {
    const row = contractRow({ signedAt: at('2030-04-22T13:05:00Z'), contentHash: HASH });
    const text = await render(row, [event('created', 'staff', null, '2030-04-20T09:00:00Z'), event('signed', 'jane', null, '2030-04-22T13:05:00Z')]);
    expect(text).toContain('None: this signature was not sealed.');
  });

  it('says Voided, as the screen does, for a voided contract', async () => {
    const text = await render(contractRow({ voidedAt: at('2030-04-21T10:00:00Z') }));
    expect(text).toContain('Voided on 2030-04-21 10:00:00 UTC');
    expect(text).not.toMatch(/withdrawn/i);
  });

  it('reads headings as the screen does, indented ones too, without their # marks', async () => {
    const text = await render(contractRow());
    expect(text).toContain('Payment');
    expect(text).not.toContain('#');
  });
});
