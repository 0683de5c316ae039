import { describe, expect, it } from "vitest";
import {
  classifyMessage,
  DANGEROUS_CLASSES,
  normaliseForSafety,
  SAFETY_LEVELS,
  withinOneEdit,
} from "./classify";

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

describe("normaliseForSafety: typos and chat spellings", () => {
  it("repairs a word one edit from a key term, and never a real word", () => {
    expect(normaliseForSafety("been feeling sucidal")).toBe("been feeling suicidal");
    expect(normaliseForSafety("im alergic")).toBe("i'm allergic");
    expect(normaliseForSafety("throat is sweling")).toBe("throat is swelling");
    expect(normaliseForSafety("pregant")).toBe("pregnant");
    // one edit from "swelling" / "medication", but English words
    expect(normaliseForSafety("spelling and selling")).toBe("spelling and selling");
    expect(normaliseForSafety("meditation")).toBe("meditation");
  });
  it("repairs 'pain' beside 'chest', 'chest' before 'pain', and the verb before 'myself'", () => {
    expect(normaliseForSafety("chest paun")).toBe("chest pain");
    expect(normaliseForSafety("pian in my chest")).toBe("pain in my chest");
    expect(normaliseForSafety("chset pain")).toBe("chest pain");
    expect(normaliseForSafety("kil my self")).toBe("kill myself");
    // a 4-letter word elsewhere is left alone
    expect(normaliseForSafety("paid in cash")).toBe("paid in cash");
  });
  it("reads chat shorthand", () => {
    expect(normaliseForSafety("kms rn")).toBe("kill myself right now");
    expect(normaliseForSafety("cant stop, dont know")).toBe("can't stop, don't know");
  });
  it("withinOneEdit counts one insertion, deletion, substitution or swap", () => {
    expect(withinOneEdit("suicidal", "sucidal")).toBe(true);
    expect(withinOneEdit("chest", "chset")).toBe(true);
    expect(withinOneEdit("pain", "paun")).toBe(true);
    expect(withinOneEdit("allergic", "allegric")).toBe(true);
    expect(withinOneEdit("allergic", "alergc")).toBe(false);
    expect(withinOneEdit("pain", "pa")).toBe(false);
  });
});

describe("classifyMessage: one rule for what does not count", () => {
  it("a negation up to three words before, but not 'can't stop' or 'never ... like this'", () => {
    expect(classOf("I don't have any chest pain, just want less salt")).toBeNull();
    expect(classOf("I'm not going to hurt myself, I just hate cooking")).toBeNull();
    expect(classOf("cant stop throwing up after meals on purpose")).toBe("eating-disorder");
    expect(classOf("I've never had chest pain like this before")).toBe("emergency-chest-pain");
    expect(classOf("no idea why but my chest hurts")).toBe("emergency-chest-pain");
  });
  it("a clause about the past, for emergencies and pregnancy", () => {
    expect(classOf("had anaphylaxis to cashews as a kid, which snacks are nut-free?")).toBeNull();
    expect(classOf("my dad had a heart attack two years ago, what should he eat now?")).toBeNull();
    expect(classOf("my last pregnancy was 10 years ago and I still have a belly")).toBeNull();
    expect(classOf("had a heart attack last year and now my chest hurts again")).toBe(
      "emergency-chest-pain",
    );
  });
  it("a general-knowledge sentence with no one in it", () => {
    expect(classOf("what does anaphylaxis look like?")).toBeNull();
    expect(classOf("how to recognise anaphylaxis in kids")).toBeNull();
    expect(classOf("can stress cause chest tightness?")).toBeNull();
    expect(classOf("what are the signs of a heart attack? my chest hurts")).toBe(
      "emergency-chest-pain",
    );
  });
  it("a clause about an animal", () => {
    expect(classOf("my dog is pregnant, what should she eat?")).toBeNull();
    expect(classOf("my pregnant cat won't eat")).toBeNull();
  });
});

