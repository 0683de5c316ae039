/**
 * The safety classifier in front of every coach model (ADR 024). Pure and rule-based: it reads one
 * message (and the user's age when the profile knows it) and names the first safety class that
 * applies, most urgent first. The class definitions follow published guidance (NHS, CDC, ADA,
 * NICE; the list with its sources is in scripts/bench/coach-safety-set.ts).
 *
 * Rules are written for recall on the dangerous classes: a missed emergency is worse than a fixed
 * notice shown once too often. Figurative speech ("I could kill for a burger", "to die for",
 * "chest day") is excluded by what the words attach to, not by a list of harmless sentences.
 */

export type SafetyClass =
  | "emergency-chest-pain"
  | "emergency-breathing"
  | "emergency-allergy"
  | "emergency-low-blood-sugar"
  | "self-harm"
  | "eating-disorder"
  | "minor-weight-loss"
  | "extreme-goal"
  | "pregnancy"
  | "medication";

/**
 * - emergency: call emergency services now; no model answers, no food is suggested;
 * - crisis: a crisis line and someone to talk to now; no model answers;
 * - support: harmful to coach as asked (eating-disorder signs, a minor dieting, extreme goals);
 *   the fixed text answers alone, with no food suggestions;
 * - caution: the model may answer after the fixed notice (pregnancy, medicines).
 */
export type SafetyLevel = "emergency" | "crisis" | "support" | "caution";

export const SAFETY_LEVELS: Record<SafetyClass, SafetyLevel> = {
  "emergency-chest-pain": "emergency",
  "emergency-breathing": "emergency",
  "emergency-allergy": "emergency",
  "emergency-low-blood-sugar": "emergency",
  "self-harm": "crisis",
  "eating-disorder": "support",
  "minor-weight-loss": "support",
  "extreme-goal": "support",
  pregnancy: "caution",
  medication: "caution",
};

/** The classes whose recall bench:coach holds at 0.98 or more. */
export const DANGEROUS_CLASSES: readonly SafetyClass[] = [
  "emergency-chest-pain",
  "emergency-breathing",
  "emergency-allergy",
  "emergency-low-blood-sugar",
  "self-harm",
  "eating-disorder",
  "minor-weight-loss",
  "extreme-goal",
];

export type SafetyVerdict = { class: SafetyClass; level: SafetyLevel };

export type SafetyContext = {
  /** the user's age from their profile, when known */
  age?: number | null;
};

/** Lower case, straight quotes, one space; "can't" and "cant" read alike. */
export function normaliseForSafety(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\bcant\b/g, "can't")
    .replace(/\bim\b/g, "i'm")
    .replace(/\bdont\b/g, "don't")
    .replace(/\bi\s+am\b/g, "i'm")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether the match at `index` is negated just before ("no chest pain", "without swelling"). */
function negatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 16), index);
  return /\b(no|not|without|never|nor|free of|\w+n't)\s+(\w+\s+)?$/.test(before);
}

function matches(text: string, patterns: readonly RegExp[]): boolean {
  for (const pattern of patterns) {
    const re = new RegExp(
      pattern.source,
      pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
    );
    for (const m of text.matchAll(re)) {
      if (!negatedAt(text, m.index ?? 0)) return true;
    }
  }
  return false;
}

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
  several: 3,
  few: 3,
  "a few": 3,
  couple: 2,
  "a couple of": 2,
};

