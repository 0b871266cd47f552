import pino from 'pino';

/** Server log: one JSON line per event on stderr (pino), so any log collector can read it. */
export type LogLevel = 'INFO' | 'WARN' | 'ERROR';

/**
 * Fields that never reach the log in clear: secrets that open an account or a gift (tokens, links that carry
 * them, passwords, cookies) and the personal data a log does not need (e-mail addresses, phone numbers).
 */
export const REDACTED_PATHS = [
  'token',
  'link',
  'password',
  'cookie',
  'authorization',
  'email',
  'recipient',
  'phone',
  '*.token',
  '*.link',
  '*.password',
  '*.cookie',
  '*.authorization',
  '*.email',
  '*.recipient',
  '*.phone',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** The pino logger behind `log`, for code that wants child loggers or request logging. */
export const logger = pino(
  {
    base: undefined,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label.toUpperCase() }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  },
  // process.stderr rather than a file descriptor of its own, so the order with other output is kept.
  process.stderr,
);

const METHODS = { INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

export function log(level: LogLevel, message: string, details: Record<string, unknown> = {}): void {
  logger[METHODS[level]](details, message);
}

/** Describes an unknown thrown value for the log without ever sending it to a visitor. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