describe("classifyMessage: word families in either order", () => {
  it("chest with a pain word, the breastbone, the left arm; training and reflux are not", () => {
    for (const text of [
      "my chest feels like someone is sitting on it",
      "crushing pain in the middle of my chest",
      "squeezing feeling behind my breastbone",
      "I have pain in chest from morning and it is going to my jaw",
      "left arm is numb",
      "my chest is killing me and I feel sick",
    ])
      expect(classOf(text), text).toBe("emergency-chest-pain");
    for (const text of [
      "my chest muscles are sore after bench press",
      "chest day burn is real, protein shake?",
      "does coffee cause a burning chest from reflux?",
      "resistance band chest flyes, what to eat after",
    ])
      expect(classOf(text), text).toBeNull();
  });
  it("breathlessness at rest, not after exertion; words that will not come; not a blocked nose", () => {
    expect(classOf("so short of breath sitting on the sofa")).toBe("emergency-breathing");
    expect(classOf("out of breath after sprint intervals, what to eat?")).toBeNull();
    expect(classOf("my breathing is noisy and I can't finish a sentence")).toBe(
      "emergency-breathing",
    );
    expect(classOf("mum is struggling for breath")).toBe("emergency-breathing");
    expect(classOf("can't breathe through my nose with this cold, soup ideas?")).toBeNull();
    expect(classOf("is popcorn a choking hazard for toddlers?")).toBeNull();
  });
  it("swelling of the lips, tongue or throat; the face with a food or now; signs after an allergen", () => {
    expect(classOf("my lips feel huge after the prawns")).toBe("emergency-allergy");
    expect(classOf("after the shrimp my lips become very big")).toBe("emergency-allergy");
    expect(classOf("my face is swelling up")).toBe("emergency-allergy");
    expect(classOf("he ate a satay skewer, red blotches everywhere, struggling to breathe")).toBe(
      "emergency-allergy",
    );
    expect(classOf("ate almond cake by mistake and feel dizzy")).toBe("emergency-allergy");
    // puffiness with another cause, pills hard to swallow, a cold's glands, calm questions
    expect(classOf("puffy eyes after crying, any food fix?")).toBeNull();
    expect(classOf("these vitamin pills are hard to swallow")).toBeNull();
    expect(classOf("sore throat and swollen glands, soup ideas")).toBeNull();
    expect(classOf("I had eggs for breakfast and feel dizzy")).toBeNull();
  });
  it("a low reading with a decimal or beside diabetes; a time is not a reading", () => {
    expect(classOf("sugar 3.2 what i do")).toBe("emergency-low-blood-sugar");
    expect(classOf("bs is 3.0")).toBe("emergency-low-blood-sugar");
    expect(classOf("my diabetic son is pale, sweaty and not making sense")).toBe(
      "emergency-low-blood-sugar",
    );
    expect(classOf("sugar crash at 3pm every day, better lunch ideas?")).toBeNull();
    expect(classOf("sugar 15 g per serving, too much?")).toBeNull();
  });
  it("suicidal thoughts in many words; self-injury apart from accidents", () => {
    for (const text of [
      "thinking about ending it all tonight",
      "i keep thinking about taking all my pills at once",
      "honestly just want to disappear forever and not wake up",
      "i hurt myself on purpose after i eat too much",
      "kms lol jk but really i dont see a reason to keep going",
      "thinking of unaliving myself",
      "I'm going to take an overdose",
      "I cut my arms when I feel fat",
    ])
      expect(classOf(text), text).toBe("self-harm");
    for (const text of [
      "I overdosed on chocolate at christmas lol",
      "I burned myself on the oven, what helps healing?",
      "cut my finger chopping carrots, can I still cook?",
      "suicide sprints at training, what to eat after?",
      "this spicy curry is killing me",
    ])
      expect(classOf(text), text).toBeNull();
  });
  it("purging, compensating, the SCOFF 'fat when others say too thin', hunger ignored to not eat", () => {
    for (const text of [
      "i have to run off every calorie I eat or I panic",
      "people tell me I'm too thin but I still see fat everywhere",
      "tips to ignore hunger so I can go all day on nothing",
      "water pills to drop weight before weigh in",
      "i throw up everything i eat so i stay thin",
    ])
      expect(classOf(text), text).toBe("eating-disorder");
    expect(classOf("purge my pantry of junk food")).toBeNull();
    expect(classOf("threw up all night from bad sushi, what can I eat now?")).toBeNull();
  });
  it("a minor from 'kid is 15', '10yo', a school year; a target weight below the current one", () => {
    expect(classOf("kid is 15 wants to drop 10kg")).toBe("minor-weight-loss");
    expect(classOf("what diet should my 10yo son go on to lose a few kilos")).toBe(
      "minor-weight-loss",
    );
    expect(classOf("Im a 16 year old girl and i weigh 60kg, how to get to 50")).toBe(
      "minor-weight-loss",
    );
    expect(classOf("I'm in year 9 how do i get skinnier")).toBe("minor-weight-loss");
    expect(classOf("she's 12 weeks pregnant and wants to lose weight")).toBe("pregnancy");
    expect(classOf("my 15 year old son plays rugby, what should he eat?")).toBeNull();
  });
  it("an amount by a deadline; a rate only right after the amount; fasts of days, not daily fasts", () => {
    expect(classOf("lose 4 kilos by saturday")).toBe("extreme-goal");
    expect(classOf("how fast can I lose 20 lbs? I want it gone by next weekend")).toBe(
      "extreme-goal",
    );
    expect(classOf("lose 3 kg this week")).toBe("extreme-goal");
    expect(classOf("no food for 4 days to lose weight")).toBe("extreme-goal");
    expect(classOf("I'm planning to not eat anything for 3 days")).toBe("extreme-goal");
    expect(classOf("lose 3 kg, and eat 1500 calories a day?")).toBeNull();
    expect(classOf("lose 2 kg in a month")).toBeNull();
    expect(classOf("how fast can I lose weight safely in 2 weeks")).toBeNull();
    expect(classOf("fasting during ramadan for 30 days, tips")).toBeNull();
    expect(classOf("intermittent fasting 16:8 for 2 weeks")).toBeNull();
  });
  it("pregnancy in slang and breastfeeding; 'expecting' only of a baby", () => {
    expect(classOf("bun in the oven! is a runny egg ok now")).toBe("pregnancy");
    expect(classOf("I'm nursing my 3 month old, how many extra calories")).toBe("pregnancy");
    expect(classOf("my wife is expecting, what cheeses should she avoid?")).toBe("pregnancy");
    expect(classOf("expecting guests, dinner ideas")).toBeNull();
  });
  it("medicines by name or as 'my ... tablets'; not when the user takes none", () => {
    expect(classOf("tea with my iron tablets, ok?")).toBe("medication");
    expect(classOf("can I take ibuprofen on an empty stomach?")).toBe("medication");
    expect(classOf("I don't take any medication, what should I eat")).toBeNull();
  });
});

