import { formatCalendarDate } from '../../../shared/dates';
import { describeDaysAdded, formatFileSize, formatPriceChange, variationText, type Variation } from '../../../shared/schemas/variations';
import type { VariationEventRow, VariationRow } from '../../db/schema/variations';
import { drawRows, renderPdf } from '../../lib/pdf';
import { sealIsValid, type TrustedKeys } from '../contracts/contracts.service';
import { SEALED_VARIATION_EVENTS } from './variation-audit';

const STATUS_WORDS: Record<Variation['status'], string> = {
  proposed: 'Awaiting the customer’s approval',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

const EVENT_WORDS: Record<VariationEventRow['kind'], string> = { proposed: 'Proposed', approved: 'Approved', declined: 'Declined', withdrawn: 'Withdrawn', attachments_added: 'Attachments added' };

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** The variation as the customer is asked to agree to it, then its record: who answered, when, from where, and the sealed audit trail. */
export function renderVariationPdf(companyName: string, projectName: string, variation: Variation, row: VariationRow, events: VariationEventRow[], trusted: TrustedKeys): Promise<Buffer> {
  return renderPdf({ title: `Variation: ${variation.title}`, author: companyName }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(`Variation: ${variation.title}`);
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555555').text(`${companyName} · ${projectName}`);
    doc.moveDown(1).fontSize(10).fillColor('#111111');
    drawRows(doc, [
      ['Status', STATUS_WORDS[variation.status]],
      ['Price change (VAT included)', formatPriceChange(variation.priceChangePence)],
      ['Installation date', describeDaysAdded(variation.daysAdded)],
      ['Proposed by', `${variation.proposedByName}, ${utc(row.createdAt)}`],
    ]);
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text('What changes', 56, doc.y);
    doc.moveDown(0.3).font('Helvetica').fontSize(11).text(variation.description, 56, doc.y, { width: 480 });
    if (variation.attachments.length) {
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text('Attachments', 56, doc.y);
      doc.moveDown(0.3).font('Helvetica').fontSize(11);
      variation.attachments.forEach((a, i) => doc.text(`${i + 1}. ${a.name} (${formatFileSize(a.sizeBytes)})`, 56, doc.y, { width: 480 }));
    }

    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Record', 56, doc.y);
    doc.moveDown(0.4).fontSize(10);
    const record: [string, string][] = [['SHA-256 of the variation text', row.contentHash]];
    if (row.status === 'approved' && row.answeredAt) {
      record.push(
        ['Approved by', `${row.signatureName ?? ''} <${row.signerEmail ?? ''}>`],
        ['Approved at', utc(row.answeredAt)],
        ['IP address', row.signerIp ?? 'unknown'],
        ['Browser', row.signerUserAgent ?? 'unknown'],
        ['Agreement shown', row.consentText ?? ''],
      );
      if (row.installDateBefore && row.installDateAfter && row.installDateBefore !== row.installDateAfter) {
        record.push(['Installation moved', `${formatCalendarDate(row.installDateBefore)} to ${formatCalendarDate(row.installDateAfter)}`]);
      }
    } else if (row.status === 'declined' && row.answeredAt) {
      record.push(['Declined at', utc(row.answeredAt)], ['Reason', row.declineReason ?? '']);
    } else if (row.status === 'withdrawn' && row.answeredAt) {
      record.push(['Withdrawn at', utc(row.answeredAt)]);
    }
    drawRows(doc, record);

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
      if (SEALED_VARIATION_EVENTS.includes(event.kind) && event.sealSignature) {
        doc.text(`Seal (Ed25519, key ${event.sealKeyId ?? ''}, ${sealIsValid(event, trusted) ? 'valid' : 'NOT valid'}): ${event.sealSignature}`, 56, doc.y, { width: 480 });
      }
      doc.fillColor('#111111').moveDown(0.4);
    }
    doc.moveDown(0.6).font('Helvetica').fontSize(9).fillColor('#555555').text(
      'Each event records the hash of the one before it, so a removed or altered event breaks the chain; an answer is sealed with the same Ed25519 key as signed contracts. The text below, hashed with SHA-256 as UTF-8, gives the variation text hash above.',
      56,
      doc.y,
      { width: 480 },
    );
    doc.moveDown(0.4).font('Courier').fontSize(8).fillColor('#333333').text(variationText(variation, variation.attachments), 56, doc.y, { width: 480 });
  });
}
