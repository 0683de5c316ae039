import { describe, expect, it } from "vitest";
import { staticCacheControl } from "./static-cache";

describe("staticCacheControl", () => {
  it("caches the compiler's hashed files for a year, immutable", () => {
    expect(staticCacheControl("/build/_shared/chunk-ABC.js")).toBe(
      "public, max-age=31536000, immutable",
    );
  });
  it("caches images for a week, then revalidates in the background", () => {
    expect(staticCacheControl("/images/recipes/congee.svg")).toBe(
      "public, max-age=604800, stale-while-revalidate=86400",
    );
  });
  it("caches other files for an hour", () => {
    expect(staticCacheControl("/favicon.svg")).toBe("public, max-age=3600");
    expect(staticCacheControl("/buildings.svg")).toBe("public, max-age=3600");
  });
});
