import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN25,
  TRAIN25_CODE_SWITCHED,
  TRAIN25_DE,
  TRAIN25_ES,
  TRAIN25_FR,
  TRAIN25_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train25";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN25_ES],
  ["French", TRAIN25_FR],
  ["German", TRAIN25_DE],
];

describeTrainingSetShape("training set 25", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN25,
  trickyNegatives: TRAIN25_TRICKY_NEGATIVES,
  codeSwitched: TRAIN25_CODE_SWITCHED,
});

describe("training set 25 (Spanish, French, German): its own checks", () => {
  for (const [language, list] of LANGUAGES) {
    it(`${language}: gives minors' age in the message itself`, () => {
      for (const m of list.filter((m) => m.label === "minor-weight-loss"))
        expect(m.text, m.text).toMatch(/\b1[0-7]\b|\b[5-9]\b/);
    });
  }
});
