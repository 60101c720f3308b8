export type ContractBlock = { kind: 'heading'; level: 1 | 2; text: string } | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,2})\s+(.*)$/;

/**
 * Contract text as blocks, read the same way by the screen and the PDF, so what a customer signs
 * on screen is laid out as the download shows it: paragraphs split on blank lines; a line whose
 * trimmed text starts with "# " or "## " is a heading. Everything else stays text, line breaks and
 * all; nothing is ever interpreted as markup.
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
