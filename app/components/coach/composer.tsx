import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useToast } from "~/components/toaster";
import { COACH_NAME, COACH_TEXT, quickPrompts } from "~/content/wellness";
import { MAX_IMAGE_BYTES } from "~/domain/images";
import type { CoachTurnInput } from "./use-coach-chat";
import { LineIcon } from "../ui/line-icon";

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The suggested questions and the message form, pinned to the bottom of a phone's screen: text,
 * an optional food image, voice (not built: says so) and deep research. Sending clears the text,
 * the image and the upload flag, and deep research switches itself off; the text box takes the
 * focus back when the reply has ended.
 */
export function Composer({
  busy,
  onSend,
}: {
  busy: boolean;
  onSend: (turn: CoachTurnInput) => Promise<void>;
}) {
  const { toast } = useToast();
  const [input, setInput] = useState("");
  const [image, setImage] = useState<CoachTurnInput["image"]>(null);
  const [uploading, setUploading] = useState(false);
  const [deepResearch, setDeepResearch] = useState(false);
  const [recording, setRecording] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const wasBusy = useRef(false);

  useEffect(() => {
    if (wasBusy.current && !busy) textArea.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const canSend = (input.trim().length > 0 || !!image) && !busy && !uploading;

  async function submit() {
    if (!canSend) return;
    const turn: CoachTurnInput = { text: input.trim(), image, deepResearch };
    setInput("");
    setImage(null);
    setUploading(false);
    setDeepResearch(false);
    await onSend(turn);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
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
    <>
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
          void submit();
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
            <LineIcon strokeWidth="1.8">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="11" r="2" />
              <path d="m21 17-5-5-7 7" />
            </LineIcon>
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
            <LineIcon strokeWidth="1.8">
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
            </LineIcon>
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
    </>
  );
}
