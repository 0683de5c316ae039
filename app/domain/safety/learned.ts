/**
 * The learned safety classifier (ADR 042), OR-ed after the rules in `classify.ts`: a multinomial
 * logistic regression over word unigrams, word bigrams and character 3-5-grams of the normalised
 * text (`normaliseForSafety`), trained offline by `npm run train:safety` on every labelled set
 * (scripts/train-safety.ts) and shipped as a compact weights module (`learned-weights.ts`). Pure:
 * no network, no model download, a few hundred map look-ups per message.
 *
 * The rules keep the first word for their emergency, crisis and support classes. The model speaks
 * when they say nothing, or say only a caution class (pregnancy, medication) where the model names
 * a more urgent one, and only when its probability for a class passes that class's threshold
 * (chosen by cross-validation, stricter for emergencies whose fixed answer replaces the coach than
 * for the caution notices that only come first); see `combineVerdicts`.
 */
import {
  classifyMessage,
  discountedClasses,
  minorAge,
  normaliseForSafety,
  SAFETY_LEVELS,
  type SafetyClass,
  type SafetyContext,
  type SafetyLevel,
  type SafetyVerdict,
} from "./classify";
import { SAFETY_MODEL } from "./learned-weights";
import { numberReadings, todayOf } from "./numbers";

/** The model's classes: "none" and the ten safety classes, in the classifier's order. */
export type ModelClass = SafetyClass | "none";
export const MODEL_CLASSES: readonly ModelClass[] = [
  "none",
  ...(Object.keys(SAFETY_LEVELS) as SafetyClass[]),
];

/** Digits read as their shape: "45" and "52" are both "##", "3.9" is "#.#". */
const shape = (w: string) => w.replace(/\d/g, "#");

/**
 * A number's band, cut where the classes' definitions cut (ADR 024): under 5 (a glucose reading in
 * mmol/L, kilograms a week, days), 5-17 (a minor's age), 18-99, 100-999 (a day's intake under
 * 1,000 kcal, a reading in mg/dL) and 1,000 or more. "14" and "45" share a shape but not a band.
 */
function numberBand(value: number): string {
  if (value < 5) return "<5";
  if (value < 18) return "5-17";
  if (value < 100) return "18-99";
  if (value < 1000) return "100-999";
  return "1000+";
}

/**
 * The writer's age when the text says it ("i'm 14", "15 years old", "16yo", "aged 13", "16m"),
 * and not a weight, height or time ("i'm 60 kg"). Only 5 to 99; null otherwise.
 */
export function statedAge(normalised: string): number | null {
  const m =
    /\b(?:i'm|im|aged?)\s+(\d{1,2})\b(?!\s*(?:kg|kilos?|lbs?|pounds?|st|stone|cm|ft|%|k?cals?|kcal|mins?|minutes|hours?|days?|weeks?|months?|mg|mmol|ml|g|weeks? pregnant)\b)(?!\.\d|')/.exec(
      normalised,
    ) ??
    /\b(\d{1,2})\s*(?:years? old|yrs? old|yo|y\/o|y\.o)\b/.exec(normalised) ??
    /^(\d{1,2})\s*[mf]\b/.exec(normalised);
  const age = m ? Number(m[1]) : NaN;
  return age >= 5 && age <= 99 ? age : null;
}

/**
 * The features of one message, each once: word unigrams ("w:"), bigrams ("b:"), character 3-5
 * grams inside each padded word ("c:"), each number's band alone and with the word before and
 * after it ("n:", "nb:", "na:"; a unit stuck to the number, "800cal", counts as the word after),
 * the number readings (`numberReadings` of numbers.ts, "r:"), the words a negator denies
 * (`negationFeatures`, "x:"), and the profile's age band ("age:minor" /
 * "age:adult") when it is known (a minor's weight-loss
 * question depends on it; without a profile age, the age the text states, `statedAge`). Thousands separators are dropped first ("1,500" is one number).
 */
