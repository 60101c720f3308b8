import { describe, expect, it } from 'vitest';
import { parseContractContent } from './contract-content';

describe('parseContractContent', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside one', () => {
    expect(parseContractContent('First paragraph\nstill the first.\n\n\nSecond.\n  \t\nThird.')).toEqual([
      { kind: 'paragraph', text: 'First paragraph\nstill the first.' },
      { kind: 'paragraph', text: 'Second.' },
      { kind: 'paragraph', text: 'Third.' },
    ]);
  });

  it('reads # and ## lines as headings, indented or not, even without a blank line around them', () => {
    expect(parseContractContent('# Agreement\nIntro.\n  ## Payment  \nA deposit of 20%.')).toEqual([
      { kind: 'heading', level: 1, text: 'Agreement' },
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'heading', level: 2, text: 'Payment' },
      { kind: 'paragraph', text: 'A deposit of 20%.' },
    ]);
  });

  it('keeps lines that only look like headings, and markup, as text', () => {
    expect(parseContractContent('### Three\n#NoSpace\n<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '### Three\n#NoSpace\n<script>alert(1)</script>' },
    ]);
  });

  it('treats Windows and old Mac line endings like \\n, and empty text as no blocks', () => {
    expect(parseContractContent('# A\r\n\r\nB\rC')).toEqual([
      { kind: 'heading', level: 1, text: 'A' },
      { kind: 'paragraph', text: 'B\nC' },
    ]);
    expect(parseContractContent('\r\n\r\n  \n')).toEqual([]);
  });
});
