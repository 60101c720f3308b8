import { parseContractContent } from '../../../shared/contract-content';
import { CANCELLATION_DAYS, type Contract } from '../../../shared/schemas/contracts';
import type { ContractEventRow, ContractRow } from '../../db/schema/contracts';
import { drawRows, renderPdf, type Pdf } from '../../lib/pdf';
import { sealedEvent, type TrustedKeys } from './contract-seal';

/** Where the certificate says the seal's public key can be checked. */
export interface SealContext {
  trusted: TrustedKeys;
  /** The public list of keys (GET /api/signing-keys) on this company's host. */
  keysUrl: string;
}

const EVENT_WORDS: Record<ContractEventRow['kind'], string> = {
  created: 'Created',
  viewed: 'First opened by the customer',
  signed: 'Signed',
  voided: 'Voided',
  work_start_requested: 'Customer asked for work to start within the cancellation period',
};

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** The contract as text (# and ## lines as headings), then, once signed, its signing certificate. */
export function renderContractPdf(companyName: string, contract: Contract, row: ContractRow, events: ContractEventRow[], sealContext: SealContext): Promise<Buffer> {
  return renderPdf({ title: contract.title, author: companyName }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(contract.title);
    if (contract.description) doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555555').text(contract.description);
    // The same word as the screen's badge, so a printed copy and the portal agree.
    if (row.voidedAt) doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).fillColor('#8a1c1c').text(`Voided on ${utc(row.voidedAt)}: this contract can no longer be signed.`);
    doc.moveDown(1).fillColor('#111111');
    drawContent(doc, contract.content);
    if (!row.signedAt) return;

    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(16).text('Signing certificate');
    doc.moveDown(0.8).fontSize(10);
    drawRows(doc, [
      ['Contract', `${contract.title} (${contract.id})`],
      ['Company', companyName],
      ['Signed by', `${row.signerName} <${row.signerEmail}>`],
      ['Signed at', utc(row.signedAt)],
      ['IP address', row.signerIp ?? 'unknown'],
      ['Browser', row.signerUserAgent ?? 'unknown'],
      ['Agreement shown', row.consentText ?? ''],
      ['SHA-256 of the agreement text', row.consentHash ?? ''],
      ['SHA-256 of the contract text', row.contentHash ?? ''],
      ['Cancellation period', `${CANCELLATION_DAYS} days, until ${utc(new Date(row.signedAt.getTime() + CANCELLATION_DAYS * 86_400_000))}`],
    ]);
    drawSeal(doc, sealedEvent(events), sealContext);
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text('Audit trail', 56, doc.y);
    doc.moveDown(0.4).fontSize(9);
    for (const event of events) {
      doc.font('Helvetica-Bold').text(`${utc(event.createdAt)}  ${EVENT_WORDS[event.kind]}`, 56, doc.y, { width: 480 });
      doc
        .font('Helvetica')
        .fillColor('#444444')
        .text(`${event.actorName} <${event.actorEmail}> · IP ${event.ip ?? 'unknown'}`, 56, doc.y, { width: 480 })
        .text(`Browser: ${event.userAgent ?? 'unknown'}`, 56, doc.y, { width: 480 })
        .text(`Event hash: ${event.hash}`, 56, doc.y, { width: 480 });
      doc.fillColor('#111111').moveDown(0.4);
    }
    doc.moveDown(0.6).font('Helvetica').fontSize(9).fillColor('#555555').text(
      'Each event records the hash of the one before it, so a removed or altered event breaks the chain. Re-hashing the contract text with SHA-256 gives the hash above.',
      56,
      doc.y,
      { width: 480 },
    );
  });
}

/**
 * The seal, printed whole so that the customer can check it with their own tools: the sealed hash
 * is the signed event's in the audit trail below, and the public key is printed and published.
 */
function drawSeal(doc: Pdf, event: ContractEventRow | null, { trusted, keysUrl }: SealContext) {
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor('#111111').text('Seal', 56, doc.y);
  doc.moveDown(0.4).fontSize(10);
  if (!event?.sealKeyId || !event.sealSignature) {
    drawRows(doc, [['Seal', 'None: this signature was not sealed.']]);
    return;
  }
  const key = trusted.get(event.sealKeyId);
  drawRows(doc, [
    ['Algorithm', 'Ed25519'],
    ['Key id', event.sealKeyId],
    ['Sealed hash', event.hash],
    ['Seal (base64)', event.sealSignature],
    ['Public key', key ? key.publicKeyPem.trim() : `Not one of this server's keys: see ${keysUrl}`],
  ]);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(
    `The seal is an Ed25519 signature over the sealed hash, written as its 64 characters of text, by a key kept apart from the database where this contract is stored: whoever could change that database could not make a new seal. The public keys are published at ${keysUrl}; the key id is the first 16 hex characters of the SHA-256 of the public key's DER form. To check: openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in hash.txt -sigfile seal.bin (hash.txt holds the sealed hash with no line break, seal.bin the decoded seal).`,
    56,
    doc.y,
    { width: 480 },
  );
  doc.fillColor('#111111').moveDown(0.4);
}

/** The text laid out as the screen shows it: both read it with the one shared parser. */
function drawContent(doc: Pdf, content: string) {
  for (const block of parseContractContent(content)) {
    if (block.kind === 'heading') {
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(block.level === 1 ? 14 : 12).text(block.text, 56, doc.y, { width: 480 });
      doc.moveDown(0.3);
    } else {
      doc.font('Helvetica').fontSize(11).text(block.text, 56, doc.y, { width: 480 });
      doc.moveDown(0.7);
    }
  }
}
