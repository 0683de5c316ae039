/**
 * Training set 41 for the coach's safety classifier (issue 16): English, written 2026-11-27.
 *
 * Author role: a helper session of the NutriCoach project writing as an outside author the team
 * has not heard from. The author has not seen the classifier, its rules, its training data or the
 * other sets' messages (only blind set 11's label header, the shape helpers and the
 * `LabelledMessage` type) and ran no classifier on these texts. Every text is the author's own;
 * none is copied from a website or another set.
 *
 * Personas: older adults (75+) and their adult children; new mothers (postpartum); people with food
 * allergies travelling abroad; weight-class athletes (boxing, rowing, jockeys); university
 * students; people in rural areas far from help; anxious people who worry about symptoms; people
 * on GLP-1 injections; people on the carnivore or water-fasting trends; people writing after a
 * bereavement. Dangerous messages are said plainly, indirectly (numbers, behaviour, symptoms in
 * everyday words) and as a question ("is it normal that ...").
 *
 * Labels (blind set 11's names; one label per message; when several fit, the most urgent wins in
 * this order: chest pain, allergy, breathing, low blood sugar, self-harm, eating-disorder, minor,
 * extreme goal, pregnancy, medication):
 * - emergency-chest-pain: chest pain, pressure, tightness or crushing now, or pain going from the
 *   chest into the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack", CDC "Heart
 *   attack symptoms": call the emergency number.
 * - emergency-breathing: severe breathlessness now, choking, blue or grey lips, a reliever inhaler
 *   that does not help. Guidance: NHS "Shortness of breath", "Asthma attack", "Choking".
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS
 *   "Anaphylaxis", NICE CG134: use the adrenaline auto-injector and call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms in
 *   someone with diabetes or on glucose-lowering medicine, now. Guidance: NHS "Low blood sugar
 *   (hypoglycaemia)", Diabetes UK "4 is the floor", ADA "Hypoglycemia".
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance: WHO "Suicide" fact sheet, NICE NG225, Samaritans: talk to someone now.
 * - eating-disorder: purging (jockeys' "flipping" included), laxative or diuretic misuse, leaving
 *   out insulin to lose weight, restricting far below needs or hiding it, bingeing with loss of
 *   control, compensatory exercise, intense fear of food or weight gain, pro-ana. Guidance: NICE
 *   NG69, the SCOFF questions, Beat and NEDA warning signs.
 * - minor-weight-loss: someone under 18 wanting to lose weight or make a lower weight class, or a
 *   parent or grandparent asking how to make a child lose weight; in this set the age is always
 *   said in the message. Guidance: NHS "Obesity in children", CDC children's healthy weight, NICE
 *   CG189: family-based change, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (amount and deadline counted from Friday
 *   2026-11-27: Christmas Day = 28 days, New Year's Eve = 34), under 1,000 kcal a day, days without
 *   food to lose weight. Guidance: NICE CG189 (0.5 to 1 kg a week; 800 kcal or less only with
 *   clinical support), NHS "Lose weight".
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet and
 *   breastfeeding".
 * - medication (caution): a medicine (GLP-1 injections included) with food, drink, fasting or a
 *   diet, or changing or stopping one. Guidance: NHS medicines pages on food interactions; do not
 *   stop a medicine without the GP or pharmacist.
 * - none: everything else: negations, what is over (a reaction, a scare, a test that came back
 *   clear), general knowledge and exam questions, idioms ("dying for a coffee", "killer leg day"),
 *   sports and TV talk, cooking, normal readings (5.1 mmol/L, 118/76), sensible goals (0.5 kg a
 *   week, 1,600 - 2,000 kcal), 16:8 windows, minors and adults asking about anything but weight
 *   loss. Following this set's brief, a message that names a medicine only to fix a meal time (the
 *   question is about the meal's timing, not the medicine with food) is a tricky `none`.
 *
 * Exports: `SAFETY_TRAIN41` (the whole set) and `TRAIN41_TRICKY_NEGATIVES` (the `none` messages
 * written to look dangerous; the plain `none` texts are in the set only). No message has an `age`.
 */

import type { LabelledMessage } from "./coach-safety-set";

type Label = LabelledMessage["label"];
const all = (label: Label, texts: readonly string[]): LabelledMessage[] =>
  texts.map((text) => ({ text, label }));

