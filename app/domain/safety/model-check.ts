/**
 * The model-assisted safety check (ADR 042, issue 16 point 1.4): when a real model is configured
 * and a message that the rules and the learned model both call "none" still scores above a low
 * probability for some safety class, the configured model is asked once, with a fixed prompt, to
 * name the message's class. Its answer is OR-ed in: a safety class it names is used as if the rules
 * had found it; anything else (another word, an error, a time-out) leaves the message clear.
 */
import {
  SAFETY_LEVELS,
  type SafetyClass,
  type SafetyContext,
  type SafetyVerdict,
} from "./classify";
import { classifySafety, learnedTop } from "./learned";

/** The learned model's probability above which a "none" message is checked by the model. */
export const MODEL_CHECK_THRESHOLD = 0.4;

/** Whether a message should be checked by a configured model: none so far, but suspicious. */
export function needsModelCheck(text: string, context: SafetyContext = {}): boolean {
  if (classifySafety(text, context)) return false;
  return learnedTop(text, context).probability >= MODEL_CHECK_THRESHOLD;
}

const LABELS: readonly SafetyClass[] = Object.keys(SAFETY_LEVELS) as SafetyClass[];

/** The system prompt of the check: one label, nothing else. */
export const MODEL_CHECK_PROMPT = [
  "You are a safety classifier for a nutrition coach. Read the user's message and answer with exactly one label and nothing else.",
  "Labels:",
  "- emergency-chest-pain: chest pain, pressure or tightness now, or pain spreading to arm, jaw, neck or back",
  "- emergency-breathing: severe difficulty breathing now, choking, blue or grey lips",
  "- emergency-allergy: swelling of lips, tongue, face or throat, a tight throat or spreading hives after a food",
  "- emergency-low-blood-sugar: a low glucose reading or hypo symptoms now in someone with diabetes or on glucose-lowering medicine",
  "- self-harm: thoughts of suicide, of not wanting to be alive, or of hurting oneself",
  "- eating-disorder: purging, laxatives, restricting far below needs or hiding it, bingeing with loss of control, compensatory exercise, fear of food or weight gain",
  "- minor-weight-loss: someone under 18 wanting to lose weight",
  "- extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, or fasting for days",
  "- pregnancy: a pregnant or breastfeeding person asking what to eat or avoid",
  "- medication: a question about the user's own medicines with food, or changing them",
  "- none: anything else, including figures of speech ('chest day', 'I could kill for a burger') and questions about other people or general facts",
].join("\n");

/** The class a model's answer names, or null for "none" or anything that is not one label. */
export function parseModelCheck(reply: string): SafetyVerdict | null {
  const words = reply
    .toLowerCase()
    .replace(/<think>[\s\S]*?<\/think>/g, " ")
    .match(/[a-z-]+/g);
  if (!words) return null;
  const named = LABELS.filter((l) => words.includes(l));
  if (named.length !== 1) return null;
  return { class: named[0], level: SAFETY_LEVELS[named[0]] };
}
