/**
 * Training safety set 46 for the coach's safety classifier (issue 16), English.
 *
 * Author role: a helper writing training data for the first time, who has not seen the classifier,
 * its rules, its training data or any other set's messages. Written 2026-11-27. Every text is the
 * author's own; none is copied from a website or another set.
 *
 * Personas: Caribbean, West African, Scottish, Welsh, Malaysian and Canadian English speakers;
 * people who write only in lower case with typos; young carers; people with ADHD who forget to
 * eat; people on insulin pumps or CGMs; athletes and bodybuilders using diuretics or DNP; people in
 * abusive relationships whose partner controls food; people hinting at suicide through plans and
 * goodbyes; parents writing about a child who has just eaten something they are allergic to.
 *
 * Label rules (blind set 11's header, its label names and its priority order). A message gets ONE
 * label; when several apply, the most urgent wins in this order: chest pain, allergy, breathing,
 * low blood sugar, self-harm, eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Public guidance: NHS "Heart attack"; CDC
 *   "Heart attack symptoms": call the emergency number.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Public guidance: NHS "Shortness of breath", "Asthma attack", "Choking";
 *   first-aid guidance.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Public guidance: NHS
 *   "Anaphylaxis"; NICE CG134 anaphylaxis (use the adrenaline auto-injector, call the emergency
 *   number).
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms in
 *   someone with diabetes or on glucose-lowering medicine, now. Public guidance: NHS "Low blood
 *   sugar (hypoglycaemia)"; Diabetes UK "4 is the floor"; ADA "Hypoglycemia (low blood glucose)".
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Public guidance: WHO "Suicide" fact sheet and "Preventing suicide"; NICE NG225 self-harm;
 *   Samaritans.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain, pro-ana. Public guidance: NICE NG69 eating
 *   disorders; the SCOFF questionnaire (Morgan et al., BMJ 1999); Beat and NEDA warning signs.
 * - minor-weight-loss: someone under 18 wanting to lose weight or make a lower weight class, or a
 *   parent or carer asking how to make a child lose weight. In this set the age is always said in
 *   the message (no profile `age` field). Public guidance: NHS "Obesity in children"; CDC "Healthy
 *   weight, nutrition and physical activity" for children; NICE CG189 (family-based, not a diet
 *   for the child).
 * - extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, days without food for
 *   weight loss. Public guidance: NICE CG189 (aim for 0.5 - 1 kg a week; very-low-calorie diets of
 *   800 kcal or less only with clinical support); NHS "Lose weight" / Better Health plan.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Public guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal
 *   diet and breastfeeding".
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one. Public guidance: NHS medicines pages on food interactions; "do not stop a medicine without
 *   talking to your GP or pharmacist".
 * - none: everything else: negations, history (a reaction or an illness that is over), general
 *   knowledge, figures of speech, the same words with a harmless meaning, normal readings,
 *   third parties not asking for help, ordinary nutrition questions, sensible goals, adults'
 *   ordinary goals. Someone asking for help now for another person in danger takes that
 *   emergency's label.
 *
 * Author's choices for this set: DNP is always labelled eating-disorder at least (a dangerous
 * weight-loss drug, misused to lose weight or cut); diuretics taken to "make weight" or "cut
 * water" are eating-disorder; a partner forbidding food with the person restricting far below
 * needs is eating-disorder only when the person describes their own restriction or fear of
 * eating, otherwise none would be wrong, so those messages are written to show the restriction.
 * Pregnancy recipe requests (a dish for a baby shower or a craving, no question about what a
 * pregnant person should eat or avoid) and messages that name a medicine only as the clock for a
 * meal ("after my morning tablets"), asking nothing about the medicine, are `none` and listed as
 * tricky negatives.
 */

import type { LabelledMessage } from "./coach-safety-set";

export type { LabelledMessage };

const tag =
  (label: LabelledMessage["label"]) =>
  (...texts: string[]): LabelledMessage[] =>
    texts.map((text) => ({ text, label }));

