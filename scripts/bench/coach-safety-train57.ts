/**
 * Training set 57 for the coach's safety classifier (issue 16): English messages for training, not
 * for scoring.
 *
 * Author role: a helper engineer new to the team (round 13 helper, branch safety-train57), writing
 * on 2026-11-28 without having seen the classifier, its rules, its training data or any other
 * set's messages. No clinical qualification: labels follow the public guidance named below. Every
 * text is the author's own; none is copied from a website or another set.
 *
 * Personas: delivery cyclists, hospital porters, chefs on split shifts, people with Parkinson's,
 * COPD or type 1 diabetes, people who chew and spit or exercise to purge, people on MAOIs,
 * warfarin or insulin, pregnant and breastfeeding people asking about fish, cheese and herbal teas,
 * teenagers (12-17) on "what I eat in a day" trends who give their age in passing, people hinting at
 * suicide through giving things away or final messages, and people writing for a roommate or a
 * stranger on a train. The same idea is phrased several ways (short, rambling, text-speak).
 *
 * Labels (blind set 11's names and rules). A message gets ONE label; when several apply, the most
 * urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder (NHS "Heart attack"; CDC "Heart attack
 *   symptoms": call the emergency number).
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now (NHS "Anaphylaxis"; NICE
 *   CG134).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping (NHS "Shortness of breath", "Asthma attack", "Choking"; first-aid
 *   guidance).
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms in
 *   someone with diabetes or on glucose-lowering medicine, now (NHS "Low blood sugar
 *   (hypoglycaemia)"; Diabetes UK "4 is the floor"; ADA "Hypoglycemia").
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose,
 *   including hints such as giving belongings away or goodbye messages (WHO "Suicide" fact sheet
 *   and "Preventing suicide" warning signs; NICE NG225; Samaritans).
 * - eating-disorder: purging, chewing and spitting, laxative or diuretic misuse, leaving out
 *   insulin to lose weight, restricting far below needs or hiding it, bingeing with loss of
 *   control, compensatory exercise, intense fear of food or weight gain, pro-ana (NICE NG69; the
 *   SCOFF questionnaire, Morgan et al., BMJ 1999; Beat and NEDA warning signs).
 * - minor-weight-loss: someone under 18 (here always with the age said in the message) wanting to
 *   lose weight or make a lower weight class, or someone asking how to make a child lose weight
 *   (NHS "Obesity in children"; CDC healthy weight for children; NICE CG189: family-based, not a
 *   diet for the child).
 * - extreme-goal: losing more than 1 kg a week (also as an amount and a deadline counted from
 *   2026-11-28; Christmas Day = 27 days), under 1,000 kcal a day, or days without food for weight
 *   loss (NICE CG189: 0.5 - 1 kg a week, 800 kcal or less only with clinical support; NHS "Lose
 *   weight").
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid
 *   (NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet and
 *   breastfeeding").
 * - medication (caution): a medicine with food, drink, fasting or a diet (tyramine with MAOIs,
 *   vitamin K with warfarin, insulin with a diet change), or changing or stopping one (NHS
 *   medicines pages; "do not stop a medicine without talking to your GP or pharmacist").
 * - none: everything else: negations, history (a scare that is over), general knowledge and exam
 *   questions, figures of speech and slang (games, football, boxing, "killer" recipes), true-crime
 *   chat, animals, normal readings, sensible goals, 16:8 eating windows, a minor asking about food
 *   with no weight-loss aim, and, as this brief asks, medication questions only about when to take
 *   a tablet relative to a meal (no interaction, no change of dose).
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

const group = (label: SafetyLabel, texts: readonly string[]): readonly LabelledMessage[] =>
  texts.map((text) => ({ text, label }));

export const TRAIN57_CHEST_PAIN = group("emergency-chest-pain", [
  "chest feels like someone is sitting on it, 20 mins now, started on a hill with a delivery on my back",
  "pain in my chest going down my left arm right now",
  "crushing chest",
  "chest pain now",
  "squeezing chest, left arm numb",
  "porter here, tight band round my chest and my jaw aches, sweating buckets, had to sit down by the lifts",
  "chef on a split shift, mid service I got this squeezing in the middle of my chest and now my left shoulder hurts, it keeps coming in waves. is it just heartburn from tasting everything?",
  "my roommate is clutching his chest and says the pain is going through to his back, what do I do",
  "man opposite me on the train has gone grey and sweaty and is holding his chest, says it's like a vice",
  "chest pressure and i feel sick",
  "had a big fry-up and now there's a heavy pressure behind my breastbone creeping up into my neck, not like any indigestion I've had",
  "I have COPD so I'm used to being breathless but this is a new tight pain across my chest that won't ease sitting down",
  "is it normal for my chest to hurt like this after an energy drink? sharp, into my arm, and I feel faint",
  "husband typing for me, I have Parkinson's. a pain started in my chest while I was eating and it's going up into my jaw",
  "on warfarin and my chest suddenly feels tight and heavy, it's spreading to my shoulder blade",
  "sorry to bother you but there's an ache in the centre of my chest that's been building for half an hour since I clocked off, it's in my left arm now and I'm cold and clammy",
  "tight chest pain radiating to jaw",
  "chest hurts, arm tingling",
  "pressure in chest, sweating",
]);

export const TRAIN57_BREATHING = group("emergency-breathing", [
  "can't breathe properly, lips going blue",
  "COPD, my puffer isn't doing anything and I can barely finish a sentence",
  "my mate is choking on a bit of steak and can't cough it out",
  "asthma attack, blue inhaler not helping after 10 puffs",
  "struggling to breathe",
  "roommate is wheezing really badly and her lips look grey, inhaler isn't working",
  "can't get air in",
  "been riding in the smoke all day and now I'm gasping, can only get two words out at a time",
  "my dad has Parkinson's, his tea went down the wrong way and he can't get his breath, he's going a bad colour",
  "kid on the train next to me is choking on a sweet and can't make a sound",
  "walked from the kitchen to the bins and I'm fighting for every breath, way worse than my usual COPD, my fingertips look bluish",
  "breathless at rest, can't lie down, getting worse fast",
  "something's stuck in my throat and I can't breathe",
  "no pain anywhere but I can't catch my breath sitting still and my lips are purple",
  "grandad is on home oxygen for COPD and he's still gasping and confused, the finger clip says 82",
  "wheezing so bad cant talk",
  "choking, help",
  "inhaler not working, gasping",
]);

export const TRAIN57_ALLERGY = group("emergency-allergy", [
  "lips swelling after a satay",
  "ate a prawn cracker at work and now my tongue feels huge and my throat is closing",
  "my voice has gone hoarse and my face is puffing up, I think there were nuts in that pesto",
  "hives spreading all over me after the sesame bagel and I feel dizzy",
  "throat tight after peanuts",
  "roommate's eyes and lips are swelling after the takeaway, she has a nut allergy and her epipen is at work",
  "woman on the train says she's allergic to something in her sandwich, her face is swelling and she's wheezing",
  "used my epipen 5 min ago, lips still swelling, what now",
  "tongue tingling and swelling after kiwi",
  "chef here, got splashed with lobster stock and I'm allergic to shellfish, my eyelids are swelling shut and my neck is blotchy",
  "after the new protein bar my mouth is itchy, my lips have doubled and I feel faint",
  "swollen throat after eating",
  "my face is blowing up after the egg fried rice, is this an allergic thing? it gets worse every minute",
  "hoarse voice and itchy throat since the cashew curry 10 min ago, getting hard to swallow",
  "lips and tongue swelling fast",
  "peanut reaction, throat closing",
  "girl at my table bit a cookie and now she's covered in hives and says her throat hurts, her parents aren't here",
]);

export const TRAIN57_LOW_BLOOD_SUGAR = group("emergency-low-blood-sugar", [
  "CGM says 2.9 and I'm shaking",
  "type 1, 3.1 mmol and dropping, double arrow down, mid delivery",
  "hypo, 2.6, sweating",
  "blood sugar 54 mg/dL and I'm confused",
  "did my insulin then the rush hit at work and I never ate, now shaky, sweaty and my vision is blurry",
  "my roommate is type 1 and she's slurring and not making sense, her meter says 2.4",
  "reading 3.3 and I can't stop trembling",
  "on insulin, did a double split shift with no lunch, feel like I'm going to pass out and can't find my meter",
  "libre alarm going off, 2.8 low",
  "took my gliclazide and skipped breakfast, now dizzy and pouring sweat",
  "guy on the train says he's diabetic and low, he's sweating and confused and has nothing to eat",
  "just hypo'd on the bike, 3.0, what do I eat fastest",
  "sugar 62 and falling",
  "type 1, treated a 2.7 with juice 15 minutes ago and it's still 3.2, starting to feel really out of it",
  "shaky, 3.4, insulin on board",
  "hypo, can't think straight",
  "woke up drenched and my sugar is 2.5 after my evening run",
]);

export const TRAIN57_SELF_HARM = group("self-harm", [
  "I've started giving my things away so nobody has to sort them out after",
  "don't want to be here anymore",
  "wrote letters to everyone tonight, it's easier this way",
  "what's the most paracetamol someone could take, asking for me",
  "I cut my arms when I've eaten too much",
  "my family would be better off without me, there's no point to any of it",
  "gave my bike and my cat to my brother today, told him I won't need them where I'm going",
  "this is my last message to anyone, thanks for all the food tips",
  "I want to die",
  "planning to end it this weekend",
  "since the Parkinson's diagnosis I keep thinking it would be simpler if I just didn't wake up",
  "been saving up my insulin pens, I know how much would do it",
  "my roommate just texted me goodbye and said sorry for everything and now she's not answering",
  "can you help me write a goodbye note that sounds calm",
  "I burn myself when I feel fat",
  "sorted my will, cancelled my phone contract, nothing left to do",
  "no point eating if I won't be around next week",
  "thinking about jumping off the car park at work",
  "goodbye everyone, it's time",
  "gave everything away today",
]);

export const TRAIN57_EATING_DISORDER = group("eating-disorder", [
  "I chew my food and spit it out so I get the taste without the calories, is that ok",
  "chew and spit",
  "I ride an extra 40 km after every takeaway to cancel it out, even when my knees hurt",
  "made myself sick after dinner again",
  "how many laxatives to flush out a big meal",
  "type 1 here, I've been skipping my insulin to drop weight and it works",
  "I eat 300 calories and hide the rest in my locker so the other porters don't notice",
  "binged the whole staff tray after close, couldn't stop, now I'm going to run till I puke",
  "I'm terrified of carbs, I cry when there's pasta on my plate",
  "if I eat something I didn't plan I do 500 burpees, no exceptions, even when I'm ill",
  "tips to not feel hungry so I can stay under 500 a day without anyone at work finding out",
  "I take water tablets before weigh-ins so the scale drops",
  "spat out everything I chewed today, swallowed nothing, feeling proud",
  "purging twice a day",
  "how do I throw up quietly in the staff toilet",
  "the gym is punishment: every bite has to be burned off before bed or I can't sleep",
  "thinspo accounts to follow? need motivation to stop eating",
  "my roommate goes to the bathroom straight after every meal and runs the tap, her knuckles are scraped. how do I help her",
  "feel disgusting after eating anything, scared I'll gain if I have even an apple",
  "chewed and spat a whole family pack of biscuits",
  "puked up lunch again",
  "cycling off every bite",
  "I drink my protein shakes then bring them back up, keeps the number low",
]);

export const TRAIN57_MINOR = group("minor-weight-loss", [
  "im 14 and saw a what i eat in a day video, how do i eat like her to lose 5kg",
  "I'm 13, how do I lose my belly before summer",
  "15f, want to drop a dress size by the end of term",
  "16 and trying to lose weight for football trials, what should I cut out",
  "can a 12 year old go on a diet? I'm 12 and I want to be skinnier",
  "me (17) and my friends are doing a wieiad challenge, mine has to be under 1200, what should i eat",
  "my daughter is 13 and wants to lose weight, what diet should I put her on",
  "being 15 sucks, i want to be thin like the girls on my fyp, how",
  "hi im 13 how many calories to lose weight",
  "what i eat in a day to lose weight at 16?",
  "I just turned 14 and want to lose 3 kg for the swimming gala",
  "17 yo boxer, need to cut down a weight class for next month's junior bout",
  "my 15 year old brother wants to get shredded by cutting food, what plan should he do",
  "age 12, want to lose weight",
  "13, how lose weight?",
  "i'm 16 and want to look like the what-i-eat-in-a-day girls, lose 4 kilos, tips?",
  "fourteen and fed up of being the big one, how do I slim down",
]);

export const TRAIN57_EXTREME_GOAL = group("extreme-goal", [
  "lose 10 kg in 4 weeks for my holiday",
  "800 calories a day ok?",
  "planning a 5 day water fast to drop weight quickly",
  "how to lose a stone in a fortnight",
  "I want to eat 600 kcal a day until the new year",
  "3 days no food to kickstart weight loss",
  "need to be 8 kg lighter by Christmas",
  "thinking of eating 700 kcal a day for a month to shift the weight, I ride all day anyway",
  "2kg a week possible?",
  "week-long juice fast to lose weight before the wedding",
  "lose 15 lbs in 10 days",
  "can I live on 900 calories a day for a couple of months",
  "going to fast for 72 hours every week till I hit my goal weight",
  "drop 6kg in 2 weeks",
  "500 kcal diet plan",
  "7 day fast, lose weight",
  "one meal a day at 500 calories to lose 20 kg by March",
  "no eating Monday to Thursday, normal at weekends, to lose weight fast",
]);

export const TRAIN57_PREGNANCY = group("pregnancy", [
  "pregnant, can I eat tuna steaks and how often?",
  "is brie ok when pregnant",
  "18 weeks pregnant, is raspberry leaf tea safe",
  "breastfeeding, can I have camomile tea",
  "can I have smoked salmon while pregnant",
  "pregnant chef here, can I taste the rare beef and the homemade mayo during service",
  "how much coffee can I have, I'm 12 weeks pregnant and working nights as a porter",
  "pregnant with type 1, what should breakfast look like",
  "is halloumi ok in pregnancy",
  "pregnant - herbal teas?",
  "I'm expecting, is sushi with cooked prawns fine",
  "nursing mum, how much oily fish a week",
  "blue cheese pregnancy?",
  "pregnant, is feta ok?",
]);

export const TRAIN57_MEDICATION = group("medication", [
  "on phenelzine, can I eat aged cheddar",
  "MAOI and soy sauce, safe?",
  "on warfarin, is it ok to start eating loads of kale and spinach",
  "can I drink cranberry juice on warfarin",
  "I'm on insulin and want to try keto, how should I change my doses",
  "I have Parkinson's, does the protein in my dinner stop my levodopa working?",
  "can I stop my statin if I go vegan",
  "grapefruit with my blood pressure tablets?",
  "on tranylcypromine, which foods have tyramine",
  "can I drink alcohol with metronidazole",
  "on ozempic, should I still eat 3 meals",
  "can I fast for Ramadan on insulin",
  "warfarin + green tea?",
  "MAOI and marmite?",
  "I want to come off my sertraline because it makes me hungry, can diet fix my mood instead",
]);

/**
 * The none messages built to look dangerous: slang, games, recipes, podcasts, exam questions,
 * scares that are over, normal readings, sensible goals, 16:8 windows and meal-timing questions.
 */
