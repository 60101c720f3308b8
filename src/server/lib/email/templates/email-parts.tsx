import { Button, Link, Text } from '@react-email/components';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { EmailBrand } from './email-brand';
import type { ActionBlock, DetailsBlock, EmailBlock, QuoteBlock, TextBlock } from './email-content';

/** The body text's colours in light mode; dark mode overrides them by class (email-layout.tsx). */
export const INK = '#1f2024';
export const MUTED = '#52525b';

const paragraph: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: INK };

/** Lines with a line break between, as the text part keeps them. */
function withBreaks(lines: ReactNode[]): ReactNode {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

// A web address ends before a space or a closing mark; a full stop or bracket after it is the sentence's.
const ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

/** The company's own sentence, with any web address in it as a link (its words stay text). */
function linked(line: string, brand: EmailBrand): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(ADDRESS)) {
    parts.push(line.slice(last, match.index));
    parts.push(
      <Link key={match.index} href={match[0]} className="email-link" style={{ color: brand.accentOnLight, textDecoration: 'underline', wordBreak: 'break-all' }}>
        {match[0]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  parts.push(line.slice(last));
  return parts;
}

export function TextPart({ block, brand }: { block: TextBlock; brand: EmailBrand }) {
  return (
    <Text className="email-text" style={paragraph}>
      {withBreaks(block.lines.map((line) => linked(line, brand)))}
    </Text>
  );
}

/** What a person wrote, as written: a box with its line breaks, never a link or markup. */
export function QuotePart({ block, brand }: { block: QuoteBlock; brand: EmailBrand }) {
  return (
    <>
      {block.label && (
        <Text className="email-text" style={{ ...paragraph, margin: '0 0 8px', fontWeight: 600 }}>
          {block.label}
        </Text>
      )}
      <Text
        className="email-quote"
        style={{ ...paragraph, backgroundColor: '#f4f4f5', borderLeft: `4px solid ${brand.secondary}`, padding: '12px 16px', overflowWrap: 'anywhere' }}
      >
        {withBreaks(block.text.split('\n'))}
      </Text>
    </>
  );
}

/** The main link as a button in the company's colour, and its address beneath for a mail program that hides buttons. */
export function ActionPart({ block, brand }: { block: ActionBlock; brand: EmailBrand }) {
  return (
    <>
      <Text className="email-text" style={paragraph}>
        {block.intro.replace(/:$/, '.')}
      </Text>
      <Button
        href={block.url}
        style={{
          backgroundColor: brand.primary,
          color: brand.onPrimary,
          borderRadius: '6px',
          fontSize: '16px',
          fontWeight: 600,
          lineHeight: '24px',
          padding: '12px 24px',
          textDecoration: 'none',
          display: 'inline-block',
          maxWidth: '100%',
        }}
      >
        {block.label}
      </Button>
      <Text className="email-muted" style={{ ...paragraph, margin: '12px 0 24px', fontSize: '13px', lineHeight: '20px', color: MUTED }}>
        Or open this address: <Link href={block.url} className="email-link" style={{ color: brand.accentOnLight, wordBreak: 'break-all' }}>{block.url}</Link>
      </Text>
    </>
  );
}

/** Amounts, dates and references, one row each: the label beside its value. */
export function DetailsPart({ block }: { block: DetailsBlock }) {
  return (
    <>
      {block.title && (
        <Text className="email-text" style={{ ...paragraph, margin: '0 0 8px', fontWeight: 600 }}>
          {block.title.replace(/:$/, '')}
        </Text>
      )}
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} className="email-details" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
        <tbody>
          {block.rows.map((row, i) => (
            <tr key={i}>
              <td className="email-muted" style={{ padding: '8px 12px 8px 0', borderBottom: '1px solid #e4e4e7', color: MUTED, fontSize: '14px', lineHeight: '20px', verticalAlign: 'top', width: '40%' }}>
                {row.label}
              </td>
              <td className="email-text" style={{ padding: '8px 0', borderBottom: '1px solid #e4e4e7', color: INK, fontSize: '14px', lineHeight: '20px', fontWeight: 600, verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function BlockPart({ block, brand }: { block: EmailBlock; brand: EmailBrand }) {
  switch (block.kind) {
    case 'text':
      return <TextPart block={block} brand={brand} />;
    case 'quote':
      return <QuotePart block={block} brand={brand} />;
    case 'action':
      return <ActionPart block={block} brand={brand} />;
    case 'details':
      return <DetailsPart block={block} />;
  }
}
