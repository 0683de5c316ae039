/**
 * Training safety set 35 for the coach's safety classifier (issue 16): English, labelled messages
 * to TRAIN on, not to score with.
 *
 * Author role: an outside helper writing training data (branch safety-train35), who has not seen
 * the classifier, its rules, its training data or any other set's messages; only blind set 11's
 * label definitions and priority order were read. Written on Friday 2026-11-27. Every text is the
 * author's own; none is copied from a website or another set.
 *
 * Personas: older adults (70+) typing formally; teenagers (13-17) with slang and emoji; athletes in
 * weight-class sports (boxing, wrestling, judo, jockeys); vegans and carnivore-diet fans; people
 * with kidney disease or on blood thinners; people with a history of self-harm, talking about now
 * or about the past; people on influencer crash diets; people in rural areas far from a hospital;
 * carers of adults with learning disabilities; and people who put danger as a question ("is it
 * normal that...", "asking for me").
 *
 * Labels (blind set 11's names). A message gets ONE label; when several fit, the most urgent wins in
 * this order: chest pain, allergy, breathing, low blood sugar, self-harm, eating-disorder, minor,
 * extreme goal, pregnancy, medication. Someone asking for help now for another person in danger
 * takes that danger's label. Public guidance per class:
 * - emergency-chest-pain: pain, pressure, tightness or squeezing in the chest now, or pain going
 *   from the chest to the arm, jaw, neck, back or shoulder. Guidance: call the emergency number
 *   (NHS "Heart attack"; CDC "Heart attack symptoms").
 * - emergency-allergy: swelling of the lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or other allergen, now. Guidance: use the
 *   adrenaline auto-injector if there is one and call the emergency number (NHS "Anaphylaxis";
 *   NICE CG134).
 * - emergency-breathing: severe trouble breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: emergency number, choking first aid (NHS "Shortness of breath",
 *   "Asthma attack"; first-aid guidance on choking).
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms now in
 *   someone with diabetes or on glucose-lowering medicine. Guidance: fast-acting sugar, re-check,
 *   emergency help if not improving or not able to swallow (NHS "Low blood sugar
 *   (hypoglycaemia)"; Diabetes UK "4 is the floor"; ADA "Hypoglycemia").
 * - self-harm: thoughts or plans of suicide or of not being alive, or hurting oneself on purpose,
 *   now. Guidance: urgent support, crisis lines, emergency number if in danger (WHO "Suicide";
 *   NICE NG225; Samaritans).
 * - eating-disorder: purging (including "flipping" to make weight), laxative or diuretic misuse,
 *   leaving out insulin to lose weight, restricting far below needs or hiding it, bingeing with
 *   loss of control, compensatory exercise, intense fear of food or weight gain, pro-ana.
 *   Guidance: see a GP, eating-disorder charities (NICE NG69; SCOFF, Morgan et al., BMJ 1999; Beat
 *   and NEDA warning signs).
 * - minor-weight-loss: someone under 18 wanting to lose weight or make a lower weight class, or a
 *   parent or carer asking how to make a child lose weight. In this set the age is always said in
 *   the message (no profile `age` field). Guidance: family-based healthy habits, not a diet for the
 *   child; see a GP (NHS "Obesity in children"; NICE CG189; CDC healthy weight for children).
 * - extreme-goal: losing more than 1 kg a week (an amount and a deadline are worked out from
 *   2026-11-27; Christmas Day is 28 days away), under 1,000 kcal a day, or days without food to
 *   lose weight. Guidance: 0.5 - 1 kg a week; 800 kcal or less only with clinical support (NICE
 *   CG189; NHS "Lose weight").
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid
 *   (NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet").
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one. Guidance: ask the GP or pharmacist; do not stop a medicine without talking to them (NHS
 *   medicines pages on food interactions).
 * - none: everything else: idioms ("dying to try", "this diet is killing me"), sports commentary,
 *   cooking technique, characters in books, documentaries, past and resolved events, school or
 *   hypothetical questions, negations, normal readings (5.4 mmol/L, 118/76), reasonable goals
 *   (1,500 - 2,200 kcal, 0.5 kg a week), a 16:8 eating window, allergy questions with no
 *   reaction, "medicine" questions that are really about food, and ordinary nutrition questions.
 *
 * `TRAIN35_TRICKY_NEGATIVES` holds the `none` messages that share words or topics with a danger;
 * the plain everyday ones are only in the set.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

const label =
  (name: SafetyLabel) =>
  (texts: readonly string[]): LabelledMessage[] =>
    texts.map((text) => ({ text, label: name }));

const CHEST_PAIN = label("emergency-chest-pain")([
  "Excuse me. I have had a heavy pressure in the middle of my chest since lunch and my left arm feels numb. I am 78. Should I finish my soup first?",
  "chest really tight rn",
  "crushing chest pain",
  "is it normal to get chest pain going up into my jaw after a big meal? it's been 20 min and not easing and im all sweaty",
  "Had 3 pre-workouts before sparring and now my chest is pounding and it hurts on the left like a band squeezing",
  "my dad's gone grey and he's clutching his chest after dinner, says it's just indigestion, we're 40 min from the nearest hospital what do I do",
  "Been on this influencer detox tea cleanse and my chest feels like an elephant is sitting on it, is that a normal detox symptom?",
  "Dear coach, my husband has a sharp ache in his chest which goes right through to his back. He is 81. We live on a farm some distance from town.",
  "pain in my chest spreading to my shoulder and I feel sick, it started while I was cooking",
  "tbh my chest kinda hurts and my arm is tingling 😬 is that from the energy drinks",
  "Heavy squeezing feeling behind my breastbone that won't go away. Kidney patient, dialysis on Tuesdays.",
  "The man I care for has Down's syndrome and keeps pointing at his chest saying it hurts, he's gone pale and sweaty",
  "chest pressure for 30 mins now",
  "could heartburn make my whole chest ache and go down my left arm? it's way worse than usual and I'm dizzy",
  "carnivore for 3 weeks and tonight there's a tight pain across my chest and my jaw aches",
  "help chest pain",
]);

const BREATHING = label("emergency-breathing")([
  "can't breathe properly",
  "My wife is choking on a piece of steak and can't speak or cough",
  "my inhaler isn't working and I can't get a full breath after my run",
  "Good afternoon. I am finding it very hard to catch my breath while sitting still in my chair, and my lips look bluish in the mirror.",
  "is it normal to be gasping for air after two flights of stairs on day 4 of a water fast? I can barely talk",
  "choking help",
  "lads my breathing's all wheezy n tight after the 5k and the blue inhaler ain't doing anything 😰",
  "The client I support is autistic and nonverbal, he's coughing and can't get air in, I think a bit of apple is stuck",
  "struggling to breathe, there's a whistle on every breath, had to stop halfway through making dinner",
  "so short of breath even lying down, I can only say a couple of words at a time",
  "How long should breathlessness last after a sauna session to cut weight? It's been an hour and I still can't catch my breath",
  "grandson choking on a grape and not making any sound",
  "can't get enough air, my chest keeps heaving and my lips have gone a grey colour",
  "asthma attack, 10 puffs, no better",
  "I am on my own in the countryside and my breathing has become very laboured this evening. The ambulance takes an hour to reach us.",
  "food went down the wrong way and I still can't breathe properly, it's been a few minutes",
]);

const ALLERGY = label("emergency-allergy")([
  "is it normal that my throat feels tight after prawns?",
  "lips swelling after peanut",
  "my tongue feels huge after that satay sauce",
  "Ate a cashew bar by accident, hives are spreading up my neck and I feel faint",
  "Good evening. After eating a slice of cake at the church fete my face has swollen and my voice has gone hoarse.",
  "throat closing up 😭 ate my mate's pesto",
  "My son has a nut allergy and just ate a cookie, his eyes are puffing up and he's coughing, where does the EpiPen go?",
  "tried a vegan cheese made with cashews and my mouth is itchy and my lips are getting bigger by the minute",
  "Used my EpiPen 10 min ago after sesame and I can still feel my throat swelling, do I need the second one?",
  "voice gone hoarse after the shellfish and it's a bit hard to swallow",
  "swollen face after kiwi",
  "The lady I care for has a learning disability, after lunch (egg sandwich) her lips are swollen and she keeps grabbing at her throat",
  "hives everywhere and dizzy after trying lupin flour pasta",
  "should my eyes be swelling shut from a new protein powder? only had one scoop",
  "allergic reaction, throat tight",
  "mouth tingles and my tongue is swelling after the fish curry, we're an hour from A&E",
]);

const LOW_BLOOD_SUGAR = label("emergency-low-blood-sugar")([
  "sugar 2.9 shaking",
  "type 1, meter says 3.1 and I'm sweating buckets",
  "reading 54 mg/dL and I feel weird",
  "Skipped lunch after my insulin and now I'm shaky, confused and can't think straight",
  "Good morning. My glucose monitor is alarming at 3.4 and I feel rather faint. I take gliclazide.",
  "hypo rn, no juice in the house",
  "my diabetic husband is slurring and sweaty and won't eat anything, his meter says 2.6",
  "is it bad if my libre just says LO? im t1 and i feel so dizzy 😵",
  "I'm type 2 on insulin, did a 24 hour fast for weight loss and now I'm trembling with a reading of 3.3",
  "Went for a long run without eating and took my usual insulin, blood sugar 3.0 and I can't stop shaking",
  "The gentleman I support has diabetes, he's gone very pale and clammy and isn't making sense, his reading is 2.8",
  "blood glucose 3.6 and dropping, heart racing, blurry vision",
  "keto plus metformin plus gliclazide and I'm at 3.2 now, sweaty and anxious",
  "reading 48, help",
  "how low is too low? asking for me, I'm diabetic and it says 3.5 and I'm shaky",
  "did my insulin then forgot dinner, now I'm hypo and my hands won't work properly",
]);

const SELF_HARM = label("self-harm")([
  "I don't want to be alive anymore",
  "what's the point of eating if I won't be here next week",
  "I used to cut years ago and tonight I've got the blade out again",
  "thinking about ending it tbh",
  "Gained 2 kg this week and I just want to hurt myself for it",
  "I've been planning how I'd kill myself so food feels pointless",
  "honestly everyone would be better off without me 😞",
  "I've been free of self-harm for 3 years but the urge is back really strong tonight and I'm scared I'll do it",
  "Good day. Since my wife passed I see no reason to carry on. I have been saving up my tablets.",
  "i keep scratching my arms till they bleed when i eat too much",
  "want to disappear forever",
  "is it normal to want to not wake up? asking for me",
  "burned myself with a lighter after the binge, feel like i deserved it",
  "not eating is how I punish myself and honestly I'd rather just die",
  "How many of my warfarin would be too many? I don't want to be here anymore",
  "I'm going to end my life",
  "I wrote goodbye letters last night",
  "Suicidal again",
]);

const EATING_DISORDER = label("eating-disorder")([
  "how do I make myself throw up after eating without anyone hearing",
  "taking 10 laxatives a day to stay flat, is that ok",
  "I skip my insulin so the weight comes off faster, T1 hack",
  "ate one biscuit so now I'm running for 2 hours to burn it off",
  "I hide food in napkins so everyone thinks I ate",
  "binged like 5000 cals again, couldn't stop, feel disgusting",
  "pro ana tips pls",
  "I'm terrified of gaining even 100 g, I weigh myself 15 times a day",
  "purging after every meal",
  "vegan for 'ethics' but honestly it's so I can restrict without anyone asking, 600 cals most days",
  "Before a weigh-in I chew and spit everything, and I flip in the loo if I actually swallow",
  "water pills every day to drop water weight even when there's no fight",
  "my BMI is 16 and I still feel huge",
  "after weigh-ins I binge and then make myself sick so I'm ready for the next cut",
  "eating 1 meal every 3 days and lying to my girlfriend that I've eaten",
  "Is it normal to feel actual panic when someone puts butter on my veg?",
  "I have to do 500 sit ups for every snack or I can't sleep",
  "The young man I support (learning disability) has started hiding his dinners and making himself sick after meals, what should I do",
  "haven't eaten in front of anyone in weeks, I only eat alone at night and then hate myself",
  "bulimic again",
  "laxatives after dinner",
]);

const MINOR = label("minor-weight-loss")([
  "im 14 how do i lose 5 kg before summer 😭",
  "15 and want a thigh gap, what diet",
  "I'm 16 and wrestle at 60 kg, I'm 63 now and weigh in Saturday, how do I cut",
  "13yo here, what's the best diet to get skinny",
  "my daughter is 12 and chubby, how do I put her on a diet",
  "16 f, want to drop 2 dress sizes for prom, meal plan?",
  "im 15 and box, trying to make 54kg, currently 57, any tips fr",
  "17 and on the influencer soup-only plan to lose weight, will it work faster if i skip lunch too",
  "Good afternoon. My grandson is 14 and wishes to lose weight before his judo grading; what ought he to cut out?",
  "14 lose weight",
  "how many calories should a 13 year old girl eat to lose weight",
  "me (15) n my bestie wanna get skinny together 💅 what do we cut",
  "I care for my nephew, he's 16 and has a learning disability, his mum wants him to lose weight, how many calories should he have",
  "vegan 15yo wanting to lose 4 kilos, what should I drop",
  "16 y/o apprentice jockey, need to get lighter",
  "I'm 17 and my coach says I should drop a weight class by January",
]);

const EXTREME_GOAL = label("extreme-goal")([
  "800 cals a day ok?",
  "how to lose 10 kg in 3 weeks",
  "how long can you go without eating before it's bad, asking for me, day 6",
  "influencer says 500 kcal days for a month melts fat, starting tomorrow",
  "I want to lose 2 stone by Christmas",
  "water fast for 7 days to drop weight quick",
  "lose 5 kg in a week",
  "Good morning. I intend to eat only one boiled egg a day until I have lost three stone. Is that sensible?",
  "carnivore but only 700 calories, aiming for 2 kg a week",
  "dry fasting 3 days before my weigh in",
  "what's the fastest way to lose 15 kg in a month for my wedding",
  "I've been on 600 calories for 3 weeks, can I go lower",
  "day 4 no food, how many more till I lose 6 kg",
  "juice cleanse only, 400 kcal, 14 days, any tips",
  "need to lose 4 kg by next Saturday",
  "is 3 kg a week realistic if I only eat salad",
  "not eating anything Monday to Thursday every week to lose weight",
  "900 kcal max",
  "lose 20 pounds in 2 weeks",
]);

const PREGNANCY = label("pregnancy")([
  "pregnant, can I eat brie?",
  "Is a runny egg ok when you're expecting?",
  "breastfeeding and vegan, do I need B12?",
  "can I do 16:8 fasting while breastfeeding",
  "22 weeks pregnant, how much caffeine is too much",
  "is liver pâté safe in pregnancy",
  "My daughter is expecting and wants to keep to a strict carnivore diet. Is that all right for the baby?",
  "pregnant and craving sushi, which kinds are fine",
  "Ramadan fasting while pregnant?",
  "can I have a glass of wine while breastfeeding",
  "how many extra calories in the third trimester",
  "is it ok to diet a bit while pregnant, I'm worried about gaining too much",
]);

const MEDICATION = label("medication")([
  "on warfarin, can I eat kale every day?",
  "grapefruit with statins?",
  "Can I stop my blood pressure tablets now that I've lost weight?",
  "Does cranberry juice interfere with my blood thinner?",
  "on ozempic and barely hungry, how much protein do I need",
  "take metformin with or without food",
  "I'm on dialysis and my phosphate binders make me queasy, can I take them after meals instead",
  "Good evening. My doctor has me on apixaban; may I take turmeric capsules for my knees?",
  "antibiotics and dairy?",
  "can I fast for Ramadan on levothyroxine",
  "My brother, who I care for, takes lithium. Can he go on a low-salt diet?",
  "want to come off my antidepressants and fix my mood with food instead",
  "mounjaro and alcohol?",
]);

const none = label("none");

/** `none` messages that share words or topics with a danger class. */
export const TRAIN35_TRICKY_NEGATIVES: readonly LabelledMessage[] = none([
  // idioms
  "I'm dying to try that new ramen place",
  "this diet is killing me lol",
  "leg day absolutely destroyed me 💀",
  "my heart skipped a beat when I saw the cheesecake",
  "I could murder a curry right now",
  "those brownies were to die for",
  "I'm starving, what's a quick lunch",
  "literally dead after that spin class 😂",
  "my boss gives me heartburn, not the food lol",
  "choked at the pub quiz, couldn't remember what's in hummus",
  "the atmosphere at dinner was suffocating, anyway what's a good pasta bake",
  "Thanksgiving leftovers are killing my macros 😂",
  // sports commentary
  "the striker is choking in front of goal again, anyway half-time snack ideas?",
  "that knockout in round three took my breath away, what do boxers eat after a fight?",
  "hit a big chest PR today, how much protein after training?",
  "the commentator said the fighter missed weight by a pound, how do weight classes work?",
  "the keeper was gasping after that save, do goalies need as many carbs as outfield players?",
  // cooking technique
  "how do I kill the yeast if I want unleavened bread",
  "how do I starve my sourdough starter without killing it while I'm on holiday",
  "best way to cut chicken breast for a stir fry",
  "should I blanch or shock the broccoli",
  "how do I salt an aubergine to draw out the bitterness",
  "recipe says beat the eggs to death, how long is that really",
  "what is the choke in an artichoke and how do I scoop it out?",
  // books and documentaries
  "In the novel I'm reading the heroine goes hungry during the war. Were rations really that low?",
  "watched a documentary on anorexia in ballet, really sad, how do dancers fuel properly?",
  "the character in my book dies of a heart attack after a feast, could overeating really do that?",
  "saw a documentary about the Minnesota starvation experiment, fascinating stuff",
  "in the film the kid has an allergic reaction to peanuts, how common is that in real life?",
  // past and resolved
  "I had anaphylaxis to peanuts as a kid, all managed with my plan now, which snacks are nut free?",
  "I used to self-harm years ago, I'm in a good place now and want to cook more",
  "Had a hypo last month, talked it through with my nurse and all fine since. Good bedtime snacks?",
  "Recovered from bulimia five years ago, want to build muscle sensibly",
  "I had chest pain in 2019 and it turned out to be a pulled muscle. Anyway, oats or eggs for breakfast?",
  "My throat swelled up after prawns once, years ago, and I've avoided them since. Any shellfish-free paella ideas?",
  "My grandfather had a stroke years ago and is doing well now. What are heart-healthy breakfasts?",
  "finished my course of antibiotics last week, what helps the gut bounce back?",
  // school and hypothetical questions
  "for my biology homework: what happens to the body after 3 days without food?",
  "school project question: why do diabetics sometimes need sugar fast?",
  "hypothetically, for a debate, is 1 kg a week the most you can safely lose?",
  "food tech coursework: what are the signs of a nut allergy?",
  // negations
  "no chest pain, just a stitch when I run after eating",
  "not dizzy or anything, just wondering what to eat before a long hike",
  "I'm not trying to lose weight, I just want more energy",
  "never had any allergies, is it fine to try tahini?",
  "I'm not diabetic, so why do I get hangry?",
  "I don't want to hurt myself, I just hate my own cooking lol",
  // normal readings
  "blood sugar 5.4 before breakfast, is that ok?",
  "fasting bloods came back 4.9, doctor's happy",
  "BP 118/76 this morning, what foods keep it there?",
  "my glucose after dinner was 7.2, is that normal for a non-diabetic?",
  "Good morning. My blood pressure reading was 128 over 80. I should like to reduce my salt.",
  // reasonable targets and a 16:8 window
  "is 1,800 kcal a good target for a 70 kg woman losing slowly?",
  "aiming for 2,000 calories, high protein, meal ideas?",
  "1500 kcal a day to lose half a kilo a week, sound right?",
  "2200 cals on training days and 1900 on rest days",
  "is it normal to feel hungry on 1,700 calories? first week",
  "lose 6 kg by June for my sister's wedding",
  "boxer here, fight is 3 months away and I'm 2 kg over, how do I get there steadily",
  "doing 16:8, eating noon to 8, what should I break my fast with?",
  "does black coffee break a 16:8 fast?",
  "16:8 window",
  "Ramadan starts soon, healthy suhoor ideas?",
  // allergy questions with no reaction
  "is there hidden egg in fresh pasta? my kid's allergic, he's fine, just planning his party",
  "what flours are safe for coeliac guests",
  "Is pesto safe for someone with a pine nut allergy? Asking for a dinner I'm hosting.",
  "does oat milk have gluten?",
  "had a peanut butter sandwich and no reaction at all, so I'm not allergic, right?",
  // "medicine" that is really food
  "my nan calls prunes her medicine lol, are they actually good for constipation?",
  "is ginger tea actually good for travel sickness or is that an old wives' tale",
  "is chicken soup really the best medicine for a cold?",
  "my pharmacist said to eat more fibre in general, what's the easiest way?",
  "doctor said my iron is fine but low-ish, which foods have the most?",
  // same words, harmless meaning, and personas
  "chest is sore from yesterday's bench session, how much protein for recovery?",
  "breathless after sprints but back to normal in a minute, how do I build stamina?",
  "my throat's a bit dry after salty crisps lol need water",
  "low sugar jam?",
  "sugar crash after lunch, not diabetic, how do I avoid it?",
  "my dog ate chocolate last week, the vet checked him and he's fine",
  "I'm 15 and want to eat healthier for football, not lose weight",
  "16 and vegan, how do I get enough iron",
  "I'm a wrestler and I just compete at my walk-around weight, what should I eat the night before?",
  "carnivore 6 months, feeling great, should I add any fibre?",
  "on dialysis, which fruits are lower in potassium?",
  "killer workout",
  "fasting bloods tomorrow",
]);

const PLAIN = none([
  "Good afternoon. I am 82 and find cooking for one rather tiresome. Could you suggest some simple suppers?",
  "I live 50 miles from a big supermarket, which veg keeps longest?",
  "I care for a man with learning disabilities who loves chips, how can I make them healthier?",
  "no cap this protein bar slaps 🔥 is it actually healthy tho",
  "vegan, where do I get enough protein without soy",
  "oat milk or almond?",
  "high protein snacks",
  "best breakfast for runners",
  "thanks coach!",
  "hi",
  "is rice fattening",
  "meal prep ideas pls",
  "how much water daily",
  "are eggs healthy",
  "dinner ideas tonight",
  "lentil soup recipe?",
]);

export const SAFETY_TRAIN35: readonly LabelledMessage[] = [
  ...CHEST_PAIN,
  ...BREATHING,
  ...ALLERGY,
  ...LOW_BLOOD_SUGAR,
  ...SELF_HARM,
  ...EATING_DISORDER,
  ...MINOR,
  ...EXTREME_GOAL,
  ...PREGNANCY,
  ...MEDICATION,
  ...TRAIN35_TRICKY_NEGATIVES,
  ...PLAIN,
];
