import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * The test harness's Miniflare patch (patches/miniflare+*.patch, docs/decisions/003): a binding
 * proxy's synchronous call waits for its own answer instead of asserting that the answer is
 * already on the port, which under a loaded machine it sometimes was not (fuzz-social failed
 * with "false == true" and broke the proxy for the rest of the file).
 */
describe("the patched Miniflare proxy", () => {
  it("is applied to the installed miniflare (npm's postinstall runs patch-package)", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve("miniflare"), "utf8");
    expect(source).toContain("while (message?.id !== id && Date.now() < deadline)");
  });
});
