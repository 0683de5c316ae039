import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirect("/profile")).toBe("/profile");
    expect(safeRedirect("/recipes/1?tab=story#comments")).toBe("/recipes/1?tab=story#comments");
  });

  it("falls back for anything that could leave the site", () => {
    for (const to of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/.//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/./\\evil.example",
      "evil",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirect(to, "/home")).toBe("/home");
    }
  });
});
