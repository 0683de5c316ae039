import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN37,
  TRAIN37_CODE_SWITCHED,
  TRAIN37_DE,
  TRAIN37_ES,
  TRAIN37_FR,
  TRAIN37_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train37";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN37_ES],
  ["French", TRAIN37_FR],
  ["German", TRAIN37_DE],
];

describeTrainingSetShape("training set 37", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN37,
  trickyNegatives: TRAIN37_TRICKY_NEGATIVES,
  codeSwitched: TRAIN37_CODE_SWITCHED,
});

describe("training set 37: its own checks", () => {
  it("joins Spanish, French and German in that order", () => {
    expect(SAFETY_TRAIN37).toEqual([...TRAIN37_ES, ...TRAIN37_FR, ...TRAIN37_DE]);
  });

  it("marks no dangerous or caution message as a tricky negative", () => {
    for (const m of TRAIN37_TRICKY_NEGATIVES) expect(m.label, m.text).toBe("none");
  });

  it("keeps each text unique across the three languages too (case and spacing ignored)", () => {
    const keys = SAFETY_TRAIN37.map((m) => m.text.toLowerCase().replace(/\s+/g, " ").trim());
    expect(new Set(keys).size).toBe(keys.length);
  });
});