function numberOf(word: string | undefined): number | null {
  if (!word) return null;
  const n = Number(word.replace(",", "."));
  if (Number.isFinite(n)) return n;
  return WORD_NUMBERS[word.trim()] ?? null;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|several|a few|a couple of)`;

// ---------------------------------------------------------------- emergencies

/** Chest pain, pressure or tightness; a heart attack happening now (NHS, CDC heart attack signs). */
const CHEST_PAIN = [
  /\bchest\b[^.?!]{0,30}\b(pains?|hurts?|hurting|ache|aching|tight|tightness|pressure|squeez\w*|crush\w*|heav(y|iness)|burning|stabbing)\b/,
  /\b(pains?|pressure|tightness|crushing|squeezing|heaviness|discomfort|ache|weight|band)\b[^.?!]{0,25}\b(in|on|across|around|into|through|to) (my|his|her|their|the) chest\b/,
  /\b(pain|ache|numb\w*|tingl\w*)\b[^.?!]{0,20}\b(down|in|into) (my|his|her|the) left arm\b/,
  /\b(clutch\w*|grabb\w*|holding|sitting on|pressing on|pushing on|weight on|elephant on)\b[^.?!]{0,15}\bchest\b/,
  /\b(having|have|had|having had) (a |an )?heart attack\b/,
  /\bheart attack (right )?now\b/,
];

/** Struggling to breathe, blue lips, choking (NHS: call 999 for severe breathlessness). */
const BREATHING = [
  /\b(can't|cannot|can not|couldn't|unable to|struggling to|struggle to|hard to|trouble|difficulty|difficult to|problems?)\s+(to\s+)?breath(e|ing)?\b/,
  /\bshort(ness)? of breath\b/,
  /\b(hardly|barely|can't|cannot) breathe?\b/,
  /\b(can't|cannot|couldn't|can barely|struggling to) (catch (my|his|her|their) breath|get (any )?air)\b/,
  /\bbreathing\b[^.?!]{0,15}\b(fast|shallow|laboured|labored|noisy|rasping)\b/,
  /\bgasping (for air|for breath)?\b/,
  /\b(lips?|face|skin|fingers?)\b[^.?!]{0,20}\b(blue|grey|gray)\b/,
  /\b(is|am|i'm|he's|she's|they're|are|was|were) choking\b/,
  /\bchoking on\b/,
];

/** Foods and allergen words, for reactions that follow eating. */
const FOOD_CONTEXT =
  /\b(ate|eaten|eating|eat|had some|after (the |my )?(meal|lunch|dinner|breakfast|dessert|snack)|peanuts?|nuts?|cashews?|walnuts?|almonds?|shrimps?|prawns?|shellfish|fish|eggs?|sesame|milk|wheat|soy)\b/;

/** Signs of anaphylaxis (NHS Anaphylaxis). */
const ALLERGY = [
  /\b(lips?|tongue|throat|face|mouth|eyes?|eyelids?)\b[^.?!]{0,25}\b(swell\w*|swollen|puff(y|ing|ed)? ?(up)?)/,
  /\b(swell\w*|swollen|puffy)\b[^.?!]{0,15}\b(lips?|tongue|throat|face|mouth|eyes?|eyelids?)\b/,
  /\bthroat\b[^.?!]{0,20}\b(tight|closing|closed|swell\w*|swollen)/,
  /\b(tight|closing) throat\b/,
  /\b(hard|difficult|trouble|difficulty|can't|cannot|struggling) (to )?swallow(ing)?\b/,
  /\bana?phyla\w*/,
  /\b(having|have|had|think i'm having|it's) (an |a )?(severe |bad )?allergic reaction\b/,
];
/** Hives or wheezing count as a reaction when they follow a food. */
const ALLERGY_WITH_FOOD = [/\bhives\b/, /\bwheez\w*/];

/** A glucose reading: the value (mg/dL unless it is under 25 or says mmol). */
const GLUCOSE_READING = new RegExp(
  String.raw`\b(blood sugars?|blood glucose|glucose|sugar (?:levels?|readings?)|my sugars?|his sugars?|her sugars?|bg|bsl|sugar|readings?|levels?|meter)\b[^.?!\d]{0,22}(\d+(?:[.,]\d+)?)\s*(mmol(?:/l)?|mg(?:/dl)?)?`,
  "g",
);

/** Words that mean a reading is about food ("sugar in 2 bananas"), not blood. */
const FOOD_SUGAR_CONTEXT = /\b(grams?|g|teaspoons?|tsp|in (a|an|one|the|\d))\b/;

function lowGlucoseReading(text: string): boolean {
  for (const m of text.matchAll(GLUCOSE_READING)) {
    const [whole, term, raw, unit] = m;
    if (term === "sugar" && FOOD_SUGAR_CONTEXT.test(whole)) continue;
    // "my reading is 3.3" counts only with a glucose unit
    if (/^(reading|level|meter)/.test(term) && !unit) continue;
    if (/\b(in|of) (a|an|one|the)\b/.test(whole) && !/blood|glucose|level|reading/.test(term))
      continue;
    const value = Number(raw.replace(",", "."));
    if (!Number.isFinite(value) || value <= 0) continue;
    const mmol = unit?.startsWith("mmol") || (!unit?.startsWith("mg") && value < 25);
    if (mmol ? value < 4 : value < 70) return true;
  }
  return false;
}

/** Symptoms of a low (NHS, ADA hypoglycaemia). */
const HYPO_SYMPTOMS =
  /\b(shak(y|ing|es)|trembl\w*|wobbly|jittery|sweat(y|ing|s)|confus\w*|dizz\w*|drows\w*|slurr\w*|faint\w*|pass(ing)? out|passed out|blurr\w*|can't think|cannot think|seizures?|having a fit|unconscious|collaps\w*|disoriented)\b/;
/** The symptoms that alone, in someone with diabetes, point to a low (sweating or dizziness alone do not). */
const STRONG_HYPO_SYMPTOMS =
  /\b(shak(y|ing|es)|trembl\w*|wobbly|confus\w*|drows\w*|slurr\w*|faint(ing)?|pass(ing)? out|passed out|can't think|cannot think|seizures?|having a fit|unconscious|collaps\w*|disoriented)\b/;
const DIABETES_CONTEXT =
  /\b(diabet\w*|insulin|metformin|gliclazide|glipizide|sulfonylurea|sulphonylurea|type 1|type 2|t1d|t2d)\b/;
const LOW_SUGAR_WORDS = [
  /\b(low|dropping|dropped|falling|fell|crashing) (blood )?(sugar|glucose)\b/,
  /\b(blood )?(sugar|glucose)\b[^.?!]{0,15}\b(is |are |went |has gone |keeps )?(low|dropping|dropped|falling|crashing|crashed)\b/,
  /\bhypo(glyc(a)?emi\w*)?\b/,
];

function lowBloodSugar(text: string): boolean {
  if (/\b(having|had|in|going into) a hypo\b/.test(text)) return true;
  if (lowGlucoseReading(text)) return true;
  if (!HYPO_SYMPTOMS.test(text)) return false;
  if (matches(text, LOW_SUGAR_WORDS)) return true;
  if (!DIABETES_CONTEXT.test(text)) return false;
  const symptomCount = new Set(
    [...text.matchAll(new RegExp(HYPO_SYMPTOMS.source, "g"))].map((m) => m[0].slice(0, 5)),
  ).size;
  return STRONG_HYPO_SYMPTOMS.test(text) || symptomCount >= 2;
}

// ---------------------------------------------------------------- crisis

/** Thoughts of suicide or self-harm (NHS help for suicidal thoughts). */
const SELF_HARM = [
  /\b(kill|killing|harm|harming|end|ending) (myself|my self)\b/,
  /\bcutting (myself|my self|my (arms?|legs?|wrists?))\b/,
  /\b(want|wanna|going|urge|urges|thinking|thoughts?|think about|feel like|keep|tempted) (to |of |about )?(hurt|hurting|cut|cutting) (myself|my self)\b/,
  /\bsuicid(e|al)\b(?! squad)/,
  /\b(end|ending|take|taking) my (own )?life\b/,
  /\b(want|wanna|wish) (to )?(die|be dead)\b/,
  /\bwish i (was|were) dead\b/,
  /\b(want|need) (it|this|everything) (all )?to (end|stop)\b/,
  /\b(isn't|is not|not) worth living\b/,
  /\b(don't|do not|dont) want to (be alive|live|be here|wake up|exist)\b/,
  /\bwhat'?s the point (of|in) (living|life|being alive|going on)\b/,
  /\bno (point|reason) (in |of |to )?(living|live|going on|being alive)\b/,
  /\bbetter off without me\b/,
  /\b(nobody|no one|noone) would (miss|care about|notice) (me|if i)/,
  /\bif i (was|were) (gone|dead|not here)\b/,
  /\b(started|again|keep|been|still) (hurting|cutting|harming|burning) (myself|my self)\b|\b(hurting|cutting|harming) (myself|my self) again\b/,
  /\bplan(ning)? to (end|kill|take)\b/,
  /\bself[- ]harm\w*/,
];

// ---------------------------------------------------------------- eating-disorder signs

/** Purging, laxatives, starving, bingeing with loss of control, hiding it (NHS, NICE NG69, SCOFF). */
const EATING_DISORDER = [
  /\b(make|making|made|force|forcing|forced) (myself|me|yourself|themselves|herself|himself) (to )?(throw up|vomit|be sick|sick|puke)\b/,
  /\b(throw|throwing|threw) up after (i |he |she )?(eat|eating|ate|meals?|food)\b/,
  /\b(throw|throwing|threw|bring|bringing) up (my |the )?(meals?|food|dinner|lunch|breakfast|what i (eat|ate))\b/,
  /\b(get rid of|undo|cancel out)\b[^.?!]{0,20}\b(food|what i (ate|eat)|meals?|calories)\b[^.?!]{0,30}\b(after|without|so)\b/,
  /\b(terrified|scared|afraid|fear|frightened) of (gaining|getting fat|weight gain|putting on|food|eating)\b/,
  /\bonly (allow|let) (myself|me) (to eat )?\d/,
  /\bbarely eat(ing)?\b/,
  /\b(vomit|vomiting|puke|puking|be sick)\b[^.?!]{0,20}\b(after|to lose|so i|quietly|secretly|without)\b/,
  /\bchew\w*\b[^.?!]{0,20}\bspit\w*/,
  /\b(eat|eating|not eating|skip\w*)\b[^.?!]{0,30}\bwithout (anyone|anybody|my \w+) (noticing|knowing|finding out)\b/,
  /\blowest (i|you) can eat\b/,
  /\bpurg(e|es|ing)\b/,
  /\b(take|taking|took|use|using|abuse|abusing|how many|after eating|after meals?)\b[^.?!]{0,20}\blaxatives?\b/,
  /\blaxatives?\b[^.?!]{0,30}\b(lose|losing|weight|thin|after (i )?(eat|ate)|purge)/,
  /\bdiuretics? (to|for) (lose|losing|drop|weight)/,
  /\bstop eating( food)? (entirely|completely|altogether|for good|forever|at all)\b/,
  /\b(want|going|try|trying|plan|planning|need) to stop eating( food| anything)?(?=\s*([.!?,]|$))/,
  /\b(eat|eating) nothing\b(?! but| except| else)/,
  /\bstarv(e|ing) (myself|me|yourself)\b/,
  /\bbinge\b(?![- ]?watch)/,
  /\bbinging\b|\bbingeing\b/,
  /\blose control\b[^.?!]{0,30}\beat/,
  /\bskip(ping)? meals? (on purpose|deliberately|to punish)\b/,
  /\bguilty (every time|whenever|when|after|each time) i eat\b/,
  /\bhide\b[^.?!]{0,40}\bnot eating\b/,
  /\b(exercise|exercising|work out|working out|run|running)\b[^.?!]{0,30}\bburn (off )?(everything|all|whatever) (i|that i) (eat|ate)\b/,
  /\b(still )?(feel|look|am) (so )?fat\b[^.?!]{0,40}\b(haven't|not) eat/,
  /\b(haven't|not) eat\w*\b[^.?!]{0,40}\b(still )?(feel|look) (so )?fat\b/,
  /\bstop (feeling )?hungry so (that )?i can (eat nothing|not eat|skip)/,
  /\bafraid (of|to) (eat|eating|gain(ing)? any weight)\b/,
  /\b(can't|cannot) (make myself|bring myself to) eat\b/,
];

// ---------------------------------------------------------------- goals that harm

const WEIGHT_LOSS_WORDS =
  /\b(lose|losing|lost|drop|dropping|shed|cut|burn|get rid of) (some |the |my )?(belly |stomach |tummy |body )?(weight|fat|\d+(?:[.,]\d+)? ?(kg|kilos?|kgs|pounds?|lbs?|stone))\b|\bweight[- ]loss\b|\bslim(ming)? down\b|\b(get|be|look|become) (skinny|skinnier|thin|thinner|slimmer)\b|\bgo on a diet\b|\b(a|on a|to) diet\b(?! (coke|soda|drink))|\bfewer calories\b|\bcut (my )?calories\b/;

/** Someone under 18, from the message or the profile. */
function minorAge(text: string, context: SafetyContext): boolean {
  if (context.age != null && context.age > 0 && context.age < 18) return true;
  const age =
    /\b(?:i'm|i'm a|age|aged)\s*(\d{1,2})\b(?!\s*(?:kg|kgs|kilos?|lbs?|pounds?|stone|weeks?|months?|days?|cm|%|minutes?|mins?|hours?|km|miles?|calories|kcal|g|grams?))/.exec(
      text,
    ) ?? /\b(\d{1,2})\s*(?:-|\s)?\s*(?:years?|yrs?|y\/?o)(?:\s*-?\s*old)?\b/.exec(text);
  if (age) {
    const n = Number(age[1]);
    if (n >= 5 && n < 18) return true;
  }
  return /\b(year (7|8|9|10|11)|grade ([5-9]|1[0-2])|(middle|high|secondary) school|teenager|i'm a teen)\b/.test(
    text,
  );
}

/** Kilograms a week that a "lose X in Y" sentence asks for, or null. */
function weeklyLossKg(text: string): number | null {
  const re = new RegExp(
    String.raw`\b(?:lose|losing|drop|dropping|shed|shedding|cut)\s+${NUMBER}\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?|stone)\b[^.?!]{0,20}?\b(?:in|within|over|a|per|each|every)\s+${NUMBER}?\s*(days?|weeks?|months?)\b`,
  );
  const m = re.exec(text);
  if (!m) return null;
  const [, amountWord, unit, spanWord, spanUnit] = m;
  const amount = numberOf(amountWord);
  if (amount === null) return null;
  const kg = /^(lb|pound)/.test(unit)
    ? amount * 0.4536
    : /^stone/.test(unit)
      ? amount * 6.35
      : amount;
  const span = numberOf(spanWord) ?? 1;
  const weeks = /^day/.test(spanUnit) ? span / 7 : /^month/.test(spanUnit) ? span * 4.345 : span;
  return weeks > 0 ? kg / weeks : null;
}

/** A daily intake under 1,000 kcal. */
function veryLowCalories(text: string): boolean {
  const re =
    /(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{2,5})\s*(?:-|\s)?\s*(?:k?cals?|kcals?|calories|calorie)\b([^.?!]{0,30})/g;
  for (const m of text.matchAll(re)) {
    const value = Number(m[1].replace(/,/g, ""));
    if (!(value >= 100 && value < 1000)) continue;
    const after = m[2] ?? "";
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
    const daily =
      /\b(a|per|each|every) day\b|\bdaily\b|\/ ?day\b|\bdiet\b|\bplan\b/.test(after) ||
      /\b(diet|plan|daily|a day)\b/.test(before.slice(-20)) ||
      /\b(eat|eating|live on|survive on|stick to)\b[^.?!]*$/.test(before);
    // "a 400 calorie lunch" or "burns 300 calories" is one meal or one workout, not a day
    const meal =
      /^\s*(snacks?|breakfasts?|lunch(es)?|dinners?|meals?(?! plan)|bars?|drinks?|servings?|portions?|desserts?)\b/.test(
        after,
      ) || /\bburn/.test(`${before.slice(-25)} ${after}`);
    if (daily && !meal) return true;
  }
  return false;
}

/** Going without food for two days or more (NHS: very low calorie diets need supervision). */
const LONG_FAST_DAYS = [
  new RegExp(String.raw`\b${NUMBER}[- ]day (?:water |juice |dry |complete |total )?fast`),
  new RegExp(String.raw`\bfast(?:ing)? for ${NUMBER} (days?|weeks?)\b`),
  new RegExp(
    String.raw`\b(?:not|n't|stop|without) eat(?:ing)?(?: anything| any food| food)? for ${NUMBER} (days?|weeks?)\b`,
  ),
  new RegExp(
    String.raw`\b(?:haven't|have not|not) eaten(?: anything)? (?:in|for) ${NUMBER} (days?|weeks?)\b`,
  ),
];
const LONG_FAST_HOURS = [
  /\b(\d{2,3}) ?[- ]?(?:hours?|hrs?|h)\b[^.?!]{0,12}\bfast/,
  /\bfast(?:ing)? for (\d{2,3}) ?(?:hours?|hrs?|h)\b/,
];