export function safetyFeatures(text: string, context: SafetyContext = {}): string[] {
  const t = normaliseForSafety(text).replace(/(\d),(?=\d{3}\b)/g, "$1");
  const raw = t.match(/[a-z0-9#]+(?:['.][a-z0-9]+)*/g) ?? [];
  const words = raw.map(shape);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    out.add(`w:${w}`);
    if (i > 0) out.add(`b:${words[i - 1]} ${w}`);
    const number = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(raw[i]);
    if (number) {
      const band = numberBand(Number(number[1]));
      const after = number[2] || words[i + 1];
      out.add(`n:${band}`);
      if (i > 0) out.add(`nb:${words[i - 1]} ${band}`);
      if (after) out.add(`na:${band} ${after}`);
    }
    const padded = ` ${w} `;
    for (let n = 3; n <= 5; n++)
      for (let j = 0; j + n <= padded.length; j++) out.add(`c:${padded.slice(j, j + n)}`);
  }
  for (const f of negationFeatures(t)) out.add(f);
  for (const r of numberReadings(t, context.today ? todayOf(context.today) : null)) out.add(r);
  const age = context.age != null && context.age > 0 ? context.age : statedAge(t);
  if (age != null) out.add(age < 18 ? "age:minor" : "age:adult");
  // the rules' wider reading of a minor (a school year, "my son is ten", "teenager"), and no age
  // at all: a weight-loss question with no age is an adult's unless something says otherwise
  else if (minorAge(t, {})) out.add("age:minor");
  else out.add("age:none");
  return [...out];
}

/** A word that denies what follows it in its clause ("not", "no", "never", "isn't", "can't"). */
const NEGATOR =
  /^(?:no|not|never|nor|none|nothing|zero|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|haven't|hasn't|hadn't|won't|wouldn't|shouldn't|can't|cannot|couldn't|without)$/;
/** Words a negation's scope passes over ("don't want to be alive" reaches "alive"). */
const FILLER = new Set([
  "to",
  "be",
  "a",
  "an",
  "the",
  "or",
  "any",
  "really",
  "even",
  "so",
  "too",
  "at",
  "all",
  "just",
  "that",
  "it",
  "i",
  "my",
]);

/**
 * The negation's scope (ADR 042, 2026-11-27 "blind set 11's false alarms by kind"): each of the
 * three words after a negator in its clause, fillers skipped, as "x:word" ("I'm not suicidal or
 * anything" gives x:suicidal and x:anything beside w:suicidal). They only add evidence: the
 * word's own features stay, and the model learns which denied words still mean danger ("don't
 * want to be alive": x:want, x:alive) and which do not.
 */
export function negationFeatures(normalised: string): string[] {
  const out: string[] = [];
  for (const clause of normalised.split(/[,.;:!?\n()]+|\b(?:but|though|although|except)\b/)) {
    let scope = 0;
    for (const w of clause.match(/[a-z']+/g) ?? []) {
      if (NEGATOR.test(w)) scope = 3;
      else if (scope > 0 && !FILLER.has(w)) {
        out.push(`x:${w}`);
        scope--;
      }
    }
  }
  return out;
}

/** A trained model: per class a bias, per feature the non-zero weights, per class a threshold. */
export type SafetyModel = {
  classes: readonly ModelClass[];
  bias: number[];
  /** feature -> weight per class (same order as `classes`) */
  weights: Map<string, number[]>;
  thresholds: Partial<Record<SafetyClass, number>>;
};

/** Class probabilities of one message under a model (softmax over the classes). */
export function modelProbabilities(model: SafetyModel, features: readonly string[]): number[] {
  const z = [...model.bias];
  const scale = 1 / Math.sqrt(Math.max(1, features.length));
  for (const f of features) {
    const w = model.weights.get(f);
    if (!w) continue;
    for (let k = 0; k < z.length; k++) z[k] += w[k] * scale;
  }
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/**
 * The model's verdict: the most probable safety class when its probability passes that class's
 * threshold, otherwise none. `thresholds` may be given to try others (cross-validation).
 */
export function modelVerdict(
  model: SafetyModel,
  probabilities: readonly number[],
  thresholds: Partial<Record<SafetyClass, number>> = model.thresholds,
): SafetyClass | null {
  let best = -1;
  for (let k = 1; k < model.classes.length; k++)
    if (best < 0 || probabilities[k] > probabilities[best]) best = k;
  const c = model.classes[best] as SafetyClass;
  const t = thresholds[c];
  return t != null && probabilities[best] >= t ? c : null;
}

/**
 * The weights' encoding (ADR 042, 2026-11-27 addendum "weights at half the bytes"): one character
 * per weight, a step on a logarithmic scale: "." is zero, "A" to "Z" the positive levels and "a"
 * to "z" the negative ones, level q being WEIGHT_BASE x WEIGHT_RATIO^q (0.30 to 28.6; a weight
 * within about 10 % of its trained value, larger ones clipped to the top level). The levels are
 * rounded to four decimals so the decoded model is the same on every engine.
 */
export const WEIGHT_BASE = 0.3;
export const WEIGHT_RATIO = 1.2;
const LEVEL_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LEVELS = Array.from(
  { length: LEVEL_LETTERS.length },
  (_, q) => Math.round(WEIGHT_BASE * WEIGHT_RATIO ** q * 1e4) / 1e4,
);

/** The character of one weight (zero gives "."; the caller drops small weights first). */
export function encodeWeight(w: number): string {
  if (w === 0) return ".";
  const q = Math.round(Math.log(Math.abs(w) / WEIGHT_BASE) / Math.log(WEIGHT_RATIO));
  const letter = LEVEL_LETTERS[Math.min(LEVELS.length - 1, Math.max(0, q))];
  return w > 0 ? letter : letter.toLowerCase();
}

/** The weight one character stands for (`encodeWeight`'s inverse, to the level). */
export function decodeWeight(c: string): number {
  if (c === ".") return 0;
  const q = LEVEL_LETTERS.indexOf(c.toUpperCase());
  if (q < 0) throw new Error(`not a weight code: ${c}`);
  return c === LEVEL_LETTERS[q] ? LEVELS[q] : -LEVELS[q];
}

/**
 * Feature names, sorted, one a line, each after the number of leading characters it shares with
 * the previous name (0 to 9): "c:abc" then "c:abd" is "0c:abc\n4d".
 */
export function frontCode(names: readonly string[]): string {
  let previous = "";
  return names
    .map((name) => {
      let shared = 0;
      while (shared < 9 && shared < previous.length && previous[shared] === name[shared]) shared++;
      previous = name;
      return `${shared}${name.slice(shared)}`;
    })
    .join("\n");
}

/** `frontCode`'s inverse. */
export function frontDecode(coded: string): string[] {
  let previous = "";
  return coded.split("\n").map((line) => {
    previous = previous.slice(0, Number(line[0])) + line.slice(1);
    return previous;
  });
}

/** A model as committed: feature names front-coded, one character per weight, row after row. */
export type EncodedModel = {
  classes: readonly ModelClass[];
  bias: readonly number[];
  thresholds: Partial<Record<SafetyClass, number>>;
  /** `frontCode` of the kept features' names */
  features: string;
  /** per feature, in the same order, one `encodeWeight` character per class */
  weights: string;
};

/** Decodes a committed model (`EncodedModel`) into the weights map the classifier reads. */
export function decodeModel(encoded: EncodedModel): SafetyModel {
  const K = encoded.classes.length;
  const weights = new Map<string, number[]>();
  const names = encoded.features ? frontDecode(encoded.features) : [];
  if (names.length * K !== encoded.weights.length)
    throw new Error("safety model: features and weights differ in length");
  names.forEach((name, i) => {
    const row: number[] = [];
    for (let k = 0; k < K; k++) row.push(decodeWeight(encoded.weights[i * K + k]));
    weights.set(name, row);
  });
  return {
    classes: encoded.classes,
    bias: [...encoded.bias],
    weights,
    thresholds: encoded.thresholds,
  };
}

let shipped: SafetyModel | null = null;
/** The committed model, decoded on first use. */
export function shippedModel(): SafetyModel {
  shipped ??= decodeModel(SAFETY_MODEL);
  return shipped;
}

/** The learned model's most probable safety class and its probability, whatever the thresholds. */
export function learnedTop(
  text: string,
  context: SafetyContext = {},
): { class: SafetyClass; probability: number } {
  const model = shippedModel();
  const p = modelProbabilities(model, safetyFeatures(text, context));
  let best = 1;
  for (let k = 2; k < p.length; k++) if (p[k] > p[best]) best = k;
  return { class: model.classes[best] as SafetyClass, probability: p[best] };
}

/** The learned classifier alone: a verdict or null. */
export function learnedClassify(text: string, context: SafetyContext = {}): SafetyVerdict | null {
  const model = shippedModel();
  const c = modelVerdict(model, modelProbabilities(model, safetyFeatures(text, context)));
  return c ? { class: c, level: SAFETY_LEVELS[c] } : null;
}

/** How urgent each level is, for `combineVerdicts`: a class may give way only to one as urgent. */
const LEVEL_RANK: Record<SafetyLevel, number> = { caution: 0, support: 1, crisis: 2, emergency: 3 };

/**
 * How the rules' class and the model's verdict combine (ADR 042): a class of the rules gives way
 * to the model's other class when that is at least as urgent (a caution class, pregnancy or
 * medication, to any urgent one; a support class to another support class or a more urgent one,
 * and so on; ADR 053 addendum: the rules fire on one phrase, the model reads the whole message,
 * and when both flag and disagree the model named the author's class more often), the minors'
 * class apart (it needs an age, which the rules read) and the classes the rules discounted
 * (morning sickness is not purging); so the level never falls below the rules'. When the rules
 * name nothing the model's class is used, except a caution class whose words the rules found and
 * discounted (`discounted`: "I'm not pregnant", "my cat is pregnant"). Measured out of fold
 * before it was kept.
 */
export function combineVerdicts(
  rules: SafetyClass | null,
  model: SafetyClass | null,
  discounted: () => readonly SafetyClass[],
): SafetyClass | null {
  const urgent = (c: SafetyClass | null): c is SafetyClass =>
    c !== null && SAFETY_LEVELS[c] !== "caution";
  // the minors' class needs an age, which the rules read: the model's guess from "lose weight"
  // beside a pregnancy is not one ("I'm pregnant and want to lose weight"); nor does a class the
  // rules discounted take over (morning sickness beside a pregnancy is not purging)
  if (rules)
    return urgent(model) &&
      model !== rules &&
      model !== "minor-weight-loss" &&
      LEVEL_RANK[SAFETY_LEVELS[model]] >= LEVEL_RANK[SAFETY_LEVELS[rules]] &&
      !discounted().includes(model)
      ? model
      : rules;
  // nor an extreme goal whose pace the number reader works out as safe (`discountedClasses`)
  if (model && (!urgent(model) || model === "extreme-goal") && discounted().includes(model))
    return null;
  return model;
}

/** The safety layer's verdict (ADR 042): the rules and the learned model, combined. */
export function classifySafety(text: string, context: SafetyContext = {}): SafetyVerdict | null {
  const rules = classifyMessage(text, context)?.class ?? null;
  const c = combineVerdicts(rules, learnedClassify(text, context)?.class ?? null, () =>
    discountedClasses(text, context),
  );
  return c ? { class: c, level: SAFETY_LEVELS[c] } : null;
}
