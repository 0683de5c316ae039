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
    String.raw`|\b(?:(?:by|before|until|till|for)\s+|(?=(?:this|next)\s+(?:week|weekend)))(next\s+|this\s+|the\s+)?(tomorrow|tonight|${WEEKDAYS}|week|end of (?:the|this) week)\b`,
  "g",
);

/** Weeks a time phrase gives ("in 10 days", "by saturday", "a week"), or null. */
function weeksOf(m: RegExpMatchArray): number | null {
  const [, count, unit, rateUnit, rateWord, next, deadline] = m;
  if (unit) {
    const n = numberOf(count) ?? 1;
    return /^d/.test(unit) ? n / 7 : /^m/.test(unit) ? n * 4.345 : /^f/.test(unit) ? n * 2 : n;
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
    // the day a message is written is unknown: "by saturday" is at most a week, "next ..." two
    return next?.startsWith("next") ? 2 : 1;
  }
  return null;
}

/** A pace of weight loss: kilograms a week, and whether a loss verb asks for it. */
export type Pace = { kgPerWeek: number; asked: boolean };

const ASKED_AMOUNT = new RegExp(
  String.raw`\b${LOSS_VERB}\s+(?:about\s+|around\s+|like\s+|at least\s+|over\s+|another\s+)?${NUMBER}\s*(${WEIGHT_UNIT})\b`,
  "g",
);
/** "from 80 to 65 kg": the difference is the amount */
const FROM_TO = new RegExp(
  String.raw`\bfrom (\d{2,3}(?:[.,]\d+)?) ?(?:${WEIGHT_UNIT})? (?:to|down to) (\d{2,3}(?:[.,]\d+)?) ?(${WEIGHT_UNIT})\b`,
  "g",
);
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
export function readPaces(text: string): Pace[] {
  const amounts: { value: number; unit: string; index: number; length: number; asked: boolean }[] =
    [];
  const taken = new Set<number>();
  for (const m of text.matchAll(ASKED_AMOUNT)) {
    const value = numberOf(m[1]);
    if (value === null) continue;
    const index = m.index ?? 0;
    amounts.push({ value, unit: m[2], index, length: m[0].length, asked: true });
    taken.add(index + m[0].length);
  }
  for (const m of text.matchAll(FROM_TO)) {
    const value = Number(m[1].replace(",", ".")) - Number(m[2].replace(",", "."));
    const index = m.index ?? 0;
    if (value > 0) amounts.push({ value, unit: m[3], index, length: m[0].length, asked: true });
    taken.add(index + m[0].length);
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
    const weeks = after ? weeksOf(after) : before ? weeksOf(before) : null;
    if (weeks === null || weeks <= 0) continue;
    paces.push({ kgPerWeek: kilograms(m.value, m.unit) / weeks, asked: m.asked });
  }
  return paces;
}

/** Kilograms a week that a "lose X in Y" or "lose X by Y" message asks for, or null (the rules). */
export function weeklyLossKg(text: string): number | null {
  const asked = readPaces(text).filter((p) => p.asked);
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
    const meal =
      /\b(deficit|surplus)\s*(of|by)?\s*(about|around|roughly|~)?\s*$/.test(before) ||
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
export function numberReadings(normalised: string): string[] {
  const t = normalised;
  const out = new Set<string>();
  for (const p of readPaces(t)) out.add(p.kgPerWeek > 1 ? "r:pace>1" : "r:pace<=1");
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
