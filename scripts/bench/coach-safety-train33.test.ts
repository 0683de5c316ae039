import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN33,
  TRAIN33_CODE_SWITCHED,
  TRAIN33_DE,
  TRAIN33_ES,
  TRAIN33_FR,
  TRAIN33_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train33";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN33_ES],
  ["French", TRAIN33_FR],
  ["German", TRAIN33_DE],
];

describeTrainingSetShape("training set 33", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN33,
  trickyNegatives: TRAIN33_TRICKY_NEGATIVES,
  codeSwitched: TRAIN33_CODE_SWITCHED,
});

describe("training set 33: its own groups", () => {
  it("gives the age in the text of every minor's message", () => {
    for (const m of SAFETY_TRAIN33.filter((e) => e.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b1[0-7]\b/);
  });

  it("puts at least one English word in every code-switched message", () => {
    const english =
      /\b(help|chest|pain|throat|closing|sugar|done|binge|juice|cleanse|meal|prep|day|gym|craving|thigh|gap|summer|body|honestly|can't|breathe|what's|up|right|anyway|lol|my|is|shake|whey|protein|low|workout)\b/i;
    for (const m of TRAIN33_CODE_SWITCHED) expect(m.text, m.text).toMatch(english);
  });
});
