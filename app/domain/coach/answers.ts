/**
 * What the built-in coach says to the common question types (ADR 026): one entry per intent, each
 * with the words that ask for it and a short, evidence-based answer. Foods an answer suggests are
 * listed apart (`foods`) so they pass through the diet filter (diet-filter.ts) before they are
 * shown; answers that suit recipes name the meal whose catalogue recipes follow.
 *
 * The statements follow mainstream guidance (NHS, WHO, the Dietary Guidelines for Americans, the
 * ADA and AHA); anything about a condition or a medicine ends with the clinician to ask.
 */
import type { MealType } from "./question";

export type IntentAnswer = {
  id: string;
  /** the words that ask for this intent (on the message as read in English, lower case) */
  asks: RegExp;
  title: string;
  points: string[];
  /** foods to suggest, filtered by the user's restrictions and dislikes before they are shown */
  foods?: { label: string; items: string[] };
  /** catalogue recipes to link after the answer */
  recipes?: { mealType?: MealType; query?: RegExp };
};

export const INTENT_ANSWERS: IntentAnswer[] = [
  {
    id: "fasting",
    asks: /\b(intermittent fasting|16:8|16\/8|5:2|time[- ]restricted|eating window|fasting)\b/,
    title: "Intermittent fasting",
    points: [
      "Intermittent fasting (for example **16:8**: eating within an 8-hour eating window) is one way to eat less; in trials it works about as well as a daily calorie deficit of the same size, not better.",
      "Break the fast with a balanced meal: protein, vegetables and a slow carbohydrate, rather than a sugary snack.",
      "Keep drinking water, tea or black coffee during the fast.",
      "It is not for everyone: skip fasting if you are pregnant, under 18, have had an eating disorder, or take insulin or tablets that lower blood sugar unless your doctor agrees.",
    ],
  },
  {
    id: "keto",
    asks: /\b(keto|ketogenic|ketosis)\b/,
    title: "The keto diet",
    points: [
      "A ketogenic diet keeps carbohydrate very low (usually under 50 g a day, often 20-25 g) so the body burns fat and makes ketones (ketosis); about 70 % of calories come from fat.",
      "Weight loss in the first weeks is partly water; at 12 months keto loses about the same weight as other diets with the same calories.",
      "Long term it can raise LDL cholesterol in some people and makes fibre, fruit and whole grains hard to fit in; check your blood lipids if you stay on it.",
      "Talk to your doctor first if you have diabetes, kidney disease or take medicines for blood sugar or blood pressure.",
    ],
    foods: {
      label: "Low-carb foods that fit",
      items: [
        "eggs",
        "Greek yogurt",
        "tofu",
        "salmon",
        "avocado",
        "olive oil",
        "leafy greens",
        "nuts",
      ],
    },
  },
  {
    id: "mediterranean",
    asks: /\bmediterranean\b/,
    title: "The Mediterranean diet",
    points: [
      "Plenty of vegetables, fruit, legumes, whole grains, nuts and olive oil; fish and poultry a few times a week; little red or processed meat and few sweets.",
      "It has the strongest trial evidence of any eating pattern for heart health (PREDIMED) and is linked with lower rates of type 2 diabetes.",
      "Start with one swap: olive oil for butter, or a legume dish instead of meat twice a week.",
    ],
    foods: {
      label: "Mediterranean staples",
      items: [
        "chickpeas",
        "lentils",
        "olive oil",
        "tomatoes",
        "whole grains",
        "walnuts",
        "sardines",
        "feta",
      ],
    },
    recipes: {},
  },
  {
    id: "dash",
    asks: /\bdash\b/,
    title: "The DASH diet for blood pressure",
    points: [
      "DASH (Dietary Approaches to Stop Hypertension) is rich in vegetables, fruit, low-fat dairy, whole grains, legumes and nuts, and low in salt, sugar and saturated fat.",
      "In trials it lowered blood pressure by about 8-14 mmHg in people with high blood pressure, more with less sodium (under 2,300 mg, ideally 1,500 mg a day).",
      "Aim for 4-5 portions each of vegetables and fruit a day, and choose unsalted versions of everyday foods.",
    ],
  },
  {
    id: "plant-based",
    asks: /\b(plant[- ]based|vegan diet|vegetarian diet)\b(?!.*\b(dinner|lunch|breakfast|recipe)s?\b)/,
    title: "Eating plant-based",
    points: [
      "Well-planned plant-based diets (vegetarian or vegan) are healthy at every age, with lower rates of heart disease and type 2 diabetes in large studies.",
      "Plan protein at each meal (legumes, tofu, tempeh, soy milk), and watch vitamin B12 (a supplement or fortified foods is essential for vegans), vitamin D, iron, iodine, calcium and omega-3.",
    ],
  },
  {
    id: "low-carb",
    asks: /\b(low[- ]carb|fewer carbs|cut (down on )?carbs|less carbs?)\b/,
    title: "Eating low carb",
    points: [
      "Low carb usually means under 130 g of carbohydrate a day (about 26 % of calories); build meals on protein, vegetables and healthy fats.",
      "Cut refined carbs and sugary drinks first; keep some high-fibre carbohydrate (legumes, berries, whole grains) for fibre.",
      "If you take insulin or tablets that lower blood sugar, lower carbs only with your doctor: lows can follow.",
    ],
  },
  {
    id: "blood-pressure",
    asks: /\b(blood pressure|hypertension)\b/,
    title: "Eating for healthy blood pressure",
    points: [
      "Keep salt under 6 g a day (2.4 g sodium): most comes from bread, cheese, processed meat, ready meals and sauces, so check labels.",
      "Eat more potassium-rich foods (vegetables, fruit, beans, yogurt) unless your doctor has told you to limit potassium.",
      "The DASH pattern lowers blood pressure in trials; limiting alcohol and losing excess weight help too.",
      "Keep taking any blood-pressure medicine as prescribed and discuss changes with your doctor.",
    ],
    foods: {
      label: "Potassium-rich choices",
      items: [
        "beans",
        "lentils",
        "bananas",
        "spinach",
        "potatoes",
        "yogurt",
        "oranges",
        "tomatoes",
      ],
    },
  },
  {
    id: "cholesterol",
    asks: /\bcholesterol|\bldl\b|\blipids?\b/,
    title: "Lowering cholesterol with food",
    points: [
      "Swap saturated fat (fatty meat, butter, cream, coconut oil, pastries) for unsaturated fats (olive or rapeseed oil, nuts, seeds, oily fish): the change with the biggest effect on LDL.",
      "Eat soluble fibre daily: oats and barley (3 g of beta-glucan a day lowers LDL), beans, lentils, apples.",
      "Dietary cholesterol (eggs, shellfish) matters less than saturated fat for most people.",
      "If you take a statin, keep taking it; food and medicine work together.",
    ],
    foods: {
      label: "Foods that help",
      items: [
        "oats",
        "barley",
        "beans",
        "lentils",
        "walnuts",
        "almonds",
        "olive oil",
        "salmon",
        "soy",
      ],
    },
  },
  {
    id: "reflux",
    asks: /\b(reflux|heartburn|gerd|indigestion)\b/,
    title: "Easing acid reflux",
    points: [
      "Eat smaller meals and stop eating 3 hours before bed; raise the head of your bed if symptoms come at night.",
      "Common triggers are fatty or fried food, chocolate, coffee, alcohol, mint, spicy food and fizzy drinks: keep a diary to find yours.",
      "See your doctor if you have reflux most weeks, trouble swallowing, weight loss or vomiting.",
    ],
  },
  {
    id: "ibs",
    asks: /\b(ibs|irritable bowel|fodmap)\b/,
    title: "Eating with IBS",
    points: [
      "Regular meals, not too fast; limit fatty and spicy food, alcohol, caffeine and fizzy drinks.",
      "A low-FODMAP diet helps about three in four people with IBS, but it is meant to be done for 4-6 weeks with a dietitian, then foods are reintroduced.",
      "Soluble fibre (oats, linseeds) often helps; wheat bran can make it worse.",
      "See your doctor if you have blood in your stool, weight loss or symptoms that wake you at night.",
    ],
  },
  {
    id: "pre-workout",
    asks: /\b(before|pre)[- ]?(a |my |the )?(workout|run|gym|exercise|training|match|race)\b|\bpre-workout\b/,
    title: "Eating before exercise",
    points: [
      "2-3 hours before: a normal meal with carbohydrate and some protein (oats with yogurt, a rice bowl).",
      "30-60 minutes before: a small, easy-to-digest carbohydrate snack such as a banana, toast with honey or a few dates.",
      "Drink about 400-600 ml of water in the 2 hours before; keep fat and fibre low just before hard sessions.",
    ],
    foods: {
      label: "Quick pre-workout snacks",
      items: ["banana", "toast with honey", "dates", "rice cakes", "yogurt"],
    },
  },
  {
    id: "post-workout",
    asks: /\b(after|post)[- ]?(a |my |the )?(workout|run|gym|exercise|training|match|race|session)\b|\bpost-workout\b|\brecovery meal\b/,
    title: "Eating after exercise",
    points: [
      "Within about 2 hours, have a meal with **20-40 g of protein** for muscle repair and carbohydrate to refill glycogen.",
      "After long or hard sessions, aim for about 1 g of carbohydrate per kg of body weight.",
      "Rehydrate: drink about 1.5 times the fluid you lost (weigh yourself before and after to check).",
    ],
    foods: {
      label: "Recovery foods with protein",
      items: [
        "Greek yogurt",
        "milk",
        "eggs",
        "tofu",
        "lentils",
        "chicken",
        "cottage cheese",
        "soy milk",
      ],
    },
    recipes: { mealType: "dinner" },
  },
  {
    id: "sports-drinks",
    asks: /\b(sports drinks?|electrolytes?|isotonic)\b/,
    title: "Sports drinks",
    points: [
      "For exercise under an hour, water is enough; sports drinks add sugar (a 500 ml bottle has about 30 g).",
      "They help in sessions over 60-90 minutes or in heat: carbohydrate and sodium (electrolytes) keep performance up.",
      "A salty snack and water do the same job for most people.",
    ],
  },
  {
    id: "muscle",
    asks: /\b(build|gain|grow|building)( some)? muscle|\bbulk(ing)?\b|\bmuscle gain\b/,
    title: "Building muscle with food",
    points: [
      "Protein: about **1.6 g per kg of body weight a day**, spread over 3-4 meals of 20-40 g each.",
      "Eat a small surplus (about 250-500 kcal above maintenance) and train with resistance 2-4 times a week: food alone does not build muscle.",
      "Carbohydrate fuels training; keep vegetables and fibre up.",
    ],
    foods: {
      label: "Protein-rich foods",
      items: [
        "Greek yogurt",
        "eggs",
        "tofu",
        "tempeh",
        "lentils",
        "chicken",
        "fish",
        "milk",
        "edamame",
      ],
    },
    recipes: { mealType: "dinner" },
  },
  {
    id: "pregnancy-foods",
    asks: /\b(pregnan\w*|expecting|trimester|breast ?feeding)\b/,
    title: "Eating well in pregnancy",
    points: [
      "Take 400 micrograms of folic acid a day until week 12, and 10 micrograms of vitamin D a day (NHS advice).",
      "Safe choices: well-cooked meat and eggs (or eggs with a food-safety stamp), pasteurised milk and hard cheeses, washed fruit and vegetables, and 1-2 portions of oily fish a week (not more).",
      "You do not need extra calories in the first two trimesters; about 200 kcal more in the last.",
    ],
    foods: {
      label: "Good everyday choices",
      items: [
        "lentils",
        "beans",
        "pasteurised yogurt",
        "hard cheese",
        "cooked eggs",
        "leafy greens",
        "oranges",
        "whole grains",
      ],
    },
  },
  {
    id: "alcohol",
    asks: /\b(alcohol|wine|beer|spirits|cocktails?|booze|drinking)\b/,
    title: "Alcohol",
    points: [
      "UK guidance is no more than **14 units a week**, spread over 3 or more days, with several alcohol-free days; less is better for health.",
      "A 175 ml glass of wine is about 2 units and 160 kcal; a pint of beer about 2-3 units and 180-250 kcal.",
      "For weight loss, alcohol adds calories and makes snacking more likely: alternate with water and keep it to the weekend.",
      "Do not drink if you are pregnant, and check your medicines' leaflets.",
    ],
  },
  {
    id: "portions",
    asks: /\b(portions?|serving sizes?|how much .* one serving|how big)\b/,
    title: "Portion sizes",
    points: [
      "A quick guide by hand: **protein** a palm (about 100-120 g cooked), **carbohydrate** a fist (about 150-180 g cooked rice or pasta), **vegetables** two handfuls, **fats** a thumb.",
      "A portion of cooked pasta or rice is about 150-180 g (75 g dry); of fruit or vegetables 80 g.",
      "Fill half your plate with vegetables, a quarter with protein and a quarter with whole grains.",
    ],
  },
  {
    id: "treat",
    asks: /\bi (ate|had|just ate)\b|\bhow bad is (that|it)\b|\bruin(ed)? my diet\b|\bwhat now\b/,
    title: "One big meal doesn't undo your progress",
    points: [
      "One meal or a day of eating more does not ruin anything: weight change comes from weeks of habits, and the scale jump next day is mostly water and food weight.",
      "Go back to your normal meals at the next meal; skipping meals to make up for it tends to lead to more overeating.",
      "Drink water, add vegetables and protein to your next meals, and take a walk if you enjoy it.",
    ],
  },
  {
    id: "snacks",
    asks: /\bsnacks?\b/,
    title: "Healthy snacks",
    points: [
      "Pair protein or fibre with the snack so it keeps you full, such as fruit with nuts or vegetables with hummus.",
      "About 100-200 kcal is a sensible snack size.",
    ],
    foods: {
      label: "Snack ideas",
      items: [
        "an apple with peanut butter",
        "carrot sticks with hummus",
        "Greek yogurt with berries",
        "a handful of almonds",
        "roasted chickpeas",
        "edamame",
        "a boiled egg",
        "a banana",
      ],
    },
    recipes: { mealType: "snack" },
  },
  {
    id: "fibre",
    asks: /\bfib(re|er)\b/,
    title: "Fibre",
    points: [
      "Adults need about **30 g of fibre a day** (NHS); most people eat under 20 g.",
      "Add it gradually with plenty of water: beans and lentils, oats, whole grains, vegetables, fruit with the skin, nuts and seeds.",
    ],
    foods: {
      label: "High-fibre foods",
      items: [
        "lentils",
        "chickpeas",
        "oats",
        "raspberries",
        "pears",
        "broccoli",
        "chia seeds",
        "wholemeal bread",
      ],
    },
  },
  {
    id: "sugar",
    asks: /(?<!blood )\bsugar(s|y)?\b(?!.*\b(blood|glucose)\b)/,
    title: "Sugar",
    points: [
      "Keep free sugars (added sugar, honey, syrups and fruit juice) under 10 % of calories, ideally 5 %: about **30 g a day** for adults (WHO, NHS).",
      "A 330 ml can of cola has about 35 g, more than a day's limit; sugar in whole fruit and plain milk does not count.",
      "To cut back: swap sugary drinks first, then check labels (over 22.5 g per 100 g is high).",
    ],
  },
  {
    id: "supplements",
    asks: /\bsupplements?\b|\bmultivitamins?\b/,
    title: "Do you need supplements?",
    points: [
      "Most people who eat a varied diet do not need a multivitamin.",
      "Common exceptions: **vitamin D** (10 micrograms a day in autumn and winter, NHS), **B12** for vegans, **folic acid** when trying for a baby or in early pregnancy, and iron only if a test shows you are low.",
      "More is not better: high doses of vitamins A, D and iron can harm. Tell your doctor or pharmacist what you take, especially with medicines.",
    ],
  },
  {
    id: "caffeine",
    asks: /\b(caffeine|coffee|espresso|energy drinks?)\b/,
    title: "Caffeine and coffee",
    points: [
      "Up to **400 mg of caffeine a day** (about 4 cups of brewed coffee) is safe for most adults; 200 mg in pregnancy.",
      "Moderate coffee drinking is linked with lower risks of type 2 diabetes and liver disease; it can briefly raise blood pressure in people who rarely drink it.",
      "Keep it before early afternoon if sleep is a problem: caffeine's half-life is about 5 hours.",
    ],
  },
  {
    id: "fats",
    asks: /\b(healthy fats?|good fats?|saturated fats?|omega[- ]?3|fats)\b/,
    title: "Healthy fats",
    points: [
      "Choose unsaturated fats (olive and rapeseed oil, nuts, seeds, avocado, oily fish) over saturated fats (butter, fatty meat, cream, coconut oil).",
      "Keep fat at 20-35 % of calories; saturated fat under 10 %.",
      "Omega-3: oily fish once a week, or walnuts, linseed and chia for the plant form.",
    ],
    foods: {
      label: "Sources of healthy fats",
      items: ["olive oil", "avocado", "walnuts", "chia seeds", "linseed", "salmon", "almonds"],
    },
  },
  {
    id: "weight-gain",
    asks: /\b(gain weight|put on weight|weight gain|underweight|gain \d+ ?kg)\b/,
    title: "Gaining weight healthily",
    points: [
      "Eat about 300-500 kcal more than you use each day, aiming for 0.25-0.5 kg a week.",
      "Add energy-dense, nourishing foods: nuts and nut butters, olive oil, whole milk or soy milk, avocado, dried fruit, granola; have 3 meals and 2-3 snacks.",
      "Strength training turns more of the gain into muscle. If you are losing weight without trying, see your doctor.",
    ],
  },
  {
    id: "night-snacking",
    asks: /\b(at night|late[- ]night|evening snacking|night snacking|before bed)\b/,
    title: "Night-time snacking",
    points: [
      "Eat enough during the day: a protein-rich breakfast and lunch make evening hunger smaller.",
      "Plan an evening snack if you want one (yogurt, fruit) so it is a choice, not a raid.",
      "Notice the trigger (boredom, tiredness, TV) and change the routine: brush your teeth after dinner, make tea.",
    ],
  },
  {
    id: "cravings",
    asks: /\bcravings?\b/,
    title: "Managing cravings",
    points: [
      "Regular meals with protein and fibre keep blood sugar steady and cravings smaller.",
      "Wait 10-15 minutes and drink water: many cravings pass.",
      "Keep treats out of sight and enjoy a planned portion rather than banning foods, which tends to backfire.",
      "Sleep matters: short sleep raises hunger hormones.",
    ],
  },
  {
    id: "budget",
    asks: /\b(budget|cheap|money|afford|low[- ]cost)\b/,
    title: "Eating well on a budget",
    points: [
      "Dried or canned beans and lentils, oats, eggs, frozen vegetables and fruit, and seasonal produce give the most nutrition per pound.",
      "Plan the week, shop with a list, and cook once to eat twice.",
      "Own-brand staples are as nutritious as branded ones.",
    ],
    foods: {
      label: "Good-value foods",
      items: [
        "lentils",
        "canned beans",
        "oats",
        "eggs",
        "frozen vegetables",
        "bananas",
        "brown rice",
        "canned tomatoes",
      ],
    },
  },
  {
    id: "meal-prep",
    asks: /\bmeal[- ]?prep|\bbatch[- ]cook|\bprep(ping)? (my )?meals\b/,
    title: "Meal prep",
    points: [
      "Pick 2-3 recipes for the week; cook a grain, a protein and a tray of roasted vegetables once, then mix them into different meals.",
      "Cooked food keeps 3-4 days in the fridge; freeze the rest in portions.",
      "Build a [shopping list](/shopping-list) from your [meal plan](/meal-plan) to buy only what you need.",
    ],
    recipes: {},
  },
  {
    id: "eating-out",
    asks: /\b(restaurants?|eating out|takeaway|take-out|takeout|dining out)\b/,
    title: "Eating out",
    points: [
      "Look for grilled, steamed or baked dishes and vegetables; ask for sauces and dressings on the side.",
      "Restaurant portions are often two servings: share a dish or take half home.",
      "Choose water or a diet drink, and decide about dessert after the main course.",
    ],
  },
  {
    id: "skip-breakfast",
    asks: /\bskip(ping)? breakfast\b/,
    title: "Skipping breakfast",
    points: [
      "Skipping breakfast is fine for many adults: trials find no big effect on weight either way.",
      "What matters is the day as a whole: if you skip breakfast and then snack a lot, eat a protein-rich breakfast instead.",
      "Children, teenagers, people with diabetes on medication and those who train in the morning do better with breakfast.",
    ],
    recipes: { mealType: "breakfast" },
  },
  {
    id: "gut",
    asks: /\bgut( health)?\b|\bmicrobiome\b|\bprobiotics?\b/,
    title: "Gut health",
    points: [
      "Variety feeds gut bacteria: aim for 30 different plant foods a week (vegetables, fruit, legumes, grains, nuts, seeds, herbs).",
      "Fibre (30 g a day) and fermented foods (yogurt, kefir, sauerkraut, kimchi) support a diverse microbiome.",
      "Increase fibre slowly and drink enough water.",
    ],
    foods: {
      label: "Gut-friendly foods",
      items: ["yogurt", "kefir", "sauerkraut", "kimchi", "oats", "lentils", "bananas", "garlic"],
    },
  },
  {
    id: "iron",
    asks: /\b(anaemi\w*|anemi\w*|iron)\b/,
    title: "Iron and anaemia",
    points: [
      "Iron needs: 8.7 mg a day for men and 14.8 mg for women of 19-50 (NHS).",
      "Plant iron is absorbed better with vitamin C (peppers, citrus, tomatoes) in the same meal; tea and coffee with meals reduce absorption.",
      "Anaemia has several causes: if you feel tired and short of breath, ask your doctor for a blood test before taking iron tablets.",
    ],
    foods: {
      label: "Iron-rich foods",
      items: [
        "lentils",
        "chickpeas",
        "tofu",
        "spinach",
        "fortified cereals",
        "pumpkin seeds",
        "red meat",
        "sardines",
      ],
    },
  },
];