const CHEST_PAIN = all("emergency-chest-pain", [
  "chest feels crushed",
  "chest pain right now",
  "crushing pain, left arm numb",
  "pain in my chest going up into my jaw",
  "Dad is 81 and says his chest is tight and his left arm aches, he's sweating at the kitchen table. what do I do",
  "is it normal that my chest hurts when I push the pram up the hill and it still hasn't eased now I've sat down?",
  "heavy pressure in the middle of my chest since breakfast, I feel sick and clammy",
  "Mum (78) keeps rubbing her breastbone and says it's like an elephant sitting on her, she won't let me ring anyone",
  "day 3 of a water fast and there's a squeezing feeling behind my ribs, heart pounding",
  "on carnivore for 2 months, woke up with a tight band across my chest that goes through to my shoulder blade",
  "sharp pain in my chest after the sauna cut for tomorrow's weigh-in",
  "my chest hurts and my left hand is tingling",
  "is indigestion supposed to go down your arm? been like this 20 min",
  "since the funeral I've had aches in my chest but tonight it's much worse, it won't stop and my neck hurts too",
  "Grandad sat down hard in the garden holding his chest, he's grey and can't say what's wrong",
  "I'm an anxious person but this is different, the pain in my chest is crushing, going into my back and I'm dizzy",
  "feels like someone is standing on my chest",
  "we're 40 minutes from the nearest town and my husband has pain spreading from his chest to his jaw",
]);

const BREATHING = all("emergency-breathing", [
  "can't breathe properly",
  "struggling to breathe",
  "choking on food help",
  "gasping for air sitting still",
  "my inhaler isn't working and I can barely get words out",
  "Mum is 84 and choking on a bit of steak, she can't cough or speak",
  "is it normal that my lips look blue after my run? still gasping 15 min later",
  "did an erg test, half an hour later I still can't catch my breath and I'm wheezing hard",
  "baby is 3 weeks old and tonight I'm so breathless I can't lie flat or get up the stairs",
  "something's stuck in my throat, can't get air in",
  "we're an hour from the hospital, my husband is wheezing and his blue inhaler does nothing anymore",
  "I get panic attacks a lot but right now I'm fighting for every breath and my lips are going grey",
  "Grandma's breathing sounds like rattling and she can't finish a sentence",
  "toddler swallowed a grape whole and is making no sound",
  "asthmatic, used my puffer 10 times, still can't get enough air",
  "how long can shortness of breath last? I've been puffing since I sat down an hour ago and it's getting worse",
  "my flatmate is coughing and can't breathe after inhaling a crisp, face going purple",
]);

const ALLERGY = all("emergency-allergy", [
  "lips swelling after satay",
  "face swelling after walnuts",
  "swollen tongue after prawns",
  "throat tight after hummus",
  "used my epipen, still swelling",
  "I'm in Bangkok and I think there was peanut in the curry, my tongue feels huge and my voice is going hoarse",
  "is it normal for my throat to feel tight after the shrimp? I'm allergic to shellfish but didn't know it was in the dish",
  "hives spreading all over me after lunch in Lisbon, my eyes are puffing shut, I'm allergic to sesame",
  "Dad (79) had a bite of the pesto, he's allergic to pine nuts and now his lips are fat and he feels faint",
  "my 2 year old's face went blotchy and puffy after her first taste of egg and she's coughing",
  "the waiter promised no milk but my throat is itchy and closing up",
  "my tongue is tingling and thick after a cake at the market, I only speak a little Spanish, what do I say to get help",
  "eyes and lips swelling, ate kiwi",
  "after the wasabi peas my mouth is swelling and I'm lightheaded, I have a nut allergy and the packet is in Japanese",
  "is this an allergy? my lips are getting bigger and there's a rash going down my neck since the mussels 10 min ago",
  "we're on a farm miles from town and my son's eyes are swelling shut after a cashew biscuit",
  "voice gone croaky and face puffy after the gelato, allergic to hazelnut",
]);

const LOW_SUGAR = all("emergency-low-blood-sugar", [
  "reading 2.9, shaky",
  "blood sugar 52 mg/dL",
  "3.0 mmol now, sweating",
  "hypo, can't stop shaking",
  "blood sugar 3.2 and falling",
  "I'm type 1, meter says 3.1 and I'm sweating buckets at the bus stop",
  "Dad is 88 and on gliclazide, he's confused and sweaty and won't eat",
  "on insulin and I feel weird, shaky, can't think straight, haven't eaten since breakfast",
  "is it normal to be trembling and seeing double on Ozempic plus gliclazide when I skip lunch? it's happening now",
  "my monitor keeps beeping low, 3.4 and dropping",
  "new mum with type 1, breastfeeding at 3am and my sugar went to 2.6, hands shaking",
  "Mum's diabetic and slurring her words and really pale, she had her insulin but didn't eat her tea",
  "I take insulin and went for a long hike up the fell, now my heart is racing, I'm sweating and my vision is blurry",
  "after training my Libre says 58 and I'm diabetic, my legs have gone to jelly",
  "since my wife died I forget to eat, I'm on insulin and I'm dizzy and clammy now, reading 3.3",
  "my roommate is type 1 and acting drunk but hasn't had a drink, her meter reads 2.8",
]);

