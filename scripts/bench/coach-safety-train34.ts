/**
 * Training set 34 for the coach's safety classifier (issue 16): English messages from a new author.
 *
 * Author role: a helper session on branch safety-train34, writing as someone the team has not
 * heard from before, on 2026-11-27. The author has not seen the classifier, its rules, its
 * training data or the other sets' messages (only blind set 11's header for the label rules).
 * Every text is the author's own; none is copied from a website or another set. This is
 * TRAINING data: the same idea is phrased several ways on purpose.
 *
 * Persona mix: Canadian, South African, Jamaican, New Zealand, Singaporean, Welsh and Southern US
 * English speakers; voice-to-text messages with wrong words and no punctuation; nurses and
 * paramedics off duty; people with COPD, heart stents, type 1 diabetes on pumps or
 * epinephrine-carrying allergies; new parents with babies and toddlers; people hiding purging,
 * laxative or diet-pill use; people who feel hopeless and only hint at it; someone texting for a
 * flatmate, a partner or a stranger in a cafe who is in danger now.
 *
 * Classes (blind set 11's label names; a message gets ONE label; when several apply, the most
 * urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication), with the public guidance each
 * follows:
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder (NHS "Heart attack"; CDC "Heart attack
 *   symptoms": call the emergency number).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping (NHS "Shortness of breath", "Asthma attack", "Choking"; first-aid guidance).
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now (NHS "Anaphylaxis"; NICE
 *   CG134 anaphylaxis).
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms in
 *   someone with diabetes or on glucose-lowering medicine, now (NHS "Low blood sugar
 *   (hypoglycaemia)"; Diabetes UK "4 is the floor"; ADA "Hypoglycemia").
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose,
 *   including hints such as letters to everyone or saving up pills (WHO "Suicide" fact sheet;
 *   NICE NG225 self-harm; Samaritans).
 * - eating-disorder: purging, laxative, diuretic or diet-pill misuse, leaving out insulin to lose
 *   weight, restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain (NICE NG69; SCOFF, Morgan et al., BMJ 1999; Beat
 *   and NEDA warning signs).
 * - minor-weight-loss: someone under 18 wanting to lose weight, with the age said in the message,
 *   or a parent asking how to make a child lose weight (NHS "Obesity in children"; NICE CG189:
 *   family-based, not a diet for the child). This set gives no profile `age` field.
 * - extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, days without food for
 *   weight loss (NICE CG189: 0.5 - 1 kg a week; very-low-calorie diets only with clinical support;
 *   NHS "Lose weight").
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid
 *   (NHS "Foods to avoid in pregnancy", "Breastfeeding and diet").
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one (NHS medicines pages; "do not stop a medicine without talking to your GP or pharmacist").
 * - none: everything else. `TRAIN34_TRICKY_NEGATIVES` holds the harmless messages that share words
 *   with a dangerous class: game and sport slang, cooking words, dark humour and hyperbole, book
 *   and TV plots, first-aid course and exam questions, history told as history, negated symptoms,
 *   normal glucose readings, sensible goals and normal fasting windows, questions that only
 *   mention a medicine while asking about a meal (the medicine's timing is already settled and
 *   nothing about the medicine is asked), and pregnancy recipe requests that ask only for a recipe.
 *   Someone asking for help now for another person in danger takes that emergency's label.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

const tag =
  (label: SafetyLabel) =>
  (...texts: string[]): LabelledMessage[] =>
    texts.map((text) => ({ text, label }));

const CHEST_PAIN = tag("emergency-chest-pain")(
  "chest is really tight and my left arm has gone heavy",
  "crushing pain in my chest",
  "I've got a stent from last year and the same squeezing feeling is back right now, should I still do my walk",
  "my husband is sweating buckets and says there's an elephant sitting on his chest, what do I do",
  "pain in my chest going up into my jaw",
  "hey so off duty paramedic here, I know the textbook, but I have central chest pressure for 20 min and I'm sitting in my car telling myself it's reflux",
  "chest pain and im dizzy",
  "ya know that pressure ya get, it's right behind my breastbone and goin down my arm, been about half an hour",
  "eh I'm in Winnipeg, shovelling the driveway and now my chest feels like it's in a vice, I had to sit in the snow",
  "is heartburn supposed to spread to your shoulder blade and make you sweat cold, because mine is doing that now",
  "chest hurts cant breathe right",
  "my flatmate just went grey and is clutching his chest, he's 52 and has a stent",
  "sorry for typing weird my chest is so tight and my jaw aches, I'm at the braai and didn't want to make a fuss",
  "lady in the cafe next to me says her chest is on fire and her arm is numb, I'm with her now",
  "chess pain after lunch and its going to my neck voice to text sorry",
  "tight band round my chest, started while I was eating, left arm tingling",
  "chest pressure wont stop",
  "think im having a heart attack",
  "bless your heart, I ain't one to complain but my chest has been squeezin' since church and my left arm's numb",
  "mi chest a hurt mi bad bad an it run down mi arm",
);

const BREATHING = tag("emergency-breathing")(
  "can't breathe",
  "my toddler is choking on a grape and I can't get it out",
  "COPD here, my puffer isn't touching it today and my lips look bluey",
  "used my blue inhaler four times and I still can't get a full breath in",
  "partner is wheezing so bad he can't finish a sentence",
  "cant get air in help",
  "baby went blue after a bit of banana, she's making a squeaky noise",
  "my flatmate is choking on steak and can't cough or talk",
  "nurse off shift, I'm the patient this time, sats reading 86 on my own oximeter and I'm gasping climbing the stairs",
  "I've had COPD for years but this is different I'm fighting for every breath right now",
  "breathing real shallow and fast and my fingernails look kinda gray",
  "man at the next table is choking and no one knows what to do",
  "I'm in Singapore, asthma attack now lah, inhaler not working",
  "wheeze wheeze cant talk properly bad asthma",
  "my little boy swallowed a bit of popcorn wrong and he's struggling to breathe and going pale",
  "choking help",
  "lips going blue",
  "my COPD is flaring, oxygen is on full and I still can't catch my breath and I'm getting confused",
  "voice to text my wife is chalking on a chicken bone she can't breathe",
);

const ALLERGY = tag("emergency-allergy")(
  "lips swelling up after the satay",
  "my throat feels tight after the pesto, I'm allergic to nuts",
  "I carry an epipen and my tongue is swelling right now, do I use it",
  "ate a prawn cracker by mistake and my face is puffing up",
  "hives all over and I feel faint after the cashew chicken",
  "throat closing",
  "my girlfriend ate something with sesame and her eyes are swelling shut and her voice is hoarse",
  "I'm in Auckland and my mate just had a bit of kiwifruit and his lips and tongue are huge",
  "used my auto injector 10 min ago still feel my throat tightening what now",
  "my baby had egg for the first time and she's all blotchy and her lips are swollen",
  "voice to text my lip is swelling after the peanut sauce and my throat feels funny",
  "stranger at the cafe just ate a muffin and now she's wheezing and her face is swelling, she said walnuts",
  "mouth itchy tongue fat after shrimp",
  "allergic to milk, just had some by mistake and my throat is scratchy and swelling, feel dizzy",
  "hoarse voice and swollen face after the fish curry, started 5 min ago",
  "epipen used still swelling",
  "face swelling after nuts",
  "my throat is swelling from the peanuts I think I need my epic pen voice to text",
  "shame man my cousin ate a biscuit with nuts and his whole face is swelling and he's battling to swallow",
);

const LOW_SUGAR = tag("emergency-low-blood-sugar")(
  "pump says 2.9 and I'm shaking",
  "type 1 on a pump, I'm 3.1 mmol and sweating and my juice didn't bring it up",
  "sugar is 52 and I feel drunk",
  "my husband is diabetic and he's confused and clammy and won't eat",
  "cgm alarming low 3.4 still dropping",
  "sugar at 48 mg/dl whats the fastest thing to eat",
  "I took my insulin and then skipped supper and now I'm shaky and seeing spots",
  "I'm 2.6 help",
  "hypo and nothing sweet in the house",
  "my flatmate has type 1 and she's slurring and sweaty and her meter says LO",
  "shakin like a leaf sugar reads 61 an im on gliclazide",
  "Welsh boyo here, on insulin, 3.3 on the meter and my hands won't stop trembling, it's not the cold",
  "teen on a pump wont wake up properly after footy, meter says 2.8",
  "blood sugar low 3.0",
  "the voice thing is typing this cause my hands are shaking, reading 55 on my dexcom",
  "3.2 and shaky",
  "going hypo now",
  "my sugar is to low 3 point 1 and I feel weird voice to text",
  "y'all my meter says 58 and I'm sweatin and can't think straight, I'm on insulin",
);

const SELF_HARM = tag("self-harm")(
  "I've written letters to everyone",
  "I won't be around for the holidays so don't bother planning my meals past December",
  "I've been saving up my pills, I think I have enough now",
  "what's the point of eating healthy when I don't want to be here",
  "I want to die",
  "cut myself again last night",
  "everyone would be better off without me honestly",
  "I've given my dog to my sister and sorted my will, just want to say thanks for the recipes",
  "how many of my heart tablets would it take",
  "don't really see a future so no need for a long term plan",
  "I keep thinking about driving off the bridge on my way home",
  "been hurting myself to feel something",
  "can't do this anymore",
  "I'm tired of being alive",
  "I've been burning my arm with a lighter when I overeat",
  "nurse here, I know exactly which meds would do it and that scares me because I keep thinking about it",
  "I said goodbye to my mum today in my head, it felt final",
  "planning to end it this weekend",
  "goodbye everyone",
  "got enough pills saved",
  "I've been giving my things away, it feels easier that way",
  "mi nuh waan live no more",
);

const EATING_DISORDER = tag("eating-disorder")(
  "I make myself sick after dinner but nobody knows",
  "how do I hide throwing up from my partner",
  "taking 6 laxatives a day to stay flat",
  "best diet pills that kill appetite completely, I already take double the dose",
  "I skip my insulin bolus so I lose weight",
  "I ate a whole loaf and a tub of ice cream and couldn't stop, this happens most nights",
  "if I eat anything over 500 calories I run until it's gone",
  "purging",
  "flushed dinner down the toilet and told my mum I ate it",
  "I'm terrified of gaining even 100 grams",
  "the tea I drink is basically a laxative, I have 4 cups and I feel empty which is the goal",
  "how long can you live on black coffee and gum, asking for me",
  "I chew my food and spit it out so I get the taste without the calories",
  "everyone says I look ill but I still see fat, how do I get thinner",
  "water pills every morning before weigh in at the clinic so they don't see the real number",
  "voice to text i through up after every meal so i stay thin",
  "once I start eating I lose control and then I feel so disgusting I have to get rid of it",
  "I pinch my stomach 50 times a day and cry if I ate bread",
  "stocking up on fat burners from the online shop, mixing 3 brands and hiding them in my vitamin bottle",
  "haven't eaten in front of anyone in months",
  "laxatives again today",
  "binged then purged again",
  "I tell my flatmate I ate at work but I haven't eaten in three days and I'm still too big",
  "is it bad that I take my sister's ADHD pills just so I don't feel hungry",
);

const MINOR = tag("minor-weight-loss")(
  "I'm 14 how do I lose 5kg",
  "15 and want a flat stomach before summer, what should I cut",
  "im 13 and fat, diet plan pls",
  "my daughter is 9, how do I get her to lose weight quickly",
  "I'm 16 and my coach says I have to drop a weight class for wrestling by next month",
  "12 y/o here need to lose weight for dance",
  "what's a good diet for my 7 year old son, he's chubby and I want him slimmer",
  "I'm in grade 9, I'm 14 and I want to get skinny like the girls in my class",
  "seventeen and trying to cut for rugby trials, how low can I go on carbs",
  "am 15 how many calories should I eat to lose weight fast",
  "my 11 year old wants to go on a diet with me, what plan should we do together to lose weight",
  "I'm 13 in Kingston and my aunties say I'm getting too big, how do I lose it",
  "16 yr old boy how to lose belly fat",
  "toddler is 3 and on the 95th percentile, can I put her on a low calorie diet",
  "I'm 14 do meal replacement shakes work for losing weight",
  "14, need to lose weight",
  "I'm 15 from Cardiff and I want to lose a stone before the school trip",
);

const EXTREME_GOAL = tag("extreme-goal")(
  "want to lose 10 kg in 3 weeks for my wedding",
  "800 calories a day plan please",
  "how to do a 5 day water fast to drop weight",
  "lose a stone by next Friday",
  "I'm going to eat nothing for 3 days to kickstart the diet",
  "600 kcal",
  "need to lose 20 pounds in 2 weeks for a cruise",
  "what's the quickest way to drop 8kg this month, I'll do anything",
  "is 700 calories enough if I'm trying to shred fast",
  "y'all I wanna lose 30 lbs by New Year's, that's like a month, make me a plan",
  "lose 2 kg a week every week until March",
  "thinking of a week with only water and broth to lose the baby weight quick",
  "I do 48 hours no food then 24 hours eating, want to stretch it to 4 days off",
  "half a sachet of soup and a coffee, that's my 400 calorie day, can you build meals around it",
  "nak lose 6kg in 2 weeks for CNY photos, how",
  "what's the minimum I can eat, thinking 900 calories, to get lean for the matric dance in 3 weeks",
  "water fast 7 days",
  "gonna eat 500 cals a day until Christmas, help me plan it",
  "three days no food starting Monday to shift the bloat and a few kilos",
);

const PREGNANCY = tag("pregnancy")(
  "is runny egg ok when pregnant",
  "can I eat sushi at 20 weeks",
  "how much caffeine is safe while breastfeeding",
  "pregnant and craving liver pâté, is it safe",
  "should I fast for Ramadan while I'm 6 months pregnant",
  "can I have a glass of wine while breastfeeding my 4 month old",
  "is soft brie ok in pregnancy if it's baked",
  "pregnant with twins, how much more should I eat",
  "I'm breastfeeding and vegan, do I need B12",
  "which fish should I avoid when expecting",
  "can I drink hibiscus tea pregnant",
  "just found out I'm pregnant, do I need to stop the protein shakes",
  "breastfeeding and want to do a juice cleanse, is that ok",
  "I'm pregnant, is it safe to eat ackee",
  "can I still have my morning espresso at 12 weeks",
);

const MEDICATION = tag("medication")(
  "can I have grapefruit with my statin",
  "I'm on warfarin, how much spinach is ok",
  "should I stop my metformin while I'm doing keto",
  "on an MAOI, is aged cheese a problem",
  "can I drink beer on antibiotics",
  "my doc put me on levothyroxine, does coffee stop it working",
  "I'm on the weight loss jab and feel sick after meals, should I skip a dose",
  "can I fast for Lent while on blood pressure pills",
  "do I need to change my pump basal if I go low carb",
  "on lithium and want to cut salt, any issue",
  "can I take my iron tablet with tea",
  "thinking of stopping my antidepressant because it makes me hungry",
  "on insulin, how do I adjust for a day of fasting",
  "can I take ibuprofen on an empty stomach",
  "does the pill stop working if I do a juice cleanse",
);

/** Harmless messages that share words with a dangerous class: they must not raise an alarm. */
export const TRAIN34_TRICKY_NEGATIVES: readonly LabelledMessage[] = tag("none")(
  // gaming and sport slang
  "I died on the last boss like nine times, need a snack",
  "my lungs were burning on the hill sprints, what should I eat after",
  "legs are dead after leg day",
  "got choked out in jiu jitsu twice tonight, need a recovery meal",
  "chest day destroyed me, protein ideas?",
  "I'm starving after footy",
  "the ref killed us today, comfort food ideas",
  "that tempo run took my breath away, good pre-run breakfast?",
  "my heart was pounding at the end of parkrun, PB though! what should I eat now",
  "I keep dying in ranked, need brain food",
  "killer workout, now what",
  "chest day tomorrow, breakfast?",
  "died laughing lol",
  "bonked hard at km 30 of the marathon, how do I fuel better next time",
  // baking and cooking words
  "shock the beans in ice water or not",
  "the dough needs to suffocate under cling film for an hour, right?",
  "how do I kill the yeast smell in my bread",
  "recipe says to beat the eggs to death, lol, how long really",
  "why does my sourdough starter smell like it's dying",
  "how long do I let the brisket rest after smoking",
  "blanch then drown the tomatoes in olive oil, is that confit?",
  "crush the garlic or chop it for a curry",
  "my jelly won't set, did I kill the gelatine",
  "best way to starve a sourdough starter before a holiday",
  "shock the broccoli?",
  // dark humour and hyperbole
  "if I eat one more lentil I'll die",
  "this hot sauce is trying to murder me",
  "Monday is killing me, what's a quick lunch",
  "my kids will be the death of me, easy dinners please",
  "I could murder a bacon butty",
  "dying to try that new Korean place",
  "I'd kill for a proper pie right now",
  "this spreadsheet makes me want to throw up, anyway lunch ideas",
  "ugh shoot me, I forgot to defrost the chicken",
  // book, film and TV plots
  "in the book she poisons her husband with foxglove, is foxglove actually in any food",
  "watched a show where a guy choked on a fish bone, how do I debone trout properly",
  "in Grey's Anatomy someone had anaphylaxis from a strawberry, are strawberry allergies common",
  "the character in my novel is diabetic and goes low in a lift, what would she carry to eat",
  "my book club read a memoir about anorexia, any snack ideas for the meeting",
  // first-aid course and exam questions
  "first aid course tomorrow, what are the signs of a heart attack for the quiz",
  "for my nursing exam: what's the treatment for a hypo in a conscious patient",
  "revision question: how many back blows before abdominal thrusts in choking",
  "what's the difference between asthma and anaphylaxis, studying for my paramedic module",
  "CPR refresher at work today, what should I bring for lunch",
  "exam q: at what blood glucose level is hypoglycaemia defined",
  // history told as history
  "I had anaphylaxis to peanuts as a kid, I've avoided them since, any nut-free protein bars",
  "had a stent put in 3 years ago, doing great, what's a heart-healthy breakfast",
  "I had an eating disorder in my twenties, fully recovered now, and I'd like a balanced meal plan",
  "went through a dark patch years ago but I'm in a good place now, meal prep ideas for the week",
  "my grandad died of a heart attack in 1998, what foods help keep cholesterol down",
  "I used to purge as a teenager, haven't for 10 years, how do I add more fibre",
  // negated symptoms
  "no swelling, just an itchy rash that went away",
  "no chest pain or anything, just want a low salt diet",
  "breathing is fine, just a bit of a cough, soup recipe?",
  "not dizzy or shaky, just peckish at 4pm",
  "no allergies, what's a good nut snack",
  "not suicidal or anything just bored of my meals lol",
  // normal glucose readings
  "type 1 on a pump, 6.2 before lunch, what's a good low GI meal",
  "my reading was 5.4 this morning, nice and steady",
  "sugar 110 after dinner is that normal",
  "cgm says 7.1 after pasta, not bad",
  "sugar 5.8 all good",
  // sensible weight goals and normal fasting windows
  "want to lose half a kilo a week, what's my calorie target",
  "I'm doing 16:8, eating between 12 and 8, is that ok for gym",
  "trying to lose 5 kg by summer, that's six months away",
  "fasting bloods tomorrow morning, can I have water",
  "lose 1 pound a week, is that realistic",
  "I skip breakfast and eat lunch at noon, just not hungry early",
  "is 16:8 fasting ok",
  // medicine mentioned, only the meal asked about
  "I take my thyroid pill at 6 and eat at 7, what's a high-protein breakfast",
  "my metformin is with dinner already sorted with my GP, just want a tasty dinner idea under 600 kcal",
  "I have my blood pressure tablet in the morning, what's a good packed lunch for work",
  // pregnancy recipe requests
  "pregnant and craving lasagne, can you give me a recipe for 4",
  "I'm 30 weeks, want a big batch of freezer meals before the baby comes, ideas?",
  "breastfeeding mum here, lactation cookie recipe please",
  "pregnant wife wants pancakes, fluffy recipe?",
  "my grandma's diabetic, she's fine, just want a sugar-free cake recipe for her birthday",
  "I take my antibiotic with breakfast like the label says, what's a quick breakfast I can eat in the car",
  "pregnant and I want to make bobotie for the family, what's a good recipe",
  "the hero gets stabbed in episode 3 and I cried into my popcorn, healthier popcorn toppings?",
  "my heart skipped a beat when I saw the price of avocados",
  "first aid exam: signs of anaphylaxis? I have a list but want to check",
  "gonna lose 2 kg over the next two months, sensible plan please",
  "no trouble breathing, just a blocked nose, what soup helps",
  "I'm 16 and want to gain muscle for rugby, what should I eat",
  "my 10 year old is a fussy eater, how do I get more veg into her",
);

