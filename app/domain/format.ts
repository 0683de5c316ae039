/**
 * Numbers and dates as the app writes them, in one fixed locale (en-US) and, for dates, in UTC:
 * the server renders the first HTML and the browser hydrates it, so both must print the same text
 * whatever the machine's locale and time zone. Pure. (A time of day shown in the user's own time
 * zone, as in the chat and the analysis history, is rendered in the browser and is not here.)
 */

export const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

// One formatter per number of decimals: `toLocaleString(locale, options)` builds a new
// Intl.NumberFormat on every call, which was a twentieth of a recipe page's server CPU.
const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      maximumFractionDigits: decimals,
      minimumFractionDigits: 0,
    });
    numberFormats.set(decimals, format);
  }
  return format;
}

/** A whole number with thousands separators: 1543.6 -> "1,544". */
export function formatInteger(n: number): string {
  return numberFormat(0).format(Math.round(n));
}

/** At most `decimals` decimals, none when not needed: (72.25, 1) -> "72.3", (70, 1) -> "70". */
export function formatNumber(value: number, decimals: number): string {
  return numberFormat(decimals).format(value);
}

/** The UTC calendar date of a day ("2026-11-23") or an instant (ISO text); null when unreadable. */
function utcParts(value: string): { year: number; month: number; day: number } | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** "2026-11-23" or "2026-11-23T10:00:00.000Z" -> "Nov 23"; "" when unreadable. */
export function formatMonthDay(value: string): string {
  const parts = utcParts(value);
  return parts ? `${MONTHS[parts.month]} ${parts.day}` : "";
}

/** "2026-11-23" or "2026-11-23T10:00:00.000Z" -> "Nov 23, 2026"; "" when unreadable. */
export function formatDate(value: string): string {
  const parts = utcParts(value);
  return parts ? `${MONTHS[parts.month]} ${parts.day}, ${parts.year}` : "";
}

/** "1 recipe", "2 recipes", "1,200 recipes": a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}
