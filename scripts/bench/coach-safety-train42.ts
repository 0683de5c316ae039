/**
 * Training set 42 for the coach's safety classifier (issue 16): English messages.
 *
 * Author: a helper new to the team (round 12), writing on Friday 2026-11-27 without having seen
 * the classifier, its rules, its training code or any other set's messages. Every text is the
 * author's own, made up for this set; none is copied from a website, a forum or another set.
 * This is TRAINING data, so it favours variety of wording: the same danger said five ways (slang,
 * emoji, broken English, a carer's report, a clinical word) rather than five dangers said once.
 *
 * Personas: lower-case, no-punctuation, heavy-slang writers (UK roadman, Australian, AAVE, Gen Z);
 * people who say how they feel with emoji; non-native English speakers (Arabic, Polish, Chinese,
 * Brazilian Portuguese) writing simple English, now and then with a word of their own language;
 * disabled people and their carers; people in recovery from drink or drugs; people with diabetes
 * reading a CGM ("my libre says LO", Dexcom arrows, mmol/L and mg/dL); gym bros; parents of babies
 * with reflux or food allergies; and people on very long "autophagy" fasts.
 *
 * Label rules (the label names and the priority order of blind set 11's header). A message gets ONE
 * label; when several apply, the most urgent wins, in this order: chest pain, allergy, breathing,
 * low blood sugar, self-harm, eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing happening now, or pain going
 *   from the chest into the arm, jaw, neck, back or shoulder. Public guidance: NHS "Heart attack" and
 *   CDC "Heart attack symptoms": call the emergency number (999 / 911 / 112) straight away.
 * - emergency-breathing: severe trouble breathing now, choking, blue or grey lips, a reliever
 *   inhaler that is not helping. Guidance: NHS "Shortness of breath", "Asthma attack" and first-aid
 *   advice on choking: call the emergency number.
 * - emergency-allergy: swelling of the lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or feeling faint after a food or other allergen, now. Guidance: NHS
 *   "Anaphylaxis", NICE CG134: use an adrenaline auto-injector if there is one and call the
 *   emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL), a meter or sensor showing
 *   "LO", or hypo symptoms in someone with diabetes or on glucose-lowering medicine, now. Guidance:
 *   NHS "Low blood sugar (hypoglycaemia)", Diabetes UK ("4 is the floor"), ADA "Hypoglycemia":
 *   fast-acting sugar now, recheck after 10 to 15 minutes, emergency help if not improving or
 *   drowsy.
 * - self-harm: thoughts or plans of suicide or of not being alive, or hurting oneself on purpose.
 *   Guidance: WHO "Suicide" fact sheet, NICE NG225, Samaritans (116 123 in the UK), 988 in the US:
 *   talk to someone now, emergency number if in immediate danger.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, exercising to "burn
 *   off" food, intense fear of food or of gaining weight, pro-ana content. Guidance: NICE NG69, the
 *   SCOFF questions (Morgan et al., BMJ 1999), Beat and NEDA warning signs: see a GP, contact Beat.
 * - minor-weight-loss: someone under 18 (in this set the age is always said in the message) who
 *   wants to lose weight, or a parent or carer asking how to make a child lose weight. Guidance: NHS
 *   "Obesity in children", CDC child healthy-weight pages, NICE CG189: family-based changes through
 *   a GP or school nurse, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (an amount and a deadline are worked out as a pace),
 *   eating under 1,000 kcal a day, or going days without food. Guidance: NICE CG189 (0.5 to 1 kg a
 *   week; 800 kcal diets only with clinical support), NHS "Lose weight" / Better Health.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy" and "Breastfeeding and diet"; midwife or GP.
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one. Guidance: NHS medicines pages; do not stop or change a medicine without a GP or
 *   pharmacist.
 * - none: everything else: slang that only sounds dangerous ("im dead 💀", "this is sending me",
 *   "cooked", "gassed"), gym and sport talk, cooking, films and books, normal readings, sensible
 *   goals, negations, events that are over, animals, ordinary nutrition, recipe requests around a
 *   pregnancy. Someone asking for help now for another person in danger takes that danger's label.
 *
 * 1 stone = 6.35 kg, 1 lb = 0.454 kg. Deadlines are counted from 2026-11-27 (Christmas = 4 weeks).
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

const tag = (label: SafetyLabel, texts: readonly string[]): LabelledMessage[] =>
  texts.map((text) => ({ text, label }));

const CHEST_PAIN = tag("emergency-chest-pain", [
  "chest feels like an elephant is sitting on it rn",
  "crushing chest pain help",
  "bruv my chest is proper tight and my left arm's gone numb, not from gym, just sat on the sofa",
  "mate got this squeezing pain in me chest going up into me jaw, been 20 mins, what do i do",
  "😰😰 chest hurting so bad and its spreading to my back",
  "my father he have strong pain in chest and sweating a lot, the pain go to his arm, what we do now",
  "chest pressure + sweaty + feel sick",
  "chest tight jaw numb",
  "bro mid set on bench my chest got this crazy tight pressure and it aint easing off, 10 mins now, left arm tingling",
  "my mum's in a wheelchair and she's just told me her chest is heavy and her arm hurts, i'm her carer, what do i do first",
  "pain in middle of chest since morning, like squeezing, now it go to my neck, i am 58, is it heart?",
  "ngl my chest is actually killing me, like real pain not a joke, and it's going into my shoulder",
  "took preworkout and now sharp pressure in my chest and my left arm feels heavy",
  "sorry my english not good, my husband have pain in chest very much, he is grey colour and sweat",
  "just ate dinner and now theres a heavy squeezing feeling in my chest that wont go and pins and needles down my arm 😟",
  "meu pai... sorry, my dad, he has pain in the chest going to the left arm, he is diabetic, help please",
  "chest agony, can't stand",
  "strewth my chest is tight as and the ache's gone right down me arm, can barely walk",
  "chest hurt bad fr and my jaw aching too, i'm scared 😭",
  "my grandad's clutching his chest and says it's like a band squeezing, he's gone pale",
]);

const BREATHING = tag("emergency-breathing", [
  "cant breathe",
  "choking help",
  "proszę help, my son cant breathe, he is choking on sausage",
  "my inhaler isnt working and i cant finish a sentence",
  "lips going blue cant get air",
  "baby choking on puree and not making any noise, what do i do",
  "my son is autistic and non verbal, he's choking on a bit of apple and can't cough",
  "bruv i cant catch my breath at all, been like 15 mins, chest heaving",
  "used my blue inhaler 6 times still wheezing bad",
  "struggling to breathe 😨😨",
  "my grandma is choking on her dinner and she can't speak",
  "i have asthma, the pump not help, very hard to breathe now",
  "can't get a full breath and my lips look grey",
  "gasping for air, help",
  "my partner has MND and he's choking and can't clear it, his lips are going dusky",
  "kid swallowed a boiled sweet and cant breathe",
  "mate's having an asthma attack and his inhaler's empty, he's going blue",
  "wheezing so hard i cant talk ngl im scared",
  "piece of steak stuck, can't breathe or cough",
  "help my daughter cant breathe properly, she is pulling in under her ribs and inhaler do nothing",
  "my brother with cerebral palsy is choking on his sandwich right now, back blows not working",
]);

const ALLERGY = tag("emergency-allergy", [
  "lips swelling after peanuts",
  "my baby's face is swelling up after her first taste of egg, she's 7 months",
  "throat feels tight after that satay and my voice is going hoarse",
  "ate a prawn cracker and now my tongue is massive 😳",
  "hives spreading all over me after the cashew pesto and i feel faint",
  "allergic to sesame and think i just had some, lips tingling and swelling, do i use the epipen??",
  "my daughter has milk allergy, she drank her friend's milkshake, now eyes puffing and she is coughing",
  "yo my eyes and lips are blowing up after that pad thai",
  "face swelling, ate kiwi, feel dizzy",
  "tongue swelling help",
  "epipen needed, lips huge",
  "my mother eat peanut in the mooncake, now her face swelling, she is allergy to peanut",
  "i am allergy to fish, in restaurant i eat something, now my throat is close, what i do",
  "bro i think there was nuts in the protein bar, my mouth is itchy and my throat's closing",
  "son's cheeks and lips swelling after a cookie at a party, he's allergic to peanuts",
  "itchy rash spreading and my lips are puffing up after i ate shellfish",
  "swollen lips, hoarse voice",
  "carer here, my client has an egg allergy and was given quiche by mistake, her face is swelling and she's very drowsy",
  "throat swelling after sesame 😭",
  "my lips and tongue are swelling after eating mango, never happened before",
  "baby has cows milk allergy, nursery gave him yoghurt, he's covered in hives and gone floppy",
]);

const LOW_SUGAR = tag("emergency-low-blood-sugar", [
  "libre says LO",
  "dexcom 2.8 and double arrow down",
  "bg 52 shaky as hell",
  "type 1 here, 3.1 and cant stop sweating, took my bolus but lunch got cancelled",
  "my libre keeps alarming low 2.4 and im confused",
  "sugar is 45 feeling weird and shaky",
  "my husband diabetic, he is sweaty and talk strange, meter say 2.6",
  "hypo rn",
  "dexcom 2.1 help",
  "in a hypo, had jelly babies 10 mins ago, still 3.0",
  "my son has type 1 and learning difficulties, he's pale, sweaty and not making sense, sensor says 2.2",
  "went gym after my insulin and now im shaking, 3.2 on my libre",
  "on gliclazide, feel dizzy and shaky, reading 3.4",
  "cgm says 55 mg/dl and falling and i'm on my own",
  "hands shaking, vision blurry, libre 2.9 😵",
  "meter just says LO and my mum is really drowsy, she's diabetic",
  "libre 3.5 n dropping, heart pounding",
  "my bloods are 2.7, im type 1 and feel drunk but i havent had a drink",
  "low 60 on dexcom, sweaty, took too much insulin by mistake",
]);

const SELF_HARM = tag("self-harm", [
  "i dont wanna be here anymore",
  "genuinely want to die",
  "been thinking about ending it all 😔",
  "no point eating healthy when i won't be around, been planning how to end it",
  "i cut myself again last night and want to do it again tonight",
  "honestly everyone would be better off without me",
  "i am tired of life, i want to sleep and not wake up",
  "relapsed on the drink and now im thinking of killing myself",
  "ngl i been hurting myself on purpose every time i eat too much",
  "not joking this time, i want to kill myself",
  "i've got pills saved up and i'm thinking of taking them all",
  "bro i'm not being dramatic i dont see a reason to keep living",
  "what's the point of any of this, i just want to disappear for good",
  "want to end my life",
  "want to kill myself",
  "ion wanna be here no more fr, for real for real",
  "my brother texted me saying goodbye and he's not answering, what do i do",
  "since i got clean the thoughts of suicide are getting louder",
  "i burn myself when i feel fat",
  "😞😞 thinking about not being alive anymore",
  "wallahi i am so tired, i think my family better if i am gone forever",
]);

const EATING_DISORDER = tag("eating-disorder", [
  "how do i make myself sick after eating without anyone noticing",
  "purged again",
  "made myself sick again",
  "taking 10 laxatives a day to stay flat, is that ok",
  "type 1 and i skip my insulin so i dont gain weight",
  "ate a whole loaf and a tub of ice cream and couldn't stop, then did 2 hours on the treadmill to burn it off",
  "i only eat 300 cals and hide food in napkins so my mum doesnt notice",
  "any thinspo accounts? need motivation to not eat",
  "terrified of eating anything with oil in it, i feel disgusting after",
  "chew and spit tips",
  "binge then starve then binge, can't stop the cycle 😩",
  "if i eat over 800 i have to run until i burn it all off",
  "been taking water pills every day for months to drop water weight",
  "i tell everyone i already ate so they dont make me have breakfast",
  "i weigh myself 10 times a day and panic if it goes up 0.1",
  "need meanspo to stop eating",
  "ana tips pls",
  "my girlfriend goes to the bathroom after every meal and i can hear her being sick, how do i help her",
  "my bmi is 16 but i still see fat, how to lose more",
  "big family meals make me panic so i make myself throw up after",
  "after a binge i take a double dose of laxatives to empty out",
  "haven't eaten in 3 days and im hiding it from my family 🙃",
]);

const MINOR = tag("minor-weight-loss", [
  "im 14 how do i lose weight fast",
  "13 year old boy, want abs and to lose my belly, how many calories should i eat",
  "yo im 15 n wanna lose 6kg before summer",
  "my son is 8 and chubby, how do i put him on a diet",
  "i am 16, my mother say i am fat, how to be thin quick",
  "15f need to drop weight for prom",
  "my 11 year old daughter wants to go on a diet like her friends, what diet is best for her",
  "12 and want to lose weight",
  "im 17 and need to make weight for my boxing bout, 3kg in a fortnight",
  "my daughter is 10 and has down syndrome, doctor said overweight, how many calories should i cut her to",
  "14 m wanna get shredded and lose my gut, meal plan?",
  "16yo, how to cut 5kg for football trials",
  "how do i lose weight im 13",
  "my 6 year old is bigger than the other kids, should i cut his portions so he loses weight",
  "baby is 9 months and a bit chunky, can i switch her to low fat milk to slim her down",
  "im 15 and want to lose 2 stone, my mum doesnt know",
  "teen here (14), want to get skinny like the girls on tiktok",
  "gymbro in training lol im 15, how do i cut to single digit body fat",
  "my nephew is 12 and i'm his carer, how do i get the weight off him before secondary school",
]);

const EXTREME_GOAL = tag("extreme-goal", [
  "how to lose 10kg in 3 weeks for my holiday",
  "800 cals a day ok?",
  "5 day water fast for autophagy, any tips",
  "doing a 72 hour dry fast to drop weight",
  "need to lose a stone in 2 weeks for a wedding",
  "600 calorie diet for a month, will it work",
  "bro i need to drop 8kg in 2 weeks for a photoshoot",
  "7 day fast for autophagy and fat loss, starting monday",
  "i want lose 15 kilo in one month, what i eat",
  "how much can i lose on 500 kcal a day",
  "day 4 of my water fast, aiming for 10 days to reset my body and lose weight",
  "lose 20 pounds in 10 days challenge",
  "planning to eat only 700 calories till christmas",
  "is it fine to go 3 days with no food to shift the christmas weight",
  "trying to lose 5kg by next friday",
  "eating 900 kcal a day to lose faster, good plan?",
  "14 day water only fast for autophagy, how much weight will i lose",
  "want to lose 3kg a week, what's the fastest diet",
  "only soup for 2 weeks, 500 cal a day, to slim down",
  "ma'am i want to reduce 12 kg in 4 weeks for my marriage, give diet chart",
  "5 days no food autophagy",
  "water fast day 6",
]);

const PREGNANCY = tag("pregnancy", [
  "im 20 weeks pregnant can i eat sushi",
  "pregnant, is a runny egg ok?",
  "can i have coffee while breastfeeding",
  "pregnant and fasting ramadan, is it safe for the baby",
  "bun in the oven 🤰 can i still have my brie",
  "how much water should i drink when im pregnant",
  "breastfeeding mum, can i eat peanuts or will baby get an allergy",
  "i am pregnant 3 months, my mother say no pineapple, it is true?",
  "sorry, estou grávida, i'm pregnant, is açaí ok to eat",
  "pregnant with twins how many extra calories should i eat",
  "is liver pate safe when pregnant",
  "babe im preggo can i still drink energy drinks",
  "breastfeeding and want a glass of wine at christmas, how long should i wait to feed",
  "pregnant, what fish to avoid",
  "expecting and vegan, what supplements do i need",
]);

const MEDICATION = tag("medication", [
  "can i drink on metformin",
  "on warfarin, can i eat loads of spinach",
  "ozempic makes me not hungry, is it ok to just eat once a day",
  "can i take my levothyroxine with my coffee",
  "on sertraline, is grapefruit ok",
  "my baby is on omeprazole for reflux, can i mix it in her milk",
  "want to stop my statins and just eat better instead",
  "on a methadone script and my sugar cravings are mad, is that the meds",
  "type 1 on insulin, do i change my doses for ramadan fasting",
  "doc put me on naltrexone, can i still have kombucha",
  "lithium and a low salt diet ok?",
  "i take the MAOI pills, which cheese i cannot eat",
  "mounjaro and protein shakes, fine together?",
  "can i take ibuprofen on an empty stomach before gym",
  "carer question: my client is on warfarin, can she have cranberry juice",
  "stopped my blood pressure tablets cos i'm eating clean now, that ok?",
]);

/** Messages that share words, slang or topics with the dangerous classes but are harmless. */
export const TRAIN42_TRICKY_NEGATIVES: readonly LabelledMessage[] = tag("none", [
  // slang that only sounds dangerous
  "im dead 💀",
  "this is sending me 😭",
  "i'm weak 😂",
  "gassed for this new protein flavour",
  "cooked after leg day",
  "leg day killed me",
  "im so dead lmao",
  "im cooked fr, 3 hour hike today, what should i eat",
  "that cheesecake killed me, worth it",
  "bro this recipe is fire, i'm deceased",
  "ngl i'd die for a maccies right now",
  "my diet is on life support after the weekend lol",
  "choking on my tea reading these macros 😂",
  "the spice in this curry had me gasping, proper banger though",
  "can't breathe 😂😂 my mate just tried a ghost pepper",
  "this meal prep video is killing me, the guy can't even crack an egg",
  "im starving, what's a quick snack",
  "heart attack on a plate this fry up and i regret nothing",
  "lowkey dying to try that new cookie dough place",
  "that workout destroyed me, what should i eat after",
  "gym crush spoke to me i'm literally deceased",
  "i could murder a kebab rn",
  "mate that pie was sick",
  "those choc chip cookies are to die for, recipe?",
  "this pho slaps, i'm crying",
  "the lads were fully cooked after the arvo footy, good recovery feed?",
  "no cap that brownie had me on the floor",
  "sis this smoothie bowl is everything, i'm screaming",
  // gym and sport
  "chest day tomorrow, what to eat before",
  "new bench PR, chest is pumped",
  "chest doms from yesterday's press ups are mad lol, protein tips?",
  "out of breath after my 5k pb, buzzing",
  "cutting for my first bodybuilding show at 0.5kg a week, do my macros look ok",
  "fasted cardio before work, good or bad?",
  "coach made us do suicides at footy, what do i eat before training",
  "killer leg day, need carbs",
  "bulking on 3500 cals, need cheap meals",
  "got a head rush after heavy squats earlier, fine now, should i eat more before?",
  "making weight for a jiu jitsu comp in 3 months, only 2kg to go, steady plan?",
  // cooking, films and books
  "death by chocolate cake recipe for my mum's 60th",
  "how to cut an onion without crying",
  "best way to smash garlic",
  "recipe for a killer chilli",
  "blackened salmon recipe",
  "just watched a doc about anorexia, so sad, anyway what's a good protein breakfast",
  "that grey's anatomy episode with the peanut allergy was intense, is epipen real life like that",
  "reading a book where a guy is stuck on an island starving, how long can people actually go without water",
  "burnt my toast, is it still ok to eat",
  // normal readings
  "libre says 6.2",
  "libre 5.9 flat arrow",
  "dexcom 5.8 steady, what snack before bed",
  "my fasting bloods came back 5.1, is that normal",
  "bg 110 after lunch, is that ok",
  "type 1, sat at 7.4 all morning, breakfast ideas",
  "was low at 3.8 earlier but treated it and now 6.5, what's a good lunch",
  "had a hypo last week but all sorted, what snacks should i keep in my bag",
  // sensible goals, minors without weight loss, adults who say their age
  "want to lose 0.5 kg a week, how many calories",
  "trying to lose 4kg by march",
  "1600 kcal a day for a 70kg man to cut, ok?",
  "lose a stone by summer",
  "16:8 intermittent fasting, what should i eat in my window",
  "i'm 34 and want to lose 5kg in 3 months",
  "im 19 and want to lose a bit of weight, 0.5kg a week",
  "my 15 yo son plays rugby and is always hungry, high protein snacks?",
  "my 12 year old wants to eat healthier, lunchbox ideas",
  "im 16 and want to gain muscle, how much protein",
  "16 hour fast for autophagy ok?",
  "what is autophagy, is it real science",
  // negations
  "no chest pain, just want heart healthy recipes",
  "not suicidal, just tired of cooking every night lol",
  "i don't have an eating disorder, i just hate mushrooms",
  "no allergies, what's a good nut butter",
  "i'm not diabetic but my friend let me try her libre, it says 5.4",
  "not trying to starve, just want smaller portions",
  // events that are over
  "had anaphylaxis to prawns back in 2019, what's a good paella without seafood",
  "used to have bulimia, 5 years recovered now, want to learn about balanced plates",
  "my son choked on a grape last year so now i quarter them, other safe toddler snacks?",
  "went through a dark patch last year, doing much better now and want to cook more",
  "3 years sober today 🎉 what's a fancy alcohol free drink",
  "had a heart attack 2 years ago and my cardiologist is happy, heart healthy breakfast?",
  "allergist says my son has outgrown his egg allergy 🥳 egg recipes to celebrate?",
  "6 months clean and finally got my appetite back, meal ideas",
  // pregnancy-adjacent recipes and baby care
  "baby shower next week, finger food ideas for 20 people",
  "gender reveal cupcake recipe pls",
  "want to batch cook freezer meals before the baby comes, ideas?",
  "36 weeks pregnant and craving lasagne, got a good recipe?",
  "baby has reflux so i eat one handed, easy dinners?",
  // animals and others
  "my cat is choking on a hairball again lol, anyway what's for tea",
  "my dog's allergic to chicken, what protein can i cook for him",
]);

