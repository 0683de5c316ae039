/**
 * The safety layer's one number reader (ADR 024, ADR 042 2026-11-27 addendum): how fast a message
 * asks to lose weight, what a day's intake it names, read from numbers in digits or words. Pure; it
 * reads text already through `normaliseForSafety` (which also turns "five hundred" into "500" and
 * repairs unit typos).
 *
 * Two users, one reading: the rules (`classify.ts`) decide on the strict readings (a loss asked
 * for with its verb, "lose 6 kg in 2 weeks"; an intake said to be a day's, "800 kcal a day",
 * "eating only 500 a day"); the learned model (`learned.ts`) weighs every reading as a feature,
 * the loose ones too ("9 kilos in 4 weeks" with no verb; "only 500 a day" with no unit), so it can
 * learn what the rules do not decide alone. Thresholds from the classes' definitions (issue 16,
 * NHS: 0.5-1 kg a week is a safe pace; under 1,000 kcal a day needs supervision).
 */

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  several: 3,
  few: 3,
  "a few": 3,
  couple: 2,
  "a couple": 2,
  "a couple of": 2,
  "half a": 0.5,
  "half an": 0.5,
};

/** A number written in digits or words ("3", "2.5", "three", "a few"); null when it is not one. */
export function numberOf(word: string | undefined): number | null {
  if (!word) return null;
  const n = Number(word.replace(",", "."));
  if (Number.isFinite(n)) return n;
  return WORD_NUMBERS[word.trim()] ?? null;
}

/** A number in digits or in the words `numberOf` reads; one capture group. */
export const NUMBER = String.raw`(\d+(?:[.,]\d+)?|half an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|several|a few|a couple of|a couple)`;

/** one to nine, for the words of a larger number ("five hundred", "seventy two") */
const UNITS: Record<string, number> = Object.fromEntries(
  ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"].map((w) => [
    w,
    WORD_NUMBERS[w],
  ]),
);
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT_WORD = Object.keys(UNITS).join("|");
const TEN_WORD = Object.keys(TENS).join("|");
/** "five hundred (and fifty)", "a thousand", "seventy two", "forty-eight" */
const NUMBER_WORDS = new RegExp(
  String.raw`\b(?:(a|${UNIT_WORD})\s+(hundred|thousand)(?:\s+(?:and\s+)?(${TEN_WORD})(?:[- ](${UNIT_WORD}))?)?|(${TEN_WORD})[- ](${UNIT_WORD}))\b`,
  "g",
);

/**
 * Numbers said in words that no digit pattern would read, as digits: "five hundred calories" ->
 * "500 calories", "a thousand" -> "1000", "seventy two hours" -> "72 hours". Small numbers stay
 * words ("two weeks", `numberOf` reads them).
 */
export function numberWordsToDigits(text: string): string {
  return text.replace(
    NUMBER_WORDS,
    (
      whole,
      head?: string,
      scale?: string,
      tens?: string,
      unit?: string,
      t2?: string,
      u2?: string,
    ) => {
      if (t2) return String(TENS[t2] + (UNITS[u2 ?? ""] ?? 0));
      const base = (head === "a" ? 1 : UNITS[head ?? ""]) * (scale === "thousand" ? 1000 : 100);
      return Number.isFinite(base)
        ? String(base + (TENS[tens ?? ""] ?? 0) + (UNITS[unit ?? ""] ?? 0))
        : whole;
    },
  );
}

export const WEIGHT_UNIT = String.raw`(?:kg|kgs|kilos?|kilograms?|lbs?|pounds?|stones?|st)`;
export const LOSS_VERB = String.raw`(?:lose|losing|drop|dropping|shed|shedding|cut|cutting|burn|get rid of|take off|knock off)`;

/** Kilograms in an amount of a weight unit. */
export const kilograms = (value: number, unit: string) =>
  /^(lb|pound)/.test(unit) ? value * 0.4536 : /^(stone|st)/.test(unit) ? value * 6.35 : value;

