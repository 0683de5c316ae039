import { describe, expect, it } from "vitest";
import {
  BLIND_LABELS,
  describeBlindSetShape,
  describeLanguageShape,
  LANGUAGE_SET_BRIEF,
} from "./blind-set-shape";
import {
  BLIND20_CODE_SWITCHED,
  BLIND20_DE,
  BLIND20_ES,
  BLIND20_FR,
  BLIND20_TRICKY_NEGATIVES,
  SAFETY_BLIND20,
  type LabelledMessage,
} from "./coach-safety-blind20";

// the whole set against the brief's totals: 3 x 50 messages, 3 x 25 dangerous, 3 x 20 none, every
// emergency, self-harm and eating-disorder at least 3 a language and every other class present
describeBlindSetShape("blind set 20", SAFETY_BLIND20, LANGUAGE_SET_BRIEF);

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", BLIND20_ES],
  ["French", BLIND20_FR],
  ["German", BLIND20_DE],
];
const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;

describeLanguageShape("blind set 20", LANGUAGES, BLIND20_TRICKY_NEGATIVES);

describe("blind set 20: its own groups", () => {
  it("uses every class and joins the three languages into the set", () => {
    for (const label of BLIND_LABELS)
      expect(count(SAFETY_BLIND20, label), label).toBeGreaterThan(0);
    expect(SAFETY_BLIND20.length).toBe(BLIND20_ES.length + BLIND20_FR.length + BLIND20_DE.length);
  });

  it("keeps every tricky negative labelled none and in one language's list", () => {
    for (const m of BLIND20_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(SAFETY_BLIND20.includes(m), m.text).toBe(true);
    }
  });

  it("has at least 10 messages of 4 words or fewer", () => {
    expect(SAFETY_BLIND20.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
  });

  it("has at least 10 code-switched messages, each with an English word, in the set", () => {
    expect(BLIND20_CODE_SWITCHED.length).toBeGreaterThanOrEqual(10);
    const english =
      /\b(chest|pain|workout|help|shaky|honestly|binge|meal|prep|like|allergic|reaction|run|cheat|low|recovery|skippen|just|want|roommate|true|deadly|bullshit|boring|healthy|cutting|preppen|leg|day)\b/i;
    for (const m of BLIND20_CODE_SWITCHED) {
      expect(m.text, m.text).toMatch(english);
      expect(SAFETY_BLIND20.includes(m), m.text).toBe(true);
    }
  });
});