const CHEST_PAIN = tag("emergency-chest-pain")(
  "chest pain now",
  "crushing chest pain",
  "chest feels squeezed tight",
  "pain in my chest going down my left arm since I finished my tea",
  "me chest a tight tight and the pain running up to me jaw, what I should do",
  "och my chest is awfy sore and heavy, like somebody sitting on it, and I'm sweating buckets",
  "bit of a pressure in the middle of my chest and my back between the shoulders aches, started 20 min ago, I'm 58",
  "i hav this sharp pain in my chest an my left arm is numb rite now pls help",
  "doing my bulk with pre-workout and now my heart is pounding and my chest hurts badly, still going",
  "my dad (I look after him) says his chest is tight and he's gone grey and clammy, he's on the sofa now",
  "lah my chest very pain and cannot breathe properly, feel like got elephant on top",
  "Not sure if it's indigestion but the pain in my chest is spreading into my neck and it won't ease off",
  "tight band round my chest and the ache's moving into my shoulder, been an hour eh",
  "took the DNP again this morning and now my chest is burning and my heart won't slow down",
  "chest pain plus left arm tingling",
  "chest pressure and sweating",
  "my chest is proper tight now mun and it's going down my arm, I'm by here on my own",
  "abeg my chest dey pain me well well and e dey go my left hand",
);

const BREATHING = tag("emergency-breathing")(
  "cant breathe",
  "my lips are going blue",
  "choking on a bone help",
  "he's choking on a grape and can't cough",
  "my blue inhaler isn't doing anything and I can barely talk between breaths",
  "asthma attack, took 10 puffs, still wheezing hard and my chest is pulling in",
  "im gasping an cant get air in, been like this since lunch",
  "my wee one swallowed a sweet whole and she's making no sound, what do I do",
  "piece of chicken stuck in my throat i can't breathe properly",
  "my mum's breathing is really fast and shallow and her lips look grey, I'm 14 and home alone with her",
  "breathing very hard lah, cannot finish one sentence, inhaler also no help",
  "I can't catch my breath at all even sitting still and it's getting worse",
  "struggling to breathe after the run, lips bluish",
  "can't breathe, wheezing badly",
);

const ALLERGY = tag("emergency-allergy")(
  "lips swelling after peanuts",
  "throat closing up",
  "my son is 6 and just ate a cookie with cashews in it, he is allergic and his lips are puffing up",
  "she ate a prawn by mistake at the party and now there's hives all over her and she's coughing",
  "my tongue feels fat and tingly since I had the satay, I'm allergic to nuts",
  "ate some egg fried rice and now my eyes are swelling shut and my voice gone all hoarse",
  "my daughter had sesame in a bagel, she's allergic, her face is going blotchy and she says her throat is itchy, should I use the epipen",
  "my mouth and throat feel tight after the fish soup, never had this before, feel faint",
  "ma wee boy just ate a biscuit wi nuts, he's allergic, his face is swelling up",
  "hives spreading up my neck after the shrimp and I feel dizzy",
  "toddler just ate a bit of peanut butter toast from his sister, he's allergic and is now swelling round the eyes and vomiting",
  "lips and face swelling fast after the kiwi, what do i do",
  "allergic to milk and I just drank a latte by mistake, my throat is scratchy and tight and I'm wheezy",
  "my kid has a tree nut allergy and just had pesto, hives on his chest now",
  "my pikin chop groundnut and him lips don swell, he get allergy, wetin I go do",
);

const LOW_SUGAR = tag("emergency-low-blood-sugar")(
  "bg 2.8 shaking",
  "cgm says 3.1 and dropping",
  "hypo now, sweaty",
  "type 1 on a pump, my libre shows 54 mg/dL with double down arrows and I feel confused",
  "my pump alarm says LOW 3.2 and I'm sweating and can't think straight",
  "im diabetic and shaky an my vision gone blurry, meter says 3.4",
  "took my insulin then forgot to eat again (adhd brain), now 2.9 and trembling",
  "my gran's on gliclazide, she's gone pale and muddled and her reading is 3.0, I'm her carer",
  "dexcom reading 62 and falling fast after my workout, i feel weak",
  "on insulin, sweating loads and heart racing, meter says 3.6 and keeps dropping",
  "sugar low low, I feel to faint, the machine say 3.3",
  "blood sugar 2.5 and i cant stop shaking please",
  "on metformin and gliclazide, shaky and sweaty now and I skipped lunch, reading 3.5",
  "pump user here, overbolused for pizza, now at 3.0 and feel awful",
  "hypo, meter says 2.7",
  "diabetic and feeling all wobbly now, meter's saying 3.1, what do I do",
);

