/**
 * Browser side of the coach: sends one turn to the streaming form of the chat (or deep-research)
 * API and reads the AI SDK UI message stream it answers (server-sent events; ADR 025). Each piece
 * of text goes to `onText` as it arrives. A reply counts as complete only when the stream's
 * `finish` part arrived: an `error` part, a broken connection or a stream that simply ends early
 * make it an interrupted reply (`CoachInterruptedError`, with the text so far). A non-success
 * status (or no connection at all) throws the spec's internal error, 'Failed to get response from
 * NutriCoach'.
 *
 * The parser is a few lines rather than the SDK's client: the page needs text, metadata and the
 * end marker, and no SDK code in its bundle.
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

export type CoachSafety = { class: string; level: string } | null;

export type CoachTurnMeta = {
  model: string;
  builtIn: boolean;
  categories: WellnessCategoryId[];
  safety: CoachSafety;
};

export type CoachTurnResult = CoachTurnMeta & { text: string };

/** The reply started but did not end properly; `text` is what arrived. */
export class CoachInterruptedError extends Error {
  constructor(
    readonly text: string,
    readonly meta: CoachTurnMeta,
    readonly reason: string,
  ) {
    super(reason);
    this.name = "CoachInterruptedError";
  }
}

type StreamPart =
  | { type: "start"; messageMetadata?: Partial<AnswerMeta> }
  | { type: "text-delta"; delta: string }
  | { type: "finish" }
  | { type: "error"; errorText: string }
  | { type: "abort" }
  | { type: string };

type AnswerMeta = {
  model: string;
  builtIn: boolean;
  wellnessCategories: WellnessCategoryId[];
  safety: CoachSafety;
};

/**
 * Reads server-sent events: calls `onPart` with each `data:` line's JSON. Resolves when the body
 * ends; rejects when the connection breaks.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onPart: (part: StreamPart) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const flushEvents = (final: boolean) => {
    const events = buffer.split(/\r?\n\r?\n/);
    buffer = final ? "" : (events.pop() ?? "");
    for (const event of events) {
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).replace(/^ /, ""))
        .join("\n");
      if (!data || data === "[DONE]") continue;
      try {
        onPart(JSON.parse(data) as StreamPart);
      } catch {
        // a malformed event is skipped; a reply without its finish part still counts as cut
      }
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    flushEvents(false);
  }
  buffer += decoder.decode();
  flushEvents(true);
}

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
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new Error(COACH_FAILURE);
  }
  if (!response.ok || !response.body) throw new Error(COACH_FAILURE);

  const meta: CoachTurnMeta = {
    model: decodeURIComponent(response.headers.get("X-Coach-Model") ?? ""),
    builtIn: response.headers.get("X-Coach-Built-In") === "true",
    categories: (response.headers.get("X-Wellness-Categories") ?? "")
      .split(",")
      .filter(Boolean) as WellnessCategoryId[],
    safety: null,
  };
  let text = "";
  let finished = false;
  let failure: string | null = null;
  try {
    await readEventStream(response.body, (part) => {
      if (part.type === "start" && "messageMetadata" in part && part.messageMetadata) {
        const m = part.messageMetadata;
        if (typeof m.model === "string") meta.model = m.model;
        if (typeof m.builtIn === "boolean") meta.builtIn = m.builtIn;
        if (Array.isArray(m.wellnessCategories)) meta.categories = m.wellnessCategories;
        meta.safety = m.safety ?? null;
      } else if (part.type === "text-delta" && "delta" in part) {
        text += part.delta;
        onText(text);
      } else if (part.type === "finish") {
        finished = true;
      } else if (part.type === "error") {
        failure = ("errorText" in part && part.errorText) || "The reply broke off.";
      } else if (part.type === "abort") {
        failure = "The reply was stopped.";
      }
    });
  } catch {
    failure = "The connection broke while the reply was arriving.";
  }
  if (!failure && !finished) failure = "The reply ended before it was complete.";
  if (failure) {
    if (!text.trim()) throw new Error(COACH_FAILURE);
    throw new CoachInterruptedError(text, meta, failure);
  }
  if (!text.trim()) throw new Error(COACH_FAILURE);
  return { ...meta, text };
}
