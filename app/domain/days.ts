/**
 * Calendar days as `YYYY-MM-DD` text (ADR 002). Pure. A day has no time zone: the browser sends its
 * own local day when it logs, and the server only checks that the day is plausible.
 */

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written as YYYY-MM-DD ("2026-02-30" is not one). */
export function isIsoDay(value: string): boolean {
  const match = DAY_RE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The UTC day of an instant. */
export function utcDay(at: Date | number = Date.now()): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The browser's local day of an instant. */
export function localDay(at: Date = new Date()): string {
  const y = at.getFullYear();
  const m = String(at.getMonth() + 1).padStart(2, "0");
  const d = String(at.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The `count` days ending with `last`, oldest first. */
export function daysEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/**
 * The latest day a user anywhere can be in: UTC+14 is the furthest ahead, so "today" somewhere is
 * at most one day after the UTC day.
 */
export function latestPossibleToday(now: Date | number = Date.now()): string {
  return addDays(utcDay(now), 1);
}

/** The earliest day a user anywhere can be in (UTC-12). */
export function earliestPossibleToday(now: Date | number = Date.now()): string {
  return addDays(utcDay(now), -1);
}
