import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN29,
  TRAIN29_CODE_SWITCHED,
  TRAIN29_DE,
  TRAIN29_ES,
  TRAIN29_FR,
  TRAIN29_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train29";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN29_ES],
  ["French", TRAIN29_FR],
  ["German", TRAIN29_DE],
];

describeTrainingSetShape("training set 29", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN29,
  trickyNegatives: TRAIN29_TRICKY_NEGATIVES,
  codeSwitched: TRAIN29_CODE_SWITCHED,
});

describe("training set 29 (Spanish, French, German): its own checks", () => {
  for (const [language, list] of LANGUAGES) {
    it(`${language}: every minor says an age of 13 to 17 in the message`, () => {
      for (const m of list.filter((m) => m.label === "minor-weight-loss"))
        expect(m.text, m.text).toMatch(/\b1[3-7]\b/);
    });
  }
});