const SELF_HARM = all("self-harm", [
  "I want to die",
  "don't want to be here anymore",
  "no point living without Mum",
  "I wrote goodbye letters today",
  "I've saved up all my tablets",
  "since my husband died I don't see the point of waking up anymore",
  "I've been thinking about ending it",
  "been cutting again to cope with exam stress",
  "is it normal to plan how you'd kill yourself? I keep doing it at night",
  "everyone would be better off without me, especially the baby",
  "I hurt myself on purpose when I've eaten too much",
  "I burn my arm when the anxiety gets too much",
  "thinking of driving off the road on the way home",
  "I punch walls until my knuckles bleed because I hate myself",
  "how many paracetamol would it take to stop my heart",
  "I'm 80, lonely since my wife went and I've been stockpiling my sleeping pills",
  "sometimes I just want to fall asleep and never wake up",
  "the baby cries all night and I keep thinking about walking into the sea",
]);

const EATING_DISORDER = all("eating-disorder", [
  "purging again",
  "throwing up after meals",
  "water pills to drop weight",
  "thinspo accounts to follow?",
  "I make myself sick after dinner",
  "how many laxatives do I need to get rid of what I ate",
  "flipping after every meal before races, all the jockeys do it",
  "I skip my insulin so I lose weight faster",
  "ate a whole loaf and two tubs of ice cream, couldn't stop, now I'll run until it's all burned off",
  "is it normal to panic if I eat over 500 calories? I hide food in napkins so my family doesn't notice",
  "I chew and spit my food so I don't gain",
  "terrified of gaining even 100 g, I weigh myself 15 times a day",
  "binged again, hate myself, will starve tomorrow",
  "any tips for hiding not eating from my housemates",
  "started carnivore but now it's just one egg a day and I feel proud when my stomach growls",
  "on my GLP-1 I barely eat, and when I do I go and bring it back up so the number keeps dropping",
  "2 hours on the treadmill for every meal I eat, is that enough",
  "I binge at night in secret and can't stop myself",
  "diuretics before the weigh-in, how many",
  "after every rowing session I spit my food out and chew gum all day instead of eating, my coach doesn't know",
]);

const MINOR = all("minor-weight-loss", [
  "15f, 60kg, want 50",
  "i'm 12 how to lose weight",
  "13 and want to lose weight",
  "I'm 14 and want to lose 5 kg",
  "im 15 how do i get skinny fast",
  "I'm 13, how many calories should I eat to lose weight",
  "my son is 12 and chubby, how do I get him on a diet",
  "16 y/o boxer, I need to drop to the lower weight class for nationals",
  "I'm a 17 year old apprentice jockey and need to lose 3 kg to ride at the weight",
  "is it normal to want to lose weight at 11? the others in my class call me fat",
  "my daughter (10) wants to diet with me, what plan could she follow",
  "age 14, want a flat stomach by summer, how little should I eat",
  "I'm 16 and rowing lightweight, how do I cut 4 kg",
  "Year 9 here, 14, how do I lose my belly",
  "my grandson is 9 and the doctor says he's heavy, can I put him on low carb",
  "17, want to try water fasting to get thinner",
]);

const EXTREME_GOAL = all("extreme-goal", [
  "800 calories a day plan",
  "lose 10 kg in 4 weeks",
  "how to lose 3 kg a week",
  "I want to do a 5 day water fast to lose weight",
  "need to lose 8 kg before Christmas",
  "is it normal to eat 600 kcal a day on carnivore? I want the weight off faster",
  "want to drop a stone in 2 weeks for my daughter's wedding",
  "boxer, need to cut 6 kg in 5 days for the weigh-in",
  "planning a 7 day fast to shift the baby weight",
  "500 kcal a day for a month, doable?",
  "on Mounjaro and want to eat 700 calories a day to speed it up",
  "water only for 4 days to drop weight",
  "lose 15 kg by New Year",
  "can I lose 2 kg a week safely",
  "jockey, planning to stay under 900 kcal all season",
  "3 day fast then one meal, repeat, to lose 12 kg in a month",
  "I want to lose 20 lbs in 2 weeks",
  "my brother's funeral is in 3 weeks and I want to lose 7 kg before the family sees me",
]);

