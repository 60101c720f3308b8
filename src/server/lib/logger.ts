import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never write credentials or session tokens, wherever they appear.
    redact: {
      paths: ['password', '*.password', 'headers.cookie', 'headers.authorization', 'req.headers.cookie', 'token', '*.token'],
      censor: '[redacted]',
    },
  });
}

export const silentLogger: Logger = pino({ level: 'silent' });