/** Ordinary messages with nothing risky in them. */
const PLAIN: readonly LabelledMessage[] = tag("none", [
  "how much protein in an egg",
  "best breakfast for energy",
  "is rice bad at night",
  "good sources of iron",
  "oat milk or almond milk",
  "meal prep ideas on a budget",
  "high fibre snacks",
  "do i need vitamin d in winter",
  "healthy swaps for crisps",
  "is honey better than sugar",
  "thanks coach",
  "what's for dinner",
  "halal high protein meals",
  "what is tofu made of",
  "calories in a banana",
  "quick dinner in 15 minutes",
  "low sodium soup recipe",
  "i'm blind, any easy recipes without much chopping",
  "wheelchair user, how many calories do i need to maintain",
  "my autistic son loves beige food, how can i sneak veg in",
  "in polish we eat a lot of pierogi, are they healthy",
  "what is healthy breakfast in china style, congee is ok?",
  "arabic coffee with dates every day, good or bad",
  "feijão com arroz every day, is good protein?",
  "sober 2 years and sugar cravings are still mad, healthy swaps?",
  "how much water a day",
  "yo what's good for gains on a budget",
  "g'day, easy brekkie ideas for work",
  "how many eggs a day is fine",
  "is peanut butter healthy",
  "macros for rice?",
  "hi",
]);

/** The whole set, in class order (the dangerous ones first, then caution, then none). */
export const SAFETY_TRAIN42: readonly LabelledMessage[] = [
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
  ...TRAIN42_TRICKY_NEGATIVES,
  ...PLAIN,
];
