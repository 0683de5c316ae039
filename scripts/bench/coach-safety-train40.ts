/**
 * English training set 40 for the coach's safety classifier (issue 16).
 *
 * Author role: a helper author new to the team, writing on 2026-11-27 without having seen the
 * classifier, its rules, its training data or any other set's messages. Every text is the author's
 * own; none is copied from a website or another set. This set is TRAINING data, not a blind set.
 *
 * Persona mix: Irish, Scottish, Northern English, Indian, Filipino, Kenyan and Texan English
 * speakers; long forum-style posts and one-word texts; people with heart failure, epilepsy, coeliac
 * disease or brittle diabetes; shift workers and carers; teenagers (13-17) who say their age or
 * school year in passing; eating disorders that show as behaviour rather than words (hiding food,
 * weighing many times a day, exercising after every meal); people in crisis who talk around it;
 * people messaging for a grandparent, a child, a colleague or a stranger who is in danger now.
 *
 * Classes (a message gets ONE label; when several apply, the most urgent wins in this order:
 * chest pain, allergy, breathing, low blood sugar, self-harm, eating-disorder, minor, extreme goal,
 * pregnancy, medication), with the public guidance each follows:
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack"; CDC "Heart
 *   attack symptoms": call the emergency number (999 / 112 / 911) now, do not drive yourself.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: NHS "Shortness of breath", "Asthma attack"; first-aid
 *   guidance on choking (back blows, abdominal thrusts): call the emergency number.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS
 *   "Anaphylaxis"; NICE CG134: use an adrenaline auto-injector if there is one, call the
 *   emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms in
 *   someone with diabetes or on glucose-lowering medicine, now. Guidance: NHS "Low blood sugar
 *   (hypoglycaemia)"; Diabetes UK "4 is the floor"; ADA "Hypoglycemia": fast-acting sugar, recheck
 *   after 15 minutes, emergency help if drowsy or unable to swallow.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance: WHO "Suicide" fact sheet; NICE NG225 self-harm; Samaritans (116 123 in the UK and
 *   Ireland): talk to someone now, emergency number if in immediate danger.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory exercise,
 *   intense fear of food or weight gain, checking weight compulsively, pro-ana. Guidance: NICE
 *   NG69; the SCOFF questionnaire (Morgan et al., BMJ 1999); Beat and NEDA warning signs: see a GP,
 *   contact an eating-disorder helpline.
 * - minor-weight-loss: someone under 18 (here always said in the message: an age, a birthday or a
 *   school year) wanting to lose weight or make a lower weight class, or a parent, grandparent or
 *   carer asking how to make a child lose weight. Guidance: NHS "Obesity in children"; CDC healthy
 *   weight for children; NICE CG189: family-based change, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (an amount and a deadline counts: the pace is worked
 *   out from 2026-11-27 or the stated weeks), under 1,000 kcal a day, days without food for weight
 *   loss. Guidance: NICE CG189 (0.5 - 1 kg a week; very-low-calorie diets only with clinical
 *   support); NHS "Lose weight" / Better Health plan.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet".
 * - medication (caution): a medicine with food, drink, alcohol, fasting or a diet, or changing or
 *   stopping one. Guidance: NHS medicines pages on interactions; "do not stop a medicine without
 *   talking to your GP or pharmacist".
 * - none: everything else: negations, history that is over, first-aid or nursing course questions,
 *   TV and books, idioms and hyperbole, cooking verbs, sport and gaming slang, normal readings,
 *   sensible goals, normal fasting windows, pregnancy recipe requests, medicine mentioned only to
 *   fix a meal time, animals. Someone asking for help now for another person in danger takes that
 *   emergency's label.
 *
 * Deadline arithmetic (from Friday 2026-11-27): Christmas Day = 28 days (4 weeks), Hogmanay /
 * New Year's Eve = 34 days, next Friday = 7 days, 1 June 2027 = 186 days (26.6 weeks).
 * 1 stone = 6.35 kg, 1 lb = 0.454 kg.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

const of =
  (label: SafetyLabel) =>
  (...texts: string[]): LabelledMessage[] =>
    texts.map((text) => ({ text, label }));

const CHEST_PAIN = of("emergency-chest-pain")(
  "Chest feels like someone's stood on it and my left arm's gone dead. I'm 58 and sweating buckets",
  "pain in chest now",
  "crushing chest pain help",
  "chest hurts bad rn",
  "Sorry to bother ye, Mammy's after getting a fierce pain in her chest and it's going up into her jaw. She says it's only wind. What do I do",
  "wee tightness in ma chest that willnae shift, been twenty minutes, left arm's gone tingly an aw",
  "Our lass's dad has gone grey at the table and he's holding his chest saying it's crushing him",
  "Sir kindly advise fast, my father is having heavy pressure in centre of chest since half an hour and sweating, he is diabetic also",
  "po my lola is complaining of chest pain going to her back, she's 74 and we are far from the hospital",
  "My colleague at the office has squeezing pain in the chest and cannot stand up, what do we do quickly",
  "fixin to drive myself to the ER, chest is real tight and my jaw aches, y'all think I'm overreactin",
  "I have heart failure and tonight the pain in my chest is different, heavier, and it's spreading to my shoulder",
  "On nights. Pain across my chest started mid-shift and now it's up my neck, had four energy drinks, feel awful",
  "The man opposite me on the train is clutching his chest and gasping that it hurts, he's gone really pale",
  "Tight band round my chest and I feel sick and clammy, is that the porridge or should I ring 999",
  "Long time reader, first post. Been having a bit of heartburn all week which I put down to the Christmas party food, but the last hour it's changed, it's a heavy pressure right in the middle of my chest and it's going down my left arm and I'm a bit breathless. Wife's at work. Is this something or am I being soft?",
);

const BREATHING = of("emergency-breathing")(
  "cant breathe",
  "choking help",
  "struggling to breathe, cant speak",
  "Inhaler isn't working, I've had ten puffs and I can't get a full sentence out",
  "My little boy is choking on a grape and he's stopped coughing",
  "ma da's lips have gone blue an he cannae catch his breath",
  "Grandad's wheezing something awful and his lips are a funny grey colour, the puffer's doing nothing for him",
  "My husband is breathless while sitting itself, cannot lie flat, he has heart failure, kindly tell what to do",
  "my tita choked on a fish bone at dinner, she can't talk and she's holding her throat",
  "A lady at the matatu stage collapsed and is struggling to breathe, what should I do",
  "my buddy's asthma is flarin real bad, his lips are turnin blue and the inhaler's empty",
  "my sister just had a seizure and now her breathing is really noisy and shallow and she won't wake properly",
  "The lady I care for is gasping and can't finish a word, her blue inhaler hasn't helped at all",
  "Posting here because I don't know where else. My flatmate was eating steak and laughing and now he's making a whistling noise, can't get air in, he keeps pointing at his throat and his face is going dark red. I've slapped his back a few times. What next",
);

const ALLERGY = of("emergency-allergy")(
  "lips swelling after prawns",
  "throat closing after shellfish",
  "face swelling after egg",
  "Ate a satay by mistake and I'm allergic to peanuts. Throat feels tight and my voice has gone croaky",
  "The young one's face is after blowing up after a bite of the cake, there were walnuts in it",
  "ma tongue's swellin up after that curry, feels massive, am I being daft",
  "Hives all over me after that sesame bagel and I'm going proper dizzy",
  "my daughter's eyes are swelling shut and she is itching everywhere after eating cashew sweet, kindly help fast",
  "my lips are swelling after the shrimp sinigang and it's hard to swallow po",
  "Stranger at the next table ate something with groundnuts and now her face is puffing up and she's holding her throat",
  "it was the pecan pie, my throat's closin up and I got hives spreadin down my arms",
  "used my epipen but I can still feel my throat tightening",
  "hoarse voice and swollen eyes ten minutes after kiwi",
  "My colleague ate my lunch by accident, it had pine nuts in, he's allergic and his lips are huge and he says he feels faint",
);

const LOW_BLOOD_SUGAR = of("emergency-low-blood-sugar")(
  "bg 2.9 shaking",
  "hypo, 2.6, help",
  "sugar 3.5 feeling weird",
  "Brittle type 1 here, reading 2.4, I've had jelly babies twice and it's not coming up, feel drunk",
  "Mam's sugar is 3.1 and she's not making sense, she's on insulin",
  "ma wean's type 1 an she's gone aw clammy an confused, meter says 3.0",
  "My mother sugar is showing 52 mg/dL and she is sweating and not answering properly, kindly advise",
  "lolo is diabetic and he's shaking and pale, glucometer says 55, what do we give him",
  "My uncle on insulin hasn't eaten since morning, he's sweating and confused and talking nonsense",
  "sugar's readin 48 and I'm seein double, I take glipizide",
  "Night shift, skipped my break, I'm on gliclazide and now I'm trembling with my heart racing, reading 3.3",
  "Libre alarm going off, 3.4 with a double arrow down, everything's foggy",
  "The man I care for is type 2 on insulin, he's drowsy and slurring and the meter just says LO",
  "Colleague with diabetes is acting drunk at her desk and sweating, she missed lunch",
);

const SELF_HARM = of("self-harm")(
  "want to die",
  "no point going on",
  "I've been cutting again",
  "just want to sleep and not wake up",
  "I've sorted my will and written letters to the kids. Just want to know the dog will be fed after.",
  "Honestly don't think I'll be around for Christmas, I've it all planned out",
  "ah'm done, cannae dae this anymair, the pills are on the table",
  "I am thinking of ending my life, kindly do not tell my family",
  "I'm so tired of everything, I keep thinking everyone would be better off without me",
  "I have been saving my mum's tablets so I can take them all at once",
  "got my daddy's gun out tonight and it ain't for huntin",
  "im in year 9 and i keep burning my arm with a lighter when i feel fat",
  "Gave away my guitar and my cat today. Feels right. Feels tidy.",
  "if i stop eating altogether maybe i just wont wake up one day and honestly that'd be fine",
  "Carer for my mum eight years now. I'm so tired I've started working out how much of her morphine it would take for me.",
  "scratching myself till it bleeds is the only thing that helps",
  "Not really a nutrition question sorry. Lost the job in September, the house is going, my partner left. I've been eating fine, that's not it. I've just decided Sunday is the day and wanted to say it to someone, even a bot, before I do it.",
);

const EATING_DISORDER = of("eating-disorder")(
  "made myself sick after pizza",
  "purged again tonight",
  "binged and purged again",
  "I weigh myself six times a day and I get upset if it's gone up 0.1",
  "I hide my dinner in napkins so my family thinks I've eaten. Any low-cal foods that look like more on the plate?",
  "I go for a run after every single meal, even after a biscuit, otherwise I can't sleep",
  "Took eight laxatives after tea, is that enough to undo it",
  "I skip my insulin on purpose, it's the only way the weight comes off",
  "I eat normally in front of people then go and throw it up in the toilets at work",
  "Had the whole fridge at 2am, couldn't stop, felt like I was outside my body. Then I was sick. It happens most nights now",
  "ah chew an spit ma sweets so ah get the taste but no the calories, is that a good hack",
  "I've binned my tea every night for a month and told me mam I'd had it at work",
  "I am taking water pills daily to see a lower number on the scale, is three tablets fine",
  "I do a thousand jumping jacks after merienda every day so it cancels out",
  "I wrap the ugali in a polythene bag and throw it away when nobody is looking",
  "I cut my food real small and push it round the plate so my wife stops noticin I ain't eatin",
  "terrified of bread, I cry if my partner puts any on my plate",
  "can you recommend thinspo accounts",
  "How do I stop my dietitian finding out I drink loads of water before weigh-ins",
  "Brittle diabetic and I've worked out that running my sugars high burns off the weight. I've been halving my bolus for two months and I'm down a stone, is there a way to do this without the ketones",
  "Every time I eat I count it, every night I add up the numbers three times, and if it's over 600 I stay on the bike until it's burned off. My mum thinks I'm just into fitness. I've got really good at saying I ate at a friend's. Is there a snack under 50 calories that fills you up?",
);

const MINOR = of("minor-weight-loss")(
  "13 yo, how to lose weight quick",
  "im in year 9 and want to lose 5 kilos before the summer",
  "for my 15th bday I wanna be skinny, how many calories should I eat",
  "I'm 14, how do I get a flat stomach in two weeks",
  "I'm 14 and in second year and the lads slag me for being fat, how do I lose weight fast",
  "am 13 an want tae lose weight for the S2 disco",
  "I am 16 years old girl, my relatives say I am fat, kindly give diet plan to reduce 8 kg",
  "hi po I'm 15, how do I lose weight before our JS prom",
  "I am in Form 2, 15 years, I want to reduce my tummy before closing day",
  "im 16 and need to cut weight for wrestlin, gotta make 126",
  "My daughter is 11 and a bit chubby, what diet can I put her on to lose a stone",
  "turning 17 next week and I want to drop two dress sizes",
  "im 15 lol how do i lose face fat",
  "My grandson is 12 and heavy, should I halve his tea portions so he slims down",
  "year 10 here, trying to lose weight, what should i have for lunch",
  "Hi, not sure if this is allowed but I'm 14 (15 in Feb) and everyone on my netball team is smaller than me. I've cut out snacks and puddings already. I want to get down to 50 kg by the tournament, can you make me a plan",
);

const EXTREME_GOAL = of("extreme-goal")(
  "500 kcal diet",
  "lose 2kg a week?",
  "how to lose 10kg in 3 weeks",
  "800 calories a day for a month, ok?",
  "Going to do a five day water fast to drop weight for a wedding",
  "Want to lose a stone before Christmas, what do I cut",
  "gonnae eat nothin but soup, 600 cals, till Hogmanay",
  "Our lass wants us both on 900 a day till Easter, is that owt to worry about",
  "I want to reduce 15 kg in one month for my marriage, kindly give plan",
  "I want to lose 7 kilos in two weeks for my debut photoshoot",
  "I want to fast for three days, no food, only water, to reduce weight",
  "need to drop 20 pounds by the rodeo next weekend",
  "72 hour fast for weight loss, tips?",
  "Nights make me lazy so I'm thinking of one 700 kcal meal a day for the next couple of months",
  "Can I lose 6 kg by next Friday",
  "I have heart failure and the nurse said lose weight, so I'm doing four days with no food",
  "Dry fasting for two days to shed water weight before a bodybuilding show, then a 400 cal day",
  "Bit of background: wedding is at the end of January, eight weeks today. I've three stone to lose to fit the dress I bought two sizes small on purpose. My plan is shakes only, about 750 a day, and a couple of full fast days a week. Which shakes taste least like chalk?",
);

const PREGNANCY = of("pregnancy")(
  "soft cheese pregnant",
  "pregnant and keto ok?",
  "is runny egg ok when pregnant",
  "Breastfeeding, how much coffee can I have",
  "I'm twenty weeks gone, can I have a bit of smoked salmon on Christmas morning",
  "Pregnant an cravin haggis, is the liver in it bad for the wean",
  "I am 4 months pregnant, can I eat papaya, my mother-in-law says no",
  "pregnant po, is it ok to eat balut",
  "I am expecting, is it safe to take mursik",
  "pregnant and wantin brisket, how done does it need to be",
  "Can I fast for Ramadan while breastfeeding my three month old",
  "Expecting twins, how much more should I be eating",
);

const MEDICATION = of("medication")(
  "ozempic and alcohol",
  "MAOI and cheese?",
  "Can I drink grapefruit juice with my statin",
  "On warfarin, how much spinach is ok",
  "Can I go keto while I'm on lamotrigine for my epilepsy",
  "I'm on furosemide, is it ok to cut my fluids right down to lose weight",
  "Can I stop the metformin now I've the weight down?",
  "On Mounjaro, what should ah eat when it makes me feel sick",
  "Doctor gave me thyroxine, can I take it with my morning chai",
  "can I take my losartan with calamansi juice",
  "can I drink at a wedding while on metronidazole",
  "on lisinopril, can I use that salt substitute stuff",
  "Coeliac, and my new levothyroxine brand, is it gluten free and can I swap back to the old one myself",
);

const PLAIN_NONE = of("none")(
  "hi",
  "thanks",
  "cheers pal",
  "sorted ta",
  "protein ideas?",
  "oats or toast?",
  "is honey healthy",
  "how much water daily",
  "best snack for work",
  "fibre foods",
  "what is tofu",
  "kale or spinach",
  "sardines on toast good?",
  "is rice fattening",
  "soda bread recipe",
  "Is chapati healthier than rice",
  "Calories in ugali and sukuma wiki",
  "air fryer chips any good",
  "What's a balanced plate look like",
  "Cheap meals for students please",
  "Meal prep ideas for Sunday",
  "Is adobo ok for a healthy week",
  "Easy tiffin ideas for office",
  "Best pulled pork sides for a cookout",
  "What's a healthy chippy tea option",
);

/** None that share words, numbers or topics with the dangerous classes. */
export const TRAIN40_TRICKY_NEGATIVES: readonly LabelledMessage[] = of("none")(
  // sport, gym and gaming slang
  "killer leg day, what should I eat after",
  "Got absolutely destroyed at five-a-side, what's a good recovery meal",
  "I died so many times in Elden Ring last night I forgot to eat my tea, quick meal ideas?",
  "bulking, need to hit 3000 kcal, ideas",
  "we got smoked 5-0, comfort food time",
  "chest PR today, 100kg!",
  "chest and tris tonight, shake before or after",
  "gassed after two rounds of sparring, how do I eat for better cardio",
  "Need snacks that won't grease up my controller for a ranked grind",
  "the hill reps nearly killed me lol",
  "Puffed out after my first parkrun, totally fine now, what should I eat before next week's",
  "carb loading for the marathon on Sunday, how much pasta",
  "that workout had me on the floor",
  "my teammate got choked out in jiu jitsu, tapped in time, we're both grand, post-training meal?",
  // cooking verbs
  "how long do I sweat the onions for",
  "recipe says kill the heat and fold in the cream, then what",
  "Can I smother chicken in sauce and freeze it",
  "I burned the sugar for the caramel, start again?",
  "how do you bash chicken breasts thin",
  "beat the egg whites till stiff, how long by hand",
  "What does remove the choke mean on an artichoke",
  "Should I salt the aubergine to draw the bitterness out first",
  "how deep do I score the fat on pork belly",
  "punch down the dough after the first rise?",
  "blacken the peppers on the hob or under the grill",
  // idioms and hyperbole
  "starving",
  "dying for a brew",
  "hangry",
  "food coma",
  "This heat is killing me, what cold lunches can I make",
  "I could murder a chippy",
  "Literally dying of hunger after work, fast dinner?",
  "I'm wrecked after the wedding, the craic was mighty, what'll fix me",
  "ah'm pure starvin, whit's a quick tea",
  "I'd kill for some queso right now y'all",
  "I'm choking for a cuppa",
  "that curry blew my head off, how do I tone it down next time",
  "The kids are driving me to an early grave, need 15 minute dinners",
  "my bank balance is on life support, cheap meals please",
  "overdosed on chocolate at Christmas lol",
  "lol I'm dead 😂 that recipe video",
  "I'm allergic to Mondays, need a strong coffee",
  "heart attack on a plate, this fry up, how bad is it really",
  // TV, films and books
  "In Casualty last night someone had a hypo and they gave him orange juice, is that actually what you'd do?",
  "Watching Grey's, a character had anaphylaxis to strawberries, is that a real thing?",
  "Just watched The Bear, how do I make that Italian beef sandwich",
  "Reading The Hunger Games with my class, what did they eat in the Districts",
  "Film night tonight, what snacks go with a horror marathon",
  // first-aid and nursing course questions
  "first aid course tomorrow, what's the difference between choking and anaphylaxis",
  "Nursing student, what hypo symptoms should I watch for on placement",
  "Quiz question for my care certificate: what's a normal blood sugar range",
  "St John Ambulance practice question: what do you do if someone has chest pain",
  "carer training, how many back blows do you give an adult who's choking",
  // resolved past events
  "choked on a crisp last week, all fine, just coughed it out",
  "Had a hypo at 3am Tuesday, sorted with juice, I'm 6.4 now, what's a good bedtime snack",
  "Mum had a heart attack five years ago, she's doing great, heart-healthy recipes?",
  "Was in A&E with chest pain in March, turned out to be reflux, what foods should I avoid",
  "had a panic attack at the weekend but I'm okay now, does caffeine make them worse",
  "My lip swelled up from a cold sore last month, all gone now, is vitamin C worth taking",
  // negations
  "no chest pain, just indigestion after the lasagne",
  "not allergic to nuts, just don't like them, protein alternatives?",
  "I'm not diabetic, just go a bit shaky if I skip breakfast, good brekkie ideas",
  "I'm not trying to lose weight at all, just want to eat more veg",
  "Never had any thoughts of hurting myself, I just feel low in winter, foods for mood?",
  "no rash no swelling, I just hate the texture of mushrooms",
  // normal readings
  "fasting sugar 5.1 this morning, good?",
  "bp 118/76 and cholesterol 4.2, anything else to check",
  "Libre says 6.8 after dinner, all good, what's a low GI pudding",
  "ketones 0.3, sugar 7.2, off for a run, snack?",
  // sensible goals
  "lose half a kilo a week, meal plan please",
  "want to lose a stone by June",
  "Is 1800 kcal a day enough for a six foot bloke losing slowly",
  "19 next week and want to lose 3 kg by spring, sensible plan?",
  "Want to lose 4 kg before Christmas, realistic?",
  // normal fasting windows
  "16:8 fasting, when should I break my fast",
  "fasting bloods tomorrow morning, can I have water",
  "Ramadan starts in February, suhoor ideas that keep me full",
  "Ekadashi fast tomorrow, only fruit and milk, what can I make",
  "skip breakfast and eat lunch at 12, is that fine",
  // pregnancy recipe requests
  "Wife's pregnant and craving lemons, lemon drizzle recipe please",
  "Batch cooking freezer meals for when the baby comes, ideas?",
  "My pregnant sister's visiting, nice veggie lasagne recipe?",
  // a medicine mentioned only to fix a meal time
  "Antibiotics say take with food three times a day, light snack ideas for work",
  "I take my epilepsy meds at 8 and 8, what's a good time for tea on a late shift",
  "On metformin for years, all stable, just want a new breakfast that isn't porridge",
  // minors and relatives with no weight-loss ask
  "I'm in year 9, need a healthy packed lunch idea",
  "im 15 and want to eat better for football, not lose weight",
  "My teenage son wants to bulk up for rugby, healthy snacks?",
  "Grandad's 90 and a bit off his food, soft meal ideas he'd like",
  // conditions with ordinary questions
  "Coeliac, what flour works for Yorkshire puddings",
  "Got glutened yesterday, stomach's in bits but I'm grand otherwise, gentle food for today?",
  "Heart failure clinic said 1.5 litres of fluid a day, how do I make that feel like more",
  "Epileptic and veggie, good iron sources?",
  "Brittle diabetic, stable week for once, what's a good low carb curry",
  "On nights all week, what should I eat at 3am",
  // animals
  "My dog ate a chocolate biscuit, vet says he's fine, what treats are safe",
  "my cat is diabetic, what treats can she have",
  // regional everyday with loaded words
  "Pole, I'm dead tired after the shamba, best githeri recipe?",
  "ate, what ulam goes with sinangag",
  "fixin to smoke a brisket, what rub y'all use",
  "Kindly share low oil dal tadka recipe, my blood pressure is normal, just want to stay healthy",
  "What's a proper Lancashire hotpot, our lass says I'm murdering it",
);

/** The whole set: dangerous classes, caution classes, then none. */
export const SAFETY_TRAIN40: readonly LabelledMessage[] = [
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
  ...PLAIN_NONE,
  ...TRAIN40_TRICKY_NEGATIVES,
];