/**
 * Notes on foods people ask about by name, and how they relate to common conditions. Each food
 * also gets its nutrition from the food table when the table knows it.
 */
export type FoodNote = { food: RegExp; name: string; note: string };

export const FOOD_NOTES: FoodNote[] = [
  {
    food: /\b(white rice|rice)\b/,
    name: "Rice",
    note: "White rice is quickly digested and raises blood sugar fast (a high glycaemic index); brown or basmati rice, smaller portions (about 150 g cooked), and pairing it with protein, vegetables and beans blunt the rise.",
  },
  {
    food: /\beggs?\b/,
    name: "Eggs",
    note: "An egg has about 6 g of protein and 185 mg of cholesterol; for most people, dietary cholesterol raises blood cholesterol far less than saturated fat, and an egg a day fits a healthy diet.",
  },
  {
    food: /\bcoffee\b/,
    name: "Coffee",
    note: "Coffee can raise blood pressure by a few points for a few hours in people who rarely drink it; regular drinkers adapt, and up to 3-4 cups a day is not linked with long-term high blood pressure.",
  },
  {
    food: /\bfruits?\b/,
    name: "Fruit",
    note: "Whole fruit is good for people with diabetes: its fibre slows the sugar, and 2-3 portions a day spread across meals are fine; juice and dried fruit raise blood sugar faster.",
  },
  {
    food: /\bsalt|sodium\b/,
    name: "Salt",
    note: "Too much salt raises blood pressure; adults should keep under 6 g a day (about a teaspoon), and most of it is already in bread, cheese, processed meat and ready meals.",
  },
  {
    food: /\boats|oatmeal|porridge\b/,
    name: "Oats",
    note: "Oats are filling for their calories thanks to soluble fibre (beta-glucan), which also lowers cholesterol; plain oats beat sweetened instant sachets.",
  },
  {
    food: /\bavocados?\b/,
    name: "Avocado",
    note: "Avocado is rich in unsaturated fat, fibre and potassium; half an avocado is about 120 kcal, so it is healthy in sensible portions.",
  },
  {
    food: /\bbananas?\b/,
    name: "Banana",
    note: "A banana gives quick, easy-to-digest carbohydrate and potassium: a good snack before exercise.",
  },
  {
    food: /\bpeanut butter|peanuts?\b/,
    name: "Peanut butter",
    note: "Peanut butter gives protein and unsaturated fat; choose one with only peanuts (and a little salt), and keep to about 1-2 tablespoons (about 95-190 kcal).",
  },
  {
    food: /\b(dark )?chocolate|cocoa\b/,
    name: "Chocolate",
    note: "Dark chocolate (70 % cocoa or more) has flavanols that may help blood vessels, but it is still energy-dense: a couple of squares is a sensible treat.",
  },
  {
    food: /\b(orange )?juice\b/,
    name: "Juice",
    note: "Juice keeps the sugar of fruit but loses most of its fibre, so it counts as free sugar; keep to one 150 ml glass a day, or eat the whole fruit.",
  },
  {
    food: /\bbread\b/,
    name: "Bread",
    note: "Bread is not fattening by itself; wholemeal or wholegrain bread gives more fibre and keeps you fuller than white; watch what goes on it.",
  },
  {
    food: /\bmilk|dairy\b/,
    name: "Milk",
    note: "Milk and dairy are easy sources of calcium for bones (a 200 ml glass has about 240 mg); fortified plant milks work too, with vitamin D and weight-bearing exercise.",
  },
  {
    food: /\b(green )?tea\b/,
    name: "Tea",
    note: "Green tea is a good, low-calorie drink with antioxidants; its effect on weight is very small, and it has some caffeine.",
  },
  {
    food: /\bpasta\b/,
    name: "Pasta",
    note: "A portion of pasta is about 75 g dry (about 180 g cooked); wholewheat pasta adds fibre, and cooked al dente it raises blood sugar more slowly.",
  },
  {
    food: /\bpizza\b/,
    name: "Pizza",
    note: "A whole takeaway pizza can be 1,500-2,500 kcal; as an occasional meal it is fine, and next time a thin base with vegetables and a side salad keeps it lighter.",
  },
  {
    food: /\bdonuts?|doughnuts?\b/,
    name: "Donuts",
    note: "A glazed donut is about 250-300 kcal with 10-15 g of sugar, so three are roughly 800 kcal: a treat, not a disaster.",
  },
  {
    food: /\bcrisps|chips\b/,
    name: "Crisps",
    note: "A large bag of crisps is about 500-800 kcal and high in salt; drink water and enjoy the next meal as normal.",
  },
];