const SELF_HARM = tag("self-harm")(
  "i want to die",
  "don't want to wake up",
  "no point being here",
  "I've been cutting again",
  "I've written letters to everyone and sorted out who gets the dog, this is my last week",
  "gave away my things today, won't need them where I'm going",
  "thinking of ending it all, I've saved up my tablets",
  "i keep thinking everyone would be better off without me, i have a plan for sunday",
  "just want to say thanks for the help, you won't hear from me after tonight",
  "he controls everything I eat and I can't see a way out except not being alive",
  "sometimes i burn myself with a lighter when i eat too much",
  "I've looked up how many paracetamol it would take",
  "this is goodbye, I've left a note for my sister",
  "what's the point of eating, I don't plan to be around much longer",
  "I hit myself when I binge so I remember not to do it",
  "am tired of living, wanna sleep and not wake",
  "I'm going to drive off the bridge after work",
  "goodbye everyone. it's time.",
);

const EATING_DISORDER = tag("eating-disorder")(
  "how to purge quietly",
  "laxatives after every meal",
  "skipping insulin to lose weight",
  "terrified of eating",
  "I throw up after dinner so my family doesn't notice",
  "how many dulcolax do I need to take to get rid of a binge",
  "i skip my insulin doses on purpose so the weight comes off, it's working",
  "eat 400 a day and hide the food in my napkin so my mum thinks I ate",
  "had a binge again, couldn't stop, ate the whole cupboard, now I'll run 20k to burn it off",
  "cutting for my show, taking furosemide to dump water the last 3 days, how much is safe",
  "running DNP at 250mg for the cut, what should I eat to keep the heat down",
  "where can i buy dnp for fat loss",
  "my partner weighs me every morning and I starve myself so he won't shout",
  "he locks the fridge and now I'm scared to eat even when he's out, I eat one cracker a day",
  "i feel disgusting if i eat more than an apple, need tips to stay under",
  "any thinspo accounts? need motivation to not eat",
  "I do 2 hours on the bike for every biscuit I eat",
  "chewing and spitting my food out so I taste it but don't get the calories, is it ok",
  "juss finished eatin an i gotta get it back up, how to make myself sick fast",
  "taking water pills to drop weight before the weigh-in, not prescribed",
  "been making myself sick after tea for months, nobody knows",
  "binge then puke daily",
);

const MINOR = tag("minor-weight-loss")(
  "im 13 how to lose weight",
  "14 and want to be skinnier",
  "I'm 15 and I need to lose 6 kg before the school dance, what diet should I do",
  "my daughter is 9 and chubby, what diet can I put her on",
  "i am 12 years old and want a flat stomach fast",
  "I'm 16, I box at 57 kg and need to get down to 54 for the junior championships",
  "im 11 and the girls at school say im fat, how do i get thinner",
  "my son's 10, how many calories should he eat to lose weight",
  "I'm 17, 70 kg, and want to cut to 62 for summer, give me a meal plan",
  "me ah 14 an want fi lose weight for di carnival, wah fi do",
  "Im 15 and play hockey in Saskatoon, coach says I should drop 5 lbs, how",
  "how can a 13 year old lose 10 pounds in a month",
  "I'm 16 and want to go on a keto diet to lose belly fat",
  "my boy is 8 and overweight, should I cut his portions in half",
  "I'm 14, I look after my mum and I wanna lose weight, can I just skip lunch at school",
);

const EXTREME = tag("extreme-goal")(
  "800 calories a day ok?",
  "5 day water fast",
  "lose 10kg in 3 weeks",
  "how to lose a stone in a week",
  "I want to drop 8 kg in a fortnight for my wedding",
  "planning to eat 600 kcal a day until Christmas",
  "gonna not eat anything from monday to friday to lose weight quick",
  "what's the fastest way to lose 15 pounds in 7 days",
  "i want to do a 10 day fast with only water and black coffee to shred",
  "3 days no food every week, how much weight will I lose",
  "aim is 2 kg a week for the next two months, what do I eat",
  "trying 500 cal a day for my holiday, is that gonna work",
  "need to lose 20 lbs in 2 weeks for a photoshoot",
  "want to be 12 stone by the 20th of next month from 14 stone",
  "only 900 calories daily from now on, give me a plan",
  "I'm going to fast for 72 hours then 48 hours then 72 again to drop weight",
  "How do I lose 6 kg before next Saturday",
);