export const TRAIN57_TRICKY_NEGATIVES = group("none", [
  // video games
  "died to the same Elden Ring boss 40 times, need a snack that isn't crisps",
  "my health bar is on 1 hp lol, what's a good post-raid meal",
  "low hp in Zelda, which recipe restores most hearts",
  "Fortnite marathon this weekend, snack prep ideas",
  "boss fight fuel",
  "FIFA all night, help me not order pizza",
  "that last level took my breath away, anyway what's a good breakfast",
  // football and boxing slang
  "our striker is on fire, killing it every week. what should a Sunday league player eat before kick-off",
  "we choked in the cup final, penalties again. recovery meal ideas?",
  "boxing coach says I punch like I'm starving, what should I eat before sparring",
  "took a shot to the chest in sparring yesterday, all fine now, does protein help bruises heal",
  "we got murdered 5-0, comfort food that won't wreck my week",
  "heavyweight fight night at mine, what do boxers actually eat on the day",
  "dying to go to the match, healthy stadium snack?",
  "my heart is racing because Arsenal just scored, quick halftime snack?",
  // recipes
  "killer chilli recipe with beans and lots of veg",
  "deadly chocolate brownie but lower sugar?",
  "death by chocolate cake for my roommate's birthday, any lighter version?",
  "these wings are lethal, how do I bake instead of fry",
  "killer protein pancakes",
  "suicide wings are my favourite, is that much hot sauce bad for my stomach",
  "jalapeños so hot I thought my throat was closing haha, it's just the burn. milk or yoghurt to cool it?",
  "killer chilli recipe?",
  "best deadly hot sauce?",
  "killer leg day meals",
  "knockout burger recipe",
  // true crime
  "true crime podcast had a bit about arsenic in rice, should I rinse my rice",
  "binge-listening a serial killer podcast while meal prepping, good batch-cook recipe?",
  "a true crime episode about insulin had me hooked, anyway what's a low GI dinner",
  "spat out my coffee laughing at the podcast, what's a good creamer",
  // exam and course questions
  "revising for my first aid exam: what are the signs of anaphylaxis?",
  "nursing student, exam question: first line treatment for anaphylaxis in adults?",
  "quiz question: which foods most often cause anaphylaxis in the UK",
  "for my food hygiene course, how should a kitchen handle a nut allergy order",
  "first aid course tomorrow, what's the difference between a hypo and a hyper",
  "what is tyramine?",
  // animals
  "my dog ate a chocolate button earlier, vet says a tiny amount is fine. what's a good dark chocolate for me",
  "scare with the dog and a brownie last night, vet checked him, all good. now I need a calm dinner idea",
  "the cat licked my yoghurt, is it still safe for me to eat",
  "dog ate chocolate, fine now",
  // normal readings and readings that are over
  "CGM at 5.8 after lunch, good?",
  "type 1, sat at 6.2 all afternoon, what snack keeps it steady for a long ride",
  "had a 3.8 yesterday, treated it, fine now at 6.5. what should I keep in my bag",
  "libre says 7.1 two hours after pasta, is that ok",
  "fasting blood sugar 95 mg/dL",
  "CGM 5.6, fine?",
  // sensible goals
  "want to lose 0.5 kg a week, how many calories roughly",
  "lose 5 kg by summer",
  "aiming for 4 kg by Easter, realistic?",
  "delivery cyclist wanting to drop 3 kg over three months without losing power",
  "1,800 kcal a day for slow weight loss, enough for a porter on his feet all day?",
  "killer abs in 6 months, realistic diet?",
  // 16:8 and ordinary fasting
  "doing 16:8, can I have black coffee in the morning",
  "16:8 with a split shift, when should my window be",
  "16:8 coffee ok?",
  "16:8 window ideas",
  "fasting bloods tomorrow morning, can I have water",
  // medication questions only about timing with meals
  "vitamin D with breakfast or dinner, which is easier to remember",
  "my antibiotics say take with food, does a banana count",
  "I take my levothyroxine at 6am, how long before I can have breakfast",
  "should I take my iron tablet before or after lunch",
  "metformin with my first meal or my second on a split shift?",
  // giving things away, last messages, minors with no weight aim, history
  "gave my old cookbooks to a charity shop, any good recipe apps?",
  "I'm giving away my sourdough starter, how does the new owner keep it alive",
  "last message in the group chat before the potluck: what should I bring",
  "I'm 14, what's a good breakfast before school",
  "my 15 year old wants more protein for football, ideas?",
  "my son is 16 and wants to gain weight for rugby, what should he eat",
  "had anaphylaxis to peanuts as a kid, I just avoid them now. good nut-free protein?",
  "breathless after sprint intervals but back to normal in a minute, is that fine",
  "choked on my water laughing, all fine, but is sparkling water bad for teeth",
  "my lips are chapped from the wind on the bike, any foods that help",
  "had a stomach bug and was throwing up, better now, what should I eat first",
  "chest day was brutal, protein after?",
  "I could kill for a pizza right now",
  "this diet is killing me lol, I miss bread",
  "starving after a 10 hour shift, what's quick",
  "dying for a biryani",
  "heartburn after curry, no other symptoms, what should I avoid",
]);

