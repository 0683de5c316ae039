/**
 * The model-assisted safety check (ADR 042): asks the configured model (an OpenAI-compatible
 * endpoint or the Workers AI binding) to classify a message the rules and the learned model call
 * "none" but the learned model finds suspicious. Fails open: without a model, or when the model
 * errs or answers something that is not one label, the message stays clear (the rules and the
 * learned model remain the floor, and configured models keep their prompt rules).
 */
import type { SafetyContext, SafetyVerdict } from "~/domain/safety/classify";
import { MODEL_CHECK_PROMPT, needsModelCheck, parseModelCheck } from "~/domain/safety/model-check";
import { generateModelText, getConfiguredModel, type AiEnv } from "~/lib/ai.server";

/** How long the check may take before the message is left clear. */
export const MODEL_CHECK_TIMEOUT_MS = 8_000;

export async function modelSafetyCheck(
  env: AiEnv,
  message: string,
  context: SafetyContext = {},
): Promise<SafetyVerdict | null> {
  if (!needsModelCheck(message, context)) return null;
  const configured = getConfiguredModel(env, "chat");
  if (!configured) return null;
  try {
    const reply = await generateModelText({
      model: configured.model,
      system: MODEL_CHECK_PROMPT,
      messages: [{ role: "user", content: message }],
      maxOutputTokens: 16,
      timeoutMs: MODEL_CHECK_TIMEOUT_MS,
    });
    return parseModelCheck(reply);
  } catch {
    return null;
  }
}
