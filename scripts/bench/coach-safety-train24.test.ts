import { describe, expect, it } from "vitest";
import { describeTrainingSetShape } from "./blind-set-shape";
import {
  SAFETY_TRAIN24,
  TRAIN24_CODE_SWITCHED,
  TRAIN24_DE,
  TRAIN24_ES,
  TRAIN24_FR,
  TRAIN24_TRICKY_NEGATIVES,
} from "./coach-safety-train24";

/** the English words the code-switched messages use (each must hold at least one) */
const ENGLISH =
  /\b(long run|WOD|inhaler|protein|shake|whey|LOW|night shift|cheat (meal|day)|binges?|meal (plan|prep)|peak week|bro|workouts?|any tips|healthy|trail|hype|bulk|cramp|help|cut|water cut|runs|best diet|pre-workout|what the hell|sorry|carbo loading|how much|dropper|droppen)\b/i;

describeTrainingSetShape("training set 24", {
  languages: [
    ["Spanish", TRAIN24_ES],
    ["French", TRAIN24_FR],
    ["German", TRAIN24_DE],
  ],
  set: SAFETY_TRAIN24,
  trickyNegatives: TRAIN24_TRICKY_NEGATIVES,
  codeSwitched: TRAIN24_CODE_SWITCHED,
});

describe("training set 24 (Spanish, French, German): its own checks", () => {
  it("keeps the code-switched texts English-flavoured", () => {
    for (const m of TRAIN24_CODE_SWITCHED) expect(m.text, "no English word found").toMatch(ENGLISH);
  });

  it("states the minor's age (under 18) in every minor-weight-loss text", () => {
    for (const m of SAFETY_TRAIN24.filter((x) => x.label === "minor-weight-loss")) {
      const ages = [...m.text.matchAll(/\b(\d{1,2})\b/g)].map((x) => Number(x[1]));
      expect(
        ages.some((a) => a >= 5 && a < 18),
        m.text,
      ).toBe(true);
    }
  });
});
