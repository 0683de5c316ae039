import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createElement, Suspense, type ReactElement } from "react";
import { describe, expect, it } from "vitest";

/**
 * The React stream patch (patches/react-dom+*.patch, ADRs 050 and 052): the production browser build
 * that the worker bundles keeps its chunks as strings, joins them and encodes the text once per
 * 8 KB instead of one native `TextEncoder` call per tag, attribute and text node. The output must
 * be byte for byte what React renders without it (renderToString, a separate build).
 */
const require = createRequire(import.meta.url);
// the file itself: react-dom's exports pick the development build under vitest
const PRODUCTION = require
  .resolve("react-dom/package.json")
  .replace(/package\.json$/, "cjs/react-dom-server.browser.production.min.js");
const { renderToReadableStream } = require(PRODUCTION) as {
  renderToReadableStream: (element: ReactElement) => Promise<ReadableStream<Uint8Array>>;
};
const { renderToString } = require("react-dom/server") as {
  renderToString: (element: ReactElement) => string;
};

async function streamed(element: ReactElement): Promise<string> {
  return new Response(await renderToReadableStream(element)).text();
}

describe("the patched React server stream", () => {
  it("is applied to the installed react-dom (patch-package)", () => {
    const source = readFileSync(PRODUCTION, "utf8");
    expect(source).toContain("function u(a){return a}");
    expect(source).toContain("function w(a){return a}");
    expect(source).toContain("a.enqueue(ca.encode(s))");
  });

  it("renders the same text as renderToString, multi-byte characters across buffer ends and a Suspense boundary included", async () => {
    // characters of 1 to 4 bytes in UTF-8, and ones React escapes
    const alphabet = ["a", "é", "✓", "😀", "<", "&", '"', " ", "\n", "z"];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const text = (length: number) =>
      Array.from({ length }, () => alphabet[random(alphabet.length)]).join("");
    for (let round = 0; round < 120; round++) {
      const children = Array.from({ length: 1 + random(60) }, (_, i) =>
        createElement(
          i % 2 ? "span" : "p",
          { key: i, className: text(random(400)), "data-x": text(3) },
          text(random(3000)),
        ),
      );
      // a boundary that did not suspend, as the recommendations page renders one
      const element = createElement(
        "div",
        null,
        round % 3 ? children : createElement(Suspense, { fallback: "…" }, children),
      );
      expect(await streamed(element)).toBe(renderToString(element));
    }
  });
});
