/**
 * Countdown of a campaign banner (spec §4): shown only between its start and end, it ticks each second and
 * stops at zero. Times are milliseconds since the epoch.
 */

export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whether the countdown shows at `now`: from its start (included) to its end (included, showing zero). */
export function isCountdownVisible(now: number, start: number, end: number): boolean {
  return now >= start && now <= end;
}

/** Whole seconds left until the end, never below zero (rounded up so the last second shows 1, not 0). */
export function getSecondsLeft(now: number, end: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** Days, hours, minutes and seconds of a number of seconds. */
export function splitSeconds(total: number): CountdownParts {
  const seconds = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** Two digits, as the countdown shows hours, minutes and seconds. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');
