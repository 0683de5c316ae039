/**
 * Scores the built-in coach on the labelled questions (coach-questions.ts) by rules, through the
 * same path a turn takes in the app: the safety gate, then the coach's reply composed from the
 * committed catalogue and food table (the data the services load from D1).
 */
import { composeCoachReply } from "../../app/domain/coach/compose";
import { knowledgeFor, ADA_STORED } from "../../app/domain/coach/test-fixtures.test-helper";
import { profileFromStored, type CoachProfile } from "../../app/domain/coach/profile";
import { safetyGate } from "../../app/domain/safety/gate";
import { COACH_QUESTIONS, type BenchProfile, type LabelledQuestion } from "./coach-questions";

const PROFILES: Record<BenchProfile, CoachProfile | null> = {
  visitor: null,
  // Ada: vegetarian, dislikes mushrooms
  vegetarian: profileFromStored(ADA_STORED, "Ada"),
  vegan: profileFromStored({
    ...ADA_STORED,
    dietaryRestrictions: ["vegan"],
    dislikedIngredients: [],
  }),
  "gluten-free": profileFromStored({
    ...ADA_STORED,
    dietaryRestrictions: ["glutenFree"],
    dislikedIngredients: [],
  }),
  diabetes: profileFromStored({
    ...ADA_STORED,
    dietaryRestrictions: [],
    dislikedIngredients: [],
    healthConditions: ["type 2 diabetes"],
  }),
};

/** Harmless phrases that contain a restricted word ("meat-free", "peanut butter"). */
const ALLOWED_PHRASES =
  /\b(meat[- ]free|meatless|no meat|without meat|dairy[- ]free|egg[- ]free|gluten[- ]free \w+|wheat[- ]free|plant milk|soy milk|oat milk|almond milk|rice milk|coconut milk|peanut butter|almond butter|nut butter|cocoa butter|vegan cheese|soy yogh?urt|coconut yogh?urt|plant[- ]based yogh?urt|butter beans?|eggplant)\b/gi;

const MEAT_FISH =
  /\b(chicken|beef|pork|lamb|bacon|ham|turkey|veal|duck|fish|salmon|tuna|cod|sardines?|mackerel|anchov\w*|shrimps?|prawns?|crab|lobster|shellfish|oysters?|mussels?|meat|steak|sausages?|pepperoni|salami|prosciutto|chorizo|gelatin|kofta)\b/i;
const ANIMAL_PRODUCTS =
  /\b(eggs?|milk|cheese|yogh?urt|butter|honey|cream|whey|ghee|dairy|paneer|feta|mozzarella|parmesan)\b/i;
const GLUTEN = /\b(wheat|barley|rye|couscous|seitan|bulgur|spelt|farro|semolina)\b/i;

export function violationsOf(
  reply: string,
  restrictions: readonly string[],
  dislikes: readonly string[],
): string[] {
  const text = reply.replace(ALLOWED_PHRASES, " ");
  const found: string[] = [];
  const check = (name: string, re: RegExp) => {
    const m = re.exec(text);
    if (m) found.push(`${name}: "${m[0]}"`);
  };
  if (restrictions.includes("vegetarian") || restrictions.includes("vegan"))
    check("vegetarian", MEAT_FISH);
  if (restrictions.includes("vegan")) check("vegan", ANIMAL_PRODUCTS);
  if (restrictions.includes("glutenFree")) check("gluten-free", GLUTEN);
  for (const d of dislikes) {
    const stem = d.toLowerCase().replace(/(es|s)$/, "");
    check(`dislike ${d}`, new RegExp(`\\b${stem}(s|es)?\\b`, "i"));
  }
  return found;
}

const LANGUAGE_NAMES = { es: /español/i, fr: /français/i, de: /deutsch/i };
const FALLBACK = /may not be the right guide/i;

