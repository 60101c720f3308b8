import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger';

/**
 * A name and an address kept apart: nodemailer quotes or encodes the name itself, so no name
 * (a quote, a backslash, a comma, angle brackets, any script) can change the address. A header
 * built by hand as a string could: a name ending in a backslash escaped the closing quote, and
 * the email went to the address `"Jane Doe\  jane.doe"@example.net`. An empty name sends the
 * bare address.
 */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  /** The company's sender name (its name unless an admin chose another) over the product's sending address. */
  from: MailAddress;
  to: MailAddress;
  /** The same on every attempt at one email, so a mail program shows a copy sent again once. */
  messageId?: string;
  subject: string;
  text: string;
  /** With it the message is multipart/alternative: the text for programs that show text, the HTML for the rest. */
  html?: string;
}

/** Where emails go: an SMTP server in production; without one, a folder of .eml files (demo and development). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export function createMailTransport(options: { smtpUrl: string | null; mailDir: string }, logger: Logger): MailTransport {
  if (options.smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport(options.smtpUrl);
    return { send: async (message) => void (await transporter.sendMail(message)) };
  }
  return fileMailTransport(options.mailDir, logger);
}

/**
 * Each message as an .eml file (the full MIME message, readable by any mail program) in a
 * folder only this server's user may open. An email can carry a one-time link, so its text
 * never goes to the log: the log says only whom it went to, about what, and which file.
 */
export function fileMailTransport(mailDir: string, logger: Logger): MailTransport {
  // nodemailer still builds the full MIME message, so a malformed address fails here as it would over SMTP.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folderReady: Promise<void> | undefined;
  const ensureFolder = () =>
    (folderReady ??= (async () => {
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      // An existing folder keeps its mode otherwise.
      await chmod(mailDir, 0o700);
    })().catch((error: unknown) => {
      folderReady = undefined;
      throw error;
    }));
  return {
    send: async (message) => {
      const info = await transporter.sendMail(message);
      await ensureFolder();
      // Named by time first, so the newest sorts last.
      const file = path.join(mailDir, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      logger.info({ to: message.to.address, subject: message.subject, file }, 'email written to a file (no SMTP_URL set)');
    },
  };
}
