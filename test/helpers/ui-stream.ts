/**
 * Reads the coach's streamed answer (the AI SDK UI message stream: server-sent events of JSON
 * parts) the way the page does: each event as it arrives, the text, whether `finish` came, the
 * `error` part's text, and whether the connection broke.
 */
export type UiPart = {
  type: string;
  delta?: string;
  errorText?: string;
  messageMetadata?: Record<string, unknown>;
};

export type UiStreamResult = {
  parts: UiPart[];
  /** the text of each text-delta event, in order */
  deltas: string[];
  text: string;
  finished: boolean;
  errorText: string | null;
  /** the connection ended without the stream's terminator */
  broken: boolean;
  metadata: Record<string, unknown> | null;
};

export async function readUiStream(res: Response): Promise<UiStreamResult> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const parts: UiPart[] = [];
  let buffer = "";
  let done = false;
  let broken = false;
  const take = (final: boolean) => {
    const events = buffer.split("\n\n");
    buffer = final ? "" : (events.pop() ?? "");
    for (const event of events) {
      const data = event.replace(/^data: /, "").trim();
      if (!data) continue;
      if (data === "[DONE]") {
        done = true;
        continue;
      }
      parts.push(JSON.parse(data) as UiPart);
    }
  };
  try {
    for (;;) {
      const step = await reader.read();
      if (step.done) break;
      buffer += decoder.decode(step.value, { stream: true });
      take(false);
    }
    take(true);
  } catch {
    broken = true;
  }
  const deltas = parts.filter((p) => p.type === "text-delta").map((p) => p.delta ?? "");
  return {
    parts,
    deltas,
    text: deltas.join(""),
    finished: parts.some((p) => p.type === "finish"),
    errorText: parts.find((p) => p.type === "error")?.errorText ?? null,
    broken: broken || !done,
    metadata: (parts.find((p) => p.type === "start")?.messageMetadata ?? null) as Record<
      string,
      unknown
    > | null,
  };
}
