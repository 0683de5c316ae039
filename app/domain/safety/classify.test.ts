import { describe, expect, it } from "vitest";
import { classifyMessage, DANGEROUS_CLASSES, normaliseForSafety, SAFETY_LEVELS } from "./classify";

const classOf = (text: string, age?: number) => classifyMessage(text, { age })?.class ?? null;

describe("classifyMessage: emergencies", () => {
  it("reads chest pain, with or without the words 'heart attack'", () => {
    expect(classOf("I get chest pain after eating")).toBe("emergency-chest-pain");
    expect(classOf("pressure in my chest spreading to my jaw")).toBe("emergency-chest-pain");
    expect(classOf("my dad is clutching his chest")).toBe("emergency-chest-pain");
  });
  it("reads breathing trouble and choking", () => {
    expect(classOf("I can't breathe and my lips look blue")).toBe("emergency-breathing");
    expect(classOf("my son is choking on a grape")).toBe("emergency-breathing");
  });
  it("reads swelling after food as anaphylaxis before it reads breathing", () => {
    expect(classOf("I ate peanuts and my lips are swelling")).toBe("emergency-allergy");
    expect(classOf("she ate an egg and now she's wheezing")).toBe("emergency-allergy");
    expect(classOf("I'm wheezing a lot today")).toBe("emergency-breathing");
  });
  it("reads low readings in mg/dL and mmol/L, and hypo symptoms in someone with diabetes", () => {
    expect(classOf("My blood sugar is 45 and I feel shaky and confused")).toBe(
      "emergency-low-blood-sugar",
    );
    expect(classOf("glucose 2.8 mmol")).toBe("emergency-low-blood-sugar");
    expect(classOf("I'm diabetic and trembling")).toBe("emergency-low-blood-sugar");
    // a normal or high reading, a food's sugar, or sweating alone are not lows
    expect(classOf("my fasting blood sugar is 110, is that ok?")).toBeNull();
    expect(classOf("how many grams of sugar in 2 bananas")).toBeNull();
    expect(classOf("I'm diabetic, what should I eat after sweating at the gym?")).toBeNull();
  });
});

describe("classifyMessage: crisis and harmful goals", () => {
  it("reads suicidal thoughts and self-harm, not figures of speech", () => {
    expect(classOf("I want to kill myself")).toBe("self-harm");
    expect(classOf("I don't want to be alive anymore")).toBe("self-harm");
    expect(classOf("I could kill for a burger")).toBeNull();
    expect(classOf("this cake is to die for")).toBeNull();
    expect(classOf("I cut myself while chopping onions, should I eat iron?")).toBeNull();
  });
  it("reads eating-disorder signs, not ordinary wishes to eat less of something", () => {
    expect(classOf("I want to stop eating entirely")).toBe("eating-disorder");
    expect(classOf("I make myself throw up after I eat")).toBe("eating-disorder");
    expect(classOf("how many laxatives should I take to lose weight")).toBe("eating-disorder");
    expect(classOf("how do I stop eating junk food at night?")).toBeNull();
    expect(classOf("are prunes a natural laxative?")).toBeNull();
  });
  it("reads a minor's weight-loss question from the message or the profile's age", () => {
    expect(classOf("I'm 14 and I want to lose weight fast")).toBe("minor-weight-loss");
    expect(classOf("I want a weight loss plan", 15)).toBe("minor-weight-loss");
    expect(classOf("I want a weight loss plan", 35)).toBeNull();
    expect(classOf("I'm 16 and want to build muscle")).toBeNull();
    expect(classOf("I'm 20 weeks pregnant")).toBe("pregnancy");
  });
  it("reads paces over 1 kg a week, days under 1,000 kcal and fasts of days", () => {
    expect(classOf("how do I lose 10 kg in a week")).toBe("extreme-goal");
    expect(classOf("I want to lose 20 pounds in two weeks")).toBe("extreme-goal");
    expect(classOf("give me a 500 kcal diet plan")).toBe("extreme-goal");
    expect(classOf("I'm planning a 5 day water fast")).toBe("extreme-goal");
    expect(classOf("can I fast for 72 hours")).toBe("extreme-goal");
    expect(classOf("I want to lose 0.5 kg a week")).toBeNull();
    expect(classOf("is 1,800 calories a day right for me?")).toBeNull();
    expect(classOf("a healthy 300 calorie snack")).toBeNull();
    expect(classOf("how to break a 16 hour fast")).toBeNull();
  });
});

describe("classifyMessage: caution classes and negatives", () => {
  it("reads pregnancy and medicines as caution", () => {
    expect(classifyMessage("can I eat brie while pregnant")).toEqual({
      class: "pregnancy",
      level: "caution",
    });
    expect(classOf("can I eat grapefruit with my statins?")).toBe("medication");
    expect(classOf("is insulin resistance reversible with diet?")).toBeNull();
    expect(classOf("traditional chinese medicine view on ginger")).toBeNull();
  });
  it("leaves the tricky negatives alone", () => {
    for (const text of [
      "what should I eat before chest day",
      "my heart rate on a run goes up to 170",
      "breathing exercises for stress",
      "I'm allergic to nuts, can you suggest snacks?",
      "I have no chest pain, just heartburn",
      "suicide squad movie night snacks?",
    ])
      expect(classOf(text), text).toBeNull();
  });
  it("puts the most urgent class first", () => {
    expect(classOf("I'm pregnant and have chest pain")).toBe("emergency-chest-pain");
    expect(classOf("I'm 15 and want to lose 10 kg in a week")).toBe("minor-weight-loss");
  });
});

describe("levels", () => {
  it("every dangerous class answers without a model; caution classes do not", () => {
    for (const c of DANGEROUS_CLASSES) expect(SAFETY_LEVELS[c]).not.toBe("caution");
    expect(SAFETY_LEVELS.pregnancy).toBe("caution");
    expect(SAFETY_LEVELS.medication).toBe("caution");
  });
  it("normalises curly quotes and dropped apostrophes", () => {
    expect(normaliseForSafety("I Can’t  breathe")).toBe("i can't breathe");
    expect(normaliseForSafety("im 14")).toBe("i'm 14");
  });
});
