/**
 * The safety gate in front of every coach model (ADR 024): the decision for one turn.
 * - "answer": the fixed text is the whole reply and no model is called (emergencies, crisis,
 *   eating-disorder signs, a minor dieting, extreme goals): nothing a model writes can add a
 *   harmful food suggestion to it;
 * - "prefix": the fixed notice comes first, then the model's answer (pregnancy, medicines);
 * - "clear": the model answers as usual.
 * The verdict is the rules' and the learned model's, combined by `classifySafety` (ADR 042).
 */
import type { OtherLanguage } from "~/domain/languages";
import { safetyLanguage, type SafetyContext, type SafetyVerdict } from "./classify";
import { classifySafety } from "./learned";
import { SAFETY_LANGUAGE_NOTES, SAFETY_TEXTS } from "./texts";

export type SafetyDecision =
  | { kind: "clear"; verdict: null }
  | { kind: "answer" | "prefix"; verdict: SafetyVerdict; text: string };

/** The `safety` field of a coach answer: the class and level, or null when none applied. */
export type SafetyInfo = SafetyVerdict | null;

export function safetyGate(message: string, context: SafetyContext = {}): SafetyDecision {
  return gateFor(classifySafety(message, context), safetyLanguage(message));
}

/**
 * The decision for a verdict (also one a configured model's safety check returned); for a message
 * in Spanish, French or German, the fixed text starts with one sentence in that language (ADR 053).
 */
export function gateFor(
  verdict: SafetyVerdict | null,
  language: OtherLanguage | null = null,
): SafetyDecision {
  if (!verdict) return { kind: "clear", verdict: null };
  const english = SAFETY_TEXTS[verdict.class];
  const text = language
    ? `${SAFETY_LANGUAGE_NOTES[language][verdict.level]}\n\n${english}`
    : english;
  return { kind: verdict.level === "caution" ? "prefix" : "answer", verdict, text };
}