const WEEKDAYS = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|the weekend)`;
const SPAN = new RegExp(
  String.raw`\b(?:in|within|over|under|inside|for|by|before|in the next|over the next|i have|i've got|i only have|have only|got|left)\s+(?:the\s+next\s+|the\s+|just\s+|only\s+|next\s+)?${NUMBER}?\s*(days?|weeks?|wks?|months?|fortnights?)\b` +
    String.raw`|\b(?:a|per|each|every|\/)\s*(day|week|month|fortnight)\b|\b(daily|weekly)\b` +
    String.raw`|\b(?:(?:by|before|until|till|for)\s+|(?=(?:this|next)\s+(?:week|weekend)))(next\s+|this\s+|the\s+)?(tomorrow|tonight|${WEEKDAYS}|week|end of (?:the|this) week)\b` +
    // time left before a deadline: "14 weeks to go", "3 weeks left", "10 days away"
    String.raw`|\b${NUMBER}\s*(days?|weeks?|wks?|months?)\s+(?:to go|left|away|out|from now)\b`,
  "g",
);

const WEEKDAY_INDEX = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
/** 0 (sunday) to 6 (saturday) for a weekday's name or abbreviation ("tues", "thurs"), or null. */
const weekdayOf = (word: string) => {
  const i = WEEKDAY_INDEX.indexOf(word.slice(0, 3));
  return i < 0 ? null : i;
};

/** Weeks a time phrase gives ("in 10 days", "by saturday", "a week"), or null. */
function weeksOf(m: RegExpMatchArray, today: Today): number | null {
  const [, count, unit, rateUnit, rateWord, next, deadline, leftCount, leftUnit] = m;
  if (unit || leftUnit) {
    const n = numberOf(unit ? count : leftCount) ?? 1;
    const u = unit ?? leftUnit;
    return /^d/.test(u) ? n / 7 : /^m/.test(u) ? n * 4.345 : /^f/.test(u) ? n * 2 : n;
  }
  if (rateUnit)
    return rateUnit === "day"
      ? 1 / 7
      : rateUnit === "month"
        ? 4.345
        : rateUnit === "fortnight"
          ? 2
          : 1;
  if (rateWord) return rateWord === "daily" ? 1 / 7 : 1;
  if (deadline) {
    if (/^(tomorrow|tonight)$/.test(deadline)) return 1 / 7;
    const day = weekdayOf(deadline);
    // a weekday with the day the message is written known: the days until it ("by saturday" on a
    // monday is 5 days; on the day itself, a week)
    if (day !== null && today.weekday !== null && !next?.startsWith("next"))
      return ((day - today.weekday + 7) % 7 || 7) / 7;
    // otherwise the longest it can be: "by saturday" is at most a week, "next ..." two
    return next?.startsWith("next") ? 2 : 1;
  }
  return null;
}

/**
 * The day a message is written, as far as it is known: the coach passes the request's date, and a
 * message may say its own ("today is 22nd november", "it's the 2nd today", "it's sunday"), which
 * wins. Each part may be unknown (null); a deadline needing an unknown part gives no pace.
 */
