import { describe, expect, it } from "vitest";
import {
  DANGEROUS_CLASSES,
  SAFETY_LEVELS,
  type SafetyClass,
} from "../../app/domain/safety/classify";

/**
 * The shape every blind safety set's brief asked for (issue 16, ADR 042): each set's author wrote
 * their own labels and extras without reading the others', so the common checks live here and
 * each set's test adds what its own file exports (tricky negatives, implied dangers).
 */
export type BlindLabel = SafetyClass | "none";
/** the safety layer's own classes (what bench:coach scores), and none */
export const BLIND_LABELS: readonly BlindLabel[] = [
  ...(Object.keys(SAFETY_LEVELS) as SafetyClass[]),
  "none",
];
/** the eight classes that count toward dangerous recall */
export const BLIND_DANGEROUS: readonly BlindLabel[] = DANGEROUS_CLASSES;

/** The per-class minimums of the briefs; only `none` changed between sets. */
export function briefMinimums(none: number): Record<BlindLabel, number> {
  return {
    "emergency-chest-pain": 15,
    "emergency-breathing": 15,
    "emergency-allergy": 15,
    "emergency-low-blood-sugar": 15,
    "self-harm": 20,
    "eating-disorder": 45,
    "minor-weight-loss": 25,
    "extreme-goal": 30,
    pregnancy: 15,
    medication: 15,
    none,
  };
}

type Entry = { text: string; label: string; age?: number };

export type BlindSetBrief = {
  size: number;
  dangerous: number;
  minimums: Record<BlindLabel, number>;
  /** the brief asked for 20 minors flagged only by the profile's age and 20 adults' twins */
  profileAges?: boolean;
};

const isLabel = (label: string): label is BlindLabel =>
  (BLIND_LABELS as readonly string[]).includes(label);

/** No text twice in a set, case and spacing ignored. */
function expectNoDuplicateTexts(set: readonly Entry[]) {
  const seen = new Set<string>();
  for (const m of set) {
    const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
    expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
    seen.add(key);
  }
}

/** Registers the common shape tests of one blind set under `describe(name)`. */
export function describeBlindSetShape(name: string, set: readonly Entry[], brief: BlindSetBrief) {
  describe(`${name}: the brief's shape`, () => {
    it("labels every message with one known class, a non-empty text and a whole, plausible age", () => {
      for (const m of set) {
        expect(isLabel(m.label), m.text).toBe(true);
        expect(m.text.trim().length, m.label).toBeGreaterThan(0);
        if (m.age === undefined) continue;
        expect(Number.isInteger(m.age) && m.age >= 5 && m.age <= 120, m.text).toBe(true);
      }
    });

    it(`holds at least ${brief.size} messages, ${brief.dangerous} dangerous, and each class's minimum`, () => {
      expect(set.length).toBeGreaterThanOrEqual(brief.size);
      const dangerous = set.filter((m) => isLabel(m.label) && BLIND_DANGEROUS.includes(m.label));
      expect(dangerous.length).toBeGreaterThanOrEqual(brief.dangerous);
      for (const label of BLIND_LABELS) {
        const count = set.filter((m) => m.label === label).length;
        expect(count, label).toBeGreaterThanOrEqual(brief.minimums[label]);
      }
    });

    it("has no duplicate texts (case and spacing ignored)", () => expectNoDuplicateTexts(set));

    if (brief.profileAges) {
      it("has 20 messages dangerous only by a minor's profile age and 20 adults asking the same", () => {
        const minorsByAge = set.filter(
          (m) => m.label === "minor-weight-loss" && m.age !== undefined && m.age < 18,
        );
        const adults = set.filter((m) => m.label === "none" && m.age !== undefined && m.age >= 18);
        expect(minorsByAge.length).toBeGreaterThanOrEqual(20);
        expect(adults.length).toBeGreaterThanOrEqual(20);
      });
    }
  });
}

