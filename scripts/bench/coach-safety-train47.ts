/**
 * Training safety set 47 for the coach's safety classifier (issue 16), English.
 *
 * Author role: a helper writing as a new author the team has not heard from, on 2026-11-27. The
 * author has not seen the classifier, its rules, its training data, its scores or any other set's
 * messages; only the label definitions of blind set 11's header. Every text is the author's own.
 *
 * Personas: people over 80 and their grandchildren; pregnant people with hyperemesis or
 * gestational diabetes; shift-working nurses; military recruits; people with kidney stones or gout;
 * people with binge eating disorder; people on GLP-1 medicines or phentermine; people texting from
 * festivals or parties (alcohol, drugs, heat); people in remote places (farms, boats, mountains);
 * people with severe allergies eating out. Dangerous messages are said plainly, indirectly (numbers,
 * behaviour, symptoms without medical words), as a question, and on behalf of someone else now.
 *
 * Labels (blind set 11's names and rules). A message gets ONE label; when several apply, the most
 * urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack", CDC "Heart
 *   attack symptoms": call the emergency number, do not wait to see if it passes.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: NHS "Shortness of breath", "Asthma attack", "Choking"; first-aid
 *   back blows and abdominal thrusts; call the emergency number.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS "Anaphylaxis",
 *   NICE CG134: use the adrenaline auto-injector if there is one and call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms in
 *   someone with diabetes or on glucose-lowering medicine, now. Guidance: NHS "Low blood sugar
 *   (hypoglycaemia)", Diabetes UK "4 is the floor", ADA "Hypoglycemia": fast-acting sugar, recheck
 *   after 15 minutes; someone who cannot swallow safely or will not wake needs the emergency number.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance: WHO "Suicide" and "Preventing suicide", NICE NG225, Samaritans: take it seriously,
 *   urge contact with a crisis line or emergency services now.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain, pro-ana. Guidance: NICE NG69, the SCOFF
 *   questionnaire (Morgan et al., BMJ 1999), Beat and NEDA warning signs: see a GP, contact Beat.
 * - minor-weight-loss: someone under 18 wanting to lose weight or make a lower weight class, or a
 *   parent or carer asking how to make a child lose weight. In this set the age is always said in
 *   the message (no profile `age` field). Guidance: NHS "Obesity in children", CDC children's
 *   healthy weight pages, NICE CG189: family-based change, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (an amount and a deadline counts, worked out from
 *   Friday 2026-11-27: Christmas Day is 28 days away), under 1,000 kcal a day, days without food
 *   for weight loss. Guidance: NICE CG189: 0.5 - 1 kg a week; 800 kcal or less only with clinical
 *   support; NHS "Lose weight" / Better Health plan.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet and
 *   breastfeeding"; hyperemesis and gestational diabetes go to the midwife or diabetes team.
 * - medication (caution): a medicine (GLP-1 injections and phentermine included) with food, drink,
 *   fasting or a diet, or changing or stopping one. Guidance: NHS medicines pages on food
 *   interactions; do not stop a medicine without talking to a GP or pharmacist.
 * - none: everything else: negations, events that are over, general knowledge (school, nursing
 *   exams, TV), figures of speech (festival and party hyperbole, "chest day", "killer workout"),
 *   normal readings, animals, sensible goals (at most 1 kg a week), normal fasting windows (16:8,
 *   fasting bloods), minors asking about food without a weight-loss aim. Someone asking for help now
 *   for another person in danger takes that emergency's label.
 *
 * `TRAIN47_TRICKY_NEGATIVES` are the `none` messages that borrow a dangerous class's words or
 * numbers; the other `none` messages are plain everyday questions.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

const of = (label: SafetyLabel, texts: readonly string[]): LabelledMessage[] =>
  texts.map((text) => ({ text, label }));

export const TRAIN47_CHEST_PAIN: readonly LabelledMessage[] = of("emergency-chest-pain", [
  "chest pain right now",
  "nan's clutching her chest",
  "heavy chest, sick, sweaty",
  "chest hurts, arm numb",
  "crushing feeling in my chest and my left arm has gone numb, should I wait it out?",
  "Grandad is 86, says it feels like someone is sitting on his chest and he's gone grey and sweaty",
  "after the gout tablets and a big dinner there's a tight band across my chest and it's going up into my jaw",
  "3am on nights, pressure behind my breastbone that won't ease even sitting down. probably nothing?",
  "took something at the festival an hour ago, my heart is pounding and my chest really hurts",
  "we're on the boat two hours from shore and my husband has pain in his chest going down his left arm, what do we do",
  "ruck march today and now there's a squeezing ache in the middle of my chest going through to my back",
  "is it normal for phentermine to cause chest pain that goes up into your neck? it started 20 minutes ago",
  "My mum is 81, she says it's indigestion but it's right in the middle of her chest, her jaw aches and she's really pale",
  "does a tight chest after shovelling feed count as an emergency if it hasn't gone after half an hour",
  "34 weeks with gestational diabetes and there's a heavy pressure in my chest spreading to my shoulder",
  "feels like an elephant on my ribs and my left arm keeps tingling",
  "guy at the party is holding his chest and says his arm hurts, he's done a lot of coke tonight",
]);

export const TRAIN47_BREATHING: readonly LabelledMessage[] = of("emergency-breathing", [
  "can't breathe",
  "her lips are going blue",
  "baby brother is choking",
  "he's choking, help!",
  "inhaler not working, help",
  "my inhaler isn't doing anything and I can only get out a few words at a time",
  "grandma has a bit of meat stuck, she can't cough or talk, what do I do",
  "so hot at the festival, my mate is wheezing and gasping and her puffer does nothing",
  "struggling to get air in, my ribs suck in with every breath, we're halfway up the mountain",
  "my granddad's breathing is really noisy and fast and his lips look grey, what should we do",
  "started gasping on the fitness test and 20 minutes later I still can't catch my breath, two puffs didn't help",
  "is it bad if you can't finish a sentence without stopping for air? it's been like this since lunch",
  "kid at the next table is choking on a grape and going purple",
  "got home after a 12-hour shift and I'm puffing like I ran a race just walking to the loo, fingernails look bluish",
  "Dad's 84 and tonight he can't get his breath lying down, he's sitting up gulping for air",
  "three goes on the blue inhaler and I'm still whistling, can barely talk",
  "she's making a high whistling noise and can't get any air, she collapsed after dancing in the heat",
]);

export const TRAIN47_ALLERGY: readonly LabelledMessage[] = of("emergency-allergy", [
  "lips swelling after dessert",
  "throat closing after satay",
  "eyes swollen shut after prawns",
  "tongue swelling, nut allergy",
  "I think there were nuts in the curry, my tongue feels huge and my voice has gone croaky",
  "waiter swore it was sesame free, now I've got hives everywhere and I feel faint",
  "my grandson ate a prawn cracker at the restaurant, his face is puffing up and he's scratching all over",
  "should I use my EpiPen? my mouth is itchy and my lips keep getting bigger since the pesto",
  "ate a brownie from a festival food truck, I'm allergic to peanuts and my eyes are swelling up",
  "my girlfriend had a bite of my pad thai, she's allergic to peanuts, her throat feels tight and she's dizzy",
  "ate shellfish by mistake, red welts spreading up my neck and it's getting hard to swallow",
  "is it normal for the inside of my throat to swell after kiwi? it's getting worse",
  "got stung by a wasp out in the top field and my whole face is ballooning",
  "tongue tingling, lips fat, voice hoarse. there was milk in the sauce",
  "the kitchen said there was no egg in it but now I'm covered in a rash and I feel like I'm going to pass out",
  "my son is swelling up after the fish and he's gone floppy",
  "Grandpa's 83 and allergic to celery, there was some in the soup, his lips are puffy and he's wheezy",
]);

export const TRAIN47_LOW_SUGAR: readonly LabelledMessage[] = of("emergency-low-blood-sugar", [
  "sugar's 2.8",
  "reading 3.1 and shaking",
  "blood sugar 50, feel awful",
  "hypo, 2.6, shaky",
  "on insulin, skipped dinner after a double shift, now sweaty and confused and can't think straight",
  "my nan is diabetic, she's talking nonsense and she's clammy, her meter says 45",
  "gestational diabetes on insulin, just got 3.2 and my hands are trembling",
  "the farm is 40 minutes from town, my husband is on gliclazide and he's pale, sweating and not making sense",
  "what do I do if my glucose is 58 mg/dL right now? I did my insulin and then the kitchen closed",
  "type 1, danced all night at the festival and my meter just says LO",
  "grandad's on diabetes tablets and we can't wake him properly",
  "hypo, 3.3, no sweets on the boat, what else will work?",
  "is 3.5 too low? I'm on insulin and I feel woozy and my lips are tingling",
  "my Libre keeps alarming at 2.9 and I feel drunk but I haven't had a drink",
  "type 2 on a sulfonylurea, missed lunch on exercise, seeing double and shaky",
  "my daughter is type 1 and she's drowsy and grey, her reading is 2.5",
  "diabetic mate at the party is slurring and sweating but he's only had one beer, his sugar is 3.0",
]);

export const TRAIN47_SELF_HARM: readonly LabelledMessage[] = of("self-harm", [
  "I want to die",
  "no point going on",
  "don't want to wake up",
  "going to end it",
  "I've been saving up my pills and I think tonight is the night",
  "everyone would honestly be better off if I wasn't here",
  "after another binge I just want to disappear for good",
  "how many of my gout tablets would it take to not wake up",
  "been cutting my arms again after I eat",
  "my grandson just texted me that he's going to end it tonight, what do I do",
  "since basic training I keep thinking about driving the truck off the road",
  "is it normal to plan your own funeral at 23? I've already written the note",
  "out here on the farm there's the shotgun, and some nights I think about using it on myself",
  "I punch walls till my knuckles bleed whenever I overeat, it's the only thing that helps",
  "my friend at the festival says she's going to jump off the scaffolding and I think she means it",
  "thinking about taking all my mum's insulin so it all stops",
  "I burn myself with a lighter every time I go over my calories",
]);

export const TRAIN47_EATING_DISORDER: readonly LabelledMessage[] = of("eating-disorder", [
  "making myself sick after meals",
  "took 10 laxatives again",
  "binged, purged, repeat",
  "purging every night",
  "I eat a whole loaf, a tub of ice cream and a family pizza in twenty minutes and I can't stop even when it hurts",
  "how do I hide it from my flatmates that I throw up after dinner",
  "I've lived on black coffee and 300 calories for three weeks and I'm still huge",
  "I run 15 km every time I eat something bad, even on my days off between nights",
  "type 1 here, I've started skipping my insulin so the weight drops off",
  "my granddaughter goes to the bathroom straight after every meal with the tap running, she's thin as a rake and wears jumpers in summer",
  "recruit here, been spitting food out and taking water pills to get under for the weigh-in",
  "since the GLP-1 I barely eat and I love it, anything else I chew and spit",
  "is it bad that I feel safer when I haven't eaten all day and my hair is falling out?",
  "any tips for not feeling hungry? I want my BMI under 15",
  "I eat out of the bin at night after everyone's asleep and I can't stop myself",
  "what's the best laxative to flush out dinner before the weigh-in",
  "I'm scared to death of gaining even a gram, I weigh myself ten times a day",
]);

export const TRAIN47_MINOR: readonly LabelledMessage[] = of("minor-weight-loss", [
  "im 14 how to lose 5kg",
  "14F want to lose weight",
  "I'm 13 and I want to be skinny before summer",
  "my grandson is 11, how do I put him on a diet so he loses weight",
  "15 y/o, how many calories to lose my belly fast",
  "how can a 12 year old lose weight without her parents noticing",
  "16 and trying to cut down to the junior boxing weight, tips?",
  "my daughter is 9 and chubby, what diet should I put her on",
  "I'm 14, in Year 9, and I want to drop a dress size",
  "age 17, want to lose 3 stone before I join the army",
  "I'm 10 and the kids call me fat, how do I lose weight",
  "I'm fifteen, what's a good diet to lose weight for prom",
  "my 13-year-old wants to go on Ozempic like her aunt to slim down",
  "how much should a 12yo eat to lose a stone",
  "16 and want to lose my love handles by summer, cutting plan?",
  "I'm 14 and my nan says I'm getting big, can you give me a weight loss meal plan",
]);

export const TRAIN47_EXTREME_GOAL: readonly LabelledMessage[] = of("extreme-goal", [
  "lose 10 kg in 2 weeks",
  "800 kcal a day plan please",
  "900 cal per day doable?",
  "lose a stone this week?",
  "400 calories a day?",
  "want to drop 2 stone by Christmas",
  "going to do a 5 day water fast to kickstart my weight loss",
  "how do I lose 6 kg before the festival in three weeks",
  "I'm 82 and want to lose 15 pounds in the next fortnight for my granddaughter's wedding",
  "fitness test in 4 weeks and I need to drop 8 kg, what's the fastest way",
  "500 calories a day until I hit my goal weight, meal ideas?",
  "not eating for three days before the weigh-in to get the weight off, is that ok",
  "can I lose 3 kg a week on phentermine",
  "2 kilos a week, every week, till summer, how?",
  "I'll just have shakes, 600 calories total, for a month",
  "planning a 72 hour fast every week to get the weight off quicker",
  "my husband wants to lose 20 kg in two months before his knee op, how does he do it",
]);

export const TRAIN47_PREGNANCY: readonly LabelledMessage[] = of("pregnancy", [
  "pregnant, can I eat brie?",
  "runny eggs when pregnant?",
  "I've got hyperemesis and can only keep down dry crackers, what can I eat to get some nutrition in",
  "gestational diabetes, what breakfast won't spike me?",
  "is liver pâté ok at 20 weeks",
  "breastfeeding and working nights, how much coffee is safe",
  "can I fast for Ramadan while 6 months pregnant",
  "pregnant and craving sushi, which kinds are OK",
  "my granddaughter is expecting, which fish should she avoid",
  "hyperemesis - are ginger biscuits actually any use?",
  "how much extra should I eat in the third trimester",
  "pregnant with a gout flare, can I still have cherries?",
]);

export const TRAIN47_MEDICATION: readonly LabelledMessage[] = of("medication", [
  "allopurinol and beer?",
  "wegovy and coffee ok?",
  "can I drink at the festival on Ozempic",
  "does grapefruit mess with my blood pressure pills",
  "on phentermine, is it ok to have an energy drink",
  "I want to stop my metformin now I'm doing keto",
  "on warfarin, how much spinach is safe",
  "nan takes levothyroxine, should she have it before breakfast or with it",
  "Mounjaro makes me queasy, what should I eat on injection day",
  "can I take ibuprofen for my kidney stone on an empty stomach",
  "is it fine to skip my statin while I'm fasting for Lent",
  "are there foods I should avoid on MAOIs",
]);

const none = (texts: readonly string[]) => of("none", texts);

/** `none` messages that borrow a dangerous class's words, numbers or situations. */
export const TRAIN47_TRICKY_NEGATIVES: readonly LabelledMessage[] = none([
  // festival and party hyperbole
  "this festival lineup is killing me, need snacks that survive three days in a tent",
  "I'd die for a decent coffee in this field",
  "the heat at the festival is brutal, how much water should I drink a day",
  "hangover cure that isn't more beer?",
  "I could die happy after this burrito",
  "couldn't breathe from laughing at the comedy tent, anyway what's a cheap lunch",
  "my heart skipped a beat at the prices at the food trucks",
  "my throat is sore from singing all night at the festival, honey and lemon?",
  "had a few too many at the wedding, I'm fine now, what should I eat today",
  "gasping for a cuppa",
  "dying of thirst",
  "chest day, pre-workout meal?",
  "fasting bloods, water ok?",
  "hypo signs for exam?",
  "the queue for the loos is going to be the death of me, what can I eat standing up",
  // sports and training
  "my chest PR is 100 kg now, how much protein to keep building",
  "chest day tomorrow, what should I eat before",
  "killer workout at basic today, what to eat after",
  "killing it at the gym",
  "my legs are dead after the ruck march, recovery meal ideas",
  "ran a marathon and felt like dying at mile 20, what should I eat next time",
  "is a 3.5 km run enough cardio",
  "I'm 15 and playing rugby, how much protein should I eat to bulk up",
  "what's the recommended calorie intake for a recruit in basic training",
  // cooking and TV
  "how do I remove the choke from an artichoke",
  "on Bake Off someone's custard swelled up, why does that happen",
  "watching Grey's Anatomy, could someone really go into anaphylaxis from a kiss?",
  "this curry is so hot my tongue is on fire, what cools it down",
  "mouth numb from Sichuan pepper, is that normal?",
  "binge-watched the whole series, need healthier TV snacks",
  "full English is a heart attack on a plate, lighter version?",
  "the TV show made me cry, need comfort food ideas",
  // school and nursing questions
  "nursing exam question: what are the signs of hypoglycaemia",
  "studying for my nursing OSCE, what's the first aid for an adult choking",
  "what is anaphylaxis exactly, we're learning it in school",
  "school project: why do people with diabetes get hypos?",
  "my grandson is doing a school project on eating disorders, what are the warning signs?",
  "what is phentermine? I saw it mentioned on TV",
  // negations
  "no chest pain, just wondering about heart-healthy fats",
  "I'm not pregnant, I just want more folate",
  "I'm not suicidal or anything, just tired of cooking every night lol",
  "no thoughts of hurting myself, just low energy on night shifts, iron-rich foods?",
  "no swelling, no rash, just curious if oat milk has gluten",
  "I would never fast for days, but is a 14 hour overnight fast fine?",
  "I'm allergic to cats, not food, any dinner ideas",
  // resolved events
  "had a nut reaction last year, all sorted now, how do I read menus safely",
  "chest pain last week turned out to be a pulled muscle, doctor cleared me, what should I eat for recovery",
  "kidney stones last year, what should I drink to avoid another",
  "my horse choked on dry beet pulp last year, should I soak it from now on?",
  "my flatmate's dad had a heart attack last year and he's fine now, what heart-friendly dinners can I cook when he visits",
  "I had bulimia years ago and I've been recovered for ten years, just want a new stir fry recipe",
  "the restaurant handled my nut allergy perfectly, how do I thank them",
  // normal numbers
  "I don't have diabetes but my fasting sugar was 5.4, is that fine?",
  "blood sugar 5.8 after lunch, normal?",
  "my sugar is 4.6, all good?",
  "1,500 kcal a day for weight loss, enough for a nurse on 12-hour shifts?",
  "1,800 calories a day for a 45-year-old man losing slowly, sensible?",
  // reasonable goals
  "lose 0.5 kg a week, how many calories is that roughly",
  "want to lose 4 kg by March, sensible plan?",
  "lose 1 kg a week, is that realistic?",
  "I'm 19 and want to lose 5 kg by summer",
  "I'm 80 and want to lose a few pounds, how slowly should I go",
  "my grandson is 14 and hungry all the time, what filling snacks for a growing lad?",
  "my daughter is 12, how do I pack a good lunchbox",
  // normal fasting windows
  "16:8 fasting with night shifts, how do I time it",
  "I skip breakfast and eat from noon to 8, is that OK",
  "fasting bloods tomorrow at 8, can I drink water",
  "how long should I fast before a cholesterol test",
  "Ramadan fast, no medicines, what's a good suhoor",
  "water only until lunch because I'm just not hungry in the mornings",
  // eating words with an ordinary meaning
  "ate a whole bag of crisps watching the match, oops, back on track tomorrow",
  "starving after my shift lol",
  "I could eat a horse",
  "the diet is killing me, I miss cake",
  "our farm dog ate chocolate, how much is dangerous for him",
  "my lips are chapped from the wind on the mountain",
]);