export type Today = {
  year: number | null;
  /** 0 (january) to 11 */
  month: number | null;
  day: number | null;
  /** 0 (sunday) to 6 */
  weekday: number | null;
};

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const MONTH_INDEX = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
];
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
/** "3 march", "3rd of march", "march 3", "march 3rd" (not "may 3 kg") */
const CALENDAR_DATE = new RegExp(
  String.raw`\b(?:${DAY}\s+(?:of\s+)?${MONTH}|${MONTH}\s+${DAY}(?!\s*(?:[.,]\d|kg|kilo|lb|pound|stone|st\b|days?|weeks?|months?|hours?|x\b)))\b`,
  "g",
);
/** Days of the year with a fixed date, as deadlines ("by christmas", "before new year") */
const FIXED_DAYS: [RegExp, number, number][] = [
  [/\b(?:christmas|xmas) eve\b/g, 11, 24],
  [/\b(?:christmas|xmas)(?! eve)(?: day)?\b/g, 11, 25],
  [/\bnew year'?s eve\b|\bnye\b/g, 11, 31],
  // not the first words of "new year's eve", which is the day before
  [/\bnew year(?!'?s? eve\b)(?:'?s)?(?: day)?\b/g, 0, 1],
  [/\bvalentine'?s(?: day)?\b/g, 1, 14],
  [/\bhalloween\b/g, 9, 31],
];
/** "on the 14th", "by the 3rd": a day of a month not named */
const DAY_OF_MONTH = new RegExp(
  String.raw`(?<=\b(?:on|by|before|until|till|it's|it is|today is)\s)the (\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?${MONTH}\b)`,
  "g",
);
/** Says that the date or weekday beside it is today's. */
const TODAY_BEFORE = /\b(?:today is|today's|it's|it is|today)\s*\(?\s*(?:the\s+)?$/;
const TODAY_AFTER = /^\s*\)?\s*(?:today|now)\b/;
const STATED_WEEKDAY =
  /\b(?:today is|it's|it is|today)\s*\(?\s*(sun|mon|tues?|wed|weds|thu|thur|thurs|fri|sat)(?:[a-z]*day)?\b|\((sun|mon|tues?|wed|weds|thu|thurs|fri|sat)\)/;

const monthOf = (word: string) => MONTH_INDEX.indexOf(word.slice(0, 3));

/** A date's parts, for the coach: the request's date in UTC (a day off at most, by time zone). */
export function todayOf(date: Date): Today {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}
const UNKNOWN_DAY: Today = { year: null, month: null, day: null, weekday: null };

type DateMention = { month: number | null; day: number; index: number; length: number };

/** Every date a message names: calendar dates, fixed days of the year and "the 14th". */
function dateMentions(text: string): DateMention[] {
  const out: DateMention[] = [];
  for (const m of text.matchAll(CALENDAR_DATE)) {
    const day = Number(m[1] ?? m[4]);
    const month = monthOf(m[2] ?? m[3]);
    if (day >= 1 && day <= 31 && month >= 0)
      out.push({ month, day, index: m.index ?? 0, length: m[0].length });
  }
  for (const [pattern, month, day] of FIXED_DAYS)
    for (const m of text.matchAll(pattern))
      out.push({ month, day, index: m.index ?? 0, length: m[0].length });
  for (const m of text.matchAll(DAY_OF_MONTH)) {
    const day = Number(m[1]);
    if (day >= 1 && day <= 31)
      out.push({ month: null, day, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

const isTodayMention = (text: string, d: DateMention) =>
  TODAY_BEFORE.test(text.slice(Math.max(0, d.index - 16), d.index)) ||
  TODAY_AFTER.test(text.slice(d.index + d.length, d.index + d.length + 10));

/** The day a message says it is written, over the request's date where it says one. */
export function readToday(text: string, requestDay: Today | null = null): Today {
  const today = { ...(requestDay ?? UNKNOWN_DAY) };
  const stated = dateMentions(text).find((d) => isTodayMention(text, d));
  if (stated) {
    // a stated date replaces the request's; its weekday is then unknown unless said
    if (stated.month !== null) today.month = stated.month;
    today.day = stated.day;
    today.weekday = null;
  }
  const weekday = STATED_WEEKDAY.exec(text);
  if (weekday) today.weekday = weekdayOf(weekday[1] ?? weekday[2]);
  return today;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days in a month: the longest it can be when the month or the year is unknown (a slower pace). */
const daysIn = (month: number | null, year: number | null) =>
  month === null
    ? 31
    : month === 1 && year !== null
      ? new Date(Date.UTC(year, 2, 0)).getUTCDate()
      : DAYS_IN_MONTH[month];

/** Days from today to a date (the next one after today), or null when today is not known enough. */
function daysUntil(d: { month: number | null; day: number }, today: Today): number | null {
  if (today.day === null) return null;
  if (d.month === null) {
    // "the 14th": this month's, or next month's when it has passed
    const left = d.day - today.day;
    return left > 0 ? left : left + daysIn(today.month, today.year);
  }
  if (today.month === null) return null;
  // a year with no leap day unless the request's year gives one
  const year = today.year ?? 2001;
  const from = Date.UTC(year, today.month, today.day);
  let to = Date.UTC(year, d.month, d.day);
  if (to <= from) to = Date.UTC(year + 1, d.month, d.day);
  return Math.round((to - from) / 86_400_000);
}

/** "by the end of the month", "before the month is out": the days left this month. */
const MONTH_END = /\b(?:end of (?:the|this) month|month'?s end|before the month is out)\b/;

/**
 * The weeks to a deadline given as a date ("by 3 march", "before the wedding on the 14th", "by
 * christmas", "by the end of the month"), the day the message is written known; null otherwise.
 * The one date that is not today's is the deadline; a date after "since" or "from" is a start.
 */
function weeksToDate(text: string, today: Today): number | null {
  const deadlines = dateMentions(text).filter(
    (d) =>
      !isTodayMention(text, d) &&
      !/\b(?:since|from|started|start(?:ed)? on|ago)\s+(?:the\s+|on\s+)?$/.test(
        text.slice(Math.max(0, d.index - 16), d.index),
      ),
  );
  const days =
    deadlines.length === 1
      ? daysUntil(deadlines[0], today)
      : deadlines.length === 0 && MONTH_END.test(text) && today.day !== null
        ? Math.max(1, daysIn(today.month, today.year) - today.day)
        : null;
  return days === null ? null : days / 7;
}

/** A pace of weight loss: kilograms a week, and whether a loss verb asks for it. */
export type Pace = { kgPerWeek: number; asked: boolean };

const ASKED_AMOUNT = new RegExp(
  String.raw`\b${LOSS_VERB}\s+(?:about\s+|around\s+|like\s+|at least\s+|over\s+|another\s+)?${NUMBER}\s*(${WEIGHT_UNIT})\b`,
  "g",
);
/**
 * "21 kg to lose", "6 lbs to cut", "5 kg lighter", "3 kilos off", "12 kilos down by then": the verb
 * after the amount ("down" only before "by", a deadline: "5 kg down since june" is a loss made);
 * and a goal written as a minus ("goal: -9 kg", "target -6kg").
 */
const AMOUNT_TO_LOSE = new RegExp(
  String.raw`(?<![\w.,])${NUMBER}\s*(${WEIGHT_UNIT})\s+(?:(?:left\s+)?to (?:lose|drop|cut|shed|shift|get off|take off)|lighter|off|down(?= by\b))\b`,
  "g",
);
const GOAL_AS_MINUS = new RegExp(
  String.raw`(?<=\b(?:goal|target|aim)\s*:?\s*)-\s*${NUMBER}\s*(${WEIGHT_UNIT})\b`,
  "g",
);
const BODY_WEIGHT = String.raw`(\d{2,3}(?:[.,]\d)?)\s*(${WEIGHT_UNIT})?`;
/**
 * A body weight now and one wanted: "110kg to 90kg", "from 70 to 64", "i'm 78kg and want to be
 * 68", "68 now, need 63"; the difference is the amount.
 */
const WEIGHT_TO_WEIGHT = new RegExp(
  String.raw`\b(from\s+)?${BODY_WEIGHT}\s+(?:to|down to|->|→)\s+${BODY_WEIGHT}(?!\s*(?:%|bpm|mg|mmol|cal|kcal|g\b|min|sec|reps|times|years?|yrs?|days?|weeks?|months?|hours?|am\b|pm\b))` +
    String.raw`|\b(?:i'm(?=\s+\d{2,3}(?:[.,]\d)?\s*${WEIGHT_UNIT}\b)|weigh(?:ing)?|currently|at)\s+${BODY_WEIGHT}(?:\s+(?:now|today|currently|atm))?\b[^.?!]{0,40}?\b(?:want to be|wanna be|need(?: to be| to get to| to make| to hit| to weigh)?|goal(?: is| of)?|target(?: is| of)?|get (?:down )?to|down to|reach|be at|make|hit)\s+${BODY_WEIGHT}` +
    String.raw`|\b${BODY_WEIGHT}\s+(?:now|today|currently|atm)\b[^.?!]{0,30}?\b(?:want to be|wanna be|need(?: to be| to get to| to make| to hit| to weigh)?|goal(?: is| of)?|target(?: is| of)?|get (?:down )?to|down to|reach|be at|make|hit)\s+${BODY_WEIGHT}`,
  "g",
);
/** "I weigh 60kg, how to get to 50", "weigh 140, want to get down to 120": a target below now. */
const TARGET_BELOW = [
  /\b(\d{2,3}(?:[.,]\d+)?) ?(kg|kgs|kilos|lbs|pounds)\b[^.?!\d]{0,40}?\b(?:(?:get|go|come|drop|down|be)(?: down)? to|want to (?:be|weigh)|to weigh|reach) (\d{2,3}(?:[.,]\d+)?)(?!\d)/g,
  /\bweigh (\d+(?:[.,]\d+)?)()[^.?!\d]{0,40}?\b(?:get|go|come|drop|down)(?: down)? to (\d+(?:[.,]\d+)?)(?!\d)/g,
];

/** Words that say a number is a body weight when it has no unit. */
const WEIGHT_CONTEXT =
  /\b(weigh\w*|weight|kgs?|kilos?|lbs?|pounds?|stones?|lose|losing|drop|lighter|heavier|scales?)\b/;

/** The amount to lose between two body weights (see WEIGHT_TO_WEIGHT), or null. */
function weightDifference(
  m: RegExpMatchArray,
  text: string,
): { value: number; unit: string } | null {
  const groups = [m.slice(2, 6), m.slice(6, 10), m.slice(10, 14)];
  const [a, unitA, b, unitB] = groups.find((g) => g[0] !== undefined) ?? [];
  if (a === undefined || b === undefined) return null;
  const from = Number(a.replace(",", "."));
  const to = Number(b.replace(",", "."));
  // a unit on one side, or "from" with weight words in the message, or both with weight words
  const said = unitA ?? unitB;
  if (!said && !WEIGHT_CONTEXT.test(text)) return null;
  // "10 to 8" alone is no pair of body weights
  if (!said && groups[0][0] !== undefined && !m[1]) return null;
  if (!(to < from && to >= from * 0.6)) return null;
  // with no unit: pounds when the numbers are over what most adults weigh in kilograms
  const unit = said ?? (from > 130 ? "lb" : "kg");
  return { value: from - to, unit };
}

/** An amount of weight to lose, where it is said and whether a verb or a goal asks for it. */
type Amount = { value: number; unit: string; index: number; length: number; asked: boolean };

/**
 * Weight to lose told as two body weights, now and wanted ("110kg to 90kg", "i'm 78kg and want to
 * be 68", "I weigh 60kg, how to get to 50"): the difference, one per pair. The rules' "wants to
 * lose weight" reads these too.
 */
export function weightsToLose(text: string): Amount[] {
  const out: Amount[] = [];
  const ends = new Set<number>();
  for (const m of text.matchAll(WEIGHT_TO_WEIGHT)) {
    const index = m.index ?? 0;
    const difference = weightDifference(m, text);
    if (!difference) continue;
    const length = m[0].trimEnd().length;
    out.push({ ...difference, index, length, asked: true });
    ends.add(index + length);
  }
  for (const pattern of TARGET_BELOW)
    for (const m of text.matchAll(pattern)) {
      const index = m.index ?? 0;
      if (ends.has(index + m[0].length)) continue;
      const from = Number(m[1].replace(",", "."));
      const to = Number(m[3].replace(",", "."));
      const unit = m[2] || (from > 130 ? "lb" : "kg");
      if (to < from) out.push({ value: from - to, unit, index, length: m[0].length, asked: true });
      ends.add(index + m[0].length);
    }
  return out;
}

/** Any amount of a weight unit ("9 kilos in 4 weeks"); a body weight is excluded by its size. */
const ANY_AMOUNT = new RegExp(String.raw`(?<![\w.,])${NUMBER}\s*(${WEIGHT_UNIT})\b`, "g");
/** What says an amount is a body weight, not a loss ("I weigh 80 kg", "at 70 kg"). */
const BODY_WEIGHT_BEFORE =
  /\b(weigh\w*|i'm|i am|am|at|currently|now|from|to|reach|target|goal)\s*$/;

/**
 * Every pace a message names: an amount of weight with a time it is to go in ("lose 6 kg in 2
 * weeks", "2 lbs a day", "a stone in a fortnight", "by saturday"), asked (a loss verb before it,
 * or "from 80 to 65 kg") or loose (an amount under 30 kg beside a span, no verb).
 */
export function readPaces(text: string, requestDay: Today | null = null): Pace[] {
  const today = readToday(text, requestDay);
  const amounts: Amount[] = [];
  const taken = new Set<number>();
  for (const m of text.matchAll(ASKED_AMOUNT)) {
    const value = numberOf(m[1]);
    if (value === null) continue;
    const index = m.index ?? 0;
    amounts.push({ value, unit: m[2], index, length: m[0].length, asked: true });
    taken.add(index + m[0].length);
  }
  for (const m of [...text.matchAll(AMOUNT_TO_LOSE), ...text.matchAll(GOAL_AS_MINUS)]) {
    const value = numberOf(m[1]);
    if (value === null) continue;
    const index = m.index ?? 0;
    amounts.push({ value, unit: m[2], index, length: m[0].length, asked: true });
    // the same amount, read again without its verb, is not a second one
    taken.add(index + m[0].indexOf(m[2], m[1].length) + m[2].length);
  }
  for (const a of weightsToLose(text)) {
    amounts.push(a);
    taken.add(a.index + a.length);
  }
  for (const m of text.matchAll(ANY_AMOUNT)) {
    const index = m.index ?? 0;
    if (taken.has(index + m[0].length)) continue;
    const value = numberOf(m[1]);
    if (value === null || kilograms(value, m[2]) >= 30) continue;
    if (BODY_WEIGHT_BEFORE.test(text.slice(Math.max(0, index - 20), index))) continue;
    amounts.push({ value, unit: m[2], index, length: m[0].length, asked: false });
  }
  const paces: Pace[] = [];
  for (const m of amounts) {
    const end = m.index + m.length;
    // a rate ("a week", "daily") belongs to the amount only right after it: "lose 3 kg, eat 1,500
    // calories a day" asks for no daily loss
    const isRate = (s: RegExpMatchArray) => !!(s[3] || s[4]);
    const after = [...text.slice(end, end + (m.asked ? 120 : 40)).matchAll(SPAN)].find(
      (s) => !isRate(s) || (s.index ?? 0) <= 12,
    );
    const before = m.asked
      ? [...text.slice(Math.max(0, m.index - 60), m.index).matchAll(SPAN)]
          .filter((s) => !isRate(s))
          .pop()
      : undefined;
    // a deadline as a date ("by 3 march", "wedding on the 14th") for an amount asked for, when
    // no span is said beside it
    const weeks = after
      ? weeksOf(after, today)
      : before
        ? weeksOf(before, today)
        : m.asked
          ? weeksToDate(text, today)
          : null;
    if (weeks === null || weeks <= 0) continue;
    paces.push({ kgPerWeek: kilograms(m.value, m.unit) / weeks, asked: m.asked });
  }
  return paces;
}

/** Kilograms a week that a "lose X in Y" or "lose X by Y" message asks for, or null (the rules). */
export function weeklyLossKg(text: string, requestDay: Today | null = null): number | null {
  const asked = readPaces(text, requestDay).filter((p) => p.asked);
  return asked.length ? Math.max(...asked.map((p) => p.kgPerWeek)) : null;
}

/**
 * A day's intake a message names: kilocalories, whether it is said to be a day's (not a meal, a
 * deficit or what a workout burns), whether a calorie unit says so, and where it starts.
 */
export type Intake = { kcal: number; daily: boolean; unit: boolean; index: number };

const CALORIES =
  /(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{2,5})\s*(?:-|\s)?\s*(?:k?cals?|kcals?|calories|calorie)\b([^.?!]{0,30})/g;
/** "eating only 500 a day", "living on 700 a day": an intake with no unit, said as a day's food. */
const UNITLESS_DAILY =
  /\b(only|just|eat|eating|ate|live on|living on|survive on|surviving on|stick to|sticking to|allow myself|limit myself to|down to|under|max(?:imum)?(?: of)?)\s+(?:about |around |like |maybe |roughly )?(\d{3})\s*(?:a|per|each|every|\/)\s*day\b/g;
/** Words that say a unitless number is food: "eat", "calories", "diet". */
const FOOD_CONTEXT =
  /\b(eat\w*|ate|food|calories|cals?|kcals?|diet\w*|intake|meals?|starv\w*|live on|living on|survive on|surviving on)\b/;

/** Every intake in calories a message names (see `Intake`). */
export function readIntakes(text: string): Intake[] {
  const out: Intake[] = [];
  for (const m of text.matchAll(CALORIES)) {
    const kcal = Number(m[1].replace(/,/g, ""));
    const index = m.index ?? 0;
    const after = m[2] ?? "";
    const before = text.slice(Math.max(0, index - 40), index);
    const daily =
      /\b(a|per|each|every) day\b|\bdaily\b|\/ ?day\b|\bdiet\b|\bplan\b|^\s*days\b/.test(after) ||
      /\b(diet|plan|daily|a day)\b/.test(before.slice(-20)) ||
      /\b(eat|eating|live on|survive on|stick to)\b[^.?!]*$/.test(before);
    // "a 400 calorie lunch", "burns 300 calories" or "a 500 calorie deficit" is not a day's intake,
    // nor is "a deficit of 500 kcal a day" (the deficit named first)
    // nor is an amount taken off the usual ("cut out 500 kcal a day", "knocking 300 calories off";
    // not "cut down to 500 kcal a day", which names what is left)
    const meal =
      /\b(deficit|surplus)\s*(of|by)?\s*(about|around|roughly|~)?\s*$/.test(before) ||
      /\b(cut|cuts|cutting|knock|knocks|knocking|trim|trims|trimming|shave|shaving|take|taking)( out| off)?\s*(about|around|roughly|~)?\s*$/.test(
        before,
      ) ||
      /^\s*(deficit|surplus|less|fewer|more|below|under (my )?(maintenance|tdee)|snacks?|breakfasts?|lunch(es)?|dinners?|meals?(?! plan)|bars?|drinks?|servings?|portions?|desserts?)\b/.test(
        after,
      ) ||
      /\bburn/.test(`${before.slice(-25)} ${after}`);
    out.push({ kcal, daily: daily && !meal, unit: true, index });
  }
  if (FOOD_CONTEXT.test(text))
    for (const m of text.matchAll(UNITLESS_DAILY)) {
      const index = (m.index ?? 0) + m[0].indexOf(m[2], m[1].length);
      if (out.some((i) => i.index === index)) continue;
      out.push({ kcal: Number(m[2]), daily: true, unit: false, index });
    }
  return out;
}

/** Days or hours of going without food a message names ("3 days with no food", "a 72 hour fast"). */
const FAST_WORD =
  /\b(no food|without (food|eating)|nothing but|only water|water only|water fast|not eat\w*|haven't eat\w*|fast\w*|zero food|no solid)\b/;

/**
 * The number readings of a message as the learned model's features ("r:"), every reading, loose
 * ones too: a pace over or under 1 kg a week, an intake in calories under 600, under 1,000 or
 * above, a glucose figure under 4 mmol/L or 70 mg/dL beside a glucose word, and two or more days
 * (or 48 hours or more) beside not eating or fasting. The model weighs them; they decide nothing
 * alone.
 */
export function numberReadings(normalised: string, requestDay: Today | null = null): string[] {
  const t = normalised;
  const out = new Set<string>();
  for (const p of readPaces(t, requestDay)) out.add(p.kgPerWeek > 1 ? "r:pace>1" : "r:pace<=1");
  for (const i of readIntakes(t)) {
    if (i.kcal < 100 && !i.unit) continue;
    out.add(i.kcal < 600 ? "r:kcal<600" : i.kcal < 1000 ? "r:kcal<1000" : "r:kcal>=1000");
  }
  const glucoseWord = /\b(glucose|sugar|sugars|bg|bgl|reading|meter|mmol|cgm|libre|dexcom|hypo)\b/;
  if (
    (/\b[1-3][.,]\d\b/.test(t) && glucoseWord.test(t)) ||
    /\b[2-6]\d\s*(mg|mg\/dl)\b/.test(t) ||
    (/\b[2-6]\d\b/.test(t) && /\bmg\/?dl\b/.test(t))
  )
    out.add("r:glucose-low");
  const days = /\b(\d+|two|three|four|five|six|few)\s*(days?)\b/.exec(t);
  const hours = /\b(\d{2,3})\s*[- ]?(?:hours?|hrs?|h)\b/.exec(t);
  if (
    ((days && (numberOf(days[1]) ?? 3) >= 2) || (hours && Number(hours[1]) >= 48)) &&
    FAST_WORD.test(t)
  )
    out.add("r:days-no-food");
  return [...out];
}