/** The groups a blind set exports besides the set (the briefs of blind sets 10 onwards). */
export type BlindSetGroups = {
  trickyNegatives: readonly Entry[];
  plain: readonly Entry[];
  deadlineGoals: readonly (Entry & { kg: number; weeks: number })[];
  implied: readonly Entry[];
  minorsByAge: readonly Entry[];
  adultTwins: readonly Entry[];
};

/**
 * Registers the tests of a blind set's own groups (blind sets 10 onwards): each group is in the set
 * with the labels its name promises, the deadline goals' paces are worked out from kg and weeks,
 * the minors' texts give no age away, and the set mixes very short and long messages.
 */
export function describeBlindSetGroups(
  name: string,
  set: readonly Entry[],
  groups: BlindSetGroups,
) {
  const inSet = (text: string) => set.some((m) => m.text === text);
  const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);
  describe(`${name}: its own groups`, () => {
    it("has at least 90 tricky negatives, all labelled none and all in the set", () => {
      expect(groups.trickyNegatives.length).toBeGreaterThanOrEqual(90);
      for (const m of groups.trickyNegatives) {
        expect(m.label, m.text).toBe("none");
        expect(inSet(m.text), m.text).toBe(true);
      }
    });

    it("has at least 30 plain everyday texts, labelled none and in the set", () => {
      expect(groups.plain.length).toBeGreaterThanOrEqual(30);
      for (const m of groups.plain) {
        expect(m.label, m.text).toBe("none");
        expect(inSet(m.text), m.text).toBe(true);
      }
    });

    it("works out each deadline goal's pace: extreme ones beat 1 kg a week, safe ones do not", () => {
      const extreme = groups.deadlineGoals.filter((g) => g.label === "extreme-goal");
      const safe = groups.deadlineGoals.filter((g) => g.label === "none");
      expect(groups.deadlineGoals.length).toBeGreaterThanOrEqual(24);
      expect(extreme.length).toBeGreaterThanOrEqual(12);
      expect(safe.length).toBeGreaterThanOrEqual(12);
      for (const g of extreme) expect(g.kg / g.weeks, g.text).toBeGreaterThan(1);
      for (const g of safe) expect(g.kg / g.weeks, g.text).toBeLessThanOrEqual(1);
      for (const g of groups.deadlineGoals) expect(inSet(g.text), g.text).toBe(true);
      // every safe deadline goal also counts as a tricky negative
      for (const g of safe) {
        expect(
          groups.trickyNegatives.some((m) => m.text === g.text),
          g.text,
        ).toBe(true);
      }
    });

    it("keeps about 15 % of the dangerous messages implied only by behaviour or numbers", () => {
      const dangerous = set.filter((m) => isDangerous(m.label));
      for (const m of groups.implied) {
        expect(isDangerous(m.label), m.text).toBe(true);
        expect(inSet(m.text), m.text).toBe(true);
      }
      expect(groups.implied.length / dangerous.length).toBeGreaterThanOrEqual(0.13);
    });

    it("flags minors by profile age only, and their adult twins are 18 or over and labelled none", () => {
      expect(groups.minorsByAge.length).toBeGreaterThanOrEqual(20);
      for (const m of groups.minorsByAge) {
        expect(m.label).toBe("minor-weight-loss");
        expect(m.age, m.text).toBeLessThan(18);
        // the text itself gives no age, school year or child away
        expect(m.text).not.toMatch(
          /year \d|school|sixth|prom\b|gcse|\by\/?o\b|\bi'?m 1[0-7]\b|^1[0-7]\b|\b(son|daughter|kids?|child|mum)\b/i,
        );
      }
      expect(groups.adultTwins.length).toBeGreaterThanOrEqual(20);
      for (const m of groups.adultTwins) {
        expect(m.label).toBe("none");
        expect(m.age, m.text).toBeGreaterThanOrEqual(18);
      }
    });

    it("gives an age only to the messages where the profile's age matters", () => {
      const withAge = set.filter((m) => m.age !== undefined);
      expect(withAge.length).toBe(groups.minorsByAge.length + groups.adultTwins.length);
    });

    it("mixes very short messages and long rambling ones", () => {
      const words = (t: string) => t.trim().split(/\s+/).length;
      expect(set.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(20);
      expect(set.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
    });
  });
}

/**
 * The whole-set totals of the Spanish, French and German sets' brief (19 onwards, ADR 053): three
 * times 50 messages, 25 dangerous and 20 none; each emergency kind, self-harm and eating-disorder
 * signs three times a language, every other class once a language.
 */
export const LANGUAGE_SET_BRIEF: BlindSetBrief = {
  size: 150,
  dangerous: 75,
  minimums: {
    "emergency-chest-pain": 9,
    "emergency-breathing": 9,
    "emergency-allergy": 9,
    "emergency-low-blood-sugar": 9,
    "self-harm": 9,
    "eating-disorder": 9,
    "minor-weight-loss": 3,
    "extreme-goal": 3,
    pregnancy: 3,
    medication: 3,
    none: 60,
  },
};

/**
 * The per-language part of the brief of the Spanish, French and German sets (19 onwards, ADR
 * 053): in each language at least 50 messages, 25 dangerous and 20 none of which 10 are tricky
 * negatives (matched by text); each emergency kind, self-harm and eating-disorder signs at least
 * three times; minors, extreme goals, pregnancy and medication at least once.
 */
export function describeLanguageShape(
  name: string,
  languages: readonly (readonly [string, readonly Entry[]])[],
  trickyNegatives: readonly Entry[],
) {
  const tricky = new Set(trickyNegatives.map((m) => m.text));
  const count = (list: readonly Entry[], label: string) =>
    list.filter((m) => m.label === label).length;
  describe(`${name}: per language`, () => {
    for (const [language, list] of languages) {
      it(`${language}: at least 50 messages, 25 dangerous, 20 none of which 10 tricky`, () => {
        expect(list.length).toBeGreaterThanOrEqual(50);
        const dangerous = list.filter((m) =>
          (BLIND_DANGEROUS as readonly string[]).includes(m.label),
        );
        expect(dangerous.length).toBeGreaterThanOrEqual(25);
        const none = list.filter((m) => m.label === "none");
        expect(none.length).toBeGreaterThanOrEqual(20);
        expect(none.filter((m) => tricky.has(m.text)).length).toBeGreaterThanOrEqual(10);
      });

      it(`${language}: each emergency, self-harm and eating-disorder at least 3 times, the rest once`, () => {
        for (const label of [
          "emergency-chest-pain",
          "emergency-breathing",
          "emergency-allergy",
          "emergency-low-blood-sugar",
          "self-harm",
          "eating-disorder",
        ])
          expect(count(list, label), label).toBeGreaterThanOrEqual(3);
        for (const label of ["minor-weight-loss", "extreme-goal", "pregnancy", "medication"])
          expect(count(list, label), label).toBeGreaterThanOrEqual(1);
      });
    }
  });
}

/**
 * The per-language brief of the Spanish, French and German training sets (ADR 053; one brief, 14
 * authors: 24, 25, 26, 28, 29, 31, 32, 33, 37, 38, 39, 43, 44, 45): in each language at least 70
 * messages, 35 dangerous with each of the 8 dangerous classes at least 3 times, pregnancy and
 * medication at least 3 times each, 25 none of which 15 tricky negatives, 12 messages of at most 4
 * words and 10 code-switched ones.
 */
export const TRAINING_SET_BRIEF = {
  messages: 70,
  dangerous: 35,
  dangerousClasses: 8,
  eachDangerousClass: 3,
  pregnancy: 3,
  medication: 3,
  none: 25,
  tricky: 15,
  shortWords: 4,
  short: 12,
  codeSwitched: 10,
} as const;

/**
 * Registers the shape tests of one Spanish, French and German training set (the sets of
 * `TRAINING_SET_BRIEF`): for the whole set known labels, non-empty texts, no profile age, the set is the languages' lists
 * joined, the tricky negatives are labelled none and the code-switched texts are in the set, texts
 * are unique (case and spacing ignored); then `TRAINING_SET_BRIEF` for every language. These
 * numbers are above `describeLanguageShape`'s floor, so a set checked here needs no call to it.
 */
export function describeTrainingSetShape(
  name: string,
  groups: {
    languages: readonly (readonly [string, readonly Entry[]])[];
    set: readonly Entry[];
    trickyNegatives: readonly Entry[];
    codeSwitched: readonly Entry[];
  },
) {
  const { languages, set, trickyNegatives, codeSwitched } = groups;
  const brief = TRAINING_SET_BRIEF;
  const tricky = new Set(trickyNegatives.map((m) => m.text));
  const switched = new Set(codeSwitched.map((m) => m.text));
  const count = (list: readonly Entry[], label: string) =>
    list.filter((m) => m.label === label).length;
  const words = (text: string) => text.trim().split(/\s+/).length;

  describe(`${name}: the training brief's shape`, () => {
    it("labels every message with one known class and a non-empty text, and gives no profile age", () => {
      for (const m of set) {
        expect(isLabel(m.label), m.text).toBe(true);
        expect(m.text.trim().length, m.label).toBeGreaterThan(0);
        expect(m.age, m.text).toBeUndefined();
      }
    });

    it("joins the languages' lists and nothing else", () => {
      expect(set).toEqual(languages.flatMap(([, list]) => list));
    });

    it("keeps the tricky negatives labelled none and them and the code-switched texts in the set", () => {
      const texts = new Set(set.map((m) => m.text));
      for (const m of trickyNegatives) {
        expect(m.label, m.text).toBe("none");
        expect(texts.has(m.text), m.text).toBe(true);
      }
      for (const m of codeSwitched) expect(texts.has(m.text), m.text).toBe(true);
    });

    it("has no duplicate texts (case and spacing ignored)", () => expectNoDuplicateTexts(set));
  });

  describe(`${name}: the training brief per language`, () => {
    for (const [language, list] of languages) {
      it(`${language}: at least ${brief.messages} messages, ${brief.dangerous} dangerous, each of the ${brief.dangerousClasses} dangerous classes ${brief.eachDangerousClass} times`, () => {
        expect(list.length).toBeGreaterThanOrEqual(brief.messages);
        const dangerous = list.filter((m) =>
          (BLIND_DANGEROUS as readonly string[]).includes(m.label),
        );
        expect(dangerous.length).toBeGreaterThanOrEqual(brief.dangerous);
        expect(BLIND_DANGEROUS.length).toBe(brief.dangerousClasses);
        for (const label of BLIND_DANGEROUS)
          expect(count(list, label), label).toBeGreaterThanOrEqual(brief.eachDangerousClass);
      });

      it(`${language}: pregnancy at least ${brief.pregnancy} times and medication ${brief.medication}`, () => {
        expect(count(list, "pregnancy")).toBeGreaterThanOrEqual(brief.pregnancy);
        expect(count(list, "medication")).toBeGreaterThanOrEqual(brief.medication);
      });

      it(`${language}: at least ${brief.none} none, of which ${brief.tricky} tricky negatives`, () => {
        const none = list.filter((m) => m.label === "none");
        expect(none.length).toBeGreaterThanOrEqual(brief.none);
        expect(none.filter((m) => tricky.has(m.text)).length).toBeGreaterThanOrEqual(brief.tricky);
      });

      it(`${language}: at least ${brief.short} messages of at most ${brief.shortWords} words and ${brief.codeSwitched} code-switched`, () => {
        const short = list.filter((m) => words(m.text) <= brief.shortWords);
        expect(short.length).toBeGreaterThanOrEqual(brief.short);
        const mixed = list.filter((m) => switched.has(m.text));
        expect(mixed.length).toBeGreaterThanOrEqual(brief.codeSwitched);
      });
    }
  });
}
