import { render } from '@react-email/render';
import { BrandedEmail } from './branded-email';
import type { EmailBrand } from './email-brand';
import type { EmailContent } from './email-content';

/** The HTML part of an email, in its company's brand. Every value in `content` is escaped as text. */
export function renderEmailHtml(content: EmailContent, brand: EmailBrand): Promise<string> {
  return render(<BrandedEmail content={content} brand={brand} />, { pretty: false });
}