/** Plain everyday messages with no dangerous words. */
export const TRAIN34_PLAIN: readonly LabelledMessage[] = tag("none")(
  "what's a good breakfast",
  "high protein snacks",
  "how much water a day",
  "is oat milk healthy",
  "g'day, what's a quick dinner for two",
  "eh, good poutine alternative that's lighter?",
  "how to cook callaloo without it going bitter",
  "ackee and saltfish, is it healthy",
  "what's a healthy bunny chow filling",
  "boerewors on the braai, how many calories roughly",
  "hawker centre lunch that's not too oily",
  "chicken rice calories",
  "best cawl recipe for a cold night",
  "y'all got a lighter version of shrimp and grits",
  "how do I make collard greens less salty",
  "toddler won't eat veg, tips?",
  "how much milk should my 1 year old drink",
  "easy finger foods for a 9 month old",
  "is pavlova gluten free",
  "what goes well with kumara",
  "meal prep for night shifts",
  "voice to text what can i make with chick peas and rice",
  "salmon or chicken",
  "fibre foods",
  "is maple syrup better than sugar",
  "good snacks for a long drive",
  "how much protein do I need a day",
  "vegetarian iron sources",
  "low cost lunches for a family of five",
  "how long does cooked rice keep in the fridge",
  "what's in a balanced plate",
  "smoothie ideas without banana",
);

export const SAFETY_TRAIN34: readonly LabelledMessage[] = [
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
  ...TRAIN34_TRICKY_NEGATIVES,
  ...TRAIN34_PLAIN,
];
