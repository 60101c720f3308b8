import type { Context } from 'hono';
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** Renders a PDF with pdfkit's built-in fonts (no font files to ship) into a buffer. */
export function renderPdf(info: { title: string; author: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: info.title, Author: info.author } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Label and value rows, the layout every receipt and invoice uses. */
export function drawRows(doc: Pdf, rows: [string, string][]): void {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fillColor('#555555').text(label, 56, y, { width: 170 });
    doc.font('Helvetica-Bold').fillColor('#111111').text(value, 230, y, { width: 310 });
    doc.moveDown(0.6);
  }
}

/** A PDF download: always an attachment, never cached by shared caches. */
export function pdfResponse(c: Context, filename: string, pdf: Buffer): Response {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });
}
