import type { MutableRefObject } from "react";
import { useEffect, useRef } from "react";
import { MarkdownView } from "~/components/coach/markdown-view";
import { Badge } from "~/components/ui/badge";
import { COACH_NAME, wellnessCategoryById } from "~/content/wellness";
import type { ChatMessage } from "./use-coach-chat";

function formatTime(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

/**
 * The conversation: a scrolling log that follows a streaming reply unless the reader scrolled up
 * to read something earlier (`stickToBottom`, shared with the chat so a new turn re-attaches it).
 */
export function Transcript({
  messages,
  mounted,
  busy,
  stickToBottom,
  onRetry,
}: {
  messages: ChatMessage[];
  mounted: boolean;
  busy: boolean;
  stickToBottom: MutableRefObject<boolean>;
  onRetry: (message: ChatMessage) => void;
}) {
  const conversation = useRef<HTMLElement>(null);

  useEffect(() => {
    const box = conversation.current;
    if (box && stickToBottom.current) box.scrollTop = box.scrollHeight;
  }, [messages, stickToBottom]);

  return (
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
              onRetry={busy ? undefined : () => onRetry(m)}
            />
          ))}
        </ol>
      </div>
    </section>
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
