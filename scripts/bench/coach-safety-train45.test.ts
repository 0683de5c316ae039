import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN45,
  TRAIN45_CODE_SWITCHED,
  TRAIN45_DE,
  TRAIN45_ES,
  TRAIN45_FR,
  TRAIN45_TRICKY_NEGATIVES,
} from "./coach-safety-train45";
import type { LabelledMessage } from "./coach-safety-set";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN45_ES],
  ["French", TRAIN45_FR],
  ["German", TRAIN45_DE],
];

describeTrainingSetShape("training set 45", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN45,
  trickyNegatives: TRAIN45_TRICKY_NEGATIVES,
  codeSwitched: TRAIN45_CODE_SWITCHED,
});

describe("training set 45: its own extras", () => {
  it("joins Spanish, French and German in that order", () => {
    expect(SAFETY_TRAIN45).toEqual([...TRAIN45_ES, ...TRAIN45_FR, ...TRAIN45_DE]);
  });

  it("says the age in the text of every minor-weight-loss message", () => {
    for (const m of SAFETY_TRAIN45.filter((x) => x.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b1[0-7]\b/);
  });

  it("keeps the code-switched texts mixed over labels: some dangerous, some none", () => {
    const dangerous = (BLIND_DANGEROUS as readonly string[]).slice();
    expect(TRAIN45_CODE_SWITCHED.some((m) => dangerous.includes(m.label))).toBe(true);
    expect(TRAIN45_CODE_SWITCHED.some((m) => m.label === "none")).toBe(true);
  });
});
