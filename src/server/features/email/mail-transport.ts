import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger';

export interface MailMessage {
  /** The company's sender name (its name unless an admin chose another) over the product's sending address. */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
}

/** Where emails go: an SMTP server in production; without one, the log (demo and development). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export function createMailTransport(smtpUrl: string | null, logger: Logger): MailTransport {
  if (smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport(smtpUrl);
    return { send: async (message) => void (await transporter.sendMail(message)) };
  }
  // nodemailer still builds the full MIME message, so a malformed address fails here as it would over SMTP.
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    send: async (message) => {
      await transporter.sendMail(message);
      logger.info({ to: message.to, subject: message.subject }, 'email delivered to the log (no SMTP_URL set)');
    },
  };
}
