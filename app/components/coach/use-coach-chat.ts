/**
 * The coach's conversation state: the messages, one streaming turn at a time, Retry for an
 * interrupted reply. The page renders it with <Transcript> and sends from <Composer>.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { COACH_GREETING, COACH_TEXT, type WellnessCategoryId } from "~/content/wellness";
import { MAX_HISTORY_MESSAGE_CHARS, MAX_HISTORY_MESSAGES } from "~/domain/coach/prompt";
import {
  CoachInterruptedError,
  streamCoachTurn,
  type CoachSafety,
  type CoachTurnRequest,
} from "~/lib/coach-client";

export type AnalysisType = "text" | "image" | "deep-research";

/** The spec's chat message (client only). */
export type ChatMessage = {
  id: string;
  content: string;
  role: "user" | "assistant";
  timestamp: number;
  imageUrl?: string;
  analysisType: AnalysisType;
  wellnessCategories: WellnessCategoryId[];
  isTyping?: boolean;
  model?: string;
  failed?: boolean;
  /** the reply started but did not end properly: shown as interrupted, with Retry */
  interrupted?: string;
  /** the request that produced this reply, for Retry */
  request?: CoachTurnRequest;
  safety?: CoachSafety;
};

/** What the composer sends: the text, an attached image, and whether to research deeply. */
export type CoachTurnInput = {
  text: string;
  image: { dataUrl: string; name: string } | null;
  deepResearch: boolean;
};

let counter = 0;
const newId = () => `m${Date.now().toString(36)}${++counter}`;

export function useCoachChat() {
  const { toast } = useToast();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    {
      id: "greeting",
      role: "assistant",
      content: COACH_GREETING,
      timestamp: 0,
      analysisType: "text",
      wellnessCategories: [],
    },
  ]);
  const [busy, setBusy] = useState(false);
  const [mounted, setMounted] = useState(false);
  /** the transcript follows the reply unless the reader scrolled up (it sets this) */
  const stickToBottom = useRef(true);

  useEffect(() => {
    setMounted(true);
    // the greeting's time is the moment the page opened in this browser
    setMessages((list) =>
      list.map((m) => (m.id === "greeting" ? { ...m, timestamp: Date.now() } : m)),
    );
  }, []);

  const patch = (id: string, change: (m: ChatMessage) => ChatMessage) =>
    setMessages((list) => list.map((m) => (m.id === id ? change(m) : m)));

  /** Streams one reply into the message `replyId`; a cut reply stays, marked interrupted. */
  const runTurn = useCallback(
    async (replyId: string, request: CoachTurnRequest, userMessageId: string | null) => {
      setBusy(true);
      let frame = 0;
      let latest = "";
      const update = (partial: string) => {
        latest = partial;
        if (frame) return;
        frame = requestAnimationFrame(() => {
          frame = 0;
          patch(replyId, (m) => ({ ...m, content: latest, isTyping: false }));
        });
      };
      try {
        const result = await streamCoachTurn(request, update);
        if (frame) cancelAnimationFrame(frame);
        setMessages((list) =>
          list.map((m) =>
            m.id === replyId
              ? {
                  ...m,
                  content: result.text,
                  isTyping: false,
                  interrupted: undefined,
                  failed: false,
                  wellnessCategories: result.categories,
                  model: result.model,
                  safety: result.safety,
                  timestamp: Date.now(),
                }
              : m.id === userMessageId
                ? { ...m, wellnessCategories: result.categories }
                : m,
          ),
        );
      } catch (error) {
        if (frame) cancelAnimationFrame(frame);
        if (error instanceof CoachInterruptedError) {
          // what arrived stays readable, but never looks complete
          patch(replyId, (m) => ({
            ...m,
            content: error.text,
            isTyping: false,
            interrupted: error.reason,
            model: error.meta.model,
            wellnessCategories: error.meta.categories,
            safety: error.meta.safety,
            timestamp: Date.now(),
          }));
          toast({
            title: "Reply interrupted",
            description:
              "The coach's reply stopped before it was complete. Use Retry to ask again.",
            variant: "destructive",
          });
        } else {
          patch(replyId, (m) => ({
            ...m,
            content: COACH_TEXT.failureReply,
            isTyping: false,
            interrupted: undefined,
            failed: true,
            timestamp: Date.now(),
          }));
          toast({
            title: COACH_TEXT.connectionIssueTitle,
            description: COACH_TEXT.connectionIssueDescription,
            variant: "destructive",
          });
        }
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );

  const send = useCallback(
    async ({ text, image, deepResearch: deep }: CoachTurnInput) => {
      const analysisType: AnalysisType = image ? "image" : deep ? "deep-research" : "text";
      // interrupted and failed replies are not sent back as history
      const history = messages
        .filter((m) => m.id !== "greeting" && !m.isTyping && !m.failed && !m.interrupted)
        .slice(-MAX_HISTORY_MESSAGES)
        .map((m) => ({ role: m.role, content: m.content.slice(0, MAX_HISTORY_MESSAGE_CHARS) }));
      const userMessage: ChatMessage = {
        id: newId(),
        role: "user",
        content: text || COACH_TEXT.imagePrompt,
        timestamp: Date.now(),
        imageUrl: image?.dataUrl,
        analysisType,
        wellnessCategories: [],
      };
      const request: CoachTurnRequest = {
        message: userMessage.content,
        history,
        imageData: image?.dataUrl,
        deepResearch: deep,
      };
      const replyId = newId();
      const placeholder: ChatMessage = {
        id: replyId,
        role: "assistant",
        content: deep && !image ? COACH_TEXT.researching : COACH_TEXT.thinking,
        timestamp: Date.now(),
        analysisType,
        wellnessCategories: [],
        isTyping: true,
        request,
      };
      stickToBottom.current = true;
      setMessages((list) => [...list, userMessage, placeholder]);
      await runTurn(replyId, request, userMessage.id);
    },
    [messages, runTurn],
  );

  /** Asks again for an interrupted reply, in its place. */
  const retry = useCallback(
    async (message: ChatMessage) => {
      if (busy || !message.request) return;
      stickToBottom.current = true;
      patch(message.id, (m) => ({
        ...m,
        content:
          message.analysisType === "deep-research" ? COACH_TEXT.researching : COACH_TEXT.thinking,
        isTyping: true,
        interrupted: undefined,
      }));
      await runTurn(message.id, message.request, null);
    },
    [busy, runTurn],
  );

  return { messages, busy, mounted, send, retry, stickToBottom };
}
