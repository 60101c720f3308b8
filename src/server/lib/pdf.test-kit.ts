import { inflateSync } from 'node:zlib';

/** The text a PDF draws: pdfkit deflates each page's stream and writes strings as hex. */
export function pdfText(pdf: Buffer): string {
  let text = '';
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // fonts and images
    }
    for (const hex of body.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(hex[1]!, 'hex').toString('latin1');
  }
  return text;
}
