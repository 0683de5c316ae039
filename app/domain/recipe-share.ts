/**
 * Sharing a recipe (spec 1 sections 3, 4, 5): six platforms, a caption of at most 280 characters,
 * the platform's own share page opened in a new window (none for Instagram, which has no web share
 * page: the link is copied instead). Pure.
 */
export const SHARE_PLATFORMS = [
  "facebook",
  "twitter",
  "instagram",
  "linkedin",
  "pinterest",
  "reddit",
] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export const SHARE_PLATFORM_LABELS: Record<SharePlatform, string> = {
  facebook: "Facebook",
  twitter: "Twitter / X",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  reddit: "Reddit",
};

export const MAX_CAPTION_LENGTH = 280;

export function defaultShareCaption(recipeTitle: string): string {
  return `Check out this delicious ${recipeTitle} recipe I found on NutriCoach! Healthy, tasty and easy to make.`.slice(
    0,
    MAX_CAPTION_LENGTH,
  );
}

/** Text with any lone surrogate as U+FFFD: `encodeURIComponent` throws URIError on one (fuzz, 2026-11-27). */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/**
 * The platform's share page for a recipe link, or null for Instagram (no web share page).
 * `imageUrl` must be absolute for Pinterest; the caption rides where the platform takes text.
 */
export function platformShareUrl(
  platform: SharePlatform,
  input: { url: string; caption?: string | null; imageUrl?: string | null; title?: string },
): string | null {
  const u = encodeURIComponent(wellFormed(input.url));
  const text = encodeURIComponent(wellFormed(input.caption || input.title || ""));
  switch (platform) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${u}${text ? `&text=${text}` : ""}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "pinterest":
      return (
        `https://pinterest.com/pin/create/button/?url=${u}` +
        (input.imageUrl ? `&media=${encodeURIComponent(input.imageUrl)}` : "") +
        (text ? `&description=${text}` : "")
      );
    case "reddit":
      return `https://www.reddit.com/submit?url=${u}${text ? `&title=${encodeURIComponent(input.title || input.caption || "")}` : ""}`;
    case "instagram":
      return null;
  }
}
