/**
 * The safety classifier in front of every coach model (ADR 024). Pure and rule-based: it reads one
 * message (and the user's age when the profile knows it) and names the first safety class that
 * applies, most urgent first. The class definitions follow published guidance (NHS, CDC, ADA,
 * NICE, Beat/NEDA, WHO; the lists with their sources head scripts/bench/coach-safety-set.ts and
 * scripts/bench/coach-safety-dev2.ts).
 *
 * How it reads a message:
 * 1. `normaliseForSafety`: lower case, straight quotes, dropped apostrophes restored ("cant"),
 *    chat shorthand ("rn", "kms"), and cheap typo repair: a word one edit away from a key term
 *    ("sucidal", "alergic", "sweling") becomes the term unless it is a real English word
 *    (`FUZZY_PROTECTED`), and a word one edit from "pain" next to "chest" becomes "pain".
 * 2. Concepts, not sentences: each class is word families (body part, symptom, allergen, loss verb,
 *    amount, time span) and their combinations within a sentence, in either order.
 * 3. One rule for what does not count, the same for every class (`liveMatches`): a negation up to
 *    three words before the match in its clause ("I don't have any chest pain"; "can't stop" is not a
 *    negation), a clause about an animal ("my dog is pregnant"), a general-knowledge sentence with
 *    no one in it ("what are the signs of anaphylaxis?"), and, for emergencies and pregnancy, a
 *    clause about the past ("had anaphylaxis as a kid", "a heart attack two years ago").
 *
 * 4. Eating-disorder signs are read as behaviours as well as words (2026-11-26): getting rid of food
 *    after meals, weighing with skipped meals, weeks without eating, food earned or burned off by
 *    exercise, hiding food, bingeing with secrecy or shame, thinness wished for at a BMI under 18.5
 *    (`statedBmi`). Restriction with exercise is eating-disorder, not extreme-goal; a binge told as a
 *    joke or a one-off feast, hearsay, and a past told with recovery are not signs. For a minor, a
 *    body-shape goal that means losing fat ("thigh gap", "visible abs") is a weight-loss goal.
 *
 * 5. Numbers (a pace of weight loss, a day's intake) are read by `numbers.ts`, the one number
 *    reader, which the learned model's features share (ADR 042, 2026-11-27).
 *
 * Rules are written for recall on the dangerous classes: a missed emergency is worse than a fixed
 * notice shown once too often. Figurative speech ("I could kill for a burger", "to die for",
 * "chest day") is excluded by what the words attach to, not by a list of harmless sentences.
 */
import { detectOtherLanguage, glossHealthPhrases, type OtherLanguage } from "~/domain/languages";
import {
  LOSS_VERB,
  NUMBER,
  numberOf,
  numberWordsToDigits,
  readIntakes,
  numberReadings,
  todayOf,
  WEIGHT_UNIT,
  weeklyLossKg,
  weightsToLose,
} from "./numbers";

export { numberOf };

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
  /**
   * the day the message is sent (the coach passes the request's date), so a deadline given as a
   * date ("by 3 march", "by christmas") becomes a weekly pace; without it only a date the message
   * states as today's counts (numbers.ts `readToday`)
   */
  today?: Date | null;
};

// ---------------------------------------------------------------- text preparation

/** Chat spellings read as the words they stand for. */
const WORD_FIXES: Record<string, string> = {
  cant: "can't",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  havent: "haven't",
  hasnt: "hasn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  wont: "won't",
  im: "i'm",
  ive: "i've",
  theres: "there's",
  whats: "what's",
  u: "you",
  ur: "your",
  rn: "right now",
  kms: "kill myself",
  tounge: "tongue",
  tounges: "tongue",
};

/**
 * Key terms a typo one edit away is read as (same first letter, six letters or more). Short words
 * and terms whose one-edit neighbours are common words ("shaking"/"sharing", "choking"/"cooking",
 * "starving"/"starting") are left out.
 */
const FUZZY_TERMS = [
  "suicidal",
  "suicide",
  "swelling",
  "swollen",
  "swelled",
  "allergic",
  "allergy",
  "allergies",
  "anaphylaxis",
  "anaphylactic",
  "breathe",
  "breathing",
  "laxative",
  "laxatives",
  "pregnant",
  "pregnancy",
  "diabetic",
  "diabetes",
  "hypoglycaemia",
  "hypoglycemia",
  "vomiting",
  "breastfeeding",
  "trimester",
  "squeezing",
  "tightness",
  "pressure",
  "confused",
  "wheezing",
  "unconscious",
  "suffocating",
  "medication",
  "metformin",
  "warfarin",
  "antibiotics",
  "insulin",
  "anorexia",
  "anorexic",
  "bulimia",
  "bulimic",
  "throwing",
  "myself",
];

/**
 * Real English words one edit from a key term (checked against a 275,000-word list): never
 * "corrected".
 */
const FUZZY_PROTECTED = new Set([
  "suicided",
  "suicides",
  "selling",
  "shelling",
  "smelling",
  "snelling",
  "spelling",
  "stelling",
  "swealing",
  "sweeling",
  "swellings",
  "swelting",
  "swilling",
  "stollen",
  "shelled",
  "smelled",
  "snelled",
  "spelled",
  "stelled",
  "swealed",
  "sweeled",
  "sweller",
  "swelted",
  "swilled",
  "allergics",
  "allergin",
  "allergins",
  "anaphylaxes",
  "anaphylaxies",
  "breath",
  "breathed",
  "breather",
  "breathes",
  "breaths",
  "breathy",
  "beathing",
  "breaching",
  "breathings",
  "pregnance",
  "diabetics",
  "hypoglycaemias",
  "hypoglycaemic",
  "hypoglycemias",
  "hypoglycemic",
  "vomitings",
  "breastfeedings",
  "trimesters",
  "trimeter",
  "squeezings",
  "preassure",
  "pressured",
  "pressures",
  "confuse",
  "confuses",
  "confuted",
  "contused",
  "wheeling",
  "wheeping",
  "wheezings",
  "wheezling",
  "suffocatings",
  "mediation",
  "medications",
  "meditation",
  "metformins",
  "warfaring",
  "warfarins",
  "antibiotic",
  "indulin",
  "insulins",
  "inulin",
  "anorexias",
  "anoretic",
  "anorexics",
  "bulimiac",
  "bulimias",
  "bulimics",
  "thrawing",
  "throeing",
  "throning",
  "throwings",
  "trowing",
]);

const FUZZY_EXACT = new Set(FUZZY_TERMS);
const FUZZY_BY_FIRST = new Map<string, string[]>();
for (const term of FUZZY_TERMS) {
  FUZZY_BY_FIRST.set(term[0], [...(FUZZY_BY_FIRST.get(term[0]) ?? []), term]);
}

/** Whether `a` and `b` differ by at most one insertion, deletion, substitution or swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // a swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function repairWord(word: string): string {
  const fixed = WORD_FIXES[word];
  if (fixed) return fixed;
  if (word.length < 6 || FUZZY_EXACT.has(word) || FUZZY_PROTECTED.has(word)) return word;
  for (const term of FUZZY_BY_FIRST.get(word[0]) ?? []) {
    if (withinOneEdit(word, term)) return term;
  }
  return word;
}

/** The verbs a typo is repaired for when "myself" follows ("kil myself"). */
const MYSELF_VERBS = ["kill", "hurt", "harm", "burn"];

/** Lower case, compatibility forms, straight quotes: where every safety reading of a message starts. */
function plainForm(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
}

/**
 * The language of a message for the safety layer's reply (ADR 053): the one whose danger phrases
 * it has, read from the same plain form as the rules read (so the glossary's kept reading serves
 * both), else the coach's reading of the language.
 */
export function safetyLanguage(text: string): OtherLanguage | null {
  return glossHealthPhrases(plainForm(text)).language ?? detectOtherLanguage(text);
}

/**
 * Lower case, straight quotes, one space; danger phrases of Spanish, French and German in plain
 * English ("me duele el pecho" as "my chest hurts", ADR 053); chat spellings and one-edit typos of
 * key terms read as the terms ("cant" as "can't", "sucidal" as "suicidal", "chest pian" as
 * "chest pain").
 */
