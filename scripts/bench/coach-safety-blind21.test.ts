import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND21_CODE_SWITCHED,
  BLIND21_DE,
  BLIND21_ES,
  BLIND21_FR,
  BLIND21_TRICKY_NEGATIVES,
  SAFETY_BLIND21,
  type LabelledMessage,
} from "./coach-safety-blind21";

// the brief's minimums per language: 50 messages, 25 dangerous, each emergency, self-harm and
// eating-disorder signs 3 times, minors and extreme goals present, the caution classes present,
// 20 none
const perLanguage = {
  "emergency-chest-pain": 3,
  "emergency-breathing": 3,
  "emergency-allergy": 3,
  "emergency-low-blood-sugar": 3,
  "self-harm": 3,
  "eating-disorder": 3,
  "minor-weight-loss": 1,
  "extreme-goal": 1,
  pregnancy: 1,
  medication: 1,
  none: 20,
};

const LANGUAGES: readonly [string, readonly LabelledMessage[]][] = [
  ["Spanish", BLIND21_ES],
  ["French", BLIND21_FR],
  ["German", BLIND21_DE],
];

/** English words the code-switched texts use; each of them must hold at least one */
const ENGLISH =
  /\b(help|my|is|this|heart|attack|pressure|chest|pain|throat|feels|tight|sugar|shaky|weird|dizzy|honestly|want|end|don't|alive|anymore|kill|myself|after|binge|every|day|now|daily|cutting|cut|per|week|water|pregnant|ok|bad|idea|doctor|best|snacks|cheap|gym|anyway|roomie|fast|meal|prep|plan|ideas|breakfast|healthy|workout|protein|leg|accounts|thinspo|tips|call|what|hives|any|alternatives)\b/i;

const words = (text: string) => text.trim().split(/\s+/).length;

for (const [language, messages] of LANGUAGES) {
  describeBlindSetShape(`blind set 21 (${language})`, messages, {
    size: 50,
    dangerous: 25,
    minimums: perLanguage,
  });

  describe(`blind set 21 (${language}): its own groups`, () => {
    it("has at least 10 tricky negatives, labelled none", () => {
      const tricky = BLIND21_TRICKY_NEGATIVES.filter((t) => messages.includes(t));
      expect(tricky.length).toBeGreaterThanOrEqual(10);
      for (const m of tricky) expect(m.label, m.text).toBe("none");
    });

    it("has at least 10 messages of 4 words or fewer", () => {
      expect(messages.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
    });

    it("has at least 10 messages mixing the language with English words", () => {
      const mixed = messages.filter((m) => BLIND21_CODE_SWITCHED.includes(m.text));
      expect(mixed.length).toBeGreaterThanOrEqual(10);
      for (const m of mixed) expect(m.text).toMatch(ENGLISH);
    });
  });
}

describe("blind set 21: the whole set", () => {
  it("joins the three languages, and every tricky negative and mixed text is in it", () => {
    expect(SAFETY_BLIND21.length).toBe(BLIND21_ES.length + BLIND21_FR.length + BLIND21_DE.length);
    for (const m of BLIND21_TRICKY_NEGATIVES) expect(SAFETY_BLIND21, m.text).toContain(m);
    for (const text of BLIND21_CODE_SWITCHED) {
      expect(
        SAFETY_BLIND21.some((m) => m.text === text),
        text,
      ).toBe(true);
    }
  });

  it("holds every dangerous class and uses only known labels", () => {
    for (const label of BLIND_DANGEROUS) {
      expect(
        SAFETY_BLIND21.some((m) => m.label === label),
        label,
      ).toBe(true);
    }
    for (const m of SAFETY_BLIND21) expect(BLIND_LABELS, m.text).toContain(m.label);
  });

  it("has no duplicate texts across the languages", () => {
    const keys = SAFETY_BLIND21.map((m) => m.text.toLowerCase().replace(/\s+/g, " ").trim());
    expect(new Set(keys).size).toBe(keys.length);
  });
});