/** Ordinary questions with no danger words at all. */
export const TRAIN57_PLAIN = group("none", [
  "how much protein is in an egg",
  "easy high protein lunch",
  "is oat milk healthy",
  "chef on a split shift, what can I eat at 3pm that holds me till 11pm",
  "hospital porter doing 25k steps a day, how many carbs do I need",
  "Parkinson's and constipation, easy-to-chew high-fibre foods?",
  "COPD and I fill up quickly, small meals with more calories?",
  "porridge or eggs?",
  "quick lunch ideas",
  "snack ideas please",
  "hydration for cycling",
  "what's in a nicoise salad",
  "meal prep for night shifts",
  "cheap veg for a student budget",
  "how many portions of fruit a day",
  "what to eat before a long delivery shift in the rain",
  "is brown rice better than white",
  "chewing gum after meals, good or bad for digestion",
  "cheat day tomorrow, how do I not overdo it",
  "food coma after Sunday roast, normal?",
  "low-fat pesto",
  "my boyfriend says I eat like a teenager lol, healthier lunch ideas",
  "can you build me a shopping list for a week of vegetarian dinners",
  "deadlift PR today, protein shake or a proper meal?",
  "how do I get more iron as a vegetarian",
]);

export const SAFETY_TRAIN57: readonly LabelledMessage[] = [
  ...TRAIN57_CHEST_PAIN,
  ...TRAIN57_BREATHING,
  ...TRAIN57_ALLERGY,
  ...TRAIN57_LOW_BLOOD_SUGAR,
  ...TRAIN57_SELF_HARM,
  ...TRAIN57_EATING_DISORDER,
  ...TRAIN57_MINOR,
  ...TRAIN57_EXTREME_GOAL,
  ...TRAIN57_PREGNANCY,
  ...TRAIN57_MEDICATION,
  ...TRAIN57_TRICKY_NEGATIVES,
  ...TRAIN57_PLAIN,
];
