import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import type { LabelledMessage } from "./coach-safety-set";
import {
  SAFETY_TRAIN28,
  TRAIN28_CODE_SWITCHED,
  TRAIN28_DE,
  TRAIN28_ES,
  TRAIN28_FR,
  TRAIN28_TRICKY_NEGATIVES,
} from "./coach-safety-train28";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN28_ES],
  ["French", TRAIN28_FR],
  ["German", TRAIN28_DE],
];
const words = (text: string) => text.trim().split(/\s+/).length;

describeTrainingSetShape("training set 28", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN28,
  trickyNegatives: TRAIN28_TRICKY_NEGATIVES,
  codeSwitched: TRAIN28_CODE_SWITCHED,
});

describe("training set 28 (Spanish, French, German): its own checks", () => {
  it("says the age in the text of every minor's message", () => {
    for (const m of SAFETY_TRAIN28.filter((x) => x.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b1[0-7]\b|\b[5-9]\b/);
  });

  for (const [language, list] of LANGUAGES) {
    it(`${language}: mixes one-liners with long messages of 3 to 5 sentences`, () => {
      const long = list.filter((m) => words(m.text) >= 35);
      expect(long.length).toBeGreaterThanOrEqual(5);
    });
  }
});