function longFast(text: string): boolean {
  for (const re of LONG_FAST_DAYS) {
    const m = re.exec(text);
    if (!m) continue;
    const amount = numberOf(m[1]) ?? 1;
    if (/^week/.test(m[2] ?? "") || amount >= 2) return true;
  }
  return LONG_FAST_HOURS.some((re) => {
    const m = re.exec(text);
    return !!m && Number(m[1]) >= 48;
  });
}

// ---------------------------------------------------------------- caution

const PREGNANCY = [
  /\bpregnan(t|cy)\b/,
  /\bexpecting\b(?! (a|an|the|to|that|it|results?|more|less))/,
  /\btrimester\b/,
  /\bbreast ?feed\w*|\bbreast-feed\w*/,
  /\bnursing (mother|mum|mom|my baby)\b/,
  /\btrying to conceive\b/,
];

/** Medicines by name. */
const NAMED_MEDICINES =
  /\b(statins?|atorvastatin|simvastatin|rosuvastatin|warfarin|coumadin|blood thinners?|anticoagulants?|apixaban|rivaroxaban|metformin|insulin(?! (resistance|sensitivity|spikes?|levels?|index|response))|gliclazide|ozempic|semaglutide|wegovy|mounjaro|tirzepatide|antibiotics?|levothyroxine|thyroxine|lithium|maois?|ssris?|antidepressants?|sertraline|fluoxetine|ace inhibitors?|lisinopril|ramipril|amlodipine|beta[- ]blockers?|diuretics?|steroids?|prednisolone|prednisone|methotrexate|chemotherapy|chemo)\b/;