function hasTerm(reply: string, term: string): boolean {
  const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z0-9])${escaped}([^a-z0-9]|$)`, "i").test(reply);
}

export type AnswerScore = {
  question: LabelledQuestion;
  reply: string;
  onTopic: boolean;
  linkOk: boolean;
  languageOk: boolean;
  violations: string[];
  numbersBlock: boolean;
};

export function answer(q: LabelledQuestion): string {
  const profile = PROFILES[q.profile ?? "visitor"];
  const gate = safetyGate(q.text, { age: profile?.age ?? null });
  if (gate.kind === "answer") return gate.text;
  const reply = composeCoachReply(
    { message: q.text, history: q.history ?? [] },
    knowledgeFor(profile),
  ).text;
  return gate.kind === "prefix" ? `${gate.text}\n\n${reply}` : reply;
}

export function scoreQuestion(q: LabelledQuestion): AnswerScore {
  const reply = answer(q);
  const profile = PROFILES[q.profile ?? "visitor"];
  const restrictions = [...(profile?.dietaryRestrictions ?? []), ...(q.restrictions ?? [])];
  const onTopic =
    !FALLBACK.test(reply) && q.topic.every((group) => group.some((t) => hasTerm(reply, t)));
  return {
    question: q,
    reply,
    onTopic,
    linkOk: q.link !== "recipe" || /\]\(\/recipes\/\d+\)/.test(reply),
    languageOk: !q.language || LANGUAGE_NAMES[q.language].test(reply),
    violations: violationsOf(reply, restrictions, profile?.dislikedIngredients ?? []),
    numbersBlock: /### Your numbers/.test(reply),
  };
}

export async function scoreCoachAnswers(): Promise<{ failures: string[] }> {
  const scores = COACH_QUESTIONS.map(scoreQuestion);
  const n = scores.length;
  const count = (f: (s: AnswerScore) => boolean) => scores.filter(f).length;
  const onTopic = count((s) => s.onTopic && s.linkOk && s.languageOk);
  const violations = scores.flatMap((s) =>
    s.violations.map((v) => `${v} in reply to "${s.question.text}"`),
  );
  const asksNumbers = (s: AnswerScore) =>
    /calorie|protein do i need|meal plan|eat today/i.test(s.question.text);
  const numbersUnasked = count((s) => s.numbersBlock && !asksNumbers(s));
  console.log(`\n## Built-in coach answers (${n} labelled questions)`);
  console.log(
    `on topic (topic terms, link and language rules)  ${((100 * onTopic) / n).toFixed(1)} %  (${onTopic}/${n})`,
  );
  console.log(`  topic terms only                             ${count((s) => s.onTopic)}/${n}`);
  console.log(
    `  recipe link when asked                       ${count((s) => s.question.link === "recipe" && s.linkOk)}/${count((s) => s.question.link === "recipe")}`,
  );
  console.log(
    `  language sentence when asked                 ${count((s) => !!s.question.language && s.languageOk)}/${count((s) => !!s.question.language)}`,
  );
  console.log(`restriction or dislike violations               ${violations.length}`);
  console.log(`numbers block without being asked               ${numbersUnasked}/${n}`);
  console.log(
    `fallback replies                                ${count((s) => FALLBACK.test(s.reply))}/${n}`,
  );
  for (const s of scores.filter((x) => !(x.onTopic && x.linkOk && x.languageOk)))
    console.log(
      `  off [topic ${s.onTopic ? "ok" : "no"}, link ${s.linkOk ? "ok" : "no"}, lang ${s.languageOk ? "ok" : "no"}] ${s.question.text}`,
    );
  for (const v of violations) console.log(`  violation ${v}`);
  const failures: string[] = [];
  if (n < 80) failures.push(`only ${n} labelled questions (< 80)`);
  if (onTopic / n < 0.9) failures.push(`on topic ${((100 * onTopic) / n).toFixed(1)} % < 90 %`);
  if (violations.length) failures.push(`${violations.length} restriction or dislike violations`);
  return { failures };
}
