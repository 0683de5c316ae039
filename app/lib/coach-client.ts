/**
 * Browser side of the coach: sends one turn to the streaming form of the chat (or deep-research)
 * API and hands each piece of the reply to `onText` as it arrives. Any non-success status or a
 * broken stream throws the spec's internal error, 'Failed to get response from NutriCoach'.
 */
import type { WellnessCategoryId } from "~/content/wellness";
import type { ChatHistoryMessage } from "~/domain/coach/prompt";

export const COACH_FAILURE = "Failed to get response from NutriCoach";

export type CoachTurnRequest = {
  message: string;
  history: ChatHistoryMessage[];
  imageData?: string | null;
  deepResearch: boolean;
};

export type CoachTurnResult = {
  text: string;
  model: string;
  builtIn: boolean;
  categories: WellnessCategoryId[];
};

export async function streamCoachTurn(
  turn: CoachTurnRequest,
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<CoachTurnResult> {
  const deep = turn.deepResearch && !turn.imageData;
  const url = deep ? "/api/nutricoach/deep-research?stream=1" : "/api/nutricoach/chat?stream=1";
  const body = deep
    ? {
        query: turn.message,
        userContext: null,
        researchDepth: "comprehensive",
        history: turn.history,
      }
    : {
        message: turn.message,
        history: turn.history,
        userContext: null,
        imageData: turn.imageData ?? undefined,
      };
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/plain" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new Error(COACH_FAILURE);
  }
  if (!response.ok || !response.body) throw new Error(COACH_FAILURE);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      onText(text);
    }
    text += decoder.decode();
  } catch {
    throw new Error(COACH_FAILURE);
  }
  if (!text.trim()) throw new Error(COACH_FAILURE);
  return {
    text,
    model: decodeURIComponent(response.headers.get("X-Coach-Model") ?? ""),
    builtIn: response.headers.get("X-Coach-Built-In") === "true",
    categories: (response.headers.get("X-Wellness-Categories") ?? "")
      .split(",")
      .filter(Boolean) as WellnessCategoryId[],
  };
}
