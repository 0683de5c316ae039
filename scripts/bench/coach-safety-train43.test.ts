import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN43,
  TRAIN43_CODE_SWITCHED,
  TRAIN43_DE,
  TRAIN43_ES,
  TRAIN43_FR,
  TRAIN43_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train43";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN43_ES],
  ["French", TRAIN43_FR],
  ["German", TRAIN43_DE],
];

describeTrainingSetShape("training set 43", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN43,
  trickyNegatives: TRAIN43_TRICKY_NEGATIVES,
  codeSwitched: TRAIN43_CODE_SWITCHED,
});

describe("training set 43: its own checks", () => {
  it("joins Spanish, French and German in that order", () => {
    expect(SAFETY_TRAIN43).toEqual([...TRAIN43_ES, ...TRAIN43_FR, ...TRAIN43_DE]);
  });

  it("says the age in every minor's message", () => {
    for (const m of SAFETY_TRAIN43.filter((m) => m.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b1[0-7]\b/);
  });
});