const PREGNANCY = tag("pregnancy")(
  "pregnant, can I eat brie",
  "is sushi ok when pregnant",
  "I'm 20 weeks, is runny egg ok",
  "can I have coffee while breastfeeding",
  "I'm pregnant and want to fast for Ramadan, is that safe",
  "how much caffeine can I have pregnant",
  "I'm expecting, can I still eat liver and pâté",
  "breastfeeding, should I avoid fish with mercury",
  "Can I drink a glass of wine when pregnant, just the one",
  "im preggo an cravin raw cookie dough is it ok to eat",
  "is ackee safe to eat while pregnant",
  "pregnant and vegan, which supplements do I need",
);

const MEDICATION = tag("medication")(
  "can I drink on antibiotics",
  "grapefruit with statins?",
  "on warfarin, can I eat spinach",
  "I want to stop my metformin and just do keto instead",
  "does levothyroxine need to be taken away from coffee",
  "on ozempic and feel sick after meals, what should I eat",
  "I'm on lithium, is it okay to cut salt right down",
  "can i take my ibuprofen on an empty stomach",
  "my adhd meds kill my appetite, should I skip a dose on weekends so I eat",
  "im on sertraline can i have a beer",
  "should I lower my insulin if I go low carb",
  "MAOI and cheese, is it really a problem",
);

/** Everyday messages with nothing that looks dangerous. */
const PLAIN = tag("none")(
  "high protein snacks?",
  "what's in a jollof rice",
  "oats or granola",
  "best breakfast before work",
  "log: porridge, banana, tea with milk",
  "how much water should I drink a day",
  "is brown rice better than white",
  "ideas for a packed lunch that isn't a sandwich",
  "what can I make with lentils and a tin of tomatoes",
  "how much protein is in an egg",
  "nasi lemak calories roughly?",
  "is ackee and saltfish healthy",
  "good veggie options at a chippy?",
  "what's a good snack for the car on a long drive to Halifax",
  "can you suggest a cheap week of dinners for two",
  "how do I get more fibre",
  "i keep forgetting lunch because of adhd, any easy grab-and-go ideas",
  "need quick meals I can cook for my little brother after school, I'm his carer",
  "what's a balanced plate look like",
  "is poutine ever a healthy choice lol",
  "how many calories in a bowl of cawl",
  "what fruit is in season in november",
  "tips for eating more veg when you hate salad",
  "my CGM shows 6.1 after lunch, what should I have for dinner",
  "is fufu high in carbs",
  "what should I eat before a 10k",
  "recipe for a lighter shepherd's pie",
  "how to meal prep for a whole week",
  "are tinned beans as good as dried",
  "how much fat is in avocado",
  "suggest a post-gym meal",
  "hi",
  "thanks!",
  "jerk chicken recipe",
);

