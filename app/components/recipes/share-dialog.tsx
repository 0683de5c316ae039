/**
 * The share dialog (spec 1 sections 4, 5): six platforms, a caption of at most 280 characters with
 * a friendly default; submit is disabled until a platform is chosen. On success the platform's
 * share page opens in a new window (not for Instagram), the link is copied, the dialog closes and
 * resets. Guests are asked to log in.
 */
import { useState } from "react";
import { apiRequest, ApiClientError } from "~/lib/api-client";
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
import { FieldErrors, inputClass, labelClass } from "../ui/field";

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareDialog({
  open,
  onClose,
  recipe,
  recipeUrl,
  loginHref,
  onShared,
}: {
  open: boolean;
  onClose: () => void;
  recipe: { id: number; title: string };
  recipeUrl: string;
  loginHref: string;
  onShared?: () => void;
}) {
  const user = useOptionalUser();
  const { toast } = useToast();
  const [platform, setPlatform] = useState<SharePlatform | null>(null);
  const [caption, setCaption] = useState(() => defaultShareCaption(recipe.title));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);

  function reset() {
    setPlatform(null);
    setCaption(defaultShareCaption(recipe.title));
    setErrors({});
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!platform) return;
    if (caption.length > MAX_CAPTION_LENGTH) {
      setErrors({ caption: ["Maximum 280 characters"] });
      return;
    }
    setPending(true);
    try {
      const share = await apiRequest<{ shareUrl: string; platform: string }>(
        "POST",
        "/api/social/shares",
        {
          recipeId: recipe.id,
          platform,
          caption,
        },
      );
      // still within the click's user activation (a few seconds), so no popup blocker steps in
      if (platform !== "instagram") window.open(share.shareUrl, "_blank", "noopener,noreferrer");
      const copied = await copyText(recipeUrl);
      toast({
        title: "Recipe shared",
        description:
          platform === "instagram"
            ? copied
              ? "Link copied: paste it into your Instagram post or story."
              : "Copy the page link and paste it into your Instagram post or story."
            : copied
              ? `Opened ${SHARE_PLATFORM_LABELS[platform]} and copied the link.`
              : `Opened ${SHARE_PLATFORM_LABELS[platform]}.`,
      });
      reset();
      onShared?.();
      onClose();
    } catch (error) {
      if (error instanceof ApiClientError && error.fields) setErrors(error.fields);
      toast({
        title: "Error",
        description: "Failed to share recipe. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
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
        <form onSubmit={submit} className="space-y-4" noValidate>
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
            <FieldErrors id="share-platform-error" errors={errors.platform} />
          </fieldset>
          <div>
            <label htmlFor="share-caption" className={labelClass}>
              Caption
            </label>
            <textarea
              id="share-caption"
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
                caption.length > MAX_CAPTION_LENGTH ? ["Maximum 280 characters"] : errors.caption
              }
            />
          </div>
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
        </form>
      )}
    </Modal>
  );
}
