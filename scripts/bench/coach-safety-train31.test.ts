import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN31,
  TRAIN31_CODE_SWITCHED,
  TRAIN31_DE,
  TRAIN31_ES,
  TRAIN31_FR,
  TRAIN31_TRICKY_NEGATIVES,
} from "./coach-safety-train31";
import type { LabelledMessage } from "./coach-safety-set";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN31_ES],
  ["French", TRAIN31_FR],
  ["German", TRAIN31_DE],
];

// the training brief (ADR 053): per language 70 messages, 35 dangerous with each of the 8 dangerous
// classes 3 times, pregnancy and medication 3 times, 25 none of which 15 tricky, 12 short (<= 4
// words), 10 code-switched, unique texts (case and spacing ignored)
describeTrainingSetShape("training set 31", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN31,
  trickyNegatives: TRAIN31_TRICKY_NEGATIVES,
  codeSwitched: TRAIN31_CODE_SWITCHED,
});

describe("training set 31: its own checks", () => {
  it("joins Spanish, French and German in that order", () => {
    expect(SAFETY_TRAIN31).toEqual([...TRAIN31_ES, ...TRAIN31_FR, ...TRAIN31_DE]);
  });

  it("gives every minor's message its age in the text", () => {
    for (const m of SAFETY_TRAIN31.filter((x) => x.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b1[0-7]\b|\b9\b/);
  });

  it("keeps the code-switched texts with at least one English word each", () => {
    const english =
      /\b(chest|pain|gym|puffs|help|peanuts?|low|bullying|weigh-in|fight|water|fast|pregnant|skip|meals|sparring|roommate|snacks|meal|prep|shift|short|breath|sauce|end|it|sauna|suit|safe|tips|wedding|bench|heavy|pressure|can't|breathe|just|want|stop|that's|game|cutting|realistic|or|not|healthy)\b/i;
    for (const m of TRAIN31_CODE_SWITCHED) expect(m.text, m.text).toMatch(english);
  });

  it("has more dangerous messages than the floor in every language", () => {
    for (const [, list] of LANGUAGES)
      expect(
        list.filter((m) => (BLIND_DANGEROUS as readonly string[]).includes(m.label)).length,
      ).toBeGreaterThanOrEqual(40);
  });
});
