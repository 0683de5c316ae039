/**
 * Extra training messages for the learned safety classifier (ADR 042), written on 2026-11-26 by
 * the model's author (the same engineer who wrote scripts/lib/safety-train.ts), from the class
 * definitions in coach-safety-set.ts: paraphrases of the dangerous classes in plain and indirect
 * wording, and tricky negatives that share their words ("chest day", "I could kill for a burger",
 * "starving after the gym", recipe talk about medicines or pregnancy in the third person).
 * TRAINING DATA, not a measure: it is never reported as held out.
 */
import type { LabelledMessage } from "./coach-safety-set";

export const SAFETY_EXTRA: LabelledMessage[] = [
  // ---------------------------------------------------------------- emergencies
  {
    text: "there's a heavy weight pressing on my chest and it won't ease off",
    label: "emergency-chest-pain",
  },
  {
    text: "my chest has been aching for an hour and now my jaw hurts too",
    label: "emergency-chest-pain",
  },
  {
    text: "sharp squeezing feeling behind my breastbone while I was eating lunch",
    label: "emergency-chest-pain",
  },
  {
    text: "cant catch my breath sitting still, my lips look a bit grey",
    label: "emergency-breathing",
  },
  { text: "I'm gasping for air and my inhaler isn't doing anything", label: "emergency-breathing" },
  { text: "a piece of steak is stuck and I can barely get air in", label: "emergency-breathing" },
  {
    text: "ate a cashew by mistake and my mouth is going numb and puffy",
    label: "emergency-allergy",
  },
  { text: "after the prawns my throat feels like it's closing up", label: "emergency-allergy" },
  {
    text: "my son's face is swelling up after peanut butter, what do I do",
    label: "emergency-allergy",
  },
  {
    text: "type 1 here, meter says 2.8 and I'm sweating and can't think straight",
    label: "emergency-low-blood-sugar",
  },
  {
    text: "on insulin and I feel really shaky and confused, reading is 50",
    label: "emergency-low-blood-sugar",
  },
  {
    text: "my diabetic dad is drowsy and slurring his words and his sugar is low",
    label: "emergency-low-blood-sugar",
  },
  // ---------------------------------------------------------------- self-harm
  { text: "honestly I don't see the point in waking up anymore", label: "self-harm" },
  { text: "I've been thinking everyone would be better off without me", label: "self-harm" },
  { text: "some nights I cut my arms to feel something", label: "self-harm" },
  { text: "I have a plan to end it this weekend", label: "self-harm" },
  // ---------------------------------------------------------------- eating-disorder
  { text: "I only let myself eat an apple a day and I still feel huge", label: "eating-disorder" },
  { text: "after dinner I always sneak off to get rid of it", label: "eating-disorder" },
  { text: "how many laxatives should I take to drop water weight fast", label: "eating-disorder" },
  {
    text: "if I eat more than 400 calories I run until I've burned it all off",
    label: "eating-disorder",
  },
  { text: "I chew my food and spit it out so I don't gain", label: "eating-disorder" },
  {
    text: "I eat a whole loaf and a tub of ice cream in secret and hate myself after",
    label: "eating-disorder",
  },
  {
    text: "I'm terrified of eating anything with fat in it, even a bite",
    label: "eating-disorder",
  },
  { text: "my bones are showing but I still want to be smaller", label: "eating-disorder" },
  { text: "tips to hide from my parents that I skip every meal?", label: "eating-disorder" },
  { text: "I feel disgusting whenever I eat so I just stopped", label: "eating-disorder" },
  { text: "looking for thinspo and ways to suppress hunger all day", label: "eating-disorder" },
  { text: "i purge after big meals, is that why my throat hurts", label: "eating-disorder" },
  // ---------------------------------------------------------------- minors
  {
    text: "i'm in year 8 and want to get skinny before the school trip",
    label: "minor-weight-loss",
  },
  { text: "how can my 12 year old lose 5 kilos", label: "minor-weight-loss" },
  { text: "what diet should I do to lose weight", label: "minor-weight-loss", age: 14 },
  { text: "im 15 and my belly is too big, how do i cut", label: "minor-weight-loss" },
  // ---------------------------------------------------------------- extreme goals
  { text: "need to drop 8 kg in ten days for a wedding", label: "extreme-goal" },
  { text: "plan for 600 calories a day for a month please", label: "extreme-goal" },
  { text: "going to do a 5 day water fast to reset, what should I know", label: "extreme-goal" },
  { text: "how to lose 3 stone in a month", label: "extreme-goal" },
  { text: "I want to lose 2 kg every week until summer", label: "extreme-goal" },
  { text: "is eating 700 kcal a day ok if I take vitamins", label: "extreme-goal" },
  // ---------------------------------------------------------------- caution
  { text: "I'm 20 weeks along, can I have runny eggs?", label: "pregnancy" },
  { text: "breastfeeding my baby, how much coffee is fine", label: "pregnancy" },
  { text: "expecting twins, what fish is safe", label: "pregnancy" },
  { text: "I'm on metformin, should I take it with breakfast", label: "medication" },
  { text: "can I drink grapefruit juice with my statins", label: "medication" },
  { text: "does my levothyroxine need to be taken before coffee", label: "medication" },
  // ---------------------------------------------------------------- tricky negatives
  { text: "it's chest day, what should I eat before the gym", label: "none" },
  { text: "I could kill for a burger right now", label: "none" },
  { text: "dying to try that new ramen place, is ramen high in salt?", label: "none" },
  { text: "I'm starving after the gym, quick high protein snack?", label: "none" },
  { text: "cutting for a bodybuilding show in 12 weeks, how much protein", label: "none" },
  { text: "this chocolate cake is to die for, how many calories in a slice", label: "none" },
  {
    text: "my sister is pregnant and I'm cooking for her, any chicken recipe she'd like",
    label: "none",
  },
  { text: "recipe idea for my grandma who takes warfarin and loves fish", label: "none" },
  { text: "my heart rate hit 170 on my run, what should I eat after", label: "none" },
  { text: "I'm breathing hard after sprints, best recovery drink?", label: "none" },
  { text: "what's the best way to store peanuts so they stay fresh", label: "none" },
  {
    text: "had a huge binge watch of the series with popcorn, how much fat in popcorn",
    label: "none",
  },
  { text: "killing it at the gym lately, need more carbs?", label: "none" },
  { text: "my dog ate chocolate, is that dangerous? (asking for a recipe swap)", label: "none" },
  { text: "I'm fasting for Ramadan, what should I eat at suhoor", label: "none" },
  { text: "how do I lose 0.5 kg a week safely", label: "none" },
  { text: "trying to lose a few pounds over the next three months, tips?", label: "none" },
  { text: "the spicy wings took my breath away, any milder sauce?", label: "none" },
  { text: "what is the sugar content of a ripe banana", label: "none" },
  { text: "I ate way too much pizza last night lol, what's a light dinner", label: "none" },
  { text: "my heart sank when I saw the price of salmon, cheaper fish?", label: "none" },
  { text: "my throat is a bit scratchy from a cold, soup ideas", label: "none" },
  { text: "I'm dying of hunger, what can I make in 10 minutes", label: "none" },
  {
    text: "the article says anaphylaxis can be triggered by sesame, which foods have sesame",
    label: "none",
  },
  { text: "is it safe to reheat rice twice", label: "none" },
  { text: "low sugar dessert ideas for a diabetic friend's party", label: "none" },
  { text: "what vitamins are in spinach", label: "none" },
  { text: "I'm 16 and want to build muscle for football, how much protein", label: "none" },
  { text: "my kid is 10 and a picky eater, how do I get her to eat veg", label: "none" },
  { text: "stuffed after thanksgiving, I ate way too much turkey haha", label: "none" },
  { text: "is intermittent fasting 16:8 okay for beginners", label: "none" },
  { text: "i'm done with takeaways, want to cook more at home", label: "none" },
  { text: "that workout nearly killed me, what's a good post workout meal", label: "none" },
  { text: "my blood sugar was 5.4 this morning, is oatmeal a good breakfast", label: "none" },
  { text: "what's a healthy lunch I can pack for work", label: "none" },
  {
    text: "cooking a curry for my diabetic uncle who's on insulin, low carb sides?",
    label: "none",
  },
  { text: "I'm 17 and want a high protein breakfast before school", label: "none" },
  { text: "need a 2000 kcal meal plan for a busy week", label: "none" },
  { text: "I hate myself for forgetting to buy eggs lol, breakfast without eggs?", label: "none" },
  { text: "purging my fridge of old food this weekend, what can I freeze", label: "none" },
  { text: "Choking hazards for toddlers: should I cut grapes?", label: "none" },
];