const PREGNANCY = all("pregnancy", [
  "pregnant, is brie ok?",
  "coffee while breastfeeding?",
  "is runny egg ok for pregnant women",
  "I'm 20 weeks pregnant and going to Japan, which sushi can I eat",
  "is intermittent fasting ok while breastfeeding my 2 month old",
  "how much fish is safe in pregnancy",
  "pregnant and craving liver pâté, is that a problem",
  "breastfeeding, how many extra calories do I need",
  "I'm pregnant and vegan, what should I supplement",
  "can I fast for Ramadan while pregnant",
  "nursing mum, allowed a glass of wine?",
  "pregnant with twins, how much protein should I eat",
]);

const MEDICATION = all("medication", [
  "antibiotics and milk ok?",
  "grapefruit juice with my statin?",
  "Dad takes warfarin, can he eat spinach and kale every day",
  "on Wegovy, what should I eat to stop feeling sick",
  "I want to stop my metformin and do keto instead",
  "can I have my levothyroxine with coffee",
  "is it ok to drink alcohol on sertraline",
  "on Ozempic and want to try a 16:8 fast, is that ok",
  "can I take ibuprofen on an empty stomach",
  "Mum is on lithium, is cutting salt a good idea for her",
  "if I come off my antidepressants will I lose weight",
  "does the carnivore diet stop my blood pressure tablets working",
]);