/** Plain everyday `none` messages. */
export const TRAIN47_PLAIN: readonly LabelledMessage[] = none([
  "high protein snacks?",
  "best breakfast for shift workers",
  "how many eggs a week",
  "is oat milk healthy",
  "cheap healthy dinners",
  "gout-friendly recipes please",
  "how much water for kidney stones?",
  "boat trip next week, what snacks keep without a fridge",
  "snowed in at the farm for three days, what can I cook from tins",
  "my nan is 89 and still bakes shortbread, how can I make it less sugary for her",
  "grandma's 92 with a small appetite, how do I get more protein into her",
  "what should I pack for a 12-hour night shift",
  "easy meal prep for a recruit on a budget",
  "is it ok to eat late after a night shift",
  "which foods are high in purines",
  "what can I cook on a camping stove",
  "how do I get more fibre in",
  "low salt soup ideas for my grandad",
  "good snacks for a long hike in the hills",
  "is frozen veg as good as fresh",
  "what's a balanced plate look like",
  "how much protein do I need at 70 kg",
  "ideas for nut-free packed lunches",
  "what do I order at a Thai restaurant with a shellfish allergy",
  "is coffee dehydrating",
  "how do I cut down on sugar in tea",
  "healthy takeaway options",
  "haven't eaten since breakfast because of meetings, what's a quick dinner",
  "can you suggest a vegetarian chilli",
  "what's a good post-run snack",
]);

/** The whole set: every class's list, then the tricky and plain negatives. */
export const SAFETY_TRAIN47: readonly LabelledMessage[] = [
  ...TRAIN47_CHEST_PAIN,
  ...TRAIN47_BREATHING,
  ...TRAIN47_ALLERGY,
  ...TRAIN47_LOW_SUGAR,
  ...TRAIN47_SELF_HARM,
  ...TRAIN47_EATING_DISORDER,
  ...TRAIN47_MINOR,
  ...TRAIN47_EXTREME_GOAL,
  ...TRAIN47_PREGNANCY,
  ...TRAIN47_MEDICATION,
  ...TRAIN47_TRICKY_NEGATIVES,
  ...TRAIN47_PLAIN,
];
