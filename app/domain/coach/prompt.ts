/**
 * What is sent to a model for one coach turn: the persona and the user's context as the system
 * prompt, and at most the last 8 messages of the conversation (spec 2 section 9).
 */
import { COACH_NAME } from "~/content/wellness";
import type { SafetyVerdict } from "../safety/classify";
import { SAFETY_PROMPT_RULES } from "../safety/texts";
import { describeProfileForPrompt, type CoachProfile, type CoachTargets } from "./profile";
import { FORMAT_INSTRUCTIONS, recipePageLink } from "./reply-format";

export const MAX_HISTORY_MESSAGES = 8;
/** Characters kept of one history message (a long pasted text must not crowd out the question). */
export const MAX_HISTORY_MESSAGE_CHARS = 4000;
export const MAX_MESSAGE_CHARS = 4000;

export type ChatRole = "user" | "assistant";
export type ChatHistoryMessage = { role: ChatRole; content: string };

/** The last 8 non-empty messages, each cut to a sane length. */
export function recentHistory(history: readonly ChatHistoryMessage[]): ChatHistoryMessage[] {
  return history
    .filter((m) => (m.role === "user" || m.role === "assistant") && m.content.trim())
    .slice(-MAX_HISTORY_MESSAGES)
    .map((m) => ({ role: m.role, content: m.content.trim().slice(0, MAX_HISTORY_MESSAGE_CHARS) }));
}

export const PERSONA = [
  `You are ${COACH_NAME}, a holistic nutritionist in the NutriCoach app. You cover diabetes management,`,
  "weight management and obesity treatment, Ayurveda, traditional Chinese medicine (TCM) and functional",
  "medicine, always next to current nutrition science. Be warm, practical and specific: use the user's",
  "numbers below, respect their dietary restrictions and dislikes without exception, and keep traditional",
  "perspectives clearly labelled as traditional. You give nutrition education, not medical advice: say so",
  "briefly, and send anyone with symptoms, medication questions or a medical condition to their doctor.",
].join(" ");

export const DEEP_RESEARCH_INSTRUCTIONS = [
  "Deep research mode: give a thorough, well-organised answer. Cover what the evidence says (name the kind",
  "of study and its limits), the Ayurvedic and TCM perspectives, a practical plan for the next week with",
  "concrete foods and amounts from the user's targets, and what to watch or ask a clinician about.",
].join(" ");

export type SystemPromptInput = {
  profile: CoachProfile | null;
  targets: CoachTargets;
  deepResearch?: boolean;
  /** catalogue recipes that fit the user's restrictions, to suggest by name and link */
  recipes?: readonly { id: number; title: string }[];
  /** the user attached a photo that the model cannot see */
  imageNotVisible?: boolean;
  /** a caution class the safety layer found in this message (its notice is shown before the reply) */
  safety?: SafetyVerdict | null;
};

const CAUTION_NOTES: Record<string, string> = {
  pregnancy:
    "The user's message is about pregnancy or breastfeeding. A food-safety notice is already shown above your reply: answer the question with pregnancy-safe choices only, and no weight-loss advice.",
  medication:
    "The user's message mentions medicines. A notice is already shown above your reply: answer the food question, never suggest starting, stopping or changing a medicine or its dose, and name the prescriber or pharmacist for anything about the medicine itself.",
};

export function buildSystemPrompt(input: SystemPromptInput): string {
  const parts = [
    PERSONA,
    SAFETY_PROMPT_RULES,
    "## The user",
    describeProfileForPrompt(input.profile, input.targets),
  ];
  if (input.recipes?.length) {
    parts.push(
      "## Recipes in the NutriCoach catalogue that fit this user (prefer these when suggesting recipes, with these links)",
      input.recipes.map((r) => `- ${recipePageLink(r.id, r.title)}`).join("\n"),
    );
  }
  parts.push("## Reply format", FORMAT_INSTRUCTIONS);
  if (input.deepResearch) parts.push("## Mode", DEEP_RESEARCH_INSTRUCTIONS);
  if (input.imageNotVisible)
    parts.push(
      "## Note",
      "The user attached a photo, but no vision model is configured, so you cannot see it. Say so in one sentence and ask them to describe the food and the amount.",
    );
  const caution = input.safety ? CAUTION_NOTES[input.safety.class] : undefined;
  if (caution) parts.push("## This message", caution);
  return parts.join("\n\n");
}