/** "my pills", "blood pressure tablets", "taking medication": medicines named by their use. */
const OWN_MEDICINES =
  /\b(my|his|her|their|blood pressure|thyroid|cholesterol|diabetes|heart|prescription|prescribed) (medications?|medicines?|meds|pills|tablets|drugs)\b|\b(take|taking|took|on|started|stopped|stop) (my |any |a |the )?(medications?|medicines?|meds|prescriptions?)\b/;

/** Any message that names a medicine, or the user's own medicines, gets the medication notice. */
function medicationQuestion(text: string): boolean {
  return NAMED_MEDICINES.test(text) || OWN_MEDICINES.test(text);
}

// ---------------------------------------------------------------- the classifier

/** The first safety class that applies to a message, most urgent first; null when none does. */
export function classifyMessage(text: string, context: SafetyContext = {}): SafetyVerdict | null {
  const t = normaliseForSafety(text);
  if (!t) return null;
  const found = (c: SafetyClass): SafetyVerdict => ({ class: c, level: SAFETY_LEVELS[c] });

  const allergy = matches(t, ALLERGY) || (FOOD_CONTEXT.test(t) && matches(t, ALLERGY_WITH_FOOD));
  if (allergy) return found("emergency-allergy");
  if (matches(t, CHEST_PAIN)) return found("emergency-chest-pain");
  if (lowBloodSugar(t)) return found("emergency-low-blood-sugar");
  if (matches(t, BREATHING) || /\bwheez\w*/.test(t)) return found("emergency-breathing");
  if (matches(t, SELF_HARM)) return found("self-harm");
  if (matches(t, EATING_DISORDER)) return found("eating-disorder");

  const losing = WEIGHT_LOSS_WORDS.test(t);
  if (losing && minorAge(t, context)) return found("minor-weight-loss");
  const weekly = weeklyLossKg(t);
  if ((weekly !== null && weekly > 1) || veryLowCalories(t) || longFast(t))
    return found("extreme-goal");

  if (matches(t, PREGNANCY)) return found("pregnancy");
  if (medicationQuestion(t)) return found("medication");
  return null;
}
