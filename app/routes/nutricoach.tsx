import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { CategoryIcon } from "~/components/coach/category-icons";
import { MarkdownView } from "~/components/coach/markdown-view";
import { useToast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import {
  COACH_GREETING,
  COACH_NAME,
  COACH_PAGE_TITLE,
  COACH_TEXT,
  HEADER_CATEGORY_IDS,
  quickPrompts,
  wellnessCategoryById,
  type WellnessCategoryId,
} from "~/content/wellness";
import { MAX_HISTORY_MESSAGE_CHARS, MAX_HISTORY_MESSAGES } from "~/domain/coach/prompt";
import { MAX_IMAGE_BYTES } from "~/domain/images";
import { BUILT_IN_MODEL_LABEL, getConfiguredModel } from "~/lib/ai.server";
import { getSessionUser } from "~/lib/auth.server";
import {
  CoachInterruptedError,
  streamCoachTurn,
  type CoachSafety,
  type CoachTurnRequest,
} from "~/lib/coach-client";

export const meta: MetaFunction = () => [
  { title: "Emily AI, your holistic wellness coach | NutriCoach" },
  {
    name: "description",
    content:
      "Ask Emily AI about meal plans, blood sugar, weight, energy, digestion and sleep, with Ayurvedic and TCM perspectives next to the science.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  const chat = getConfiguredModel(context.env, "chat");
  const vision = getConfiguredModel(context.env, "vision");
  return json({
    signedIn: !!user,
    firstName: user?.firstName ?? null,
    modelLabel: chat?.label ?? BUILT_IN_MODEL_LABEL,
    builtIn: !chat,
    visionLabel: vision?.label ?? null,
  });
}

type AnalysisType = "text" | "image" | "deep-research";

/** The spec's chat message (client only). */
type ChatMessage = {
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

let counter = 0;
const newId = () => `m${Date.now().toString(36)}${++counter}`;

function formatTime(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export default function NutricoachPage() {
  const data = useLoaderData<typeof loader>();
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
  const [input, setInput] = useState("");
  const [image, setImage] = useState<{ dataUrl: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deepResearch, setDeepResearch] = useState(false);
  const [recording, setRecording] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mounted, setMounted] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const conversation = useRef<HTMLElement>(null);
  const stickToBottom = useRef(true);

  useEffect(() => {
    setMounted(true);
    // the greeting's time is the moment the page opened in this browser
    setMessages((list) =>
      list.map((m) => (m.id === "greeting" ? { ...m, timestamp: Date.now() } : m)),
    );
  }, []);

  // follow the reply as it streams in, unless the reader scrolled up to read something earlier
  useEffect(() => {
    const box = conversation.current;
    if (box && stickToBottom.current) box.scrollTop = box.scrollHeight;
  }, [messages]);

  const canSend = (input.trim().length > 0 || !!image) && !busy && !uploading;

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
          setMessages((list) =>
            list.map((m) => (m.id === replyId ? { ...m, content: latest, isTyping: false } : m)),
          );
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
          setMessages((list) =>
            list.map((m) =>
              m.id === replyId
                ? {
                    ...m,
                    content: error.text,
                    isTyping: false,
                    interrupted: error.reason,
                    model: error.meta.model,
                    wellnessCategories: error.meta.categories,
                    safety: error.meta.safety,
                    timestamp: Date.now(),
                  }
                : m,
            ),
          );
          toast({
            title: "Reply interrupted",
            description:
              "The coach's reply stopped before it was complete. Use Retry to ask again.",
            variant: "destructive",
          });
        } else {
          setMessages((list) =>
            list.map((m) =>
              m.id === replyId
                ? {
                    ...m,
                    content: COACH_TEXT.failureReply,
                    isTyping: false,
                    interrupted: undefined,
                    failed: true,
                    timestamp: Date.now(),
                  }
                : m,
            ),
          );
          toast({
            title: COACH_TEXT.connectionIssueTitle,
            description: COACH_TEXT.connectionIssueDescription,
            variant: "destructive",
          });
        }
      } finally {
        setBusy(false);
        textArea.current?.focus();
      }
    },
    [toast],
  );

  const send = useCallback(async () => {
    if (!canSend) return;
    const text = input.trim();
    const attached = image;
    const deep = deepResearch;
    const analysisType: AnalysisType = attached ? "image" : deep ? "deep-research" : "text";
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
      imageUrl: attached?.dataUrl,
      analysisType,
      wellnessCategories: [],
    };
    const request: CoachTurnRequest = {
      message: userMessage.content,
      history,
      imageData: attached?.dataUrl,
      deepResearch: deep,
    };
    const replyId = newId();
    const placeholder: ChatMessage = {
      id: replyId,
      role: "assistant",
      content: deep && !attached ? COACH_TEXT.researching : COACH_TEXT.thinking,
      timestamp: Date.now(),
      analysisType,
      wellnessCategories: [],
      isTyping: true,
      request,
    };
    stickToBottom.current = true;
    setMessages((list) => [...list, userMessage, placeholder]);
    // sending clears the text, the image and the upload flag; deep research switches itself off
    setInput("");
    setImage(null);
    setUploading(false);
    setDeepResearch(false);
    await runTurn(replyId, request, userMessage.id);
  }, [canSend, input, image, deepResearch, messages, runTurn]);

  /** Asks again for an interrupted reply, in its place. */
  const retry = useCallback(
    async (message: ChatMessage) => {
      if (busy || !message.request) return;
      stickToBottom.current = true;
      setMessages((list) =>
        list.map((m) =>
          m.id === message.id
            ? {
                ...m,
                content:
                  message.analysisType === "deep-research"
                    ? COACH_TEXT.researching
                    : COACH_TEXT.thinking,
                isTyping: true,
                interrupted: undefined,
              }
            : m,
        ),
      );
      await runTurn(message.id, message.request, null);
    },
    [busy, runTurn],
  );

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({
        title: COACH_TEXT.invalidFileTitle,
        description: COACH_TEXT.invalidFileDescription,
        variant: "destructive",
      });
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      toast({
        title: COACH_TEXT.invalidFileTitle,
        description: `Please choose an image smaller than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`,
        variant: "destructive",
      });
      return;
    }
    setUploading(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      setImage({ dataUrl, name: file.name });
      setInput(COACH_TEXT.imagePrompt);
    } catch {
      toast({
        title: COACH_TEXT.uploadErrorTitle,
        description: COACH_TEXT.uploadErrorDescription,
        variant: "destructive",
      });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col px-4 pb-4 pt-4 sm:px-6 sm:py-8">
      <header className="rounded-2xl bg-gradient-to-r from-emerald-700 to-teal-700 p-4 text-white shadow sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{COACH_PAGE_TITLE}</h1>
            <p className="mt-1 hidden text-emerald-50 sm:block">
              {COACH_NAME}, your holistic nutritionist: nutrition science, Ayurveda and traditional
              Chinese medicine.
            </p>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Coaching areas">
            {HEADER_CATEGORY_IDS.map((id) => {
              const category = wellnessCategoryById(id)!;
              return (
                <li
                  key={id}
                  title={category.label}
                  className="flex items-center gap-1 rounded-full bg-white/15 px-2.5 py-1 text-xs sm:px-3 sm:py-1.5 sm:text-sm"
                >
                  <CategoryIcon id={id} />
                  <span>{category.label}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <p className="mt-3 text-xs text-emerald-50 sm:text-sm" data-testid="coach-model">
          Answers from: <strong>{data.modelLabel}</strong>
          {data.builtIn
            ? " (no AI model is configured; replies are built from your profile, our recipes and the USDA food table)"
            : ""}
        </p>
      </header>

      <section
        ref={conversation}
        aria-label="Conversation with Emily AI"
        tabIndex={0}
        onScroll={(e) => {
          const box = e.currentTarget;
          stickToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
        }}
        className="mt-4 max-h-[65vh] min-h-[12rem] flex-1 space-y-4 overflow-y-auto rounded-2xl sm:mt-6 sm:min-h-[16rem] border border-gray-200 bg-gray-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-gray-800 dark:bg-gray-900"
      >
        <div role="log" aria-live="polite" aria-relevant="additions">
          <ol className="space-y-4">
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                showTime={mounted && m.timestamp > 0}
                onRetry={busy ? undefined : () => void retry(m)}
              />
            ))}
          </ol>
        </div>
      </section>

      <div className="mt-4">
        <h2 className="sr-only">Suggested questions</h2>
        <ul className="flex flex-wrap gap-2">
          {quickPrompts().map((prompt) => (
            <li key={prompt}>
              <button
                type="button"
                onClick={() => {
                  setInput(prompt);
                  textArea.current?.focus();
                }}
                className="rounded-full border border-emerald-300 bg-white px-3 py-1.5 text-left text-sm text-emerald-900 hover:bg-emerald-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-emerald-700 dark:bg-gray-900 dark:text-emerald-200 dark:hover:bg-gray-800"
              >
                {prompt}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {/* pinned to the bottom of the screen on a phone while the chat scrolls (issue 19) */}
      <form
        className="sticky bottom-0 z-10 mt-4 rounded-2xl border border-gray-200 bg-white p-2 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] sm:p-3 dark:border-gray-700 dark:bg-gray-900"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {image ? (
          <div className="mb-3 flex items-center gap-3" data-testid="image-preview">
            <img
              src={image.dataUrl}
              alt="Selected food"
              className="h-16 w-16 rounded-md object-cover"
            />
            <span className="truncate text-sm text-gray-700 dark:text-gray-300">{image.name}</span>
            <button
              type="button"
              onClick={() => {
                setImage(null);
                if (fileInput.current) fileInput.current.value = "";
              }}
              className="ml-auto rounded-md px-2 py-1 text-sm font-medium text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
            >
              Remove image
            </button>
          </div>
        ) : null}
        <label htmlFor="coach-message" className="sr-only">
          Message {COACH_NAME}
        </label>
        <textarea
          id="coach-message"
          ref={textArea}
          rows={2}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about nutrition, blood sugar, weight, digestion, Ayurveda or TCM... (Enter sends, Shift+Enter adds a line)"
          className="block w-full resize-y rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            id="coach-image"
            type="file"
            accept="image/*"
            className="hidden"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            className="inline-flex items-center gap-1 rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
            aria-label="Upload a food image"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="11" r="2" />
              <path d="m21 17-5-5-7 7" />
            </svg>
            <span className="hidden sm:inline">Image</span>
          </button>
          <button
            type="button"
            aria-pressed={recording}
            onClick={() => {
              setRecording((r) => !r);
              toast({ title: COACH_TEXT.voiceComingSoon });
            }}
            className="inline-flex items-center gap-1 rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
            aria-label="Voice input"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
            </svg>
            <span className="hidden sm:inline">Voice</span>
          </button>
          <button
            type="button"
            role="switch"
            aria-checked={deepResearch}
            onClick={() => setDeepResearch((d) => !d)}
            className={`inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium ${
              deepResearch
                ? "border-violet-600 bg-violet-700 text-white"
                : "border-gray-300 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
            }`}
          >
            <span
              aria-hidden="true"
              className={`h-3 w-3 rounded-full ${deepResearch ? "bg-white" : "bg-gray-400 dark:bg-gray-500"}`}
            />
            Deep research
          </button>
          <button
            type="submit"
            disabled={!canSend}
            className="ml-auto inline-flex items-center gap-2 rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            Send
          </button>
        </div>
        {deepResearch ? (
          <p className="mt-2 text-xs text-gray-700 dark:text-gray-300">
            Deep research gives a longer, evidence-focused answer for your next message.
          </p>
        ) : null}
      </form>
      <p className="mt-3 text-center text-xs text-gray-700 dark:text-gray-300">
        {COACH_NAME} offers nutrition education, not medical advice.
      </p>
    </div>
  );
}

function MessageItem({
  message,
  showTime,
  onRetry,
}: {
  message: ChatMessage;
  showTime: boolean;
  onRetry?: () => void;
}) {
  const mine = message.role === "user";
  return (
    <li
      className={`flex ${mine ? "justify-end" : "justify-start"}`}
      data-role={message.role}
      data-testid="chat-message"
    >
      <article
        aria-label={mine ? "Your message" : `${COACH_NAME}'s reply`}
        aria-busy={message.isTyping ? true : undefined}
        className={`max-w-[90%] rounded-2xl px-4 py-3 shadow-sm ${
          mine
            ? "bg-emerald-700 text-white"
            : "border border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
        }`}
      >
        {message.imageUrl ? (
          <img src={message.imageUrl} alt="Food you shared" className="mb-2 max-h-48 rounded-lg" />
        ) : null}
        {mine ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : message.isTyping ? (
          <p className="italic text-gray-700 dark:text-gray-300" data-testid="typing">
            {message.content}
          </p>
        ) : (
          <div data-testid="assistant-content">
            <MarkdownView text={message.content} />
          </div>
        )}
        {message.interrupted ? (
          <div
            role="alert"
            data-testid="reply-interrupted"
            className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <span>
              <strong>Interrupted:</strong> this reply stopped before it was complete.{" "}
              {message.interrupted}
            </span>
            <button
              type="button"
              onClick={onRetry}
              disabled={!onRetry}
              className="rounded-md bg-amber-800 px-3 py-1 font-semibold text-white hover:bg-amber-900 disabled:opacity-70"
            >
              Retry
            </button>
          </div>
        ) : null}
        <div
          className={`mt-2 flex flex-wrap items-center gap-2 text-xs ${mine ? "text-emerald-50" : "text-gray-700 dark:text-gray-300"}`}
        >
          {showTime ? (
            <time dateTime={new Date(message.timestamp).toISOString()}>
              {formatTime(message.timestamp)}
            </time>
          ) : null}
          {message.analysisType === "deep-research" ? (
            <Badge tone="violet">Deep Research</Badge>
          ) : null}
          {message.analysisType === "image" ? <Badge tone="sky">Image Analysis</Badge> : null}
          {!mine && message.safety ? (
            <Badge tone={message.safety.level === "caution" ? "amber" : "rose"}>
              Safety notice
            </Badge>
          ) : null}
          {message.wellnessCategories.map((id) => (
            <Badge key={id} tone={mine ? "gray" : "emerald"}>
              {wellnessCategoryById(id)?.label ?? id}
            </Badge>
          ))}
          {!mine && message.model ? (
            <span data-testid="answered-by">Answered by {message.model}</span>
          ) : null}
        </div>
      </article>
    </li>
  );
}
