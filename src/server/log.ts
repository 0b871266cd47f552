/** Server log: one JSON line per event on stderr, so any log collector can read it. */
export type LogLevel = 'INFO' | 'WARN' | 'ERROR';

export function log(level: LogLevel, message: string, details: Record<string, unknown> = {}): void {
  const entry = { time: new Date().toISOString(), level, message, ...details };
  process.stderr.write(`${JSON.stringify(entry)}\n`);
}

/** Describes an unknown thrown value for the log without ever sending it to a visitor. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
