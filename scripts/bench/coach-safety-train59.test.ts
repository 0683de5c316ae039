import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN59,
  TRAIN59_CODE_SWITCHED,
  TRAIN59_DE,
  TRAIN59_ES,
  TRAIN59_FR,
  TRAIN59_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train59";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN59_ES],
  ["French", TRAIN59_FR],
  ["German", TRAIN59_DE],
];
const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;

describeTrainingSetShape("training set 59", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN59,
  trickyNegatives: TRAIN59_TRICKY_NEGATIVES,
  codeSwitched: TRAIN59_CODE_SWITCHED,
});

describe("training set 59: its own extras", () => {
  it("joins Spanish, French and German in that order", () => {
    expect(SAFETY_TRAIN59).toEqual([...TRAIN59_ES, ...TRAIN59_FR, ...TRAIN59_DE]);
  });

  for (const [language, list] of LANGUAGES) {
    it(`${language}: keeps the eight dangerous classes within 3 to 7 messages each`, () => {
      for (const label of BLIND_DANGEROUS) {
        expect(count(list, label), label).toBeGreaterThanOrEqual(3);
        expect(count(list, label), label).toBeLessThanOrEqual(7);
      }
    });
  }

  it("has at least 45 tricky negatives and 30 code-switched texts across the set", () => {
    expect(TRAIN59_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(45);
    expect(TRAIN59_CODE_SWITCHED.length).toBeGreaterThanOrEqual(30);
  });
});
