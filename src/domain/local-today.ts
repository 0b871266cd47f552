/** The visitor's day and hour, read from the browser clock in its own time zone. */

/** Today as 'YYYY-MM-DD' and the hour 0–23 (for the 20:00 cut-off), both in the visitor's local time. */
export function getLocalToday(now: Date = new Date()): { today: string; nowHour: number } {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    nowHour: now.getHours(),
  };
}
