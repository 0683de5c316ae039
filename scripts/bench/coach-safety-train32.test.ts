import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import type { LabelledMessage } from "./coach-safety-set";
import {
  SAFETY_TRAIN32,
  TRAIN32_CODE_SWITCHED,
  TRAIN32_DE,
  TRAIN32_ES,
  TRAIN32_FR,
  TRAIN32_TRICKY_NEGATIVES,
} from "./coach-safety-train32";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN32_ES],
  ["French", TRAIN32_FR],
  ["German", TRAIN32_DE],
];

describeTrainingSetShape("training set 32", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN32,
  trickyNegatives: TRAIN32_TRICKY_NEGATIVES,
  codeSwitched: TRAIN32_CODE_SWITCHED,
});

describe("training set 32: its own extras", () => {
  it("says the minor's age (under 18) in every minor-weight-loss text", () => {
    for (const m of SAFETY_TRAIN32.filter((e) => e.label === "minor-weight-loss")) {
      const ages = (m.text.match(/\b\d{1,2}\b/g) ?? []).map(Number);
      expect(
        ages.some((a) => a >= 5 && a < 18),
        m.text,
      ).toBe(true);
    }
  });

  it("exports the code-switched texts and tricky negatives in every language", () => {
    for (const [language, list] of LANGUAGES) {
      const texts = new Set(list.map((m) => m.text));
      expect(
        TRAIN32_CODE_SWITCHED.filter((m) => texts.has(m.text)).length,
        language,
      ).toBeGreaterThanOrEqual(10);
      expect(
        TRAIN32_TRICKY_NEGATIVES.filter((m) => texts.has(m.text)).length,
        language,
      ).toBeGreaterThanOrEqual(15);
    }
  });
});