export function normaliseForSafety(text: string): string {
  return plainForm(text)
    .replace(/.+/s, (t) => glossHealthPhrases(t).text)
    .replace(/&/g, " and ")
    .replace(/[a-z']+/g, (w) => repairWord(w))
    .replace(/.+/s, numberWordsToDigits)
    .replace(/\b(\d+(?:[.,]\d+)?)\s*([a-z]{4,9})\b/g, (m, n: string, w: string) => {
      if (UNIT_WORDS.has(w)) return m;
      const unit = UNIT_TYPOS.find((u) => w[0] === u[0] && withinOneEdit(w, u));
      return unit ? `${n} ${unit}` : m;
    })
    .replace(/\bi\s+am\b/g, "i'm")
    .replace(/\bmy\s+self\b/g, "myself")
    .replace(/\b(chest|breast ?bone) ([a-z]{3,5})\b/g, (m, part: string, w: string) =>
      w !== "pain" && withinOneEdit(w, "pain") ? `${part} pain` : m,
    )
    .replace(/\b([a-z]{3,5}) (?=in (?:my |the |his |her )?chest\b)/g, (m, w: string) =>
      w !== "pain" && withinOneEdit(w, "pain") ? "pain " : m,
    )
    .replace(/\b(c[a-z]{3,5}) (?=(?:pains?|hurts?|tightness|pressure)\b)/g, (m, w: string) =>
      w !== "chest" && withinOneEdit(w, "chest") ? "chest " : m,
    )
    .replace(/\b([a-z]{3,5}) (?=myself\b)/g, (m, w: string) => {
      const verb = MYSELF_VERBS.find((v) => v !== w && w[0] === v[0] && withinOneEdit(w, v));
      return verb ? `${verb} ` : m;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Units a typo one edit away is read as when a number comes first ("500 calroies", "3 kilso"). */
const UNIT_TYPOS = ["calories", "kcals", "kilos", "pounds"];
const UNIT_WORDS = new Set([
  "calorie",
  "calories",
  "kcal",
  "kcals",
  "kilo",
  "kilos",
  "kilogram",
  "kilograms",
  "pound",
  "pounds",
]);

// ---------------------------------------------------------------- what does not count

type Span = { start: number; end: number };
type Prepared = {
  text: string;
  /** sentences: split at . ? ! ; and line breaks (not the point in "3.1") */
  sentences: (Span & { general: boolean })[];
  /** clauses: sentences split again at commas and "but"; the scope of a negation */
  clauses: (Span & { animal: boolean; general: boolean })[];
  /** parts: clauses split again at "and", "so", "then"; the scope of a time in the past */
  parts: (Span & { past: boolean })[];
  /** words quoted from a song, poem or caption (`creativeQuotes`) */
  quoted: Span[];
  /** set when a match was found but did not count (a negation, an animal, the past, ...) */
  discounted: boolean;
};

function spans(text: string, separator: RegExp, from = 0, to = text.length): Span[] {
  const out: Span[] = [];
  let start = from;
  for (const m of text.slice(from, to).matchAll(separator)) {
    const at = from + (m.index ?? 0);
    if (at > start) out.push({ start, end: at });
    start = at + m[0].length;
  }
  if (start < to) out.push({ start, end: to });
  return out;
}

/**
 * A medical series named, or watching a programme ("watching Grey's Anatomy, could someone really
 * go into anaphylaxis from a kiss?"): the sentence is about the programme when no one else is in it
 * (training sets 34, 42 and 45: three authors named the same series).
 */
const WATCHING =
  /\b(?:watching|in|on|dans|en) (?:(?:a|the|this|that) )?(?:grey'?s(?: anatomy)?|casualty|holby(?: city)?|house md|scrubs|chicago med|the good doctor|the pitt|er|(?:[a-z]+ )?(?:film|movie|show|series|episode|documentary|drama|soap))\b/;

/** A sentence asking about a condition in general, with no one in it: "what does anaphylaxis look like?" */
const GENERAL_QUESTION =
  /\b(signs?|symptoms?|warning signs?) of\b|\bwhat (happens|would happen|will happen|could happen)\b[^.?!;]{0,25}\b(if|when|after)\b|\bwhat (happens|is|are) (during|in|when|with)?\s?(an? )?(anaphyla\w*|heart attacks?|hypos?|hypoglyc\w*|choking|asthma attacks?|allergic reactions?)\b|\bwhat (does|do|would|might) .{0,40}\b(look|feel|feels|looks) like\b|\bhow (do|can|would|could) (you|one|people|i) (tell|know|recognise|recognize|spot)\b|\bhow to (tell|know|recognise|recognize|spot)\b|\b(can|could|does|do|will) [a-z']+( [a-z']+)? cause\b|\bwhat causes\b|\bwhat (is|are) (a |an |the )?(signs?|symptoms?)\b|\bwhat(?:'s| is| are) (?:an? )?(binge eating( disorders?)?|bulimia|anorexia( nervosa)?|eating disorders?|arfid|orthorexia|diabulimia|pica)\b/;
/**
 * A clause asking what a word means or how two things differ ("what does pro-ana mean", "what's
 * the difference between binge eating disorder and overeating"): general knowledge whoever else
 * the sentence names. Not "what does it mean when my lips swell" (a symptom of one's own).
 */
const DEFINITION_QUESTION =
  /\bwhat (?:does|do) (?!it\b|this\b|that\b|my\b|mine\b)["']?[a-z][a-z' -]{0,30}["']? (?:mean|stand for)\b|\bwhat(?:'s| is) the difference between\b/;
/**
 * A message framed as study ("asking for a biology essay", "writing a school project", "doing a
 * first aid course", "for my exam", "for my physiology test", "pharmacy student:", "quiz question:"):
 * its questions with no one in them are general ("what should you do if someone is choking?").
 * The frame's own "my" is not someone in the question ("what are beta blockers, it's for my
 * coursework"), and a question may follow a label ("med student: why ...") or end in a question
 * mark without a question word ("a diabetic's normal range is 4 to 7, right?") (ADR 042, blind
 * sets 16 and 17's false alarms by kind, branch safety-train16).
 */
const STUDY_SUBJECT = String.raw`(?:school|uni|university|college|biology|science|health|class|psychology|nursing|medical|medicine|pharmacy|physiology|anatomy|nutrition|dietetics|chemistry|midwifery|gcse|a-level|a level)`;
const STUDY_FRAME = new RegExp(
  String.raw`\b(?:for|asking for|writing|doing|researching|working on) (?:a|an|my|our) (?:${STUDY_SUBJECT} )?(?:essay|project|assignment|homework|presentation|report|dissertation|coursework|quiz)\b|\b(?:for|revising for|studying for) (?:a|an|my|our) ${STUDY_SUBJECT} (?:test|exams?|quiz|module|lecture|seminar|osces?|finals)\b|\b(?:for|revising|studying) (?:gcse|a-level|a level|ib|ap) ${STUDY_SUBJECT}\b|\bfirst aid (?:course|class|training|exam)\b|\b(?:we're|we are|i'm|i am) (?:learning|studying|doing|covering) (?:it|this|that|about (?:it|this|that|\w+)) (?:in|at|for) (?:school|class|college|uni|biology|science|my course)\b|\b(?:st john ambulance|red cross|first aid|cpr|bls) (?:practice |course |exam |quiz )?questions?\b|\bfor my (?:nursing|medical|first aid|biology|nutrition|dietetics|paramedic) (?:exam|test|quiz|course|module)\b|\b(?:nursing|medical|med|pharmacy|biology|nutrition|dietetics|midwifery|paramedic|physiology|science) students?\b|^\s*(?:exam|quiz|test|homework|revision|assignment|coursework)(?: question)?\s*:`,
  "g",
);
const STUDY_FRAME_ONE = new RegExp(STUDY_FRAME.source);
/**
 * A clause asking why a group does something ("why do people on warfarin watch vitamin K", "just
 * curious why pregnant people avoid soft cheese"): general knowledge when the clause has no first
 * person in it (ADR 042, blind set 14's kinds); "why do people like me want to disappear" is not.
 */
const WHY_GROUP =
  /\bwhy (?:do |does |are |must |should |can't |cant |would )?(?:[a-z]+ )?(?:people|women|men|mums|moms|ladies|patients|folk|folks|diabetics|athletes|doctors)\b/;
const FIRST_PERSON = /\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|myself|we|we're|our|us)\b/;
/**
 * A clause that tells what a documentary, show, book or podcast is about ("watched a documentary
 * about people who purge", "a novel where the girl starves herself"): media framing, unless the
 * writer is in the clause after the frame ("a show about bulimia and now I make myself sick"). Per
 * clause, so "a film about a heart attack, my chest hurts now" still counts (ADR 042, blind set
 * 14's false alarms by kind, branch safety-train15).
 */
const MEDIA_FRAME =
  /\b(?:a|an|the|this|that|some|one) (?:[a-z]+ )?(?:documentary|docu-?series|film|movie|show|series|episode|programme|program|podcast|book|novel|article|drama|soap|sitcom|video|storyline)\b[^.?!;,]{0,20}?\b(?:about|on|where|in which|featuring)\b/;
/**
 * Media as the place something is seen or the one who says it, or a trend ("the jab in that
 * medical drama", "a news report said", "ozempic face is trending"): framing only when the clause
 * and the rest of its sentence have no first person ("I'm in the show and can't breathe", "a
 * podcast said 10 days is fine, I'm on day 6", "it's going viral so I got some" are not) (ADR 042,
 * blind sets 16 and 17's false alarms by kind, branch safety-train16).
 */
const MEDIA_PLACE =
  /\b(?:(?:a|an|the|this|that|some|one) (?:[a-z]+ )?)?(?:documentary|docu-?series|film|movie|show|episode|programme|podcast|article|news report|headline|study|song|lyrics?|chorus)\b[^.?!;,]{0,12}?\b(?:said|says|goes|claimed|claims|reckons|reported|reports|showed|shows|featured|features)\b|\b(?:a|the|one|this|that) (?:main )?character\b|\b(?:in|on|from) (?:a|an|the|this|that|some) (?:[a-z]+ )?(?:documentary|docu-?series|film|movie|show|series|episode|programme|program|podcast|novel|book|comic|manga|play|musical|opera|drama|soap|sitcom|video|storyline)\b|\b(?:is|are|was|were) (?:trending|going viral|all over (?:tiktok|instagram|youtube|twitter|social media))\b/;
const mediaFramed = (body: string, toSentenceEnd: string) => {
  const m = MEDIA_FRAME.exec(body);
  if (m !== null && !FIRST_PERSON.test(body.slice(m.index + m[0].length))) return true;
  return MEDIA_PLACE.test(body) && !FIRST_PERSON.test(toSentenceEnd);
};
/**
 * Words quoted from a song, poem or caption ("lyric stuck in my head: 'I can't breathe without
 * you'"): a quote, not the writer's state. A quoted text message or a quote after any other frame
 * still counts ("my friend texted: 'throat closing, come get me'").
 */
const CREATIVE_BEFORE_QUOTE =
  /\b(?:songs?|lyrics?|poems?|rap|verse|chorus|caption|slogan|meme)\b[^.?!;\n'"]{0,40}$/;
const QUOTED = /(?<![a-z])'(?:[^'\n]|'(?=[a-z]))+'(?![a-z])|"[^"\n]+"/g;
function creativeQuotes(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(QUOTED)) {
    const at = m.index ?? 0;
    if (CREATIVE_BEFORE_QUOTE.test(text.slice(Math.max(0, at - 60), at)))
      out.push({ start: at, end: at + m[0].length });
  }
  return out;
}
const A_QUESTION = /^\s*(what|how|why|which|when|is|are|can|could|does|do|should|would|will)\b/;
/**
 * A message that says it is learning ahead ("want to learn before the grandkids visit", "just in
 * case"): its "what should I do if someone ..." questions are hypothetical, not a scene now.
 */
const LEARN_FRAME =
  /\b(?:want|wanted|trying|going|need|like) to learn\b|\bjust in case\b|\bin case (?:it|that|this|something) (?:ever )?happens\b/;
const HYPOTHETICAL =
  /^\s*what (?:should|do|would|could|can) (?:i|we|you) do if (?:someone|somebody|anyone|a person|a child|a kid|a baby|a toddler|an adult|people)\b/;
const SOMEONE_IN_IT =
  /\b(i|i'm|i've|i'd|i'll|me|my|mine|we|we're|our|us|he|he's|she|she's|his|her|him|they're|their|son|daughter|husband|wife|partner|boyfriend|girlfriend|mum|mom|dad|kid|baby|child|grandma|grandad|grandpa|friend)\b/;
/** A clause about an animal: "my dog is pregnant", "the cat choked on a hairball". */
const ANIMAL =
  /\b(my|our|the|his|her|their) ([a-z]+ )?(dog|dogs|puppy|cat|cats|kitten|pet|pets|horse|mare|cow|goat|sheep|ewe|rabbit|hamster|guinea pig|parrot|bird|pig|sow)\b/;
/** A time in the past and no sign that it is happening again now. */
const PAST =
  /\bin the (?:19|')?[5-9]0s\b|\b(years?|yrs?|months?) ago\b|\bonce had\b|\blast (year|month|summer|winter|spring|autumn|fall|christmas)\b|\bas a (kid|child|baby|toddler|teen|teenager|youngster|little one)\b|\bwhen i was (a kid|a child|little|young|younger|a teen|a teenager|\d+)\b|\bin the past\b|\bused to\b|\bhistory of\b|\byears back\b|\b(in|back in) (19|20)\d\d\b/;
const NOW =
  /\b(now|right now|today|tonight|this (morning|afternoon|evening)|again|currently|at the moment|still|started|starting)\b/;

/**
 * A recent time ("yesterday", "last night") counts as the past only when the message says it is
 * over ("fine now", "all good since"): "blood sugar went to 3.5 yesterday, fine now".
 */
const RECENT_PAST =
  /(?<!\b(?:since|from|until|till) )\b(yesterday|last night|the other day|last week|earlier this week|last (?:weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:at|over) the weekend|(?:in|back in|during) (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/;
/**
 * What says an episode is over: "fine now", "treated it" (a low), "turned out to be a pulled
 * muscle", "the dentist said it's normal".
 */
const OVER_NOW =
  /(?<!\b(?:not|isn't|wasn't|never|hardly) )\b(fine|ok|okay|better|all good|back to normal|all clear|recovered)( now| since| again| after)\b|\btreated (it|that|the (hypo|low))\b|\bturned out (to be|it was)\b|\b(all )?gone now\b|\b(went|has gone|had gone) away\b|\bcleared up\b|\b(doctor|doc|gp|dentist|nurse|pharmacist|surgeon)\b[^.?!;]{0,15}\b(said|says|checked)\b[^.?!;]{0,15}\b(normal|expected|nothing serious|fine|ok|okay)\b|\b(?:it|that|this) (?:has |had )?passed\b(?! out)|\b(?:was|were) (?:just |only )?(?:a )?(?:pulled (?:muscle|pec)|muscle strain|strained muscle|reflux|heartburn|indigestion|trapped wind|a panic attack|anxiety)\b|\bthe (?:gp|doctor|doc) checked\b/;

/** A sentence of a study-framed message asking something with no one in it but the frame's writer. */
function studyQuestion(text: string, s: Span): boolean {
  const body = text
    .slice(s.start, s.end)
    .replace(STUDY_FRAME, " ")
    .replace(/^[\s:,-]+/, "");
  const asked = A_QUESTION.test(body) || /^\s*\?/.test(text.slice(s.end));
  return asked && !SOMEONE_IN_IT.test(body);
}

/**
 * A glucose reading back in range now ("had juice and it's 5.8 now"): a low earlier is over, unless
 * a low's symptoms are told ("it's 4.2 now but I'm still shaking") (blind set 16's kind).
 */
const IN_RANGE_NOW =
  /\b(?:it's|its|it is|i'm|back (?:up )?to|up to|now(?: at)?) (?:[4-9]|1[0-9])\.\d(?: mmol\S*)?(?: now)?(?= now\b|[,.;!?]|$)/;
const overNow = (text: string) =>
  OVER_NOW.test(text) || (IN_RANGE_NOW.test(text) && !ANY_HYPO_SYMPTOM.test(text));

function prepare(text: string): Prepared {
  const over = overNow(text);
  const study = STUDY_FRAME_ONE.test(text);
  const learning = LEARN_FRAME.test(text);
  const sentences = spans(text, /(?<!\d)\.(?!\d)|[?!;\n]+/g).map((s) => {
    const body = text.slice(s.start, s.end);
    return {
      ...s,
      general:
        (GENERAL_QUESTION.test(body) && !SOMEONE_IN_IT.test(body)) ||
        (study && studyQuestion(text, s)) ||
        (learning && HYPOTHETICAL.test(body)) ||
        (WATCHING.test(body) && !FIRST_PERSON.test(body.replace(WATCHING, " "))),
    };
  });
  const clauses = sentences.flatMap((s) =>
    spans(
      text,
      /,|\b(but|though|although|however|except)\b|\band(?= (?:i|i'm|i've|now i)\b)/g,
      s.start,
      s.end,
    ).map((c) => {
      const body = text.slice(c.start, c.end);
      return {
        ...c,
        animal: ANIMAL.test(body),
        general:
          DEFINITION_QUESTION.test(body) ||
          (WHY_GROUP.test(body) && !FIRST_PERSON.test(body)) ||
          mediaFramed(body, text.slice(c.start, s.end)),
      };
    }),
  );
  const parts = clauses.flatMap((c) =>
    spans(text, /\b(and|so|then|while)\b/g, c.start, c.end).map((p) => {
      const body = text.slice(p.start, p.end);
      return {
        ...p,
        past: (PAST.test(body) || (over && RECENT_PAST.test(body))) && !NOW.test(body),
      };
    }),
  );
  // a time said on its own after the event ("my throat swelled up after prawns once, years ago")
  // dates the part before it in the same sentence
  parts.forEach((part, i) => {
    const before = parts[i - 1];
    if (
      before &&
      !before.past &&
      TIME_ALONE.test(text.slice(part.start, part.end)) &&
      containing(sentences, before.start) === containing(sentences, part.start) &&
      !NOW.test(text.slice(before.start, before.end))
    )
      before.past = true;
  });
  return { text, sentences, clauses, parts, quoted: creativeQuotes(text), discounted: false };
}

/** A clause that is only a time in the past ("years ago", "as a kid", "back in 2015"). */
const TIME_ALONE =
  /^[\s,;:-]*(?:(?:once|only once|just once),? )?(?:(?:(?:\d+|a few|many|several|some|two|three|four|five|ten) )?(?:years?|yrs?|months?|decades?) ago|as a (?:kid|child|teen|teenager)|when i was (?:a kid|little|young|younger|\d+)|in the past|last year|back then|long ago|(?:back )?in (?:19|20)\d\d)[\s,;:.-]*$/;

function containing<T extends Span>(list: T[], index: number): T | undefined {
  return list.find((s) => index >= s.start && index < s.end);
}

const NEGATOR =
  /^(no|not|never|nor|none|zero|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|haven't|hasn't|hadn't|won't|wouldn't|shouldn't)$/;
/**
 * What a negator may be followed by and still not deny the symptom: "can't stop throwing up", "not
 * going away", "not sure", "no idea why my chest hurts".
 */
const NOT_A_NEGATION =
  /^(stop|stopping|help|helping)\b|^(go|going|gone|went) away\b|^(getting|any) better\b|^(sure|know|idea|clue|matter)\b/;
/** "I've never had chest pain like this": a first time, not an absence. */
const FIRST_TIME = /\b(like this|this bad|so bad|before now|until now)\b/;

/** Whether one of the three words before `index` in its clause negates what starts there. */
function negatedAt(p: Prepared, index: number): boolean {
  const clause = containing(p.clauses, index);
  const start = clause?.start ?? 0;
  const before = p.text.slice(start, index);
  const words = [...before.matchAll(/[a-z']+/g)].slice(-3);
  for (const w of words) {
    if (!NEGATOR.test(w[0])) continue;
    const rest = before.slice((w.index ?? 0) + w[0].length).trimStart();
    if (NOT_A_NEGATION.test(rest)) continue;
    if (w[0] === "never" && FIRST_TIME.test(p.text.slice(index, clause?.end ?? p.text.length)))
      continue;
    return true;
  }
  return false;
}

type LiveOptions = {
  /** skip matches in a clause about the past (emergencies and pregnancy: they are about now) */
  past?: boolean;
  /** skip a match whose sentence matches this (context that makes the words harmless) */
  unless?: RegExp;
  /** skip a match this precedes closely ("to stop my sugar dropping": prevention, not a low) */
  unlessBefore?: RegExp;
  /** skip a match at this index for a reason the class reads itself (`medicineInPassing`) */
  unlessAt?: (at: number) => boolean;
};

/**
 * Money as the subject of a symptom, a figure of speech ("my wallet can't breathe after
 * christmas", "my bank account is having a heart attack"): a money word with a possessive opens
 * the clause just before the match (ADR 042, blind set 15's hyperbole by kind). "Lost my wallet
 * can't breathe" and "I'm having a heart attack, my wallet is in my bag" still count.
 */
const MONEY_SUBJECT =
  /(?:^|[.?!;,]\s*)(?:my|our|his|her|their) (?:(?:bank|savings|current) (?:account|balance)|bank|wallet|purse|budget|savings|overdraft|credit card|finances|pension)(?:'s| is| are| was| has| just| literally| basically| actually| officially)* $/;

/** Whether any match of any pattern counts: not negated, not about an animal, not general. */
function live(p: Prepared, patterns: readonly RegExp[], options: LiveOptions = {}): boolean {
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (const m of p.text.matchAll(pattern)) {
      const at = m.index ?? 0;
      const sentence = containing(p.sentences, at);
      const clause = containing(p.clauses, at);
      if (
        negatedAt(p, at) ||
        (PAIRS.has(pattern) && pairDenied(m[0])) ||
        clause?.animal ||
        clause?.general ||
        sentence?.general ||
        containing(p.quoted, at) ||
        (options.past && containing(p.parts, at)?.past) ||
        options.unlessBefore?.test(p.text.slice(Math.max(0, at - 25), at)) ||
        MONEY_SUBJECT.test(p.text.slice(Math.max(0, at - 40), at)) ||
        options.unlessAt?.(at) ||
        (options.unless &&
          sentence &&
          options.unless.test(p.text.slice(sentence.start, sentence.end)))
      ) {
        p.discounted = true;
        continue;
      }
      return true;
    }
  }
  return false;
}

/** Two word families within `gap` characters of each other in one sentence, in either order. */
function near(a: string, b: string, gap = 30): RegExp {
  return new RegExp(`(?:${a})[^.?!;]{0,${gap}}?(?:${b})|(?:${b})[^.?!;]{0,${gap}}?(?:${a})`, "g");
}

/**
 * The symptom pairs (a body part and what it feels) that a negator before the second word denies
 * (`pairDenied`). Only symptoms: in the eating-disorder patterns a negation is often the sign
 * itself ("if the number went up I don't eat that day").
 */
const PAIRS = new WeakSet<RegExp>();
function symptomPair(a: string, b: string, gap = 30): RegExp {
  const pattern = near(a, b, gap);
  PAIRS.add(pattern);
  return pattern;
}

/**
 * Whether a negator among the three words before the second family of a pair denies the pairing
 * ("tight hamstrings not tight chest", "chest isn't sore"); "never" is left to `negatedAt` ("my
 * chest has never been this tight" is a first time). The words a negator may precede and still
 * not deny ("not going away") count as in `negatedAt`.
 */
function pairDenied(matched: string): boolean {
  const last = /[a-z']+[^a-z']*$/.exec(matched);
  if (!last) return false;
  const before = matched.slice(0, last.index);
  const words = [...before.matchAll(/[a-z']+/g)].slice(-3);
  return words.some(
    (w) =>
      w[0] !== "never" &&
      NEGATOR.test(w[0]) &&
      !NOT_A_NEGATION.test(before.slice((w.index ?? 0) + w[0].length).trimStart()),
  );
}

/** A one-pattern symptom whose last word a negator before it denies ("my throat isn't tight"). */
function deniable(pattern: RegExp): RegExp {
  PAIRS.add(pattern);
  return pattern;
}

const re = (source: string) => new RegExp(source, "g");

// ---------------------------------------------------------------- numbers: numbers.ts

// ---------------------------------------------------------------- emergencies

// not a gym session named after the chest ("smashed chest day", "chest and tris session")
const CHEST = String.raw`\b(?:chest(?! (?:day|session|workout|routine|press|flyes|flies|flys|and (?:tris|triceps|back|shoulders) (?:day|session|workout))\b)|breast ?bone|sternum)\b`;
/** Words for chest pain a heart attack gives (NHS: pressure, heaviness, tightness, squeezing). */
const CHEST_FEELING = String.raw`\b(?:pains?|painful|paining|hurts?|hurting|aches?|aching|achy|tightness|tightening|pressure|squeez\w*|crush\w*|heaviness|stabbing|sharp|discomfort|vice|elephant|(?:sitting|standing) on|weight on)\b`;
/** Words that in a training sentence mean muscles ("chest sore after push day", "resistance band"). */
const CHEST_WEAK_FEELING = String.raw`\b(?:sore|soreness|tight|tighter|heavy|stiff|pressing|pushing on|band|killing me)\b`;
/** Heartburn words: a burning chest with them is reflux ("chest burn from reflux"). */
const REFLUX = /\b(reflux|heartburn|indigestion|acid|gerd)\b/;
const TRAINING =
  /\b(gym|bench|press|push ?day|chest day|workout|work out|training|trained|lifting|lifted|push-?ups?|pecs?|doms|flyes|flies|dips|session|triceps|tris|biceps|muscles?|calories|fat)\b/;

/** Chest pain, pressure or tightness; a heart attack happening now (NHS, CDC heart attack signs). */
const CHEST_PAIN = [
  // angina that has not settled this time, or whose spray does not help (NHS: call 999)
  /\bangina\b[^.?!;]{0,80}\b(?:but|and) (?:tonight|today|now|this time)\b[^.?!;]{0,25}\b(?:hasn't|has not|isn't|is not|won't|didn't|not|worse)\b|\bangina\b[^.?!;]{0,40}\b(?:spray|gtn|nitro\w*)\b[^.?!;]{0,30}\b(?:not|isn't|hasn't|didn't|no|won't) (?:work\w*|help\w*|eas\w*|doing)/g,
  symptomPair(CHEST, CHEST_FEELING, 40),
  /\bleft arm\b[^.?!;]{0,25}\b(numb\w*|pains?|hurts?|hurting|aches?|aching|tingl\w*|heavy|dead|weak)\b|\b(numb\w*|pains?|aches?|aching|tingl\w*|heaviness)\b[^.?!;]{0,20}\b(left arm)\b/g,
  /\b(clutch\w*|grabb?\w*|gripping|holding|rubbing|pressing on) (at )?(my|his|her|their|the) chest\b/g,
  /\b(i'm|am|is|he's|she's|they're|are|might be|may be|think i'm|think he's|think she's) having (a |an )?(heart attack|cardiac arrest)\b/g,
  /\b(is this|could this be|could it be|am i having|is he having|is she having) (a |an )?heart attack\b/g,
  /\bheart attack (right )?now\b/g,
];
/** The chest with the arm, jaw, neck or shoulder (CDC: pain spreading there); training excluded. */
const CHEST_SORE = [
  symptomPair(CHEST, CHEST_WEAK_FEELING, 25),
  symptomPair(
    CHEST,
    String.raw`\b(?:spread\w*|radiat\w*|going|goes|moving|moves|down|into|up)\b(?: to| into| through)?(?: my| his| her| the)?(?: left| right)? (?:arms?|jaw|neck|shoulders?)\b`,
    30,
  ),
];
const REFLUX_OR_TRAINING = new RegExp(`${REFLUX.source}|${TRAINING.source}`);
const CHEST_BURNING = [symptomPair(CHEST, String.raw`\b(?:burn|burning)\b`, 25)];

/**
 * Exertion, or laughing, that explains being out of breath ("out of breath after sprint
 * intervals", "after my HIIT class", "from laughing"), also as the subject ("the hill reps left me
 * wheezing").
 */
const EXERTION =
  /\b(after|during|when|while|on|from|climbing|running|after my|on my)\b[^.?!;]{0,25}\b(runs?|running|ran|jog\w*|sprints?|intervals|hikes?|hiking|climb\w*|stairs|workout|training|gym|exercise|exercising|cycling|ride|swim\w*|match|game|football|hill|hills|mountain|snowdon|hiit|class|parkrun|spin|crossfit|bootcamp|dancing|laugh\w*|\d+ ?k|\d+ ?m|pb|pr|race|marathon|half marathon|triathlon|rowing|erg)\b|\b(runs?|sprints?|intervals|reps|hikes?|stairs|workout|session|class|hiit|spin|crossfit|bootcamp|parkrun|match|game|swim)\b[^.?!;]{0,15}\b(left|leaves|got|had|has|made|makes) (me|him|her|us|them)\b|\bwinded\b/;
/**
 * Not being able to breathe as a figure of speech: said with a laugh ("so hot i can't breathe
 * 😂", "lol"), or as needing something ("can't breathe without my coffee"), or after exertion
 * that is over ("hiit had me gasping for air lol"), with no choking, swelling, inhaler or colour
 * in the sentence.
 */
const BREATH_FIGURE =
  /^(?!.*\b(chok\w*|inhaler|asthma|swell\w*|swollen|throat|lips?|blue|grey|gray|allerg\w*|anaphyla\w*|chest|faint\w*|collaps\w*)\b)(?=.*(\b(lol|lmao|haha\w*|hehe|rofl)\b|😂|🤣|\bcan't breathe without\b|\b(?:from|with) laugh\w*|\blaugh\w* so (?:hard|much)\b))/;
/** Signs that it is not exertion: breathless at rest, sudden, never before. */
const AT_REST =
  /\b(at rest|sitting|lying|resting|in bed|on the sofa|on the couch|doing nothing|sudden\w*|never had this|even when)\b/;

/** Struggling to breathe, blue lips, choking (NHS: call 999 for severe breathlessness). */
const BREATHING_SEVERE = [
  /\b(can't|cannot|can not|couldn't|unable to|not able to|struggling to|struggle to|struggles to|fighting to|hard to|hard time|trouble|difficulty|difficult to|problems?|barely|hardly|can barely|can hardly)\s+(to\s+)?(breathe?|breathing|get (any |enough )?air|catch (my|his|her|their) breath|get (my|his|her|their) breath)\b/g,
  /\b(gasp\w*(?! for (?!air|breath))|(?<!\b(?:kitchen|room|office|house|flat|car|bus|train|tube|gym|ward|warehouse|cab|classroom|heat|humidity|weather|air in here|it|atmosphere|mood|vibe|silence|meeting|dinner|party|relationship|dough|bread|yeast|fire|flames?|plants?|debt|debts|stuff|job|work|boss|money|bills|pressure|workload|stress|life|marriage|rent|deadlines?|targets?|schedule|rota)(?:'s| is| was| feels| gets| got| can be| needs to| has to| should| will| are)?(?: so| really| absolutely| properly| a bit| bit| just)? )suffocat\w*(?! (?:heat|humidity|weather|atmosphere|smell|kitchen|room|office)\b)|(fighting|struggling|gasping|desperate) for (air|breath))\b/g,
  /\b(can't|cannot|unable to|not able to|struggling to) (get (my |the |his |her )?words out|finish (a|my|his|her) sentences?|speak in (full )?sentences|talk in (full )?sentences)\b/g,
  // the signs of choking listed together (NHS: can't speak, cry, cough or breathe)
  /\b(can't|cannot|can not|couldn't|unable to|not able to)\s+(?:(?:cough|speak|talk|cry|make a sound)(?:\s*,\s*|\s+or\s+|\s+and\s+|\s+nor\s+))+(?:or\s+)?(?:breathe?|cough|speak|talk)\b/g,
  /\b(is|am|i'm|he's|she's|they're|are|was|baby|son|daughter|kid|child|someone)\b[^.?!;]{0,12}\bchoking\b(?! (the life out of|for (?:a|an|some|my) (?!breath|air)\w+|hazards?|risks?|back|in front of (?:goal|the net|the posts?)|under (?:the )?pressure|in (?:the )?(?:finals?|big games?|big moments?|clutch|match|game|second half|first half)|on (?:the )?(?:big stage|penalties|free throws)))|\bchok(ing|es) on\b/g,
  /\b(?:inhaler|ventolin|salbutamol|puffer|reliever|blue pump)\b[^.?!;]{0,25}\b(isn't|is not|not|doesn't|does nothing|no help|useless|won't|ain't|aint|not doing|doing nothing|doin\w* nothin\w*)\b/g,
  // something stuck and the signs that the cough is failing (Resuscitation Council UK)
  near(
    String.raw`\b(?:stuck|lodged|swallowed)\b`,
    String.raw`\b(?:coughing weakly|weak cough|can't cough|cannot cough|not coughing|(?:going|turning|gone|went) (?:pale|blue|grey|gray|floppy))\b`,
    40,
  ),
  /\b(having|having an|in the middle of) (an )?asthma attack\b/g,
];
/** Breathlessness and noisy or fast breathing: urgent at rest, ordinary after exertion. */
const BREATHING_WORDS = [
  /\b(short(ness)? of breath|breathless\w*|out of breath|wheez\w*)\b/g,
  /\bbreath(ing|s)?\b[^.?!;]{0,20}\b(fast|rapid|shallow|laboured|labored|noisy|rasping|wheezy|weird|strange)\b/g,
];

const BREATHING_WORDS_AT_REST = BREATHING_WORDS.map(
  (r) => new RegExp(`(?:${r.source})(?=[^.?!;]{0,40}${AT_REST.source})`, "g"),
);
/** A blocked nose is not breathing trouble ("can't breathe through my nose with this cold"). */
const BLOCKED_NOSE =
  /\bthrough (my|the|his|her) nose\b|\b(blocked|stuffy|bunged up|runny) nose\b|\bcongest\w*/;

/** Lips, skin or nails turning blue or grey (NHS: a sign to call 999). */
const BLUE_LIPS = [
  /\b(lips?|face|skin|fingers?|fingertips|fingernails|nails|tongue)\b[^.?!;]{0,20}\b(blue|bluish|blueish|grey|gray|purple)\b/g,
];
/**
 * A colour a food or drink leaves ("tongue goes blue after blueberries", "purple lips from wine"),
 * with no sign of choking or breathing trouble in the sentence.
 */
const FOOD_COLOUR =
  /^(?!.*\b(chok\w*|breath\w*|cough\w*|air|gasp\w*|wheez\w*|stuck|can't (speak|talk|cry)|swallow\w*)\b).*\b(after|from|with|eating|ate|drinking|drank)\b[^.?!;]{0,25}\b(\w*berr(y|ies)|slush\w*|ice pops?|food colou?ring|dye|beetroot|wine|juice|ink|paint|cold water|swimming|the pool|the sea)\b/;

function breathingTrouble(p: Prepared): boolean {
  if (
    live(p, BREATHING_SEVERE, {
      past: true,
      unless: new RegExp(`${BLOCKED_NOSE.source}|${BREATH_FIGURE.source}`),
    })
  )
    return true;
  if (live(p, BLUE_LIPS, { past: true, unless: FOOD_COLOUR })) return true;
  return (
    live(p, BREATHING_WORDS, { past: true, unless: EXERTION }) ||
    live(p, BREATHING_WORDS_AT_REST, { past: true })
  );
}

/** Foods and words that name an allergen (the UK's 14 allergens, common dishes that hide them). */
const ALLERGEN = String.raw`\b(?:allerg\w*|anaphyla\w*|epi ?pens?|adrenaline|auto[- ]?injectors?|antihistamines?|peanuts?|nuts?|cashews?|walnuts?|almonds?|hazelnuts?|pecans?|pistachios?|macadamias?|satay|pesto|marzipan|praline|nutella|sesame|tahini|hummus|shellfish|shrimps?|prawns?|crabs?|lobsters?|crayfish|mussels?|oysters?|clams?|scallops?|squid|fish|eggs?|milk|dairy|soya?|wheat|mustard|celery|lupin|kiwis?|sulphites?)\b`;
/** Eating something just now, without naming an allergen ("after lunch", "since the curry"). */
const ATE = String.raw`\b(?:ate|eaten|eating|eat|tried|tasted|bites?|after (?:the|my|a|that|some|eating|lunch|dinner|breakfast|dessert)|since (?:the|my|lunch|dinner|breakfast))\b`;

const FACE_PART = String.raw`\b(?:lips?|tongue|throat|mouth)\b`;
const FACE_OTHER = String.raw`\b(?:face|eyes?|eyelids?|cheeks?)\b`;
const SWELLING = String.raw`\b(?:swell\w*|swollen|puff(?:y|ing|ed)?(?: up)?|blown up|balloon\w*|(?:feels?|feel|looks?|looking|are|is|getting|got|gone|went|going|become|became|becoming|turned|grow\w*) (?:so |really |very |all )?(?:huge|massive|big|bigger|thick|fat|fatter))\b`;
/** Swelling happening now, which counts on the face without a food named ("my face is swelling up"). */
const SWELLING_NOW = String.raw`\b(?:swelling|puffing|blowing|ballooning)(?: up)?\b`;

/** Signs of anaphylaxis (NHS Anaphylaxis, Food allergy). */
const ALLERGY_ALWAYS = [
  symptomPair(FACE_PART, SWELLING, 25),
  symptomPair(FACE_OTHER, SWELLING_NOW, 25),
  deniable(
    /\bthroat\b[^.?!;]{0,20}\b(tight\w*|clos\w*|closed|narrow\w*|constrict\w*)|\b(tight|tightening|closing) throat\b/g,
  ),
  /\b(hard|harder|difficult|trouble|difficulty|struggling|can't|cannot|unable) (to )?swallow(ing)?\b/g,
  /\b(use|used|using|give|gave|need|grab|inject\w*)\b[^.?!;]{0,15}\b(epi ?pens?|adrenaline|auto[- ]?injectors?)\b/g,
  /\bana?phyla\w*/g,
  /\b(having|have|had|i'm having|is having|think i'm having|it's|think it's) (an |a )?(severe |bad |serious )?allergic reaction\b|\b(?:an |a )?(?:severe |bad |serious )?allergic reaction (?:is )?(?:happening|starting|going on|kicking in|right now|now)\b/g,
];
/** Signs that count after an allergen or a food just eaten. */
const REACTION_SIGN = String.raw`\b(?:hives|welts|rash\w*|blotch\w*|red (?:spots|patches|bumps)|itch\w* (?:all over|everywhere)|hoarse|croaky|voice (?:has )?(?:gone|changed)|sound(?:s|ing)? like a frog|voice (?:is |sounds? |'s |went |gone )?(?:weird|funny|strange|odd|rough|muffled|different)|lips? (?:feel|feels|are|is|went|gone|look|looks) (?:numb|tingly|tingling|weird|funny|strange|like (?:someone|somebody) else's))\b`;
/** Breathing signs that after a named allergen are anaphylaxis (NHS). */
const BREATH_SIGN = re(
  String.raw`\b(?:wheez\w*|(?:can't|cannot|struggling to|hard to|trouble|difficulty|difficult to) (?:breathe?|breathing)|breathless\w*|short of breath)\b`,
);
/** Faintness counts only where the message itself says allergy or reaction. */
const FAINT_SIGN = re(String.raw`\b(?:faint\w*|dizz\w*|light-?headed|collaps\w*)\b`);
const SAYS_ALLERGY =
  /\b(allerg\w*|anaphyla\w*|epi ?pens?|adrenaline|auto[- ]?injectors?|antihistamines?|reaction|by mistake|accidentally|didn't know (it|there))\b/;
const ALLERGEN_WORD = new RegExp(ALLERGEN);
const ATE_WORD = new RegExp(ATE);
const SWOLLEN_FACE = [symptomPair(FACE_OTHER, SWELLING, 25), re(REACTION_SIGN)];
/** Swelling or soreness with another cause: a cold's glands, pills hard to swallow, salt, sleep. */
const NOT_AN_ALLERGY =
  /\b(glands?|tonsils?|tonsillitis|lymph|cold|flu|strep|sore throat|covid|pills?|tablets?|capsules?|vitamins?|news|truth|salt|salty|sodium|morning|woke up|sleep|crying|cried|hay ?fever|pollen)\b/;

function allergicReaction(p: Prepared): boolean {
  const allergen = ALLERGEN_WORD.test(p.text);
  const unless = allergen ? undefined : NOT_AN_ALLERGY;
  if (live(p, ALLERGY_ALWAYS, { past: true, unless })) return true;
  if ((allergen || ATE_WORD.test(p.text)) && live(p, SWOLLEN_FACE, { past: true, unless }))
    return true;
  if (allergen && live(p, [BREATH_SIGN], { past: true })) return true;
  return SAYS_ALLERGY.test(p.text) && live(p, [FAINT_SIGN], { past: true });
}

/** A glucose reading: the value (mg/dL unless it is under 25 or says mmol). */
const GLUCOSE_READING =
  /\b(blood sugars?|blood glucose|glucose|sugar (?:levels?|readings?)|my sugars?|his sugars?|her sugars?|bg|bsl|bs|sugar|readings?|levels?|meter|cgm|libre|dexcom|finger ?pricks?|finger ?sticks?)\b([^.?!\d]{0,22})(\d+(?:[.,]\d+)?)\s*(mmol(?:\/l)?|mg(?:\/dl)?)?/g;
/** Words that mean a figure is about food or time ("sugar in 2 bananas", "a crash at 3pm"). */
const NOT_A_READING_BETWEEN =
  /\b(grams?|g|teaspoons?|tsp|at|by|around|in|in (a|an|one|the)|of (a|an|one|the))\s*$/;
const NOT_A_READING_AFTER =
  /^\s*(?:am|pm|o'clock|:\d|hours?|hrs?|h\b|minutes?|mins?|times?|x\b|days?|weeks?|g\b|grams?|%|kg|lbs?|calories|kcal|teaspoons?|tsp|cubes?|spoons?)/;

/** A reading given before its device ("3.6 on my meter", "2.9 on the libre"). */
const READING_ON_DEVICE =
  /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(mmol(?:\/l)?|mg(?:\/dl)?)?\s+(?:on|from|says|showing on) (?:my|the|his|her|mum's|dad's) (?:meter|cgm|libre|dexcom|monitor|sensor|finger ?prick)\b/g;

/** A reading under the low line: 4 mmol/L or 70 mg/dL (mg/dL unless under 25 or said mmol). */
function isLowReading(raw: string, unit: string | undefined): boolean {
  const value = Number(raw.replace(",", "."));
  if (!Number.isFinite(value) || value <= 0) return false;
  const mmol = unit?.startsWith("mmol") || (!unit?.startsWith("mg") && value < 25);
  return mmol ? value < 4 : value < 70;
}

function lowGlucoseReading(p: Prepared, diabetesOrSymptoms: boolean): boolean {
  for (const m of p.text.matchAll(READING_ON_DEVICE)) {
    const [, raw, unit] = m;
    if (negatedAt(p, m.index ?? 0) || containing(p.parts, m.index ?? 0)?.past) continue;
    if (isLowReading(raw, unit)) return true;
  }
  for (const m of p.text.matchAll(GLUCOSE_READING)) {
    const [whole, term, between, raw, unit] = m;
    const at = (m.index ?? 0) + whole.length;
    // "at" guards the bare word ("sugar crash at 3"), not a blood reading ("my sugars are at 3")
    if (NOT_A_READING_BETWEEN.test(between) && !(/\bat\s*$/.test(between) && term !== "sugar"))
      continue;
    if (NOT_A_READING_AFTER.test(p.text.slice(at, at + 10))) continue;
    // "since the type 1 diagnosis": the diabetes' type, not a reading
    if (/\b(?:type|t)\s*$/.test(between)) continue;
    // "my reading is 3.3" counts with a glucose unit, a decimal (mmol/L), or beside diabetes or a
    // low's symptoms
    if (
      /^(reading|level|meter|sugar)/.test(term) &&
      !unit &&
      !diabetesOrSymptoms &&
      !/[.,]/.test(raw)
    )
      continue;
    if (
      negatedAt(p, m.index ?? 0) ||
      containing(p.parts, m.index ?? 0)?.past ||
      containing(p.sentences, m.index ?? 0)?.general
    )
      continue;
    if (isLowReading(raw, unit)) return true;
  }
  return false;
}

/** Symptoms of a low (NHS, ADA hypoglycaemia). */
const HYPO_SYMPTOMS =
  /\b(shak(y|ing|es)|trembl\w*|wobbly|muddled|jittery|sweat(y|ing|s)|clammy|pale|confus\w*|dizz\w*|drows\w*|slurr\w*|faint\w*|pass(ing)? out|passed out|black(ed|ing)? out|blurr\w*|can't think|cannot think|not making sense|acting (drunk|strange|weird|odd|oddly|strangely)|seizures?|having a fit|unconscious|unresponsive|won't wake|can't wake|not waking|collaps\w*|disoriented)\b/g;
/** HYPO_SYMPTOMS without the global flag, for a yes/no test with no `lastIndex` to reset. */
const ANY_HYPO_SYMPTOM = new RegExp(HYPO_SYMPTOMS.source);
/** The symptoms that alone, in someone with diabetes, point to a low (sweating or dizziness alone do not). */
const STRONG_HYPO_SYMPTOMS =
  /\b(shak(y|ing|es)|trembl\w*|wobbly|muddled|confus\w*|drows\w*|slurr\w*|faint(ing|ed)?|pass(ing)? out|passed out|black(ed|ing)? out|can't think|cannot think|not making sense|acting (drunk|strange|weird|odd|oddly|strangely)|seizures?|having a fit|unconscious|unresponsive|won't wake|can't wake|not waking|collaps\w*|disoriented)\b/g;
/** "not diabetic", "I don't have diabetes", "non-diabetic": no diabetes, said. */
const NO_DIABETES =
  /\b(?:not|non-?|isn't|aren't|never been)\s?(?:a )?diabetic\b|\b(?:don't|doesn't|do not|does not|never) have diabetes\b|\bno diabetes\b/g;
const DIABETES_CONTEXT =
  /\b(diabet\w*|insulin|metformin|gliclazide|glipizide|glimepiride|sulfonylurea|sulphonylurea|type 1|type 2|t1d|t2d|t1|t2|bolus|basal|cgm|libre|dexcom)\b/;
const LOW_SUGAR_WORDS = [
  /\b(low|dropping|dropped|falling|fell|crashing) (blood )?(sugar|glucose)\b/g,
  /\b(blood )?(sugar|glucose)\b[^.?!;]{0,15}\b(is |are |went |has gone |keeps )?(low|dropping|dropped|falling|crashing|crashed)\b/g,
  /\bhypo(glyc(a)?emi\w*)?\b/g,
];

/** "to stop my sugar dropping", "how to avoid lows": a question about prevention. */
const PREVENTING = /\b(stop|stops|prevent\w*|avoid\w*|keep)\b[^.?!;]*$/;
/** A low happening now, in someone with diabetes: "blood sugar crashing", "my meter says LO". */
const LOW_NOW = [
  /\b(sugars?|glucose|bg|bs)\b[^.?!;]{0,15}\b(dropping|crashing|crashed|falling|tanking|plummet\w*|going low|dropped to|fell to|is low|are low|so low|really low|very low)\b/g,
  /\b(meter|reading|monitor|cgm|libre|dexcom|sensor)\b[^.?!;]{0,15}\b(says|shows|reads|reading|is|showing)\s+"?lo\b/g,
];

function lowBloodSugar(p: Prepared): boolean {
  const t = p.text;
  // a pet's reading ("my cat is diabetic, her reading was 3.5 at the vets"), with nothing said
  // of the writer's own sugars (set 51)
  if (
    ANIMAL.test(t) &&
    !/\b(?:my|i'm|im|i am|i have|i've) (?:blood )?(?:sugars?|glucose|bg|levels?|readings?|diabet\w*|type [12]|hypo)\b/.test(
      t,
    )
  )
    return false;
  if (live(p, [/\b(having|had|in|going into|having a|in a) hypo\b/g], { past: true })) return true;
  const diabetes = DIABETES_CONTEXT.test(t.replace(NO_DIABETES, " "));
  if (live(p, [LOW_NOW[1]], { past: true })) return true;
  if (diabetes && live(p, [LOW_NOW[0]], { past: true, unlessBefore: PREVENTING })) return true;
  HYPO_SYMPTOMS.lastIndex = 0;
  const symptoms = live(p, [HYPO_SYMPTOMS]);
  if (lowGlucoseReading(p, diabetes || symptoms)) return true;
  if (!symptoms) return false;
  if (live(p, LOW_SUGAR_WORDS, { past: true })) return true;
  if (!diabetes) return false;
  const symptomCount = new Set([...t.matchAll(HYPO_SYMPTOMS)].map((m) => m[0].slice(0, 5))).size;
  return live(p, [STRONG_HYPO_SYMPTOMS]) || symptomCount >= 2;
}

// ---------------------------------------------------------------- crisis

/** Accidents, not self-harm: "I cut myself while chopping onions". */
const ACCIDENT =
  /\b(by accident|accidental\w*|while (chopping|cooking|cutting|slicing|peeling|grating|lifting|running|training|baking)|chopping|slicing|peeling|grating|at the gym|lifting|on the (stove|oven|hob|pan|grill)|oven|stove|hob|knife slipped|slipped|tripped|fell)\b/;

const GOODBYE_ACT = String.raw`\b(?:(?:gave|given|left|leaving|giving|handed|handing) (?:my |the )?(?:cat|dog|pets?|keys|kitten|puppy|plants)\b[^.?!;]{0,40}\b(?:to|with) (?:my |the |a |our )?(?:neighbou?r|sister|brother|friend|mum|mom|dad|mate|daughter|son)|wr(?:ote|itten|iting) (?:a |some |my )?(?:letters?|notes?) (?:for|to) (?:my|the|each)|(?:tidied|cleaned|sorted) (?:up |out )?(?:everything|the (?:flat|apartment|house|room)|all my (?:things|stuff)|my affairs))\b`;
const LAST_WORD = String.raw`\b(?:(?:won't|will not|wont|no longer|not going to) (?:need|be needing)(?: (?:it|them|this|that|these|those|any of (?:it|them)))? (?:anymore|any more|again|after (?:today|tonight))|thank(?:s| you) for everything)\b`;

/** Thoughts of suicide or self-harm (NHS help for suicidal thoughts, self-harm; WHO). */
const SELF_HARM = [
  /\b(kill|end|ending) myself\b|\bkilling myself\b(?! (at|in|with|over|on|for) (the )?(gym|work|training|workouts?|cardio|revision|studying|exams?|this (project|job|diet|plan)|leg day|overtime))/g,
  /\bunaliv\w*/g,
  // the thought said as a condition, and someone else's intent told now
  /\bif i (?:killed|kill|ended|end) myself\b/g,
  /\b(?:wants?|wanted|going|plans?|planning|trying|tried|threaten\w*|talk\w* about) to (?:kill|end) (?:herself|himself|themselves|themself)\b|\b(?:wants?|going|planning|trying|threaten\w*) to (?:hurt|harm) (?:herself|himself|themselves|themself)\b/g,
  // "tonight is my last night" said as the end, not a trip's last night ("... in Rome")
  /\b(?:tonight|today|this) (?:is|will be|is gonna be) (?:my|the) last (?:night|day)\b(?=\s*(?:$|[.,!?;]|alive|on earth|ever\b))/g,
  /\bsuicid(e|al|ality)\b(?! (squad|sprints?|runs?|drills?|shuttles?|wings?|burpees?|lines?))/g,
  /\bself[- ]?harm\w*/g,
  /\b(end|ending|take|taking) my (own )?life\b/g,
  /\b(end|ending|finish|finishing) it all\b|\bend it (tonight|now|today|soon)\b|\b(want|going|planning|plan|thinking about|think about|ready) to end (it|everything)\b(?! (with|for|by|on))/g,
  // not the figure "I thought I was going to die" (hot wings, a climb: told as over)
  /(?<!\b(?:thought|felt like|swore|was sure|knew) i was )\b(want|wanna|wish|going|ready|deserve)\s+(to\s+)?(die|be dead)\b/g,
  /\bwish i (was|were) (dead|never born|gone)\b/g,
  /\b(want|need) (it|this|everything) (all )?to (end|stop)\b/g,
  /\b(isn't|is not|not) worth living\b/g,
  /\b(don't|do not) want to (be alive|live|be here|wake up|exist|go on)\b/g,
  /\b(want|wish|wanna|hope|rather|prefer)[^.?!;]{0,30}\b(not|never) (to )?wake up\b|\bsleep and (never|not) wake\b/g,
  /\b(want|wanna|wish i could|wish to|like to) (to )?(just )?disappear\b/g,
  /\b(no|don't see (a|the|any)|can't see (a|the|any)|what's the|there's no|lost (all |any )?)\s*(reason|point)\s+(to|in|of|for)\s+(live|living|life|keep going|keeping going|go on|going on|carry on|carrying on|be here|being here|be alive|being alive|wake up|exist|existing)\b/g,
  /\b(i'm|i am|feel like|feel like i'm|i've become|i've become such) (such |just |nothing but )?an? (burden|waste of space)\b/g,
  /\bhow many (pills|tablets|paracetamol|painkillers|sleeping pills)\b[^.?!;]{0,30}\b(would it take|it would take|to die|to kill|to end|lethal|fatal|enough to)\b/g,
  /\b(don't think i'll|doubt i'll|i won't|i will not|not going to) be (around|here) (much )?(longer|for long|anymore|any more|tomorrow|next (week|month|year))\b/g,
  /\b(think\w*|thought|wish\w*|want\w*|dream\w*) (about|of) not (being|be) (here|around|alive)\b/g,
  /\bdeserve to (starve|hurt|suffer|be punished|be in pain|feel pain)\b/g,
  /\b(feel like|thinking (about|of)|think about|thought about) end(ing)? (things|it all|everything|it)\b(?! (with|for|by|on|between|early|off))/g,
  /\bno point in (anything|everything|any of (it|this)) (anymore|any more)\b|\bwhat's the point (of|in) (anything|it all|living) (anymore|any more)?/g,
  /\bbetter off (without me|if i (was|were) (gone|dead|not here|not around))\b/g,
  /\b(nobody|no one|noone) would (miss|care about|notice) (me|if i)/g,
  /\bif i (was|were) (gone|dead|not here)\b/g,
  /\b(won't|will not) be (around|here) (much )?(longer|for long|anymore|tomorrow)\b/g,
  /\bcan't (go on|carry on|keep going)(?= *(anymore|any more|any longer|like this|$|[.,!?]))/g,
  /\b(sleep|go to sleep) forever\b/g,
  /\b(take|taking|took|swallow\w*) (all|a bunch of|loads of|a load of|lots of|every one of|the rest of) (my|the|his|her) (pills|tablets|meds|medication|medicines)\b/g,
  /\boverdos\w*\b(?! on ([a-z']+ )?(sugar|chocolate|carbs|caffeine|coffee|cake|sweets|candy|food|protein|vitamins?|cheese|pizza|biscuits|cookies|crisps|chips|mince pies|turkey|pasta|bread|fruit|snacks|treats|ice cream|easter eggs))/g,
  // not the hyperbole "I'd jump off a bridge for a decent pizza" (like "I could kill for a burger")
  /\b(hang|hanging) myself\b|\bslit (my )?wrists?\b|\bjump\w* off (a|the) (bridge|building|roof)\b(?! for (a|an|some|the|one|decent|good|proper)\b)/g,
  // stepping in front of a train or bus ("the 8:15"), not a camera or the telly
  /\b(step|stepping|jump|jumping|walk|walking|throw myself|throwing myself) in front of (a|the|an|my) (train|bus|lorry|truck|car|tube|tram|\d{1,2}[:.]\d{2})\b/g,
  /\bplan(ning)? to (end|kill|take)\b/g,
  /\b(giv\w*|gave) (away )?(all )?(of )?my (things|stuff|belongings|possessions|pets?)( away)?\b(?![^.?!;]*\b(charity|move|moving|moved|declutter\w*|sell\w*|downsiz\w*|relocat\w*|emigrat\w*))/g,
  /\b(writ\w*|wrote|written) (my )?(goodbye|farewell|suicide) (letters?|notes?)\b|\bsa(y|ying|id) (my )?goodbyes? to (everyone|everybody|my family)\b/g,
  // "want it all over", said as the end of a message (not "want it all over my pasta")
  /\b(?:want|wanna|need) (?:it|this|everything) all (?:to be )?over\b(?=\s*(?:$|[.,!?;]|now|already))/g,
  // a goodbye told by what was done (a pet or keys left with someone, letters written, the flat
  // tidied) with a last word ("I won't need them anymore", "thanks for everything"; set 53)
  new RegExp(
    `(?<=(?:${GOODBYE_ACT})[\\s\\S]*)(?:${LAST_WORD})|(?:${LAST_WORD})(?=[\\s\\S]*(?:${GOODBYE_ACT}))`,
    "g",
  ),
];
/** Hurting oneself on purpose, read apart from accidents. */
const SELF_INJURY = [
  // not "cut myself a slice of cake" (serving oneself) or "burn myself out"
  /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning|punish|punishing|scratch\w*|hit|hitting) myself\b(?! (?:a|an|some|another)(?: [a-z]+)? (?:slices?|pieces?|bits?|portions?|wedges?|chunks?|plates?|bowls?|servings?|helpings?|sandwich|treat|break)\b| (?:out|loose|free)\b)/g,
  /\b(cut|cutting|burn|burning|scratch\w*|hit|hitting) (my )?(arms?|wrists?|legs?|thighs?|skin|stomach|hips?|body)\b/g,
  // a past injury said to be on purpose ("burned my arm with the kettle on purpose"), not an
  // accident at the stove ("burned my hand on the pan")
  /\b(burned|burnt|cut|scratched|hit|punched|bruised) my (arms?|wrists?|legs?|thighs?|skin|stomach|hips?|hands?|body)\b[^.?!;]{0,30}\b(on purpose|deliberately|intentionally)\b/g,
];

// ---------------------------------------------------------------- eating-disorder signs

const MEAL = String.raw`(?:eat|eating|ate|eaten|meals?|dinner|lunch|breakfast|food|a binge)`;

/**
 * Getting rid of food described without "vomit" or "purge" (NHS Bulimia; Beat: going to the toilet
 * straight after meals): the toilet after eating, fingers down the throat, food brought back up.
 */
const PURGING_INDIRECT = [
  near(
    String.raw`\b(?:go|goes|going|went|run|runs|disappear\w*|head\w*|rush\w*|straight) (?:to|into) the (?:bathroom|toilet|loo|restroom)\b`,
    String.raw`\b(?:after (?:every|each|all (?:my|the)) ${MEAL}|(?:straight|right|immediately|always) after (?:i |my |the |a |every |each )?${MEAL}|get rid of|doesn't count|stays? down|keep it down)\b`,
    40,
  ),
  near(
    String.raw`\bempty(?:ing)? (?:my|the) stomach\b|\bbring\w* (?:it|everything|food|them|it all) (?:up|out)\b|\bget\w* (?:it|everything|the food) (?:all )?out\b|\b(?:everything|food|what) (?:i ate |i eat )?(?:is |was )?back out\b|\bthrow\w* (?:it|them|everything|that) (?:all )?up\b|\bsalt ?water\b|\bipecac\b`,
    String.raw`\b(?:after|once|whenever|every time|when) (?:i )?(?:eat\w*|ate|overeat\w*|binge\w*|meals?|dinner|lunch|breakfast)\b|\bon purpose\b|\babsorb\w*`,
    60,
  ),
  /\b(everything|food|what) (i ate|i eat|i've eaten) (is |was )?back (out|up)\b/g,
  /\bmake (the food|it|everything|food|it all) come (out|up|back)\b/g,
  /\bfingers? (down|in|into) (my|your|his|her|the) throat\b/g,
  /\b(use|used|using|put|stick|sticking) (the|my|a|two) fingers?\b(?= *($|[.,!?]|to (throw|vomit|be sick|make)|down|in my throat))/g,
  /\b(bring|bringing|brought|throw|throwing|threw|get|getting) (my |the |all (of )?(my |the )?)?(food|meals?|dinner|lunch|breakfast|what i (eat|ate)) back up\b/g,
  /\b(bring|bringing|brought|throw|throwing|threw) (it|them|everything|food) back up\b(?=[^.?!;]*\b(on purpose|after|so|obvious|notice|secret\w*)\b)/g,
];

/**
 * Restriction as a behaviour (NICE NG69 1.2; Beat; NEDA; SCOFF): weighing with skipped meals,
 * weeks without eating, trying not to eat at all, eating only when alone, hiding food, periods
 * stopping with restriction.
 */
const RESTRICTION_BEHAVIOUR = [
  near(
    String.raw`\bweigh(?:ing)? myself\b|\bcheck\w* my weight\b|\bmy weight (?:goes|went|is|has gone) up\b|\b(?:get|getting|got|step|stepping|stepped|go|going) on the scales?\b|\b(?:the|my) scales? (?:say|says|said|show\w*|go|goes|went)\b|\bthe number (?:on the scales?|goes up|went up|is (?:higher|up))\b`,
    String.raw`\bskip\w*\b|\b(?:don't|do not|won't|not|stop) eat\w*\b|\bno (?:food|eating)\b`,
    60,
  ),
  /\bweigh(ing|ed)? (myself )?(like |about |up to )?([3-9]|\d{2,}|many|several|multiple|a few|five|six|seven|eight|nine|ten|twenty) times (?:(a|per|each) day|today|yesterday)\b/g,
  /\b((haven't|hasn't|have not|has not|hadn't|didn't|barely|hardly) (really |properly |actually |even )?(eaten|eat|eating|had (a |any )?(proper |real |decent |full )?(meals?|food))|not (really |properly |actually )?eaten)( anything| much| properly| real food| food)? (in|for) (about |like |almost |over |nearly |around )?(a|\d+|two|three|four|five|six|several|a few|a couple of) (weeks?|months?)\b/g,
  /\b(weeks?|months?) of (not eating|barely eating|starving)\b/g,
  /\b(weeks?|months?) since (i've|i have|i) (eaten|had|eat|ate) (anything|a (proper|real|full|decent) meal|properly|real food)\b/g,
  near(
    String.raw`\bskip\w*|\bnot eating\b|\b(?:don't|do not) eat\b|\blos(?:ing|t) weight\b|\bthrow\w* up\b|\bbeing sick\b`,
    String.raw`\bso (?:that )?(?:my \w+|they|people|nobody|no one|anyone|everyone) (?:don't|doesn't|won't|can't|cannot|wouldn't) (?:notice|find out|know|see|realise|realize|suspect)\b`,
    50,
  ),
  /\bwithout eating (anything )?at all\b|\b(whole|entire|full) day without (eating|food)\b/g,
  /\b(try|trying|tried|want|wanna|going|plan\w*) (not to|to not|to never) eat( anything)?(?=\s*(at all|today|tomorrow|$|[.,!?]))/g,
  /\b(i've|i have|i) (basically |pretty much |almost |just |completely |nearly )?stopped eating\b(?! (meat|sugar|out|after|late|junk|gluten|dairy|processed|bread|fish|red|before|so much|as much|at night))/g,
  /\b(nothing|don't eat|do not eat|not eat\w*|skip\w*( meals?)?)\b[^.?!;]{0,15}\bwhen (i'm|i am|no one's|nobody's|no one is|nobody is) (alone|on my own|by myself|around|home|watching)\b/g,
  /\bhid(e|es|ing) (my |the |some )?food\b|\b(so|that) (my \w+|they|people|everyone|nobody|no one) (thinks?|believes?) (i|i've|i have) (ate|eat|eaten)\b|\bpretend(ing|ed)? (to eat|(that )?i('ve| have)? (ate|eaten))\b/g,
  near(
    String.raw`(?:\bperiods? (?:has |have |had )?(?:stopped|gone|disappeared|went away|vanished)\b|\blost my periods?\b|\bno periods?\b)(?![^.?!;]*\b(?:pregnan|menopaus|perimenopaus|contracepti|coil|implant|breastfe)\w*)(?<!\b(?:pregnan|menopaus|perimenopaus|contracepti|coil|implant|breastfe)\w*[^.?!;]*)`,
    String.raw`\b(?:calories|kcal|cals|eating|eat|diet\w*|restrict\w*|weight|food|fasting|meals?|cut down)\b`,
    60,
  ),
];

/** Exercise as a price for food (Beat: compulsive exercise; NEDA: "burn off" calories). */
const COMPENSATION = [
  /\b(exercis\w*|run\w*|train\w*|work(ing)? out|walk\w*|gym|cardio)\b[^.?!;]{0,40}\bso (that )?i (can|am allowed to|may|get to|deserve to) eat\b|\bto (earn|deserve) (my|a|the|any) (dinner|lunch|breakfast|meals?|food)\b/g,
  near(
    String.raw`\b(?:treadmill|cardio|exercis\w*|workouts?|work out|gym|run|running|train\w*|walk\w*|hiit|spin)\b`,
    String.raw`\b(?:so|until) (?:it|that|they|the calories|the food|it all) (?:doesn't|don't|does not|won't) count\b|\bcancel\w* (?:it |them |that )?out\b|\bundo (?:it|the damage|what i ate)\b`,
    60,
  ),
  /\b(if|when|whenever|every time|each time) i (eat|ate|overeat|have|go over|eat more)\b[^.?!;]{0,50}\b(i have to|i must|i need to|i make myself|i force myself)\b[^.?!;]{0,25}\b(workout|work out|run|exercise|train|gym|walk|burn|cardio)/g,
  /\bobsess\w* (with|over|about) (calories|counting|my weight|his weight|her weight|their weight|weight|being thin|being skinny|the scales?)\b/g,
  /\bby (not eating|barely eating|starving( myself)?|skipping( all( my)?)? meals|eating nothing|eating almost nothing)\b(?! (after|before|at night|late|junk|sugar|bread|meat|out))/g,
  /\b(have to|must|need to|got to|gotta|make myself)\b[^.?!;]{0,40}\b(burn|run|exercise|work|walk|cardio|sweat|train)\w*\b[^.?!;]{0,30}\b((it|them|that|everything|it all|every calorie|what i (ate|eat)) off|(until|till) (i've |i have |i |it's |its )?(burn\w*|burnt|gone))/g,
  /\b(run|running|exercise|exercising|walk|walking|train|training|cardio|work out|working out|gym|cycle|cycling|swim|swimming)\b[^.?!;]{0,20}\b(until|till)\b[^.?!;]{0,30}\b(burn\w*|burnt)\b/g,
  /\bonly (let|allow) (myself|me) (to )?eat (if|when|after|once|on days)\b|\b(don't|never|won't|can't) (let|allow) (myself|me) (to )?eat (unless|until|before)\b/g,
  /\b(have to|must|need to|got to)? ?earn (every|each|my|a|the) (meal|bite|food|calorie|snack)\w*/g,
  /\bif i (can't|cannot|don't|didn't|haven't|do not) (train|exercise|run|work out|go to the gym|walk|hit my steps)\w*[^.?!;]{0,25}\bi (don't|can't|won't|do not|cannot) (eat|let myself eat|allow myself)/g,
];

/**
 * Restriction said plainly (Beat; NEDA; NICE NG69 1.2: physical signs with restriction): eating
 * almost nothing, skipping meals and living on coffee, pride or control in not eating, lying about
 * eating, competing to eat less, dizziness or hair loss since cutting back.
 */
const RESTRICTION_PLAIN = [
  /\b(eat|eats|eating|eaten|ate) (almost nothing|next to nothing|hardly anything|barely anything)\b/g,
  near(
    String.raw`\b(?:eat|eats|eating|eaten|ate) (?:very little|so little|tiny amounts|tiny portions)\b(?! (?:junk|sweets|sugar|meat|red meat|fish|dairy|bread|salt|fat|takeaways?|fast food|out|chocolate|crisps|after|late|processed|any (?:junk|sweets|sugar|meat)))`,
    String.raw`\b(?:since|for) (?:\d+|a|two|three|four|several|a few) (?:weeks?|months?)\b|\b(?:be|get|look) (?:more )?(?:thin|thinner|skinny|skinnier|slim)\b|\blose\b`,
    60,
  ),
  /\b(don't|do not|never|skip\w*|no) (eat |have )?(breakfast|lunch|dinner)( or| and|,) (breakfast|lunch|dinner)\b[^.?!;]{0,40}\b(just|only)\b/g,
  /\b(only|just) (drink|have|drinking|having) (black coffee|coffee|water|tea|diet (coke|soda)|zero calorie drinks)\b[^.?!;]{0,20}\b(until|till|all day|for days|for weeks|and nothing)\b/g,
  near(
    String.raw`\b(?:proud|happy|an achievement|a win)\b`,
    String.raw`\b(?:haven't|didn't|not) eat\w*\b(?! (?:junk|sweets|sugar|meat|red meat|fish|dairy|bread|salt|fat|takeaways?|fast food|out|chocolate|crisps|after|late|processed|any (?:junk|sweets|sugar|meat)))|\beat\w* nothing\b|\bskipp\w* (?:all )?(?:my )?(?:meals?|lunch|dinner|breakfast)\b`,
    30,
  ),
  /\b(lie|lying|lied|pretend\w*) (that |about )?(i )?(ate|eaten|eating|have eaten|had eaten)\b|\b(purposely|deliberately|on purpose) skip\w*/g,
  /\bcompet\w*\b[^.?!;]{0,30}\b(eat (the )?less|eat the least|lose the most|lowest calories|fewest calories)\b/g,
  /\b(feel|feels|felt) (in )?control\w*\b[^.?!;]{0,30}\b(don't|do not|not|without) eat\w*\b(?! (?:junk|sweets|sugar|meat|red meat|fish|dairy|bread|salt|fat|takeaways?|fast food|out|chocolate|crisps|after|late|processed|any (?:junk|sweets|sugar|meat)))|\bnot eating\b[^.?!;]{0,30}\bcontrol\b/g,
  near(
    String.raw`\b(?:dizz\w*|faint\w*|hair (?:is )?falling out|always cold|losing hair)\b`,
    String.raw`\bcut\w* back on food\b|\bnot eating\b|\beating (?:less|so little)\b|\brestrict\w*|\blose more\b`,
    80,
  ),
  near(
    String.raw`\b(?:panic\w*|freak\w* out|anxious)\b`,
    String.raw`\bcalories?\b|\bkcal\b|\bgo over \d+|\bover my limit\b`,
    50,
  ),
];

/** Bingeing with loss of control, secrecy or shame (SCOFF C; NHS Binge eating disorder). */
const BINGE_CONTROL = [
  /\b(stash|stashing|stashed|hoard\w*|hide|hiding|hid) (food|snacks|sweets|biscuits|chocolate|wrappers)\b(?! from (my|the) (kids|children|son|daughter|dog|cat|toddler))/g,
  near(
    String.raw`\b(?:eat|eats|eating|ate)\b`,
    String.raw`\bwhen (?:everyone|everybody|they|people|no one|nobody)(?:'s| is| are)? (?:asleep|gone|out|in bed|not looking|looking)\b`,
    40,
  ),
  /\b(los\w*|lost) control (around|with|over|of) (food|eating|what i eat)\b|\bout of control (around|with) food\b/g,
  near(
    String.raw`\b${MEAL}\b`,
    String.raw`\bin secret\b|\bsecretly\b|\bhid(?:e|ing) (?:the )?wrappers\b`,
    50,
  ),
  /\b(can't|cannot|couldn't) stop (eating )?once i (start|started|begin)\b/g,
  near(
    String.raw`\beat\w* until i (?:feel|felt|am|was|get|got) (?:sick|ill|in pain|like i'll burst)\b`,
    String.raw`\bdisgust\w*|\bhate myself\b|\bashamed\b|\bguilt\w*|\b(?:don't|do not|not) eat\b|\bskip\w*|\b(?:every|most) (?:night|day|evening)s?\b|\ball the time\b|\bnightly\b|\bcontrol\b`,
    60,
  ),
];

/** Saying one ate somewhere else ("I tell my flatmates I ate at uni"): a sign beside not eating. */
const ATE_ELSEWHERE = String.raw`\b(?:tell|told|telling|say|said|saying) (?:to )?(?:people|them|everyone|everybody|her|him|my (?:\w+ )?\w+|the others) (?:that )?i(?:'ve| have|'d| had)? (?:ate|eaten|had (?:lunch|dinner|breakfast|something|food)) (?:at|in|with|before|earlier|on)\b`;
const NOT_EATING_SAID = String.raw`\b(?:(?:haven't|have not|hadn't|didn't|did not|not|don't|do not) (?:eaten|eat|had (?:a meal|a thing|anything|food))|barely (?:eat\w*|anything)|hardly (?:eat\w*|anything)|eat\w* (?:almost |next to )?nothing|not eating|without eating|skip\w* (?:meals|lunch|dinner|breakfast))\b|\bbut (?:i )?(?:haven't|hadn't|didn't|did not|have not)(?=\s*(?:$|[.,!?;]))`;

/**
 * Said without the clinical words (Beat's and NEDA's warning signs; ADR 042, 2026-11-27 addendum):
 * lying about having eaten or hiding the weight loss, a meal plan made to look normal to a
 * clinician or family, the day's food "all I'm allowing myself", only "safe foods", stopping the
 * body absorbing food, and the jockeys' word for purging ("flipping").
 */
const SECRECY_AND_RULES = [
  /\btell (?:people|them|everyone|everybody|her|him|friends|others|my (?:friends|family|parents|mum|mom|dad|partner|boyfriend|girlfriend|husband|wife|flatmates?|roommates?|coach|team(?:mates)?)) (?:that )?i(?:'ve| have|'d| had)? already (?:ate|eaten|had (?:lunch|dinner|breakfast|something|food))\b/g,
  /\b(?:hide|hiding|hid|keep|keeping|conceal\w*) (?:my |the )?(?:weight loss|not eating|how little i eat|how much (?:weight )?i've lost|my eating|that i'm not eating|that i don't eat)\b[^.?!;]{0,30}\bfrom\b/g,
  /\blooks? normal to (?:my )?(?:therapist|gp|doctor|dietitian|nurse|parents|mum|mom|dad|family|partner|husband|wife|boyfriend|girlfriend)\b/g,
  near(
    String.raw`\b(?:that's|thats|this is|that is) all (?:i'm|im|i am|i'll be|i will be) (?:allowing|letting) (?:myself|me)\b`,
    String.raw`\b(?:have|snacks?|calories|kcal|cals|rice cakes?|apples?|yogh?urts?)\b|\b${MEAL}\b`,
    50,
  ),
  /\b(?:only|just) (?:eat|eating|have|having) (?:my )?safe foods?\b|\bsafe foods?\b[^.?!;]{0,30}\bunder \d+ ?(?:cals?|kcals?|calories)\b/g,
  /\b(?:stop|block|prevent)\w* (?:my body )?(?:from )?absorb\w* (?:what i eat|what i ate|food|the food|calories|anything|everything)\b/g,
  /\bflip\w* after (?:meals?|eating|i eat|i ate|dinner|lunch|breakfast|every meal|food)\b/g,
  // round 13 (sets 51 to 53): saying one ate elsewhere ("I tell my flatmates I ate at uni"), liking
  // the empty feeling, "not small enough yet", insulin cut down to lose weight (diabulimia)
  new RegExp(
    `(?<=(?:${NOT_EATING_SAID})[\\s\\S]*)(?:${ATE_ELSEWHERE})|(?:${ATE_ELSEWHERE})(?=[\\s\\S]*(?:${NOT_EATING_SAID}))`,
    "g",
  ),
  /\b(?:like|love|enjoy|crave|miss)\w* (?:the |that |this )?(?:empty|hollow)(?: feeling| sensation)?\b|\b(?:like|love|enjoy)\w* (?:the )?(?:feeling|sensation) (?:of )?(?:being )?(?:empty|emptiness|hollow)\b|\b(?:empty|hollow) (?:feeling|sensation)\b[^.?!;]{0,20}\b(?:i )?(?:like|love|enjoy)\b/g,
  /\b(?:i'm|im|i am|still|i'm still|i am still) not (?:thin|skinny|small|light|little|tiny|slim|lean) enough\b/g,
  /\b(?:skip\w*|miss\w*|lower\w*|cut\w* (?:down|back)?|reduc\w*|drop\w*|stop\w*|less|half|halv\w*|(?:don't|didn't|not|never) (?:tak\w*|inject\w*|do|doing))(?: on)? (?:my |the |on )?(?:insulin|lantus|novorapid|humalog|levemir|tresiba|basal|bolus|long[- ]acting|fast[- ]acting|jabs?|injections?)\b[^.?!;]{0,60}\b(?:(?:lose|losing|drop|dropping|shed|shedding) (?:weight|pounds|kilos|kg|lbs|a few|some|a bit)|(?:the )?weight (?:drops?|dropping|comes?|falls?|melts?) off)\b/g,
];

/** Purging, laxatives, starving, bingeing with loss of control, hiding it (NHS, NICE NG69, SCOFF, Beat). */
const EATING_DISORDER = [
  /\b((make|making|made|force|forcing|forced) (myself|yourself|themselves|herself|himself)|(force|forcing|forced) me) (to )?(throw up|vomit|be sick|sick|puke)\b/g,
  /\b(throw|throwing|threw) up after (i |he |she )?(eat|eating|ate|meals?|food)\b/g,
  /\b(throw|throwing|threw|bring|bringing) up (my |the )?(meals?|food|dinner|lunch|breakfast|what i (eat|ate))\b/g,
  /\b(vomit|vomiting|puke|puking|be sick)\b[^.?!;]{0,20}\b(after|to lose|so i|quietly|secretly|without)\b/g,
  /\b(throw\w* (it |them |that |everything |all )?up|threw (it |them |that |everything |all )?up|vomit\w*|puk\w*|be sick|being sick)\b[^.?!;]{0,40}\b(on purpose|deliberately|intentionally|so (that )?i (don't|do not|won't|wouldn't|didn't|can't) (gain|get fat|put on)|so (that )?i (stay|keep|can stay|can keep) (thin|slim|skinny)|to (lose|stay thin|stay slim|keep thin|get rid of))\b/g,
  /\b(throw\w* up|threw up|vomit\w*|puk\w*|bring\w* up) (everything|all|whatever|anything) (i|that i) (eat|ate)\b/g,
  /\b(get rid of|undo|cancel out)\b[^.?!;]{0,20}\b(food|what i (ate|eat)|meals?|calories)\b[^.?!;]{0,30}\b(after|without|so)\b/g,
  /\bonly (allow|let) (myself|me) (to (eat|have) )?(\d|one\b|an?\b|half|a single|black coffee|water)/g,
  /\blive on (water|coffee|black coffee|air|nothing|diet coke)\b/g,
  /\bbarely (eat(s|ing)?|touch(ing)? (food|anything|my food|meals?|my meals?))\b/g,
  /\b(want|wants|like|love|need|needs) (to )?(feel|feeling|be|the feeling of being) empty\b/g,
  /\bchew\w*\b[^.?!;]{0,20}\bspit\w*(?![^.?!;]*\b(wine|tastings?|sommeliers?|tobacco)\b)/g,
  /\b(eat|eating|not eating|skip\w*)\b[^.?!;]{0,30}\bwithout (anyone|anybody|my \w+) (noticing|knowing|finding out)\b/g,
  /\b(lowest|least|smallest amount) (i|you) can (eat|survive on|live on|get by on|get away with)\b|\bhow little (can|should|could|do) (i|you) (eat|get away with)\b/g,
  /(?<!\b(?:pantry|fridge|cupboard|freezer|kitchen|closet|wardrobe|clothes|inbox|spring|cleaning|declutter(?:ing)?) )\bpurg(e|es|ing)\b(?! (of )?(my|the|our) (pantry|fridge|cupboards?|freezer|kitchen|closet|wardrobe|inbox|clothes|garage))(?! (?:the )?(?:air|bag|bags|lines?|water|system|pipes?|radiators?|brakes?|tank|oil|valve|pump)\b)/g,
  /\b(take|taking|took|use|using|abuse|abusing|how many|after eating|after meals?)\b[^.?!;]{0,20}\b(laxatives?|dulcolax|bisacodyl|senna|senokot|ex-?lax)\b/g,
  /\b(laxatives?|diuretics?|water (pills?|tablets?)|fluid (pills?|tablets?))\b[^.?!;]{0,40}\b(lose|losing|drop|dropping|weight|weigh[- ]in|thin|slim|after (i )?(eat|ate)|purge)/g,
  /\b(diuretics?|water (pills?|tablets?)) (to|for) (lose|losing|drop|weight)/g,
  /\bstop eating( food)? (entirely|completely|altogether|for good|forever|at all)\b/g,
  /\b(want|going|try|trying|plan|planning|need) to stop eating( food| anything)?(?=\s*([.!?,]|$))/g,
  /\b(eat|eats|eating) nothing\b(?! but| except| else)/g,
  /\bstarv(e|ing) (myself|me|yourself)\b(?! of (sleep|rest|fun|sunlight|daylight|company|attention|oxygen))/g,
  /\blose control\b[^.?!;]{0,30}\beat/g,
  /\bskip(ping)? meals? (on purpose|deliberately|to punish)\b/g,
  /\bguilty (every time|whenever|when|after|each time) i eat\b/g,
  /\bhide\b[^.?!;]{0,40}\bnot eating\b/g,
  /\b(exercise|exercising|work out|working out|run|running)\b[^.?!;]{0,30}\bburn (off )?(everything|all|whatever) (i|that i) (eat|ate)\b/g,
  /\b(run|running|work|working|burn|burning|exercise|exercising|walk|walking|sweat|sweating|swim|swimming|cycle|cycling|train|training) off (every|each|all|any|whatever|everything)\b/g,
  /\b(burn|burning|burnt|burned) (off )?(every|each) (single )?(calorie|bite|meal|thing)\b/g,
  /\bor i panic\b|\bi panic (if|when|after) i (eat|ate|don't)\b|\b(eat|eating|ate|food)\b[^.?!;]{0,30}\bmakes? me panic\b/g,
  near(
    String.raw`\b(?:too thin|too skinny|underweight|skin and bones|skeletal|all bones)\b`,
    String.raw`\b(?:fat|huge|enormous|massive|overweight|lose more|need to lose|still (?:see|feel|look))\b`,
    60,
  ),
  /\b(still )?(feel|look|am) (so )?fat\b[^.?!;]{0,40}\b(haven't|not) eat/g,
  /\b(haven't|not) eat\w*\b[^.?!;]{0,40}\b(still )?(feel|look) (so )?fat\b/g,
  /\b(ignor|suppress|stop|kill|numb|trick|silenc|block|shut)\w*\s+(my\s+|the\s+)?(hunger|hungry|appetite|hunger pangs)\b[^.?!;]{0,40}\b(not eat|eat nothing|eating nothing|go all day|go without|on nothing|skip (meals|eating)|without eating|not to eat)\b/g,
  /\bgo (all day|the whole day|days|\d+ days) (on|with|eating) nothing\b/g,
  /\bstop (feeling )?hungry so (that )?i can (eat nothing|not eat|skip|go (longer|all day|without))/g,
  /\b(can't|cannot) (make myself|bring myself to) eat\b/g,
  near(
    String.raw`\b(?:throw\w* up|vomit\w*|purg\w*|making myself sick)\b`,
    String.raw`\b(?:addict\w*|hooked|habit)\b`,
    25,
  ),
  /\bpro[- ]?(ana|mia)\b|\bthinspo\w*|\bbonespo\w*|\bmeanspo\w*|\b(ana|mia) (buddy|buddies|coach|tips|rules|friends?)\b/g,
  ...PURGING_INDIRECT,
  ...RESTRICTION_BEHAVIOUR,
  ...COMPENSATION,
  ...BINGE_CONTROL,
  ...RESTRICTION_PLAIN,
  ...SECRECY_AND_RULES,
];

/** Fear of food or of gaining weight (SCOFF, Beat), apart from food-safety worries. */
const FOOD_FEAR = [
  /\b(terrified|scared|afraid|fear|frightened) of (gaining|getting fat|weight gain|putting on|food|eating)\b/g,
  /\bafraid (of|to) (eat|eating|gain(ing)? any weight)\b/g,
  near(
    String.raw`\b(?:terrified|petrified|panic\w*|phobi\w*|(?:scared|afraid|frightened) (?:to|of) eat\w*|in case i)\b`,
    String.raw`\b(?:get|getting|become|becoming|gain|gaining|put on|putting on) (?:fat|weight)\b`,
    40,
  ),
  /\b(panic|freak out|freaking out|anxious|anxiety)\w*\b[^.?!;]{0,30}\bcalories\b/g,
  /\b(scared|afraid|terrified|frightened)\b[^.?!;]{0,30}\b(gain\w*|get fat|getting fat|put on weight)\b[^.?!;]{0,20}\b(if|when|whenever) i (eat|have|touch)\b/g,
  /\b(can't|cannot|couldn't) eat (at|in) (restaurants?|front of (people|others|anyone)|public)\b|\b(can't|cannot) eat out (anymore|any more)\b/g,
  /\b(scared|terrified|frightened) (to|of) eat(ing)?(?= *(anything|at all|again|food|in front|$|[.,!?]))/g,
  // fear of gaining said by what it does: "I'd do anything not to gain", "gaining makes me cry";
  // a food feared with distress ("terrified of carbs, I cry"); eating that makes the heart race
  /\b(?:do|doing) anything (?:not to|to not|so i don't|so i do not|to avoid|to stop myself) (?:gain|gaining|put\w* on|get\w* fat|getting fat)\b/g,
  /\b(?:gain|gaining|put\w* on)\b[^.?!;]{0,30}\bmakes? me (?:want to (?:scream|cry|die)|cry|panic|feel sick)\b/g,
  near(
    String.raw`\b(?:terrified|scared|afraid|frightened|petrified) of (?:carbs|bread|rice|pasta|sugar|fats?|potatoes|calories|food)\b`,
    String.raw`\b(?:cry|crying|cried|panic\w*|shak\w*|heart (?:races|racing|race|pounds|pounding)|scream\w*|feel sick)\b`,
    60,
  ),
  /\b(?:eat|eating|ate)\b[^.?!;]{0,30}\bmakes? my heart (?:race|pound)\b/g,
];
const FOOD_SAFETY =
  /\b(raw|undercooked|rare|pink|expired|out of date|mouldy|moldy|spoiled|allerg\w*|choking|food poisoning|listeria|salmonella|pregnan\w*)\b/;
/** Babies and toddlers bring up milk; that is not purging (an unborn baby brings up nothing). */
const BABY =
  /(?<!\b(?:expecting|having|carrying|pregnant with) (?:a |my |our |the )?)\b(baby|babies|toddler|infant|newborn)\b/;

/** "Binge" as a word (bingeing with loss of control is a sign; SCOFF C), but not binge-watching. */
const BINGE_WORD = [/\bbinge\b(?![- ]?(watch|worthy))/g, /\bbinging\b|\bbingeing\b/g];
/**
 * A binge told as a joke or a one-off feast ("a big binge on Easter eggs lol"), or in front of a
 * screen, with no sign of distress, control lost, secrecy or compensation in the sentence.
 */
const ONE_OFF_BINGE =
  /^(?=.*\b(binge\w* on (fruit|veg|veggies|vegetables|salad|broccoli|carrots?|apples?|berries|cucumbers?|celery|water)|lol|lmao|haha\w*|hehe|rofl|christmas|xmas|boxing day|easter|birthday|party|holidays?|wedding|new year|halloween|thanksgiving|netflix|tv|series|shows?|box ?sets?|movies?|films?|podcasts?|anime)\b)(?!.*\b(can't stop|couldn't stop|out of control|lose control|lost control|hate myself|disgust\w*|ashamed|in secret|secretly|every (night|day)|purg\w*|make myself sick|throw\w* up|laxatives?|skip\w*|fast\w*|burn\w* off)\b)/;
/** Something heard and questioned ("my friend says bingeing is common in wrestling, is that true?"). */
const HEARSAY =
  /^(?=.*\b(says|said|heard|read|saw|claims?|told me)\b)(?=.*\b(is (that|it|this) true|true or (not|false)|a myth|is (that|it|this) (a )?real thing)\b)/;
/** Recovered, said with a time in the past ("years ago I used laxatives, I'm recovered now"). */
const RECOVERED_WITH_PAST =
  /^(?!.*\b(again|relaps\w*|slipping|back to|started|urges?|tempted)\b)(?=.*\b(recovered|(i'm|i am|he's|he is|she's|she is|they're|they are) (well|better|fine|healthy) now|but (well|better|fine) now|(i've|i have|he's|he has|she's|she has|they've|they have|has) been (fine|well|ok|okay|good|healthy) (for|since) (?:(?:\d+|many|several|a few|two|three|four|five|ten) )?(years?|yrs?|months|a long time|ages)|in a (good|better|great|much better) place|(long |well |way )?behind me|doing (well|great|good|better)|(\d+|many|several|a few|ten|five) (years?|yrs?) (clean|free|on)|(it's|its|it has) been (\d+|many|several|a few|ten|five|over \d+) (years|yrs)|(haven't|have not|hasn't|has not)( \w+)? (for|in) (\d+|many|several|a few|two|three|five|ten|over \d+) (years?|yrs?))\b)(?=.*\b(years? ago|used to|in my (teens|twenties|thirties)|as a teen\w*|when i was|in the past|back then)\b)/;
/**
 * Recovered, said as an anniversary ("5 years clean from self-harm today", "3 years since I last
 * hurt myself", "it's 10 years this month since the last time"; set 51's kind).
 */
const RECOVERED_ANNIVERSARY =
  /^(?!.*\b(again|relaps\w*|slipping|back to|urges?|tempted)\b)(?=.*\b((\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|many|several) (years?|yrs?|months?) (clean|free)\b|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|many|several) (years?|yrs?|months?)( this month| now| today)? since (i|the) last\b|(it's|its|it is|it has been|it's been) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|many|several|over \d+) (years?|yrs?)( this month| now| today)? since\b))/;
/** A past told as past, or as an anniversary, with recovery said. */
const RECOVERED = new RegExp(`${RECOVERED_WITH_PAST.source}|${RECOVERED_ANNIVERSARY.source}`);
/**
 * A past episode in one sentence and the recovery in another ("Years ago I thought about ending
 * it. I'm doing well now"): RECOVERED read over the whole message, the match's sentence in the
 * past (ADR 042, blind set 12's kinds); not "... I'm doing well now but the urges are back".
 */
function recoveredSince(p: Prepared, at: number): boolean {
  const sentence = containing(p.sentences, at);
  const body = sentence ? p.text.slice(sentence.start, sentence.end) : "";
  return PAST.test(body) && !/\b(?:back|lately|recently)\b/.test(p.text) && RECOVERED.test(p.text);
}
/** Vomiting from an illness, food poisoning or drink, with nothing said about doing it on purpose. */
const ILLNESS =
  /^(?!.*\b(on purpose|deliberately|myself|intentionally|binge\w*|bingi\w*|purg\w*|laxatives?|fat|weight|calories|again)\b)(?=.*\b(at the party|last night|yesterday|in the car|on the (bus|boat|plane|ride|coach)|too much (cake|sweets|candy|sugar|ice cream)|bug|virus|food poisoning|poison\w*|bad (prawns|chicken|fish|meat|seafood|oysters|mussels|takeaway|kebab)|off (milk|meat|chicken)|norovirus|stomach flu|gastro\w*|migraine|hangover|hungover|drunk|too much (alcohol|to drink|wine|beer)|morning sickness|chemo\w*|car ?sick|sea ?sick|motion sick\w*)\b)/;
const NOT_NOW_ED = new RegExp(
  `${BABY.source}|${HEARSAY.source}|${RECOVERED.source}|${ILLNESS.source}`,
);

/** Exercise beside a very low intake: restriction with compensation is an eating disorder sign. */
const EXERCISE =
  /\b(cardio|exercis\w*|workouts?|work out|working out|gym|running|run|runs|hiit|spin|steps|training|walk(ing)? for|hours? of \w+|burn\w* (it|them|that|everything|it all) off)\b/;

/** The BMI a message gives, or computes from its height and weight, or null. */
export function statedBmi(text: string): number | null {
  const bmi =
    /\bbmi (?:is |of |= ?|around |about |at |under |below )?(?:like |only |just )?(\d{2}(?:[.,]\d+)?)\b/.exec(
      text,
    );
  if (bmi) return Number(bmi[1].replace(",", "."));
  const metres =
    /\b([12][.,]\d{1,2}) ?(?:m|metres?|meters?)\b/.exec(text) ??
    /(?<![\d.,])(1[.,][4-9]\d?)(?!\d|[.,]\d| ?(?:kg|kilos?|lbs?|pounds|st|stone|km|miles?|litres?|l)\b)/.exec(
      text,
    );
  const cm =
    /\b(1\d{2}|2[0-2]\d) ?(?:cm|centimet\w*)\b/.exec(text) ??
    /\b(?:i'm|i am|height|tall)\s*(1[4-9]\d|20\d)(?! ?(?:kg|kgs|kilos?|lbs?|pounds|calories|kcal|g\b|grams?|\d))/.exec(
      text,
    );
  const feet = /\b([4-6]) ?(?:'|ft|foot|feet) ?(\d{1,2})? ?(?:"|in\b|inches)?/.exec(text);
  const height = metres
    ? Number(metres[1].replace(",", "."))
    : cm
      ? Number(cm[1]) / 100
      : feet
        ? (Number(feet[1]) * 12 + Number(feet[2] ?? 0)) * 0.0254
        : null;
  if (!height || height < 1.2 || height > 2.3) return null;
  // the largest plausible body weight named: "lose 5 kg" next to "I'm 48 kg" is not a weight of 5
  const weights = [
    ...[...text.matchAll(/\b(\d{2,3}(?:[.,]\d+)?) ?(?:kg|kgs|kilos?|kilograms?)\b/g)].map((m) =>
      Number(m[1].replace(",", ".")),
    ),
    ...[...text.matchAll(/\b(\d{2,3}(?:[.,]\d+)?) ?(?:lbs?|pounds)\b/g)].map(
      (m) => Number(m[1].replace(",", ".")) * 0.4536,
    ),
  ].filter((kg) => kg >= 25 && kg <= 250);
  if (!weights.length) return null;
  return Math.max(...weights) / (height * height);
}

/** At a BMI under 18.5, wanting to be thinner or not to eat (NICE NG69 1.2; SCOFF F). */
const THINNER_AT_LOW_WEIGHT =
  /\b(fat|huge|enormous|overweight|chubby|too big|still big|thinner|skinnier|flatter|smaller|lose (another|more|\d)|drop (another|more)|without food|go longer|not eat\w*|stop (feeling )?hungry|suppress\w* (my )?appetite|skip\w* meals?)\b/;

function eatingDisorderSigns(p: Prepared): boolean {
  if (live(p, EATING_DISORDER, { unless: NOT_NOW_ED })) return true;
  if (live(p, FOOD_FEAR, { unless: FOOD_SAFETY })) return true;
  if (live(p, BINGE_WORD, { unless: new RegExp(`${NOT_NOW_ED.source}|${ONE_OFF_BINGE.source}`) }))
    return true;
  if (veryLowCalories(p.text) && EXERCISE.test(p.text)) return true;
  const bmi = statedBmi(p.text);
  return (
    bmi !== null &&
    bmi < 18.5 &&
    (THINNER_AT_LOW_WEIGHT.test(p.text) || wantsToLoseWeight(p.text) || veryLowCalories(p.text))
  );
}

// ---------------------------------------------------------------- goals that harm

const WEIGHT_LOSS_WORDS = new RegExp(
  [
    String.raw`\b${LOSS_VERB} (?:some |the |my |her |his |a bit of |a little |a lot of |a few |a couple of |(?:about |around |roughly |nearly |like )?\d+(?:[.,]\d+)? ?|half an? |an? )?(?:belly |stomach |tummy |body |baby |puppy )?(?:weight|fat|${WEIGHT_UNIT})\b`,
    String.raw`\bweight[- ]?loss\b|\bslim(?:ming)? down\b|\bslimming\b|\bslimmer\b`,
    String.raw`\b(?:get|be|look|become|getting) (?:skinny|skinnier|thin|thinner|slim|slimmer)\b`,
    String.raw`\bgo on a diet\b|\b(?:a|on a|to) diet\b(?! (?:coke|soda|drink|pepsi))`,
    String.raw`\bfewer calories\b|\bcut (?:my |her |his )?calories\b|\bcalorie deficit\b`,
    // a gym "cut" is a weight-loss phase ("cutting for summer", "on a cut"), not onions or hair
    String.raw`(?<!\b(?:hair|a|the|new|short|my) )\b(?:cut|cutting) (?:for|before|by) (?:the )?(?:summer|holidays?|prom|beach season)\b|\b(?:on|doing|start(?:ing)?|begin(?:ning)?) a cut\b`,
  ].join("|"),
);
const WEIGHT_LOSS_WORDS_G = new RegExp(WEIGHT_LOSS_WORDS.source, "g");

const NOT_AN_AGE =
  /^\s*(?:kg|kgs|kilos?|lbs?|pounds?|stone|weeks?|months?|days?|cm|%|minutes?|mins?|hours?|km|miles?|calories|kcal|g\b|grams?|st\b|:|\.\d|,\d)/;

/** Someone under 18, from the message or the profile. */
/**
 * Whether the message or the profile gives the writer (or the child asked about) an age under 18:
 * a number or a word ("i'm 14", "my son is ten"), a school year or grade, "teenager". Exported
 * for the learned model's age feature (ADR 042). Reads the normalised text.
 */
export function minorAge(text: string, context: SafetyContext): boolean {
  if (context.age != null && context.age > 0 && context.age < 18) return true;
  const ages = [
    ...text.matchAll(/^(\d{1,2})\s*(?:,|and|&)\s*(?=i\b|i'm\b)/g),
    ...text.matchAll(
      /\b(?:i'm|i'm a|age|aged|turned|turning|(?:i|he|she|kid|son|daughter|child|boy|girl|teen|teenager|brother|sister|niece|nephew|grandson|granddaughter|student) (?:is|'s|are|am)(?: only| just| aged)?|he's|she's)\s*(\d{1,2})\b/g,
    ),
    ...text.matchAll(/\b(\d{1,2})\s*(?:-|\s)?\s*(?:years?|yrs?|yr|y\/?o)(?:\s*-?\s*old)?\b/g),
    ...text.matchAll(
      /\b(?:kid|son|daughter|child|boy|girl|teen|brother|sister|niece|nephew|grandson|granddaughter|grandchild|grandkid) \((\d{1,2})\)/g,
    ),
  ];
  for (const m of ages) {
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 8);
    if (NOT_AN_AGE.test(after) && !/(years?|yrs?|yr|y\/?o)/.test(m[0])) continue;
    const n = Number(m[1]);
    if (n >= 5 && n < 18) return true;
  }
  if (
    /\b(five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]years?[- ]old\b/.test(
      text,
    )
  )
    return true;
  if (
    /\b(?:i'm|i am|turned|turning|aged|(?:son|daughter|child|kid|boy|girl) (?:is|'s)) (?:only |just )?(five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b(?! (?:kg|kilos|pounds|lbs|stone|weeks|months|days|minutes|hours|times))/.test(
      text,
    )
  )
    return true;
  // "I'm not a teenager, I'm 38": a school word negated says nothing
  return (
    /\b(year (7|8|9|10|11|12|13)|grade ([5-9]|1[0-2])|([5-9]|1[0-2])th grader?|(sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grader?|(middle|high|secondary) school|sixth form(?:er)?|teenager|i'm a teen|freshman in high school|sophomore in high school|(in|at) (junior high|middle school))\b/.test(
      text.replace(NOT_A_TEEN, " "),
    ) || SCHOOL_STAGE.test(text)
  );
}
/**
 * School stages of other systems and birthdays before 18 (sets 52 and 54's kinds): Nigeria's JSS
 * and SS years, Ireland's Junior Cert and Transition Year, "form 3", "first year in secondary",
 * GCSEs, a sweet sixteen, "my 15th birthday", a freshman or sophomore before homecoming or prom.
 */
const SCHOOL_STAGE =
  /\b(?:(?:in|i'm in|im in|am in|starting|doing) (?:jss ?[1-3]|ss ?[1-3]|sss ?[1-3]|form (?:[1-4]|one|two|three|four))|transition year|(?:first|second|third) year (?:in|of|at) secondary|junior cert|doing (?:my )?gcses|sweet (?:16|sixteen)|my (?:[5-9]|1[0-7])th (?:birthday|bday|b-day)|(?:freshman|sophomore)\b[^.?!;]{0,60}\b(?:homecoming|prom))\b/;
const NOT_A_TEEN =
  /\b(?:not|no longer|isn't|wasn't|never) (?:a |an |in )?(?:teen|teenager|high school|middle school|secondary school)\b/g;

/**
 * A body-shape goal that means losing fat ("thigh gap", "flat stomach", "visible abs", "drop a dress
 * size", "lose my belly"): for a minor it is a weight-loss goal (NHS, CDC, NEDA on dieting in
 * adolescence); for an adult it is an ordinary goal, judged by its pace.
 */
const BODY_SHAPE_GOAL = new RegExp(
  [
    String.raw`\bthigh ?gap\b|\bflat(?:ter)? (?:stomach|tummy|belly)\b|\bvisible abs\b|\bsix[- ]?pack\b|\b(?:get|want|have|see) (?:my )?abs\b|\babs (?:for|by|before)\b`,
    String.raw`\b(?:look|get|be|become|getting) (?:lean|leaner|shredded|ripped)\b`,
    String.raw`\b(?:skinnier|thinner|slimmer|smaller) (?:legs|arms|thighs|waist|hips|face|stomach|belly|tummy)\b`,
    String.raw`\b(?:drop|lose|go down) (?:a|one|two|\d) (?:dress|jean|jeans|clothes|clothing|trouser|pant) sizes?\b`,
    String.raw`\b${LOSS_VERB} (?:my|his|her|their|the) (?:belly|tummy|stomach|gut|love handles|muffin top|double chin|thighs|arms|chubby)\b`,
    String.raw`\b(?:cut|cutting|reduce|reducing|lower|lowering)\b[^.?!;]{0,30}\bcalories\b|\bcalories\b[^.?!;]{0,30}\b(?:cut|reduce|lower)\b`,
    String.raw`\bbikini body\b|\bbeach body\b|\bshred\w*|\bget cut\b`,
    String.raw`\b(?:[5-9]\d\d|1[0-4]\d\d|1,[0-4]\d\d) ?(?:k?cals?|calories?)\b(?: (?:a day|per day|daily))? ?(?:diet|plan|meal plan|a day|per day)\b`,
    String.raw`\bmake (?:them|it|my \w+) (?:smaller|thinner|slimmer|skinnier)\b|\b${LOSS_VERB} (?:my |the |some )?\w+ fat\b`,
    String.raw`\b(?:be|get|look|become|getting) (?:a bit |a little |much |way |so |really )?(?:skinny|skinnier|thin|thinner|slim|slimmer|smaller|lighter)\b`,
    String.raw`\b(?:chubby|overweight|obese|too (?:fat|big|heavy)|podgy|puppy fat|tubby)\b[^.?!;]{0,60}\b(?:skip\w*|cut\w*|diet\w*|less|fewer|smaller portions|restrict\w*|lose|slim\w*)\b`,
    String.raw`\bput\w* (?:him|her|them|my\b[^.?!;]{0,30}?) on\b[^.?!;]{0,10}\bdiet\b|\b(?:what|which) diet\b[^.?!;]{0,30}\bput\w* (?:him|her|them|my)\b`,
  ].join("|"),
);

/**
 * Whether the message asks to lose weight. With the prepared text, a wish that is negated ("not
 * trying to lose weight at all") does not count.
 */
function wantsToLoseWeight(text: string, p?: Prepared): boolean {
  if (p ? live(p, [WEIGHT_LOSS_WORDS_G]) : WEIGHT_LOSS_WORDS.test(text)) return true;
  return weightsToLose(text).length > 0;
}

/** Living on one small food a day ("just one apple a day"): far under 1,000 kcal. */
const ONE_FOOD_A_DAY =
  /\b((only|just) (eat|eating|live on|living on|survive on|have|having)|(eat|eating|live on|living on|survive on|have|having) (only|just)) (one|an?|a single|1|two|2) (apple|banana|orange|egg|yogh?urt|cracker|rice cake|piece of (fruit|toast)|slice of (toast|bread)|cup of soup|salad|carrot)s? (a|per|each) day\b/;

/**
 * A day's intake under 1,000 kcal (`readIntakes`: with a calorie unit, or "eating only 500 a
 * day"); with the prepared text, not an animal's ("my cat needs 250 kcal a day").
 */
function veryLowCalories(text: string, p?: Prepared): boolean {
  if (ONE_FOOD_A_DAY.test(text)) return true;
  return readIntakes(text).some(
    (i) =>
      i.daily &&
      i.kcal >= 100 &&
      i.kcal < 1000 &&
      !(p && containing(p.clauses, i.index)?.animal) &&
      !(p && containing(p.sentences, i.index)?.general),
  );
}

/** Going without food for two days or more (NHS: very low calorie diets need supervision). */
const DURATION = String.raw`(?:(?:${NUMBER}[- ]|(?<=for ))(days?|weeks?)|(?:whole|full|entire) (week|weekend)|(\d{2,3}) ?[- ]?(?:hours?|hrs?|h)\b)`;
const LONG_FAST = [
  new RegExp(
    String.raw`\b${DURATION}[- ](?:water |juice |dry |complete |total |full )?(?:fast|cleanse|juice detox)`,
    "g",
  ),
  new RegExp(String.raw`\bfast(?:ing|ed)?\s+(?:for\s+)?(?:a |the )?${DURATION}`, "g"),
  new RegExp(String.raw`\b(?:water|juice|dry)[- ]fast(?:ing)?\b[^.?!;]{0,30}${DURATION}`, "g"),
  new RegExp(
    String.raw`\b(?:without (?:any )?(?:food|eating)|no food|not eat(?:ing|en)?(?: anything| any food| food)?|(?:not|never) (?:going to|gonna|planning to) eat(?: anything)?|stop eating|(?:haven't|hasn't|hadn't|didn't|won't) eat(?:en)?(?: anything)?|nothing to eat)\b[^.?!;]{0,30}?${DURATION}`,
    "g",
  ),
  new RegExp(
    String.raw`\b${DURATION} on (?:just |only |nothing but )?(?:water|juice|liquids|tea|coffee|broth)\b`,
    "g",
  ),
  new RegExp(
    String.raw`\b(?:only|just|nothing but) (?:drink\w*|hav\w*|liv\w* on|water)\b[^.?!;]{0,25}?\b(?:for|over) (?:the next |a |the )?${DURATION}`,
    "g",
  ),
  new RegExp(
    String.raw`${DURATION}[^.?!;]{0,20}?\b(?:without (?:any )?(?:food|eating)|with no food|of not eating|not eating)\b`,
    "g",
  ),
];
/** Daily fasts and medical fasting: Ramadan, 16:8, a fasting blood test. */
const DAILY_FAST =
  /\b(ramadan|lent|iftar|suhoor|sehri|sunrise|sunset|dawn|intermittent|16:8|18:6|20:4|omad|eating window|window|5:2|overnight|blood test|bloods)\b/;

/**
 * A fast someone else did, read or heard about ("I read that a singer fasted 10 days, isn't that
 * dangerous?"), with no sign the writer means to do it (training set 37's kind).
 */
const OTHER_FASTER =
  /\b(?:a|an|the|this|that|some|one|my favourite|my favorite) (?:[a-z]+ )?(?:singer|chanteuse|chanteur|cantante|sängerin|sänger|celebrity|celeb|influencer|actor|actress|athlete|model|youtuber|tiktoker|streamer|footballer|boxer|monk|guru|guy|woman|man|girl|lady|bloke|person|people)\b[^.?!;,]{0,25}$/;
const WRITER_WILL_FAST =
  /\b(?:i'm|i am|i've|i will|i'll|i want|i'd like|i plan|should i|can i|could i|me too|my (?:own )?fast|day \d+)\b/;
const someoneElsesFast = (text: string, at: number) =>
  OTHER_FASTER.test(text.slice(Math.max(0, at - 60), at)) && !WRITER_WILL_FAST.test(text);

function longFast(p: Prepared): boolean {
  for (const pattern of LONG_FAST) {
    pattern.lastIndex = 0;
    for (const m of p.text.matchAll(pattern)) {
      if (negatedAt(p, m.index ?? 0)) continue;
      if (containing(p.parts, m.index ?? 0)?.past) continue;
      if (someoneElsesFast(p.text, m.index ?? 0)) continue;
      const sentence = containing(p.sentences, m.index ?? 0);
      if (sentence?.general || containing(p.clauses, m.index ?? 0)?.general) continue;
      if (sentence && DAILY_FAST.test(p.text.slice(sentence.start, sentence.end))) continue;
      const [count, unit, wholeUnit, hours] = m.slice(1).filter((_, i) => i < 4);
      if (wholeUnit) return true;
      if (hours) {
        if (Number(hours) >= 48) return true;
        continue;
      }
      const plural = count === undefined && /s$/.test(unit ?? ""); // "fasting for days"
      if (unit && (/^week/.test(unit) || plural || (numberOf(count) ?? 1) >= 2)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------- caution

const PREGNANCY = [
  /(?<!')\bpregnan(t|cy)\b(?!'| (announcements?|reveals?|photo\w*|party|parties|pause|silence))/g,
  /\bexpecting(?=\s*($|[,.!?;]|in\b|(a |our |my |her |their )?(baby|babies|twins|triplets|first|second|third|little one|boy|girl|child|\d)))/g,
  /\btrimester\b/g,
  /\b\d+ (weeks?|months?) along\b|\bbun in the oven\b|\bpregg(o|ers|y)\b|\bwith child\b/g,
  /\bbreast ?-?fe(e)?d\w*|\bbreastfed\b|\blactating\b|\bpumping (breast )?milk\b/g,
  /\bnursing (mother|mum|mom|my (baby|newborn|son|daughter|twins|little one|\d+ ?(week|month)))\b/g,
  /\btrying to conceive\b/g,
];

/** Medicines by name (NHS medicines A-Z: the commonest prescriptions and painkillers). */
const NAMED_MEDICINES =
  /\b(statins?|atorvastatin|simvastatin|rosuvastatin|warfarin|coumadin|blood thinners?|anticoagulants?|apixaban|rivaroxaban|clopidogrel|metformin|insulin(?! (resistance|sensitivity|spikes?|levels?|index|response))|gliclazide|ozempic|semaglutide|wegovy|mounjaro|tirzepatide|saxenda|antibiotics?|amoxicillin|doxycycline|metronidazole|tinidazole|clarithromycin|erythromycin|ciprofloxacin|penicillin|tramadol|gabapentin|allopurinol|spironolactone|digoxin|levothyroxine|thyroxine|lithium|maois?|ssris?|antidepressants?|sertraline|fluoxetine|citalopram|amitriptyline|ace inhibitors?|lisinopril|ramipril|amlodipine|losartan|bisoprolol|beta[- ]blockers?|(?<!\bis \w+ an? |\bis \w+ \w+ an? |natural |mild )diuretics?(?! (?:effects?|properties|property|action))|furosemide|steroids?|prednisolone|prednisone|methotrexate|chemotherapy|chemo|ibuprofen|paracetamol|acetaminophen|aspirin|naproxen|codeine|omeprazole|lansoprazole|antacids?|birth control|contraceptive pill|st john's wort)\b/;
/**
 * "my pills", "blood pressure tablets", "taking medication": medicines named by their use; one
 * named by the condition it treats, one or many ("thyroid pill", "gout tablets", "tablets for
 * acid reflux", "a potassium binder"), the condition right beside the medicine word (not "water
 * purification tablets", "dishwasher tablets", "my tablet's screen").
 */
const CONDITION = String.raw`(?:blood pressure|bp|thyroid|cholesterol|diabetes|diabetic|heart|water|gout|acid reflux|reflux|heartburn|indigestion|epilepsy|seizure|arthritis|migraine|kidney|anxiety|depression|blood thinning)`;
const OWN_MEDICINES = new RegExp(
  String.raw`\b(my|his|her|their|blood pressure|thyroid|cholesterol|diabetes|heart|prescription|prescribed|iron)\s+(\w+\s+)?(medications?|medicines?|meds|pills|tablets|drugs)\b|\b(take|taking|took|on|started|stopped|stop|changed?|skip|skipping) (my |any |a |the )?(medications?|medicines?|meds|prescriptions?)\b` +
    String.raw`|\b${CONDITION} (?:pill|tablet|capsule|med|medication|medicine)s?\b` +
    String.raw`|\b(?:pills|tablets|capsules|meds|medication|medicine) for (?:my |the |his |her )?${CONDITION}\b|\b(?:potassium|phosphate) binders?\b`,
);

/**
 * A recipe asked for in pregnancy or while breastfeeding, with nothing asked about safety and no
 * food of concern named ("pregnant and craving lasagne, recipe for 4?"): a recipe request, answered
 * as one (training set 34's kind). Any safety word or food the NHS lists to avoid or limit in
 * pregnancy keeps the caution ("pregnancy-safe tiramisu", "sushi recipe while pregnant").
 */
const RECIPE_ONLY =
  /\b(?:recipes?|marinade|how (?:do|to|can|would) (?:i |you |we )?(?:make|cook|bake)|what (?:should|can|could) i (?:cook|make|bake)|how long (?:to (?:cook|bake|roast|boil)|in the oven|does it (?:cook|bake|take in the oven))|(?:cooking|baking|oven) time)\b/;
const PREGNANCY_CONCERN =
  /\b(?:safe\w*|ok|okay|alright|allowed|avoid\w*|can (?:i|we|she|you) (?:eat|have|drink)|should|is it|are they|risk\w*|raw|rare|undercooked|runny|pink|soft cheeses?|brie|camembert|blue cheese|goat'?s cheese|feta|pate|liver|sushi|sashimi|oysters?|shellfish|smoked salmon|tuna|swordfish|shark|marlin|mayo\w*|tiramisu|mousse|eggnog|hollandaise|alcohol|wine|beer|rum|caffeine|coffee|tea|herbal|vitamin a|supplements?|unpasteuri[sz]ed|deli|cured|salami|chorizo|prosciutto|parma ham|game|how much|limit|nausea|sick|sickness|diabetes|gestational|weight|calories|kcal|diet)\b/;

/**
 * A pregnancy or breastfeeding that is over, or an animal's ("finished breastfeeding in the
 * summer", "my last pregnancy ... the baby is 2 now", "pregnant dog, what should she eat"; set 51).
 */
const PREGNANCY_OVER =
  /\b(?:finished|stopped|done with|gave up) (?:breast ?-?feeding|nursing|pumping)\b|\b(?:my|her|our) last pregnancy\b(?=[^.?!;]*\b(?:baby|toddler|son|daughter|kid|little one) is (?:now )?(?:\d+|one|two|three|four|five)\b)|\bpregnant (?:dog|bitch|cat|queen|mare|ewe|sow|goat|doe|rabbit|hamster|guinea pig|cow|pig|hen|gerbil)\b/;

/** Someone else's pregnancy news ("my sister just announced she's pregnant"), no writer's own. */
const PREGNANCY_NEWS =
  /^(?!.*\b(i'm|i am|i've|i was|me|my (bump|pregnancy|baby|midwife))\b).*\b(announc\w*|congratulat\w*|gender reveal)\b|\bpregnancy tests? (was|were|came back|is|are|came up) (negative|clear)\b|\bnegative pregnancy tests?\b/;
/** What the pregnancy class leaves alone: someone else's news, one that is over, an animal's. */
const NOT_A_PREGNANCY_NOW = new RegExp(`${PREGNANCY_NEWS.source}|${PREGNANCY_OVER.source}`);

/**
 * Nausea or vomiting named in a message (NHS "Vomiting and morning sickness"): beside a pregnancy,
 * and with no purging sign the rules read, it is morning sickness, not an eating disorder.
 */
const SICKNESS =
  /\b(throw\w* up|threw up|vomit\w*|puk\w*|sick|sickness|nause\w*|queasy|hyperemesis)\b/;
/** Words of intent beside vomiting: whatever the rules read, it is not left as morning sickness. */
const SELF_INDUCED =
  /\b(on purpose|deliberately|intentionally|myself|make me|fingers?|purg\w*|binge\w*|bingi\w*|laxatives?|calories|cals|fat|weight|slim|thin|skinny|gain\w*|secret\w*|hid(e|ing)|after (i )?(eat|eating|ate|meals?|dinner|lunch|breakfast|food))\b/;

/** Someone else as the subject of a clause ("grandma is on metformin", "my friend on lithium"). */
const OTHER_PERSON = String.raw`(?:(?:my|our|his|her|their) )?(?:(?:\d+ ?(?:yr|year)s? old|elderly|diabetic|old) )?(?:mum|mom|mother|dad|father|grandma|gran|granny|nan|nana|grandad|granddad|grandpa|grandfather|grandmother|uncle|aunt|auntie|friend|mate|colleague|boss|neighbour|neighbor|brother|sister|cousin|flatmate|housemate|husband|wife|partner|boyfriend|girlfriend|son|daughter)(?:'s)?`;
const OTHERS_MEDICINE = new RegExp(String.raw`\b${OTHER_PERSON}\b[^.?!;]{0,40}$`);
/**
 * A question about whether a food, a drink or a timing is all right with a medicine ("is that
 * okay", "can he have cranberry sauce", "are bananas ok for her", "how long before breakfast"):
 * what makes a medicine named for someone else a medication question (ADR 042, blind set 14).
 */
const SAFE_WITH_IT =
  /\b(?:ok|okay|safe|alright|all right|a problem|an issue|bad|dangerous|interact\w*|clash\w*|affect\w*|mess\w* with|avoid|stay away|careful|how long (?:before|after)|what (?:should|can|do) (?:i|we) (?:give|feed|make) (?:him|her|them)|before or after|with (?:it|them|food)|should (?:he|she|they|i) (?:take|stop|skip|have|eat|drink)|(?:can|could|may) (?:he|she|they) (?:have|eat|drink|take|still))\b/;
/**
 * A medicine the writer says is settled, then a question of another kind ("my thyroid meds are
 * fine, just want breakfast ideas", "levothyroxine is sorted with my GP, separate question: ...").
 */
const SETTLED =
  /\b(?:fine|sorted|stable|under control|no (?:issues|problems)|all good|going well|working well)\b/;
const ANOTHER_QUESTION =
  /\b(?:just (?:want|wanted|looking for|after|need)|separate question|different question|unrelated(?: question)?|other question|on another note|random fact)\b/;

/**
 * A medicine named in passing (ADR 042, blind set 14's false alarms by kind): taken by someone else
 * with no question about whether something is all right with it ("grandma is on metformin and I'm
 * cooking Sunday lunch, any recipes?"; not "Dad takes warfarin, can he have cranberry sauce?"), or
 * the writer's own medicine said to be settled before another question with no such question
 * after it ("on antidepressants for years, totally stable, just want protein breakfasts"; not
 * "INR stable on warfarin, just want to know if kale is ok with it").
 */
function medicineInPassing(p: Prepared, at: number): boolean {
  const sentence = containing(p.sentences, at);
  const clause = containing(p.clauses, at);
  const before = p.text.slice(clause?.start ?? 0, at);
  // not when the writer uses it or it is sold ("been using my partner's water pills", "a friend
  // sells semaglutide")
  if (
    OTHERS_MEDICINE.test(before) &&
    !/\b(?:i|i'm|i've|me|we|us\w*|take|taking|took|borrow\w*|nick\w*|stole|steal\w*|sells?|selling|sold|bought|buy\w*|got)\b/.test(
      before,
    )
  )
    return !SAFE_WITH_IT.test(p.text);
  const clauseText = p.text.slice(clause?.start ?? 0, clause?.end ?? p.text.length);
  const rest = p.text.slice(clause?.end ?? sentence?.end ?? at);
  const pivot = ANOTHER_QUESTION.exec(rest);
  if (!pivot) return false;
  const question = rest.slice(pivot.index);
  return (
    SETTLED.test(clauseText + " " + rest.slice(0, pivot.index)) &&
    !SAFE_WITH_IT.test(question) &&
    !NAMED_MEDICINES.test(question) &&
    !OWN_MEDICINES.test(question)
  );
}

/**
 * The writer's medicine given only as a fixed time or "with food", then a request for food ideas
 * with nothing asked about the medicine ("I take my thyroid tablet at 6, what's a good breakfast at
 * 7", "antibiotics say take with food, snack ideas?"): a meal question (training sets 40 and 41's
 * kind). A question about the medicine itself, another medicine, or whether a food is all right
 * keeps the class ("levothyroxine at 6, is coffee at 7 ok?").
 */
const ON_A_SCHEDULE =
  /\b(?:at \d{1,2}(?::\d\d)?(?: ?(?:am|pm))?(?: and \d{1,2})?|with (?:food|meals?|breakfast|dinner)|(?:in|every) the (?:morning|evening)|every (?:morning|evening|night)|(?:once|twice|three times) a day|like the (?:label|leaflet|pharmacist) says|as prescribed)\b/;
const FOOD_IDEAS =
  /\b(?:ideas?|suggest\w*|what(?:'s| is) a (?:good |quick |healthy |easy |nice )?(?:\w+ )?(?:breakfast|lunch|dinner|snack|meal|time for (?:tea|dinner|lunch))|recipes?)\b/;
/** Foods and drinks known to interact with common medicines (NHS medicines A-Z: "things to avoid"). */
const INTERACTING_FOODS =
  /\b(?:spinach|kale|greens|broccoli|vitamin k|grapefruit|pomelo|seville orange|cranberr\w*|alcohol|beer|wine|spirits|caffeine|coffee|energy drinks?|liquorice|licorice|aged cheeses?|cheese|cured meats?|soy sauce|milk|dairy|calcium|iron|antacids?|fibre|fiber|bananas?|potassium|salt substitutes?|st john's wort|turmeric|garlic supplements?|ginkgo)\b/;
function scheduleOnly(p: Prepared, at: number): boolean {
  const clause = containing(p.clauses, at);
  const sentence = containing(p.sentences, at);
  const clauseText = p.text.slice(clause?.start ?? 0, clause?.end ?? p.text.length);
  const rest = p.text.slice(clause?.end ?? at, sentence?.end ?? p.text.length);
  return (
    ON_A_SCHEDULE.test(clauseText) &&
    FOOD_IDEAS.test(rest) &&
    !SAFE_WITH_IT.test(rest) &&
    !NAMED_MEDICINES.test(rest) &&
    !OWN_MEDICINES.test(rest) &&
    !/\b(?:with|and|on|after|before) (?:it|them|my (?:meds|tablets?|pills?))\b/.test(rest) &&
    !INTERACTING_FOODS.test(rest)
  );
}

function medicationQuestion(p: Prepared): boolean {
  return live(p, [new RegExp(NAMED_MEDICINES.source, "g"), new RegExp(OWN_MEDICINES.source, "g")], {
    unlessAt: (at) => medicineInPassing(p, at) || scheduleOnly(p, at),
  });
}

// ---------------------------------------------------------------- the classifier

/** "never had any thoughts of hurting myself": the thought denied, not told (training set 41's kind). */
const NO_THOUGHTS_OF =
  /\b(?:never|no|not|don't|haven't|hadn't)\b[^.?!;,]{0,20}\b(?:thoughts?|urges?|ideas?|plans?|intentions?) (?:of|about|to)\s*$/;

const thoughtDenied = (p: Prepared, at: number) =>
  NO_THOUGHTS_OF.test(p.text.slice(Math.max(0, at - 45), at));

/** Each class's test, most urgent first. */
const CHECKS: [SafetyClass, (p: Prepared, context: SafetyContext) => boolean][] = [
  ["emergency-allergy", allergicReaction],
  [
    "emergency-chest-pain",
    (p) =>
      live(p, CHEST_PAIN, { past: true }) ||
      live(p, CHEST_SORE, { past: true, unless: TRAINING }) ||
      live(p, CHEST_BURNING, { past: true, unless: REFLUX_OR_TRAINING }),
  ],
  ["emergency-low-blood-sugar", lowBloodSugar],
  ["emergency-breathing", breathingTrouble],
  [
    "self-harm",
    (p) =>
      live(p, SELF_HARM, {
        unless: RECOVERED,
        unlessAt: (at) => recoveredSince(p, at) || thoughtDenied(p, at),
      }) ||
      live(p, SELF_INJURY, {
        unless: new RegExp(`${ACCIDENT.source}|${RECOVERED.source}`),
        unlessAt: (at) => recoveredSince(p, at) || thoughtDenied(p, at),
      }),
  ],
  ["eating-disorder", eatingDisorderSigns],
  [
    "minor-weight-loss",
    (p, context) =>
      minorAge(p.text, context) && (wantsToLoseWeight(p.text, p) || BODY_SHAPE_GOAL.test(p.text)),
  ],
  [
    "extreme-goal",
    (p, context) => {
      const weekly = weeklyLossKg(p.text, context.today ? todayOf(context.today) : null);
      return (weekly !== null && weekly > 1) || veryLowCalories(p.text, p) || longFast(p);
    },
  ],
  [
    "pregnancy",
    (p) =>
      live(p, PREGNANCY, {
        past: true,
        unless: NOT_A_PREGNANCY_NOW,
        unlessAt: () => RECIPE_ONLY.test(p.text) && !PREGNANCY_CONCERN.test(p.text),
      }),
  ],
  ["medication", medicationQuestion],
];

/** The first safety class that applies to a message, most urgent first; null when none does. */
export function classifyMessage(text: string, context: SafetyContext = {}): SafetyVerdict | null {
  const t = normaliseForSafety(text);
  if (!t) return null;
  const p = prepare(t);
  for (const [c, test] of CHECKS)
    if (test(p, context)) return { class: c, level: SAFETY_LEVELS[c] };
  return null;
}

/**
 * The classes whose words a message has but which the rules did not count: every match was
 * negated ("I'm not pregnant"), about an animal ("my cat is pregnant"), a general question, in
 * the past, or in a harmless context the class names ("chest day"); and eating-disorder for
 * nausea or vomiting beside a pregnancy with no word of intent or purging ("first trimester and
 * everything makes me want to throw up"). The learned model may not name one of these (ADR 042):
 * it reads words, not what they attach to.
 */
export function discountedClasses(text: string, context: SafetyContext = {}): SafetyClass[] {
  const t = normaliseForSafety(text);
  if (!t) return [];
  const p = prepare(t);
  const out: SafetyClass[] = [];
  const applies = new Set<SafetyClass>();
  for (const [c, test] of CHECKS) {
    p.discounted = false;
    if (test(p, context)) applies.add(c);
    else if (p.discounted) out.push(c);
  }
  // sickness in a pregnancy that the rules do not read as self-induced: morning sickness
  if (
    applies.has("pregnancy") &&
    !applies.has("eating-disorder") &&
    SICKNESS.test(t) &&
    !SELF_INDUCED.test(t)
  )
    out.push("eating-disorder");
  // a pace the number reader works out as safe (at most 1 kg a week, NHS) and no other extreme
  // reading (a low intake, a long fast, a faster pace): not an extreme goal ("10 lbs in 16 weeks")
  const readings = numberReadings(t, context.today ? todayOf(context.today) : null);
  if (
    !applies.has("extreme-goal") &&
    readings.includes("r:pace<=1") &&
    readings.every((r) => r === "r:pace<=1" || r === "r:kcal>=1000")
  )
    out.push("extreme-goal");
  return out;
}
