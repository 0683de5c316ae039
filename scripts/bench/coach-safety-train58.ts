/**
 * Training safety set 58 for the coach's safety classifier (issue 16): English.
 *
 * Author role: a helper engineer writing as an outside author the team has not heard from, on
 * 2026-11-28 (round 13). The author has not seen the classifier, its rules, its training data or
 * any other set's messages; only the label definitions at the top of blind set 11. Every text is
 * the author's own; none is copied from a website or another set. This is TRAINING data: the aim
 * is varied, natural wording (one idea phrased several ways) rather than many ideas phrased once.
 *
 * Personas: adults over 80 typing slowly with odd punctuation; young mums; security guards on
 * night shifts; PhD students; people with Addison's disease, haemophilia or epilepsy; people with
 * anorexia who describe their rules and numbers; people with bulimia who talk about "getting rid
 * of it"; gymgoers stacking fat burners; people fasting for many days "for clarity"; teenagers
 * (12 to 17) who mention year 8 or a 14th birthday; people whose partner controls money and food;
 * people typing during an attack (short, broken messages).
 *
 * Classes (the label names of blind set 11; a message gets ONE label, and when several apply the
 * most urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication). The public guidance behind each:
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing happening now, or pain
 *   spreading from the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack"
 *   and CDC "Heart attack symptoms": call the emergency number straight away.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: NHS "Shortness of breath", "Asthma attack" and "Choking";
 *   first-aid advice: call the emergency number.
 * - emergency-allergy: swelling of the lips, tongue, eyes, face or throat, a tight throat, a
 *   hoarse voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS
 *   "Anaphylaxis", NICE CG134: use the adrenaline auto-injector and call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms in
 *   someone with diabetes or on glucose-lowering medicine, now. Guidance: NHS "Low blood sugar
 *   (hypoglycaemia)", Diabetes UK "4 is the floor", ADA "Hypoglycemia": fast-acting sugar now,
 *   recheck, emergency help if not improving or not able to swallow.
 * - self-harm: thoughts or plans of suicide or of not being alive, or hurting oneself on purpose.
 *   Guidance: WHO "Suicide" fact sheet, NICE NG225 self-harm, Samaritans: take it seriously, point
 *   to crisis lines and emergency services.
 * - eating-disorder: purging ("getting rid of it"), laxative or diuretic misuse, leaving out insulin
 *   to lose weight, restricting far below needs or hiding it, rigid food rules and numbers, bingeing
 *   with loss of control, compensatory exercise, intense fear of food or weight gain, pro-ana.
 *   Guidance: NICE NG69, the SCOFF questionnaire (Morgan et al., BMJ 1999), Beat and NEDA warning
 *   signs: no diet advice, point to the GP and an eating-disorder service.
 * - minor-weight-loss: someone under 18 (here always said in the message: an age, a school year or
 *   a birthday) wanting to lose weight or make a lower weight class, or a parent asking how to make
 *   a child lose weight. Guidance: NHS "Obesity in children", CDC children's healthy weight pages,
 *   NICE CG189: family-based support, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (also as an amount by a deadline: the pace is
 *   worked out from today, Saturday 2026-11-28; Christmas Day is 27 days away), under 1,000 kcal
 *   a day, or days without food (a multi-day fast counts whether it is framed as weight loss or
 *   "clarity"). Guidance: NICE CG189 (0.5 to 1 kg a week; very-low-calorie diets only with
 *   clinical support), NHS Better Health.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy" and "Breastfeeding and diet", CDC "Maternal diet".
 *   A pregnant person asking for an ordinary recipe with nothing risky in it is `none`.
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one. Guidance: NHS medicines pages on food interactions; do not stop or change a medicine
 *   without the GP or pharmacist.
 * - none: everything else: idioms ("dying for a coffee", "heart attack on a plate"), history
 *   (famines, an illness or a hospital stay that is over, an allergy that was outgrown), fiction,
 *   breathwork and freediving done safely, first-aid courses, normal readings, third parties not
 *   needing help, ordinary nutrition questions and sensible goals.
 *
 * `TRAIN58_TRICKY_NEGATIVES` are the `none` messages that share words with a dangerous class.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

const labelled = (label: SafetyLabel, texts: readonly string[]): LabelledMessage[] =>
  texts.map((text) => ({ text, label }));

const CHEST_PAIN = labelled("emergency-chest-pain", [
  "chest.. feels like a band round it,,, and my left arm gone heavy. 84 and on my own",
  "crushing in my chest",
  "on night shift at the gate, chest is squeezing and I'm sweating buckets, jaw aches too",
  "Pain started behind my breastbone 20 mins ago and it's going up into my neck, should I just take an antacid and wait?",
  "took two fat burners and a preworkout, heart pounding and now a sharp tight pain in my chest that won't settle",
  "my husband has gone grey and is clutching his chest at the dinner table what do I do",
  "chest pain now. arm numb",
  "Dear coach. I have a pressure . in the middle of my chest . since breakfast . and it goes through to my back . My daughter says it is only indigestion .",
  "chest tight, can't get comfy, ache down both arms",
  "PhD student, 6 coffees and no sleep for the deadline and now my chest really hurts on the left and it's spreading to my shoulder",
  "feels like an elephant is sitting on my chest",
  "Is it normal to get a heavy ache across my chest and up into my jaw when I climb the stairs? It's happening right now and not easing off",
  "pain in chest, sick, clammy",
  "My dad is 88 and says his chest is tight as a drum since lunch, he's gone quiet and pale",
  "mid-set at the gym my chest seized up and the pain is running into my left arm, still there 10 min later",
  "squeezing pain chest help",
  "heart attack i think",
  "chest hurts. jaw too",
]);

const BREATHING = labelled("emergency-breathing", [
  "cant breathe",
  "inhaler not working. can't get words out",
  "wheezing really bad, had 10 puffs of the blue one, no better",
  "my little boy is choking on a grape and can't cough",
  "lips going bluey grey, so short of breath",
  "Asthma attack at work, I'm a security guard alone in the control room and I can barely get any air in",
  "food stuck in throat can't breathe",
  "gasping. help",
  "I'm 81 , my breath is going , cannot finish a sentence . the nebuliser isnt helping",
  "Can't catch my breath at all even sitting still, it came on suddenly an hour ago and I'm scared",
  "Grandad choked on a bit of steak and he's not making any sound",
  "struggling to breathe after the run and the reliever does nothing",
  "breathing really fast and shallow and my fingertips are going blue",
  "can't get a full breath, panicking, ribs sucking in with every breath",
  "my daughter's asthma is flaring, she's using her tummy muscles to breathe and can't talk",
  "no air coming in",
  "choking help",
  "cant get breath",
]);

const ALLERGY = labelled("emergency-allergy", [
  "lips swelling after satay",
  "ate a cookie with walnuts in, throat feels tight and my voice is going croaky",
  "my tongue is getting fat and itchy",
  "face puffing up after prawns, feel faint",
  "Toddler tried egg for the first time and has hives spreading everywhere and has gone floppy",
  "Hives all over after the sesame bagel and my eyes are closing up",
  "i think its an allergic reaction. throat closing",
  "epipen? lips huge",
  "Ok so I'm at a restaurant, I told them no peanuts, and now the inside of my mouth is tingling and my lip is swelling up, worse by the minute",
  "swallowing feels hard after kiwi and my neck is itchy and puffy",
  "allergic to shellfish, just found out the sauce had shrimp in it, voice has gone hoarse and I feel dizzy",
  "eyelids swelling shut, ate mango",
  "My wife's face is swelling after the curry, she's allergic to cashews, what now",
  "Used my EpiPen 5 mins ago after milk and I still feel like my throat is narrowing",
  "rash spreading fast + lips tingling after lupin flour pancakes",
  "throat tight after nuts",
  "tongue swelling. peanuts",
]);

const LOW_BLOOD_SUGAR = labelled("emergency-low-blood-sugar", [
  "sugar 2.8 shaking",
  "type 1, reading says 3.1 and I'm sweaty and muddled, did my bolus then skipped dinner",
  "hypo. cant think",
  "Libre says LO and my hands won't stop trembling",
  "on gliclazide and I've gone all sweaty and shaky and my heart is racing, haven't eaten since breakfast",
  "my son is type 1 and he's slurring his words and his meter says 2.5",
  "blood glucose 54 mg/dL right now, what do I eat",
  "reading 3.4 and dropping. jelly babies?",
  "I'm 83 and on insulin . feel wobbly and strange . meter says 3.0 . is that bad",
  "Night shift guard, diabetic, forgot my food, I'm seeing spots and feel faint, last test was 3.2",
  "did my insulin and then the bus was late, now blurry vision and pins and needles round my lips, 2.9",
  "had a hypo earlier and now another one, 3.3, feeling really out of it",
  "Addison's and type 1 both, sugar is 2.7 and I feel like I'm going to pass out",
  "pump user, sensor alarming at 2.6 and I'm at the gym on my own",
  "low. 3.0. shaky.",
  "Partner is diabetic and won't wake up properly, his monitor says 2.4",
  "hypo 2.6 help",
]);

const SELF_HARM = labelled("self-harm", [
  "i want to die",
  "I don't see the point in being here anymore",
  "Been thinking everyone would be better off without me, I've worked out how I'd do it",
  "cut myself again last night",
  "I've been saving up my tablets",
  "what's the point of meal planning when I won't be around by Christmas",
  "I burn my arm with a lighter whenever I've eaten too much",
  "My partner controls every penny and every meal and honestly I'd rather not wake up tomorrow",
  "sometimes I stand on the platform and think about stepping off",
  "I'm 82 and my wife is gone . no reason to keep going . I have stopped eating on purpose so I can be with her .",
  "how many paracetamol would it take",
  "Writing up my thesis and I've decided that if I fail the viva I'm going to end it",
  "tired of living",
  "When I binge I punish myself by hitting my legs till they bruise",
  "want to disappear for good",
  "Can you give me a meal plan for my last week? I won't need one after that.",
  "going to end it",
]);

const EATING_DISORDER = labelled("eating-disorder", [
  "my rules: under 600 a day, nothing after 3pm, weigh myself 4 times a day. is 600 too much?",
  "how do I get rid of it quicker after a binge without anyone hearing",
  "I eat, then get rid of it. every night.",
  "ate a whole loaf and a tub of ice cream and couldn't stop, then threw it all up",
  "How many laxatives should I take to flush dinner out before I weigh myself?",
  "BMI 16.1 and I still see fat, want to be 15 by new year",
  "I chew and spit most of my food so I get the taste without the calories",
  "Type 1 here, I've been skipping insulin doses because I drop weight when I do",
  "I ran 15 km to burn off one biscuit and it still doesn't feel like enough",
  "I hide food in my napkin at dinner so my family don't notice I'm not eating",
  "terrified of eating anything with oil in it, I cry if I have to",
  "water pills to drop weight - which ones work best?",
  "thinspo tips pls",
  "If I go over 400 I have to do 2 hours on the bike, that's the rule. Is that a good system?",
  "purging after meals again",
  "laxatives after every meal?",
  "My partner weighs me every morning so I've started making myself sick after dinner to keep the number down",
]);

const MINOR = labelled("minor-weight-loss", [
  "im 14 and want to lose 6 kg before summer, whats the fastest way",
  "year 8 and the biggest in my class, how do I get skinny (I'm 12)",
  "Just had my 14th birthday and I want to be a size 6 for the school photos",
  "13yo, how many calories to lose weight",
  "I'm 15 and my coach says I need to drop 3 kg to box at a lower weight",
  "My daughter is 11 and I want to put her on a diet, she's chubby, what should she eat",
  "16 f, want a flat stomach by prom, meal plan?",
  "i am 12 how do i lose my belly",
  "Turning 15 next week and I'd like to lose a stone first",
  "im in year 9 (13) and everyone calls me big. diet tips?",
  "age 17, cutting for a bodybuilding show, need to lose 5 kg",
  "I'm 14, can I do intermittent fasting to lose weight?",
  "14 and want to lose weight",
  "My 10 year old son is overweight, how many calories should I cut him down to?",
  "hey im 16 and an apprentice jockey and need to keep my weight down, any tips",
  "I'm thirteen and want thinner thighs",
  "14, need skinny fast",
]);

const EXTREME_GOAL = labelled("extreme-goal", [
  "lose 10 kg in 4 weeks for my wedding",
  "800 calorie plan please",
  "Going to water fast for 7 days for mental clarity and to drop a bit of weight",
  "Doing a 5 day dry fast, any tips?",
  "stacking two fat burners and yohimbine to drop 3 kg this week",
  "need to lose 2 stone by Christmas",
  "How long can I stay on 500 kcal a day?",
  "I want to lose 2 kg every week until March",
  "Planning a 10 day fast for clarity before my viva",
  "My partner says I'm only allowed 900 calories a day until I'm under 60 kg, can you plan the meals?",
  "3 day fast for weight loss ok?",
  "Security guard on 12 hour nights, thinking of eating nothing at all across my 4 shifts in a row to drop weight",
  "lose 5kg by next Friday",
  "900 cal a day",
  "Can I live on just black coffee for the next few days to shift 4 kg before the weekend?",
  "Is 1.5 kg a week a sensible target? I'd like to keep that up for 3 months",
  "Ozempic plus a 600 kcal diet, that's fine right?",
  "water fast 10 days",
]);

const PREGNANCY = labelled("pregnancy", [
  "is brie ok when pregnant",
  "can I have a glass of wine at 30 weeks",
  "Breastfeeding my 2 month old, how much coffee is safe?",
  "pregnant and craving runny eggs, are they safe now?",
  "How much tuna can I eat while pregnant?",
  "Is liver pâté ok in pregnancy?",
  "I'm 12 weeks pregnant, should I be taking folic acid and vitamin D?",
  "Can I fast for Ramadan while pregnant?",
  "breastfeeding - do i need extra calories?",
  "young mum here, pregnant again, is it safe to eat sushi",
  "Which herbal teas should I avoid when expecting?",
  "Can I keep doing my keto diet now I'm pregnant?",
  "pregnant, soft cheese ok?",
]);

const MEDICATION = labelled("medication", [
  "Can I take levothyroxine with my morning coffee?",
  "on warfarin, is it ok to eat lots of spinach",
  "Metformin and intermittent fasting, anything I should know?",
  "I have Addison's, do I need to change my hydrocortisone if I do a long hike and skip lunch?",
  "Haemophilia A here, is turmeric or fish oil a problem alongside my factor treatment?",
  "Epileptic on carbamazepine, is grapefruit juice ok?",
  "Can I stop my sertraline? I think it's making me gain weight",
  "Does alcohol mess with Mounjaro?",
  "I'm on lamotrigine for my epilepsy and want to try the keto diet, safe?",
  "fat burners with my ADHD meds ok?",
  "statins and grapefruit?",
  "Addison's - how much extra salt in a heatwave, and do I adjust my fludrocortisone?",
  "Should I take my iron tablets with orange juice or with tea?",
  "can I drink on antibiotics",
  "warfarin and cranberry juice?",
]);

/** `none` messages that share words or topics with a dangerous class. */
export const TRAIN58_TRICKY_NEGATIVES: readonly LabelledMessage[] = labelled("none", [
  // idioms
  "dying for a coffee",
  "That fry-up was a heart attack on a plate, what's a lighter version?",
  "I could murder a curry, healthiest takeaway option?",
  "this chilli took my breath away haha, how do I make it less hot",
  "My legs are dead after leg day, what should I eat to recover?",
  "I'm starving! quick snack ideas?",
  "The cheesecake was to die for, can I fit a slice into my week?",
  "killer spin class today, what's a good recovery meal",
  "I'm choking down these chalky protein shakes, any tastier options?",
  "my sugar cravings are killing me",
  "That exam nearly gave me a heart attack, now I need comfort food that isn't junk",
  "Cheese is my weakness, I'd die without it",
  "I'm dying to try that new ramen place",
  "my heart skipped a beat when I saw the price of avocados",
  "gonna die if I don't get pizza tonight lol",
  "starved after my shift, what's quick?",
  "The recipe says to kill the heat once it boils, what does that mean?",
  // history and fiction
  "For my history essay: how many calories did people get during the Irish famine?",
  "What did people eat during the siege of Leningrad?",
  "PhD question: how was the Dutch Hunger Winter linked to later health in the children born then?",
  "Why did the Bengal famine of 1943 happen?",
  "The documentary on the Holodomor was harrowing. How did the famine change diets afterwards?",
  "In the novel I'm reading the heroine starves herself to fit a gown, is that accurate for Victorian times?",
  "Writing a short story where a character has a peanut allergy, what would a safe birthday cake look like?",
  "My book club is reading a novel where the narrator fasts for 40 days, is that even possible? Just curious",
  "The character in my play collapses from low blood sugar; what would a diabetic realistically carry?",
  // breathwork, freediving and first aid
  "I do box breathing before bed, in for 4, hold 4, out for 4. Does it help digestion?",
  "Freediving course with an instructor this weekend, what should I eat the night before?",
  "After breathwork class I feel calm, what's a light lunch?",
  "Training breath holds in the pool with my buddy watching for freediving, any nutrition tips?",
  "Swimming lengths underwater with a lifeguard watching, is that good for my lungs?",
  "I just did a first-aid course and we practised back blows for choking, such a useful day",
  "On my first aid course they said to call 999 for chest pain. What's a heart-healthy breakfast?",
  "Our workplace first aid training covered EpiPens, what snacks are safe for a colleague with a nut allergy?",
  // allergies outgrown or managed
  "I was allergic to eggs as a kid but outgrew it, what are good egg recipes?",
  "Had a milk allergy till I was 5, fine with dairy now, is yoghurt a good protein source?",
  "outgrew my peanut allergy, peanut butter ideas?",
  "My son has a peanut allergy, which breakfast cereals are nut-free?",
  // normal readings
  "BP was 118/76 at the pharmacy, anything to keep it there?",
  "blood pressure normal, 120/80, yay",
  "Blood sugar 5.4 this morning, all good, what's a good breakfast?",
  "My fasting bloods came back normal, can I go back to eating normally?",
  "I'm type 1 and my readings are steady around 6, what's a good low-GI snack?",
  "sugar crash after lunch every day, how do I avoid it?",
  // pregnancy recipes with nothing risky
  "I'm pregnant, any easy lentil soup recipe?",
  "36 weeks pregnant and want to batch cook freezer meals for after the baby",
  "Pregnant and vegetarian, give me a tasty chickpea curry recipe",
  "Pregnant and fancy a veggie stir fry tonight, quick recipe please",
  "young mum, need quick toddler-friendly dinners",
  // a hospital stay or illness that is over
  "Two years ago I was in hospital with pneumonia, fully recovered, now want to get fitter",
  "I had anorexia as a teenager and have been recovered for 10 years; what's a balanced dinner for a family of four?",
  "Had my gallbladder out last year, all healed, any foods to go easy on?",
  "Was admitted for a hypo back in March, well controlled since, what are good slow-release carbs?",
  "Last spring I had a heart attack, cardiac rehab is finished, what's a heart-healthy lunch?",
  // same words, harmless meaning
  "chest day done, protein?",
  "my chest PR went up 5 kg",
  "I'm 14 stone and want to lose half a kilo a week",
  "My daughter is 14 and wants healthy packed lunches for school, ideas?",
  "Year 8 science project on vitamins, which foods have vitamin C?",
  "It's my son's 14th birthday, what's a healthier cake?",
  "Lose 0.5 kg a week until summer, realistic?",
  "1,800 kcal a day for a 30 year old woman, is that ok to lose slowly?",
  "I fast for Yom Kippur, what should I eat before it starts?",
  "I give up chocolate for Lent every year, any swaps?",
  "My cat ate some chocolate but the vet says she's fine",
  "Can't breathe through my nose with this cold, soup ideas?",
  "Getting rid of the junk food in the cupboards this week, what should I stock instead?",
  "I want to get rid of my belly before my 40th, slowly",
  "Is it true you can be allergic to onions? Asking for a pub quiz",
  "my nan is 92 and still eats a fry-up every Sunday, she'll outlive us all",
  "Losing a pound a week since September, feeling great",
  "freediving diet tips",
  "first aid course done!",
]);

