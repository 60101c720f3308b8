import { expect } from '@playwright/test';
import { mailDir } from '../../playwright.config';
import { newestMailTo } from '../setup/mail-files';

/**
 * The link matching `pattern` in the newest email to `email`, read as its recipient reads it.
 * The test server has no SMTP, so its delivery worker (a round every 5 seconds) writes each
 * email into DATA_DIR/mail; the Sent emails page never shows a one-time link. `not` skips a
 * link already seen (waiting for the email a Resend sends).
 */
export async function linkEmailedTo(email: string, pattern: RegExp, options: { not?: string } = {}): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await newestMailTo(mailDir, email, pattern))?.text.match(pattern)?.[0];
        return link !== undefined && link !== options.not;
      },
      { message: `an email to ${email} with a link in ${mailDir}`, timeout: 30_000 },
    )
    .toBe(true);
  return link!;
}

export const INVITATION_LINK = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]{43}/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=\S+/;