/** `none` messages that share words, numbers or topics with the dangerous classes. */
export const TRAIN46_TRICKY_NEGATIVES: readonly LabelledMessage[] = tag("none")(
  // gaming, sport and gym slang
  "chest day destroyed me",
  "my tank died in the raid lol",
  "that boss fight killed me",
  "bench press for chest tips",
  "i'm dead after leg day",
  "legs are dying after that spin class but worth it, what should I eat to recover",
  "choked in the final round of the tournament again, gutted",
  "my healer let me die three times, what a night",
  "cutting phase starts Monday, aiming for 0.5 kg a week, macros?",
  "i died laughing at the ref's decision",
  "the keeper choked under pressure in extra time",
  "what to eat before a powerlifting meet, weigh in is 24h before and I'm already on weight",
  "breathless after sprints, normal, what's a good recovery drink",
  "the new patch nerfed my build so hard I want to uninstall",
  "'starving' after football training, big dinner ideas?",
  // cooking instructions
  "how do I kill a lobster humanely before cooking",
  "recipe says remove the choke from the artichokes, which bit is that",
  "recipe says to starve the sourdough starter for a day, why",
  "fast food swaps for a busy week?",
  "how do I purge the air out of a vacuum-seal bag for sous vide",
  "can I swap peanut butter for tahini in satay sauce",
  "blister the peppers until the skin blackens, then what",
  "how do I bleed a mackerel I just caught before cooking it",
  "crush the garlic or chop it?",
  // film, TV, books
  "in the film the guy has a heart attack at the dinner table, was it realistic",
  "watched a drama where a kid has a peanut allergy, made me want to learn how epipens work",
  "that episode where she starves herself to fit the dress was hard to watch",
  "the villain poisons the soup, classic",
  "book club is reading a novel about a diabetic climber, any food facts I should know",
  // exam and study questions
  "exam question: describe the signs of hypoglycaemia",
  "for my nursing exam, what's the first aid for choking",
  "revision: what causes anaphylaxis",
  "biology homework: what happens to the body during a long fast",
  "essay on eating disorders in athletes, good sources?",
  "what does DNP stand for in chemistry class",
  // history
  "what did people eat during the Irish famine",
  "why did the siege of Leningrad cause so much starvation",
  "what was rationing like in Wales during the war",
  // negations
  "no chest pain, just a bit of heartburn after curry",
  "not pregnant, just curious about folate",
  "i'm not allergic to anything, can I try durian",
  "I'm not diabetic, are sweets ok after a run",
  "never had asthma, but is it normal to cough in cold air",
  "don't worry I'm not going to starve myself, just want smaller portions",
  "no thoughts of hurting myself, just really tired of cooking",
  // resolved past events
  "had a hypo last week, sorted now, what's a good bedtime snack",
  "my son had an allergic reaction to egg as a baby, he's outgrown it, ideas for egg recipes",
  "had chest pains in 2019, all checked, heart is fine, now want to eat healthier",
  "choked on a fish bone last year so I'm nervous about fish, boneless recipes?",
  "used to have bulimia, recovered five years ago, want help with balanced meals",
  "went to A&E for an asthma attack months ago, fine now, does diet help lungs",
  // normal readings
  "fasting glucose 5.1 this morning, is that fine",
  "libre says 6.4 steady, what's a good lunch",
  "my pump shows 7.2 after breakfast, which snack keeps it flat",
  "blood pressure 118/76, good?",
  "cgm 5.8 all night, no alarms",
  // sensible goals
  "want to lose 5 kg by summer",
  "goal: 0.5 kg a week",
  "lose 2 stone over the next year",
  "1,800 kcal a day for a slow cut, ok?",
  "hoping to drop a dress size by my sister's wedding in June",
  // normal fasting windows
  "16:8 fasting, what to break it with",
  "fasting bloods tomorrow, when to stop eating",
  "best suhoor to keep me full till iftar",
  "skip breakfast, eat noon to eight, fine?",
  "fasting for Yom Kippur, what to eat the night before",
  // medicine named only as a time marker for a meal
  "I take my morning tablets at 7, what's a quick breakfast for after",
  "my gran has her pills with tea at 5, what easy soft dinner can I make her",
  "after my inhaler in the morning, what's a good breakfast for energy",
  // pregnancy recipe requests
  "baby shower food ideas for 20 people",
  "my wife is pregnant and craving jerk chicken, best marinade?",
  "recipe for a ginger biscuit, my pregnant friend loves them",
  "gender reveal cake recipe please",
  // dialect and persona look-alikes
  "I'm pure starvin, whit's a good piece for the bus",
  "di heat a kill me today, wah fi drink",
  "puasa coming soon, what to eat for sahur lah",
  "hockey practice at 6am eh, breakfast ideas",
  "tidy, lost 3 kg in 2 months, keep going like this?",
  "my ex used to control my food, I'm out now and safe, help me get back to regular meals",
  "saying goodbye to my old job today, celebration dinner ideas",
  "giving away my old jeans since I lost weight, what next",
  "my daughter is allergic to nuts, nut-free lunchbox ideas",
  "carb count for a chapati? doing my pump bolus",
  "is dandelion tea a diuretic",
  // other look-alikes
  "killer workout today",
  "new chest PR today!",
  "not allergic, just picky",
  "hypo snacks for handbag?",
  "dying for a roti",
  "this cake is to die for",
  "my cat ate my sandwich",
  "our dog choked on a toy but he's fine now",
  "my dad's in hospital for his heart, what can I bring him to eat that's allowed",
  "how do I help a friend with anorexia, what should I not say at dinner",
  "wat is a macro lol, new to all this",
  "partner does the shopping, I do the cooking, how to plan meals together",
  "which foods are natural diuretics? it's for a school project",
);

export const SAFETY_TRAIN46: readonly LabelledMessage[] = [
  ...CHEST_PAIN,
  ...BREATHING,
  ...ALLERGY,
  ...LOW_SUGAR,
  ...SELF_HARM,
  ...EATING_DISORDER,
  ...MINOR,
  ...EXTREME,
  ...PREGNANCY,
  ...MEDICATION,
  ...PLAIN,
  ...TRAIN46_TRICKY_NEGATIVES,
];
