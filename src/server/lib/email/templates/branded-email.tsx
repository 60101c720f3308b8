import { Body, Container, Head, Heading, Html, Img, Preview, Section, Text } from '@react-email/components';
import { DARK_CARD, type EmailBrand } from './email-brand';
import type { EmailContent } from './email-content';
import { BlockPart, INK, MUTED } from './email-parts';

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The page around the card is the cell react-email's Body wraps its content in (it takes Body's
 * style), so the rules reach it through <body>'s first table.
 *
 * Dark mode for mail programs that honour it (Apple Mail, iOS, Outlook on the Mac): the page and
 * card turn dark, text light, links the lightened brand colour; a logo keeps its white plate, as
 * most logos are drawn for white. Narrow screens lose the outer margins. Colours here come from
 * EmailBrand only (checked hex values), never from text anyone typed.
 */
function styles(brand: EmailBrand): string {
  return `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .email-body, .email-body > table > tbody > tr > td { background-color: #111214 !important; }
  .email-card, .email-header-wordmark { background-color: ${DARK_CARD} !important; }
  .email-text, .email-heading, .email-signature { color: #ececef !important; }
  .email-muted, .email-footer { color: #b4b4bb !important; }
  .email-link { color: ${brand.accentOnDark} !important; }
  .email-wordmark { color: ${brand.accentOnDark} !important; }
  .email-quote { background-color: #2a2b30 !important; color: #ececef !important; }
  .email-details td { border-color: #3a3b41 !important; }
}
@media only screen and (max-width: 480px) {
  .email-body > table > tbody > tr > td { padding: 0 !important; }
  .email-card { border-radius: 0 !important; }
  .email-pad { padding-left: 16px !important; padding-right: 16px !important; }
}
`;
}

/** An email in its company's colours: a header with its logo (or its name as a wordmark), the message, a footer with its name. */
export function BrandedEmail({ content, brand }: { content: EmailContent; brand: EmailBrand }) {
  const preheader = content.heading ?? content.subject;
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
        <style>{styles(brand)}</style>
      </Head>
      <Preview>{preheader}</Preview>
      <Body className="email-body" style={{ backgroundColor: '#f4f4f5', margin: 0, padding: '24px 8px', fontFamily: FONT }}>
        <Container className="email-card" style={{ maxWidth: '600px', width: '100%', backgroundColor: '#ffffff', borderRadius: '8px', borderTop: `6px solid ${brand.primary}` }}>
          <Section
            className={brand.logoUrl ? 'email-pad email-header-logo' : 'email-pad email-header-wordmark'}
            style={{ padding: '24px 32px 8px', backgroundColor: '#ffffff', borderRadius: '8px 8px 0 0' }}
          >
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.name} height="48" style={{ height: '48px', width: 'auto', maxWidth: '100%' }} />
            ) : (
              <Text className="email-wordmark" style={{ margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: brand.accentOnLight }}>
                {brand.name}
              </Text>
            )}
          </Section>
          <Section className="email-pad" style={{ padding: '16px 32px 24px' }}>
            {content.heading && (
              <Heading as="h1" className="email-heading" style={{ margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: INK }}>
                {content.heading}
              </Heading>
            )}
            {content.greeting && (
              <Text className="email-text" style={{ margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: INK }}>
                {content.greeting}
              </Text>
            )}
            {content.blocks.map((block, i) => (
              <BlockPart key={i} block={block} brand={brand} />
            ))}
            {content.signature.length > 0 && (
              <Text className="email-signature" style={{ margin: '8px 0 0', fontSize: '16px', lineHeight: '24px', color: INK }}>
                {content.signature.map((line, i) => (
                  <span key={i}>
                    {i > 0 && <br />}
                    {i === 0 ? <strong>{line}</strong> : line}
                  </span>
                ))}
              </Text>
            )}
          </Section>
        </Container>
        <Container style={{ maxWidth: '600px', width: '100%' }}>
          <Section className="email-pad" style={{ padding: '16px 32px' }}>
            <Text className="email-footer" style={{ margin: 0, fontSize: '13px', lineHeight: '20px', color: MUTED, textAlign: 'center' }}>
              Sent by {brand.name} from its customer portal.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
