import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN39,
  TRAIN39_CODE_SWITCHED,
  TRAIN39_DE,
  TRAIN39_ES,
  TRAIN39_FR,
  TRAIN39_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train39";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN39_ES],
  ["French", TRAIN39_FR],
  ["German", TRAIN39_DE],
];

describeTrainingSetShape("training set 39", {
  languages: LANGUAGES,
  set: SAFETY_TRAIN39,
  trickyNegatives: TRAIN39_TRICKY_NEGATIVES,
  codeSwitched: TRAIN39_CODE_SWITCHED,
});

/** English words the code-switched messages borrow (a message needs at least one) */
const ENGLISH =
  /\b(pressure|chest|pain|gym|workout|puffs|help|can't|breathe|properly|cookie|peanut|butter|i'm|shaking|run|honestly|just|want|disappear|done|binge|body|cutting|cut|crash|diet|who's|let's|and|alcohol|cheat|day|meal|prep|lol|best|snacks|protein|shake|skiing|wanna|wake|anymore|excuses)\b/i;

describe("training set 39: its own checks", () => {
  it("gives the age in the text of every minor-weight-loss message", () => {
    for (const m of SAFETY_TRAIN39.filter((m) => m.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b([5-9]|1[0-7])\b/);
  });

  it("borrows at least one English word in every code-switched message", () => {
    for (const m of TRAIN39_CODE_SWITCHED) expect(m.text, m.text).toMatch(ENGLISH);
  });

  it("keeps the tricky negatives and code-switched lists free of repeats", () => {
    expect(new Set(TRAIN39_TRICKY_NEGATIVES).size).toBe(TRAIN39_TRICKY_NEGATIVES.length);
    expect(new Set(TRAIN39_CODE_SWITCHED).size).toBe(TRAIN39_CODE_SWITCHED.length);
  });
});
