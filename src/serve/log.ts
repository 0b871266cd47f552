/** One JSON line on stderr, the same shape as the site's log (src/server/log.ts), for what the serve layer says. */
export function logLine(level: 'INFO' | 'WARN' | 'ERROR', message: string, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}
