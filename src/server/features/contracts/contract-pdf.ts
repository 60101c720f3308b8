import { parseContractContent } from '../../../shared/contract-content';
import { CANCELLATION_DAYS, type Contract } from '../../../shared/schemas/contracts';
import type { ContractEventRow, ContractRow } from '../../db/schema/contracts';
import { drawRows, renderPdf, type Pdf } from '../../lib/pdf';

const EVENT_WORDS: Record<ContractEventRow['kind'], string> = {
  created: 'Created',
  viewed: 'First opened by the customer',
  signed: 'Signed',
  voided: 'Voided',
  work_start_requested: 'Customer asked for work to start within the cancellation period',
};

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** The contract as text (# and ## lines as headings), then, once signed, its signing certificate. */
export function renderContractPdf(companyName: string, contract: Contract, row: ContractRow, events: ContractEventRow[]): Promise<Buffer> {
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