/** `none` messages that share words, numbers or topics with the dangerous classes. */
export const TRAIN41_TRICKY_NEGATIVES: readonly LabelledMessage[] = all("none", [
  // idioms and figures of speech
  "dying for a coffee",
  "starving, dinner ideas?",
  "I could kill for pizza",
  "killer leg day, need carbs",
  "sick of salads",
  "this essay is killing me, brain food please",
  "I'd rather die than eat Brussels sprouts haha",
  "I'm dying to try the pastéis de nata in Lisbon",
  "that vindaloo nearly finished me off lol",
  "my heart melted when the baby smiled at me",
  "this heat is suffocating, what should I drink on the trail",
  // sports talk
  "chest day tomorrow, what to eat",
  "bench press PR today, chest sore in the good way",
  "I'm a heavyweight so no cutting for me, just want more protein",
  "jockey here, steady at my riding weight on 2,200 kcal, snack ideas for long drives?",
  "rowing coach wants lightweights to cut gradually, 0.5 kg a week over the season, how should my meals look",
  "boxer, weigh-in is in 8 weeks and I'm 3 kg over, is a slow cut possible",
  "resting heart rate 58, I'm a rower, normal?",
  "my horse is on a diet, the trainer cut his hay",
  // cooking and TV
  "Bake Off judge said the cake was to die for",
  "binge-watching Bake Off with a cup of tea",
  "a Casualty episode showed anaphylaxis, how common are nut allergies",
  "the TV doctor said 4 is the floor for blood sugar, what does that mean",
  "GLP-1 jabs on the news again, how do they work",
  "water fasting videos are all over TikTok, what does the science actually say",
  // exam and general knowledge
  "what's a hypo? diabetes exam tomorrow",
  "how does insulin work, for a biology essay",
  "list foods that commonly cause anaphylaxis for my nursing exam",
  "how do weight-class athletes make weight safely? it's for my sports science essay",
  // over, mild or checked
  "heartburn after tacos, gone now",
  "choked on my tea laughing, all fine",
  "tongue burnt on hot soup",
  "my lips are chapped from the wind, any foods that help",
  "my chest pain last week was a pulled muscle from sparring, the GP checked, what helps recovery",
  "had a panic attack yesterday, felt like I couldn't breathe but it passed in ten minutes and the doctor says I'm fine. calming snacks?",
  "my anxiety told me it was a heart attack last month but every test was clear, is coffee ok",
  "my heart skipped a beat after an espresso yesterday, hasn't happened again, should I switch to decaf",
  "out of breath after four flights of stairs but fine after a minute, normal for an unfit student?",
  "felt shaky after skipping lunch, not diabetic, a sandwich sorted it in ten minutes",
  "swollen ankles after the long flight, gone by morning, should I cut salt",
  "threw up once from food poisoning last month, fine now, what helps the gut recover",
  "tingly lips from Sichuan pepper, no allergies, it wore off, that's just the spice right",
  "I had a nut allergy as a kid but outgrew it, tested clear last year, can I try almond butter",
  "my only allergy is hay fever, can I eat local honey",
  "my allergic reaction was to penicillin, not food, so seafood in Spain is fine?",
  "my cat choked on a hairball but she's fine now",
  // negations
  "not pregnant, just bloated",
  "I'm not allergic to anything, can I eat all the street food in Hanoi",
  "no chest pain, no breathlessness, just want a heart-healthy diet",
  "not suicidal, just exhausted, which foods help energy",
  "I don't want to hurt myself, I just want to eat better after the funeral",
  "I'm not on any medication, is magnesium worth taking",
  // normal numbers
  "fasting sugar 5.1 this morning, ok?",
  "blood pressure 118/76 at the pharmacy, good?",
  "sugar 6.2 two hours after lunch, not diabetic, just curious",
  "Dad's type 2 and his reading was 6.0 this morning, well controlled, good lunch ideas?",
  "mine is 110/70 and low blood pressure runs in the family, do I need more salt",
  "watch says oxygen 97%, fine?",
  "no signal out here but a 5.5 after a walk is normal, isn't it",
  "fasting bloods at 9 tomorrow, can I drink water",
  // reasonable goals and windows
  "aiming for 0.5 kg a week, how many calories",
  "is 1,800 kcal a day sensible for me",
  "1600 calories as a 65 kg woman ok?",
  "lost 0.4 kg this week on my 1,900 kcal plan, happy",
  "I do 16:8, eating 12 till 8",
  "16:8 with the gym at 6am, when do I eat",
  "I'm 76, 70 kg, and want to lose 3 kg by summer",
  "I'm 19 and want to lose 4 kg over 2 months",
  "six weeks postpartum, walking daily, want the baby weight off slowly, about half a kilo a week",
  "giving up chocolate for the 40 days of Lent, any swaps",
  // minors and adult children with no weight-loss aim
  "my 15 year old plays rugby, how much protein does he need to grow",
  "my daughter is 16 and wants to eat more veg, recipes?",
  "I'm 17 and want to gain muscle for rowing, what should I eat",
  "my son is 40 and asked me to help him lose weight sensibly, I'm 68",
  // medicine named only to fix a meal time
  "I take my thyroid tablet at 6 anyway, what's a good breakfast at 7 before work",
  "Mum takes her pills at 8pm so we eat at 6:30, is that early enough for her to sleep well",
  "I inject my GLP-1 on Monday mornings, better to do weekly meal prep Sunday or Monday night?",
  // bereavement, carnivore, grief and eating words with harmless meaning
  "the funeral is Friday, what easy food can I bring for the wake",
  "grieving and forgetting to cook, easy meals for one?",
  "Grandad is 82 and not cooking since Nan died, what can I batch cook for his freezer",
  "after Mum died I binge-watched three seasons with popcorn, just laughing at myself",
  "carnivore for a month and feeling good, what about fibre",
  "I hurt my back moving the sofa, any anti-inflammatory foods",
]);

const PLAIN_NONE = all("none", [
  "hello",
  "thanks!",
  "breakfast ideas?",
  "high protein snacks",
  "is rice fattening",
  "how much water daily",
  "easy vegetarian dinners",
  "log: 2 eggs, toast, coffee",
  "best post-run meal",
  "is oat milk healthy",
  "soup for cold nights",
  "how many calories in a banana",
  "what's in season in December",
  "meal prep ideas for the week",
  "student budget groceries, £25 a week",
  "how much fibre should I eat a day",
  "iron-rich foods for vegetarians",
  "how do I ask for gluten-free in Italian",
  "what's a good bedtime snack",
  "lunchbox ideas for work",
  "we live two hours from a big supermarket, how do I keep fresh veg in winter",
  "quick porridge toppings for my grandma, she's 90 and wants more protein",
  "new mum, one-handed snacks please",
  "what should I pack for a day's hiking",
  "keto vs carnivore for cholesterol?",
]);

/** The whole training set: dangerous classes, caution classes, tricky and plain `none`. */
export const SAFETY_TRAIN41: readonly LabelledMessage[] = [
  ...CHEST_PAIN,
  ...BREATHING,
  ...ALLERGY,
  ...LOW_SUGAR,
  ...SELF_HARM,
  ...EATING_DISORDER,
  ...MINOR,
  ...EXTREME_GOAL,
  ...PREGNANCY,
  ...MEDICATION,
  ...TRAIN41_TRICKY_NEGATIVES,
  ...PLAIN_NONE,
];
