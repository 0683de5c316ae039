import { describe, expect, it } from "vitest";
import { hashString, recipeArtSvg } from "./recipe-art";

describe("recipeArtSvg", () => {
  it("draws the same picture for the same slug and another for another slug", () => {
    const a = recipeArtSvg({ slug: "lemon-herb-chickpea-bowl", cuisine: "Mediterranean" });
    expect(recipeArtSvg({ slug: "lemon-herb-chickpea-bowl", cuisine: "Mediterranean" })).toBe(a);
    expect(recipeArtSvg({ slug: "ginger-salmon-rice", cuisine: "Mediterranean" })).not.toBe(a);
  });

  it("is a small, self-contained SVG with no external references", () => {
    const svg = recipeArtSvg({ slug: "x", cuisine: "Thai" });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/);
    expect(svg.length).toBeLessThan(4000);
  });

  it("hashes strings stably", () => {
    expect(hashString("abc")).toBe(hashString("abc"));
    expect(hashString("abc")).not.toBe(hashString("abd"));
  });
});
