import { describe, expect, it } from "vitest";
import { analysisViewHref, parseAnalysisView } from "./modes";

describe("the /food-analysis mode in the URL", () => {
  it("reads each mode and falls back to the photo analysis", () => {
    expect(parseAnalysisView("video")).toBe("video");
    expect(parseAnalysisView("history")).toBe("history");
    expect(parseAnalysisView("basic")).toBe("basic");
    expect(parseAnalysisView("image")).toBe("image");
    expect(parseAnalysisView(null)).toBe("image");
    expect(parseAnalysisView("toString")).toBe("image");
    expect(parseAnalysisView("VIDEO")).toBe("image");
  });

  it("gives the default mode the bare path and the others a parameter", () => {
    expect(analysisViewHref("image")).toBe("/food-analysis");
    expect(analysisViewHref("history")).toBe("/food-analysis?mode=history");
  });
});
