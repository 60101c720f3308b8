import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';

/** A moment in en-GB, in the reader's time zone: "22 April 2024 at 14:05". */
export function formatDateTime(isoDateTime: string | null | undefined): string | null {
  if (!isoDateTime) return null;
  const date = parseISO(isoDateTime);
  return isValid(date) ? format(date, "d MMMM yyyy 'at' HH:mm", { locale: enGB }) : null;
}

export type ContractBlock = { kind: 'heading'; level: 1 | 2; text: string } | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,2})\s+(.*)$/;

/**
 * Contract text as blocks: paragraphs split on blank lines; a line starting with "# " or "## " is a
 * heading (the PDF reads it the same way). Everything else stays text, line breaks and all.
 */
export function parseContractContent(content: string): ContractBlock[] {
  const blocks: ContractBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let lines: string[] = [];
    const flush = () => {
      const text = lines.join('\n').trim();
      if (text) blocks.push({ kind: 'paragraph', text });
      lines = [];
    };
    for (const line of chunk.split('\n')) {
      const heading = HEADING.exec(line.trim());
      if (heading) {
        flush();
        blocks.push({ kind: 'heading', level: heading[1] === '#' ? 1 : 2, text: heading[2]!.trim() });
      } else {
        lines.push(line);
      }
    }
    flush();
  }
  return blocks;
}