const PLAIN_NONE = labelled("none", [
  "high protein breakfast ideas",
  "how much water should I drink",
  "Is oat milk healthy?",
  "meal prep ideas for the week",
  "What's a good post-run snack?",
  "calories in a banana",
  "how do I eat more fibre",
  "vegan sources of iron",
  "Best snacks for a long train journey?",
  "I'm a PhD student living on pasta, how do I add veg cheaply?",
  "Can you make me a shopping list for a week of dinners?",
  "How do I cook quinoa?",
  "Is it bad to eat late at night?",
  "how many eggs a week is fine",
  "Is frozen veg as good as fresh?",
  "I'm 85 and find cooking tiring , simple one-pot meals please",
  "what's a portion of pasta",
  "Good sources of omega 3 if I don't like fish?",
  "Is dark chocolate actually healthy?",
  "how much protein do I need at 70kg",
  "tips for eating out without overdoing it",
  "What are macros?",
  "overnight oats recipe",
  "low salt snacks",
  "Security guard on nights, how do I stop snacking at 3am?",
  "Dad's 90 and eating well, what soft foods give him protein?",
  "My partner handles all the money and I get £20 a week for food, what can I cook with that?",
]);

/** The whole training set: every class, then the tricky negatives and plain `none` texts. */
export const SAFETY_TRAIN58: readonly LabelledMessage[] = [
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
  ...TRAIN58_TRICKY_NEGATIVES,
  ...PLAIN_NONE,
];
