/**
 * One email described once, as its parts (a greeting, paragraphs, the main link, a table of
 * details, what a person wrote, a signature), from which both its plain text and its HTML are
 * made: the two never say different things. Every value is plain text; the HTML escapes it.
 */

/** A paragraph of the company's own words; its lines stay lines. A web address in it becomes a link in the HTML. */
export interface TextBlock {
  kind: 'text';
  lines: string[];
}

/**
 * What a person typed (a staff reply, a reason, a customer's message), kept as written: in the
 * HTML a quoted box with its line breaks, never a link or markup.
 */
export interface QuoteBlock {
  kind: 'quote';
  /** "Why:", "Our note:"; the text follows on the same line when `sameLine`. */
  label?: string;
  sameLine?: boolean;
  text: string;
}

/** The email's main link: a sentence, then the address (same line or its own); in the HTML a button. */
export interface ActionBlock {
  kind: 'action';
  intro: string;
  url: string;
  /** The button's words ("Choose a password"). */
  label: string;
  sameLine?: boolean;
}

/** Amounts, dates, references, contact details: "Label: value" lines; in the HTML a table. */
export interface DetailsBlock {
  kind: 'details';
  title?: string;
  rows: { label: string; value: string; bullet?: boolean }[];
  /** A summary of what the text already says in its sentences: the HTML shows it as a table, the text does not repeat it. */
  htmlOnly?: boolean;
}

export type EmailBlock = TextBlock | QuoteBlock | ActionBlock | DetailsBlock;

export interface EmailContent {
  subject: string;
  /** The HTML's heading ("Payment received"); the text has the subject instead. */
  heading?: string;
  /** "Dear Jane," / "Hello,"; none for an email made from old-style text. */
  greeting?: string;
  blocks: EmailBlock[];
  /** The closing lines: the company's name, and for a visitor its phone, email and website. */
  signature: string[];
}

export const text = (...lines: string[]): TextBlock => ({ kind: 'text', lines });

function blockLines(block: EmailBlock): string[] {
  switch (block.kind) {
    case 'text':
      return block.lines;
    case 'quote':
      return block.label ? (block.sameLine ? [`${block.label} ${block.text}`] : [block.label, block.text]) : [block.text];
    case 'action':
      return block.sameLine ? [`${block.intro} ${block.url}`] : [block.intro, block.url];
    case 'details':
      return [...(block.title ? [block.title] : []), ...block.rows.map((row) => `${row.bullet ? '- ' : ''}${row.label}: ${row.value}`)];
  }
}

/** The plain-text part: each part a paragraph, a blank line between. */
export function emailText(content: EmailContent): string {
  const blocks = content.blocks.filter((block) => !(block.kind === 'details' && block.htmlOnly));
  const paragraphs = [...(content.greeting ? [[content.greeting]] : []), ...blocks.map(blockLines), ...(content.signature.length ? [content.signature] : [])];
  return paragraphs.map((lines) => lines.join('\n')).join('\n\n');
}

/**
 * The parts of an email that was written as text alone (an email stored before HTML, or a composer
 * that returns only `{ subject, textBody }`): its paragraphs, the last one its signature.
 */
export function contentFromText(subject: string, textBody: string): EmailContent {
  const paragraphs = textBody.split(/\n[ \t]*\n/).map((p) => p.split('\n'));
  return { subject, blocks: paragraphs.map((lines) => text(...lines)), signature: [] };
}