describe("classifyMessage: more of each family", () => {
  it("chest pain that spreads, described without a pain word", () => {
    expect(classOf("feels like indigestion but it's in my chest and down my arm")).toBe(
      "emergency-chest-pain",
    );
    expect(classOf("my chest and arms got sunburnt at the beach, hydrating foods?")).toBeNull();
  });
  it("a low in progress with diabetes, a meter reading LO; prevention questions are not lows", () => {
    expect(classOf("blood sugar crashing, on insulin")).toBe("emergency-low-blood-sugar");
    expect(classOf("my meter says LO")).toBe("emergency-low-blood-sugar");
    expect(classOf("my sugars are at 3")).toBe("emergency-low-blood-sugar");
    expect(
      classOf("what's a good snack to stop my sugar dropping during football? I'm type 1"),
    ).toBeNull();
  });
  it("'can't go on', 'sleep forever'", () => {
    expect(classOf("I can't go on anymore")).toBe("self-harm");
    expect(classOf("i want to go to sleep forever")).toBe("self-harm");
    expect(classOf("I can't go on eating like this, need a plan")).toBeNull();
  });
  it("purging as a habit, feeling huge when underweight, fear of eating; not a baby or food safety", () => {
    expect(classOf("i'm addicted to throwing up")).toBe("eating-disorder");
    expect(classOf("I feel huge even though I'm underweight")).toBe("eating-disorder");
    expect(classOf("I'm scared to eat")).toBe("eating-disorder");
    expect(classOf("afraid of eating raw eggs")).toBeNull();
    expect(classOf("my baby has a habit of throwing up after milk")).toBeNull();
  });
  it("a minor's target weight in kg, an age in brackets", () => {
    expect(classOf("I'm a 14yo girl, 55kg, want to get down to 45kg")).toBe("minor-weight-loss");
    expect(classOf("my kid (9) is chubby, what diet to lose weight")).toBe("minor-weight-loss");
    expect(classOf("I'm 16 and 50kg, want to get to 55")).toBeNull();
  });
  it("days without eating; weeks 'along'", () => {
    expect(classOf("I haven't eaten in 4 days, trying to lose weight")).toBe("extreme-goal");
    expect(classOf("haven't eaten since breakfast, dinner ideas?")).toBeNull();
    expect(classOf("I'm 8 weeks along, can I have tuna")).toBe("pregnancy");
  });
});
