/**
 * The share dialog (spec 1 sections 4, 5): six platforms, a caption of at most 280 characters with
 * a friendly default; submit is disabled until a platform is chosen. On success the platform's
 * share page opens in a new window (not for Instagram), the link is copied, the dialog closes and
 * resets. Guests are asked to log in. The share is a fetcher post to the recipe page's action
 * (intent `share`, the same service as POST /api/social/shares), whose answer carries the platform's
 * page; the page's loaders revalidate after it, so the share count needs no copy in state.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  MAX_CAPTION_LENGTH,
  SHARE_PLATFORMS,
  SHARE_PLATFORM_LABELS,
  defaultShareCaption,
  type SharePlatform,
} from "~/domain/recipe-share";
import { useOptionalUser } from "../shell-user";
import { useToast } from "../toaster";
import { Button, buttonClass } from "../ui/button";
import { Modal } from "../ui/dialog";
import { FieldErrors, FormAlert, inputClass, labelClass } from "../ui/field";
import { Labelled } from "../ui/labelled";

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The recipe page action's answer to intent `share` (app/http/recipe-page-actions.server.ts). */
type ShareReply =
  | { intent: "share"; shared: { platform: SharePlatform; shareUrl: string } }
  | { intent: string; result: SubmissionResult<string[]> };

export function ShareDialog({
  open,
  onClose,
  recipe,
  recipeUrl,
  loginHref,
}: {
  open: boolean;
  onClose: () => void;
  recipe: { id: number; title: string };
  recipeUrl: string;
  loginHref: string;
}) {
  const user = useOptionalUser();
  const { toast } = useToast();
  // the share posts to the recipe page's action; its loaders revalidate after it (the count)
  const fetcher = useFetcher<ShareReply>();
  const [platform, setPlatform] = useState<SharePlatform | null>(null);
  const [caption, setCaption] = useState(() => defaultShareCaption(recipe.title));
  const pending = fetcher.state !== "idle";
  const refused = fetcher.data && "result" in fetcher.data ? fetcher.data.result.error : null;

  // each answer is acted on once (an effect may run twice for the same answer)
  const answered = useRef<ShareReply | null>(null);
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || answered.current === reply) return;
    answered.current = reply;
    if (!("shared" in reply)) {
      toast({
        title: "Error",
        description: "Failed to share recipe. Please try again.",
        variant: "destructive",
      });
      return;
    }
    const shared = reply.shared;
    // still within the click's user activation (a few seconds), so no popup blocker steps in
    if (shared.platform !== "instagram")
      window.open(shared.shareUrl, "_blank", "noopener,noreferrer");
    void copyText(recipeUrl).then((copied) =>
      toast({
        title: "Recipe shared",
        description:
          shared.platform === "instagram"
            ? copied
              ? "Link copied: paste it into your Instagram post or story."
              : "Copy the page link and paste it into your Instagram post or story."
            : copied
              ? `Opened ${SHARE_PLATFORM_LABELS[shared.platform]} and copied the link.`
              : `Opened ${SHARE_PLATFORM_LABELS[shared.platform]}.`,
      }),
    );
    setPlatform(null);
    setCaption(defaultShareCaption(recipe.title));
    onClose();
  }, [fetcher.data, recipeUrl, recipe.title, toast, onClose]);

  function submit(event: React.FormEvent) {
    // the server checks the same (shareSchema); this keeps a post from leaving needlessly
    if (!platform || caption.length > MAX_CAPTION_LENGTH) event.preventDefault();
  }

  return (
    <Modal open={open} onClose={onClose} title="Share this recipe" description={recipe.title}>
      {!user ? (
        <div className="space-y-4">
          <p className="text-gray-700 dark:text-gray-300">
            Log in to share recipes with your friends.
          </p>
          <a href={loginHref} className={buttonClass("primary")}>
            Log in to share
          </a>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          action={`/recipes/${recipe.id}`}
          onSubmit={submit}
          className="space-y-4"
          noValidate
        >
          <input type="hidden" hidden name="intent" value="share" />
          <FormAlert errors={refused?.[""]} />
          <fieldset>
            <legend className={labelClass}>Platform</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {SHARE_PLATFORMS.map((p) => (
                <label
                  key={p}
                  className={
                    "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm " +
                    (platform === p
                      ? "border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50"
                      : "border-gray-300 dark:border-gray-600")
                  }
                >
                  <input
                    type="radio"
                    name="platform"
                    value={p}
                    checked={platform === p}
                    onChange={() => setPlatform(p)}
                    className="accent-emerald-700"
                  />
                  {SHARE_PLATFORM_LABELS[p]}
                </label>
              ))}
            </div>
            <FieldErrors id="share-platform-error" errors={refused?.platform} />
          </fieldset>
          <Labelled id="share-caption" label="Caption">
            <textarea
              id="share-caption"
              name="caption"
              rows={4}
              value={caption}
              onChange={(e) => setCaption(e.target.value)}
              aria-describedby="share-caption-hint share-caption-error"
              aria-invalid={caption.length > MAX_CAPTION_LENGTH || undefined}
              className={inputClass}
            />
            <p id="share-caption-hint" className="mt-1 text-xs text-gray-700 dark:text-gray-300">
              Maximum 280 characters ({caption.length}/{MAX_CAPTION_LENGTH})
            </p>
            <FieldErrors
              id="share-caption-error"
              errors={
                caption.length > MAX_CAPTION_LENGTH ? ["Maximum 280 characters"] : refused?.caption
              }
            />
          </Labelled>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!platform || pending || caption.length > MAX_CAPTION_LENGTH}
            >
              {pending ? "Sharing..." : "Share"}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </Modal>
  );
}