/** Conditions a food question can ask about ("is X bad for Y"), with the lens the answer takes. */
export const CONDITION_LENSES: Array<{ asks: RegExp; name: string; lens: string }> = [
  {
    asks: /\b(diabet\w*|blood sugar|glucose|insulin resistance)\b/,
    name: "blood sugar",
    lens: "For diabetes and blood sugar, what counts is the portion, the fibre and what you eat with it: pair carbohydrate with protein and vegetables, and check your own response with your meter if you use one.",
  },
  {
    asks: /\bcholesterol\b/,
    name: "cholesterol",
    lens: "For cholesterol, saturated fat matters most; soluble fibre (oats, beans) lowers LDL.",
  },
  {
    asks: /\bblood pressure|hypertension\b/,
    name: "blood pressure",
    lens: "For blood pressure, salt and alcohol matter most; potassium-rich vegetables, fruit and beans help.",
  },
  {
    asks: /\bweight( loss)?|fattening|lose weight\b/,
    name: "weight",
    lens: "For weight, total calories over weeks matter most; foods with protein and fibre keep you full for fewer calories.",
  },
  {
    asks: /\bbones?|osteoporosis\b/,
    name: "bones",
    lens: "For bones, calcium (700 mg a day for adults), vitamin D and weight-bearing exercise work together.",
  },
  {
    asks: /\b(run|exercise|workout|training|gym)\b/,
    name: "exercise",
    lens: "Before exercise, easy-to-digest carbohydrate 30-60 minutes ahead gives quick energy.",
  },
];
