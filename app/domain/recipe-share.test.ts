import { describe, expect, it } from "vitest";
import {
  MAX_CAPTION_LENGTH,
  SHARE_PLATFORMS,
  defaultShareCaption,
  platformShareUrl,
} from "./recipe-share";

const input = {
  url: "https://nutricoach.example/recipes/5",
  caption: "Try this & love it",
  imageUrl: "https://nutricoach.example/images/recipes/x.svg",
  title: "Tomato Egg",
};

describe("sharing", () => {
  it("has the spec's six platforms", () => {
    expect(SHARE_PLATFORMS).toEqual([
      "facebook",
      "twitter",
      "instagram",
      "linkedin",
      "pinterest",
      "reddit",
    ]);
  });

  it("builds each platform's share page with the encoded link", () => {
    const u = encodeURIComponent(input.url);
    expect(platformShareUrl("facebook", input)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    );
    expect(platformShareUrl("twitter", input)).toBe(
      `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(input.caption)}`,
    );
    expect(platformShareUrl("linkedin", input)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    );
    expect(platformShareUrl("pinterest", input)).toContain(
      `media=${encodeURIComponent(input.imageUrl)}`,
    );
    expect(platformShareUrl("reddit", input)).toBe(
      `https://www.reddit.com/submit?url=${u}&title=${encodeURIComponent(input.title)}`,
    );
  });

  it("has no share page for Instagram", () => {
    expect(platformShareUrl("instagram", input)).toBeNull();
  });

  it("defaults to a friendly caption within the limit", () => {
    const caption = defaultShareCaption("Silky Tomato and Egg Stir-Fry");
    expect(caption).toMatch(/^Check out this delicious Silky Tomato and Egg Stir-Fry recipe/);
    expect(defaultShareCaption("x".repeat(400)).length).toBe(MAX_CAPTION_LENGTH);
  });
});

describe("platformShareUrl with a lone surrogate", () => {
  it("reads it as U+FFFD instead of throwing", () => {
    expect(
      platformShareUrl("twitter", { url: "https://x.test/r/1", caption: "a\ud800" }),
    ).toContain("text=a%EF%BF%BD");
  });
});
