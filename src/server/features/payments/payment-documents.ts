import { formatSortCode, type BankDetails } from '../../../shared/schemas/bank-details';
import { formatPence, vatPortionPence, VAT_RATE_PERCENT } from '../../../shared/money';
import { paymentReference } from '../../../shared/payments';
import { formatCalendarDate, londonDate } from '../../../shared/dates';
import type { PaymentItemRow } from '../../db/schema/payments';
import { drawRows, renderPdf, type Pdf } from '../../lib/pdf';

export interface PaymentDocumentData {
  companyName: string;
  customerName: string;
  customerEmail: string;
  projectName: string;
  item: PaymentItemRow;
}

// A due date is a calendar day; an issue or payment is a moment, dated as the company's clock in London reads it.
const longDate = (date: Date | string) => (typeof date === 'string' ? formatCalendarDate(date) : londonDate(date));

function heading(doc: Pdf, companyName: string, title: string) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1f6f4a').text(companyName);
  doc.moveDown(0.3).font('Helvetica').fontSize(14).fillColor('#111111').text(title);
  doc.moveDown(1.2).fontSize(11);
}

function amounts(item: PaymentItemRow): [string, string][] {
  const vat = vatPortionPence(item.amountPence);
  return [
    ['Amount (including VAT)', formatPence(item.amountPence)],
    [`of which VAT at ${VAT_RATE_PERCENT}%`, formatPence(vat)],
    ['Amount before VAT', formatPence(item.amountPence - vat)],
  ];
}

/** A receipt for a paid item: who paid what, when, and the VAT inside it. */
export function renderReceipt(data: PaymentDocumentData): Promise<Buffer> {
  const reference = paymentReference(data.item.id);
  return renderPdf({ title: `Receipt ${reference}`, author: data.companyName }, (doc) => {
    heading(doc, data.companyName, 'Payment receipt');
    drawRows(doc, [
      ['Receipt for', data.item.title],
      ['Customer', `${data.customerName} (${data.customerEmail})`],
      ['Project', data.projectName],
      ['Payment reference', reference],
      ['Paid on', data.item.paymentDate ? longDate(data.item.paymentDate) : ''],
      ['Method', data.item.paymentMethod === 'BACS' ? 'Bank transfer (BACS)' : 'Bank transfer'],
      ...amounts(data.item),
    ]);
    doc.moveDown(1).font('Helvetica').fillColor('#555555').text('Thank you for your payment. Please keep this receipt for your records.', 56, doc.y, { width: 480 });
  });
}

/** An invoice for one item of the schedule, with how to pay it. */
export function renderInvoice(data: PaymentDocumentData, bank: BankDetails | null): Promise<Buffer> {
  const reference = paymentReference(data.item.id);
  return renderPdf({ title: `Invoice ${reference}`, author: data.companyName }, (doc) => {
    heading(doc, data.companyName, `Invoice ${reference}`);
    drawRows(doc, [
      ['Invoice to', `${data.customerName} (${data.customerEmail})`],
      ['Project', data.projectName],
      ['For', data.item.title],
      ['Issued', longDate(data.item.createdAt)],
      ['Due', data.item.dueDate ? longDate(data.item.dueDate) : 'On request'],
      ...amounts(data.item),
    ]);
    if (bank) {
      doc.moveDown(0.8).font('Helvetica-Bold').fillColor('#111111').text('How to pay', 56, doc.y);
      doc.moveDown(0.5);
      drawRows(doc, [
        ['Account name', bank.accountName],
        ['Sort code', formatSortCode(bank.sortCode)],
        ['Account number', bank.accountNumber],
        ['Bank', bank.bankName],
        ['Reference', reference],
      ]);
      doc
        .font('Helvetica')
        .fillColor('#555555')
        .text(
          `Please use the exact reference ${reference}. Payments typically clear within 1-3 working days. We will never change our bank details by email.`,
          56,
          doc.y + 6,
          { width: 480 },
        );
    }
  });
}
