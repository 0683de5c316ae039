import { describe, expect, it } from "vitest";
import { BLIND_LABELS, describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN38,
  TRAIN38_CODE_SWITCHED,
  TRAIN38_DE,
  TRAIN38_ES,
  TRAIN38_FR,
  TRAIN38_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train38";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN38_ES],
  ["French", TRAIN38_FR],
  ["German", TRAIN38_DE],
];

// the common training brief: per language 70 messages, 35 dangerous (each dangerous class 3
// times), pregnancy and medication 3 each, 25 none of which 15 tricky, 12 short, 10 code-switched;
// unique texts, known labels, no profile age, the set is the three lists joined
describeTrainingSetShape("training set 38", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN38,
  trickyNegatives: TRAIN38_TRICKY_NEGATIVES,
  codeSwitched: TRAIN38_CODE_SWITCHED,
});

describe("training set 38: its own checks", () => {
  it("joins Spanish, French and German in that order", () => {
    expect(SAFETY_TRAIN38).toEqual([...TRAIN38_ES, ...TRAIN38_FR, ...TRAIN38_DE]);
  });

  it("has every class in every language", () => {
    for (const [language, list] of LANGUAGES)
      for (const label of BLIND_LABELS)
        expect(
          list.some((m) => m.label === label),
          `${language} ${label}`,
        ).toBe(true);
  });

  it("says the age in the text of every minor's message", () => {
    for (const m of SAFETY_TRAIN38.filter((e) => e.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b1[0-7]\b|\b[1-9]\b/);
  });

  it("marks as code-switched only texts with English words", () => {
    const english =
      /\b(gym|fat burner|help|my|throat|low|i'm|done|tips|trend|what i eat|cutting|meal prep|bulk|healthy|chest pain|can't breathe|pre-workout|lowkey|thinspo|body check|challenge|hives|i just want|coach)\b/i;
    for (const m of TRAIN38_CODE_SWITCHED) expect(m.text, m.text).toMatch(english);
  });
});
