/**
 * What the built-in coach knows about each wellness category (spec 2 section 3 category ids):
 * practical points worked out from the user's own targets, and the callouts (Science Says,
 * Ayurvedic Insight, TCM Wisdom, Wellness Tip) with their text. `foods` are portions whose
 * nutrition the reply computes from the food table. Evidence statements name their source kind;
 * traditional statements say they are traditional.
 */
import { WELLNESS_CATEGORY_IDS, type WellnessCategoryId } from "~/content/wellness";
import { formatInteger } from "../format";
import { type CoachProfile, type CoachTargets } from "./profile";

export type TopicInput = { profile: CoachProfile | null; targets: CoachTargets };

export type Topic = {
  title: string;
  points: (input: TopicInput) => string[];
  science: string;
  ayurveda: string;
  tcm: string;
  tip: string;
  /** portions to show with their nutrition (filtered by the user's restrictions and dislikes) */
  foods: string[];
  /** extra evidence for deep research */
  deeper: string[];
};

function perMeal(grams: number, meals = 3): number {
  return Math.round(grams / meals);
}

function bmiOf(profile: CoachProfile | null): number | null {
  if (!profile?.weight || !profile.height) return null;
  const m = profile.height / 100;
  return Math.round((profile.weight / (m * m)) * 10) / 10;
}

function bmiBand(bmi: number): string {
  if (bmi < 18.5) return "below the healthy range (18.5-24.9)";
  if (bmi < 25) return "in the healthy range (18.5-24.9)";
  if (bmi < 30) return "in the overweight range (25-29.9)";
  return "in the obesity range (30 or more)";
}

/** The weight-loss calorie level (ADR 005 rule), from the user's BMR and TDEE. */
export function weightLossCalories(
  profile: CoachProfile | null,
  targets: CoachTargets,
): number | null {
  // the one target function's answer for a loss goal; null when safety allows no deficit
  return profile && targets.tdee ? targets.weightLossCalories : null;
}

export const TOPICS: Record<WellnessCategoryId, Topic> = {
  diabetes: {
    title: "Steady blood sugar",
    points: ({ targets }) => {
      const carbs = targets.summary.carbs.grams;
      return [
        `Spread carbohydrates evenly: at your ${formatInteger(targets.targetCalories)} kcal target that is about **${perMeal(carbs * 0.9)} g per main meal** plus a small carb snack (${carbs} g a day at ${targets.summary.carbs.percent} % of calories; your care team may set a lower figure).`,
        "Build each plate around non-starchy vegetables, add protein and a little healthy fat, then a fist-sized portion of slow carbohydrate (legumes, oats, whole grains).",
        `Aim for **${targets.fiberGrams} g of fibre a day**; soluble fibre (oats, beans, lentils) slows how fast glucose reaches the blood.`,
        "Swap sugary drinks and juice for water, tea or sparkling water: liquid sugar raises blood glucose fastest.",
        "A 10-15 minute walk after meals lowers the post-meal rise.",
      ];
    },
    science:
      "Meta-analyses of randomised trials link higher fibre intakes (around 35 g a day) with lower HbA1c and fasting glucose in type 2 diabetes, and short walks after meals blunt the post-meal glucose peak.",
    ayurveda:
      "Ayurveda relates blood-sugar imbalance (prameha) mainly to excess Kapha and favours bitter and astringent tastes: bitter gourd, fenugreek, turmeric and leafy greens, with regular meal times.",
    tcm: "TCM describes diabetes-like patterns (xiao ke) as yin deficiency with internal heat, and favours moistening, neutral foods such as mung beans, yam and whole grains over greasy or very sweet food.",
    tip: "If you take insulin or tablets that lower blood sugar, change your carbohydrate intake only with your doctor: eating fewer carbs can cause lows.",
    foods: [
      "1 cup cooked lentils",
      "1 cup cooked oatmeal",
      "1 cup broccoli",
      "1 oz almonds",
      "1 cup cooked quinoa",
    ],
    deeper: [
      "The ADA Standards of Care recommend an individualised eating pattern rather than one fixed carbohydrate percentage; Mediterranean, low-carbohydrate and plant-based patterns all have trial support.",
      "Losing 5-10 % of body weight improves glucose control markedly in type 2 diabetes (Look AHEAD); the DiRECT trial saw remission in almost half of participants who lost 10 kg or more.",
    ],
  },
  weight: {
    title: "Healthy weight management",
    points: ({ profile, targets }) => {
      const points: string[] = [];
      const loss = weightLossCalories(profile, targets);
      if (targets.tdee) {
        points.push(
          `Your maintenance level (TDEE) is about **${formatInteger(targets.tdee)} kcal** a day${targets.bmr ? ` (BMR ${formatInteger(targets.bmr)} kcal)` : ""}.`,
        );
        if (loss)
          points.push(
            `For steady fat loss aim for about **${formatInteger(loss)} kcal** a day: a deficit of ${formatInteger(targets.tdee - loss)} kcal, roughly ${Math.round((((targets.tdee - loss) * 7) / 7700) * 100) / 100} kg a week, never below your BMR.`,
          );
      } else {
        points.push(
          "Add your age, height, weight and activity level to your profile and I can work out your maintenance calories and a safe deficit.",
        );
      }
      const bmi = bmiOf(profile);
      if (bmi)
        points.push(
          `Your BMI is ${bmi}, ${bmiBand(bmi)}. It is a rough guide: waist size and how you feel matter too.`,
        );
      if (profile?.weight)
        points.push(
          `Keep protein high while losing weight, about 1.2-1.6 g per kg, that is **${Math.round(profile.weight * 1.2)}-${Math.round(profile.weight * 1.6)} g a day** for you, to protect muscle and stay full.`,
        );
      else
        points.push(
          `Keep protein high (about ${targets.summary.protein.grams} g a day at your target) to protect muscle and stay full.`,
        );
      points.push("Fill half of each plate with vegetables: lots of volume for few calories.");
      return points;
    },
    science:
      "When calories are matched, diets with very different macro mixes lose about the same weight at 12 months (for example the DIETFITS trial), so the best plan is the one you can keep.",
    ayurveda:
      "Ayurveda links weight gain with excess Kapha and favours light, warm, freshly cooked meals, pungent spices such as ginger and black pepper, the main meal at midday and no late-night snacking.",
    tcm: "TCM connects excess weight with dampness and a weak Spleen, and favours warm, cooked food, barley and beans, while limiting cold, raw, greasy and very sweet foods.",
    tip: "Weigh yourself at the same time once or twice a week and watch the trend, not the daily number.",
    foods: [
      "1 cup cooked lentils",
      "1 cup broccoli",
      "1 cup greek yogurt",
      "150 g cooked chicken breast",
      "1 cup blueberries",
    ],
    deeper: [
      "Losing 5-10 % of body weight lowers blood pressure, blood glucose and blood lipids in most people with overweight (Diabetes Prevention Program, Look AHEAD).",
      "Protein at 1.2-1.6 g/kg during a deficit preserves lean mass in meta-analyses of controlled trials, especially with resistance training.",
    ],
  },
  nutrition: {
    title: "Balanced nutrition",
    points: ({ targets }) => {
      const s = targets.summary;
      return [
        `Your daily target is **${formatInteger(s.targetCalories)} kcal**: about **${s.protein.grams} g protein**, **${s.carbs.grams} g carbohydrate** and **${s.fat.grams} g fat** (${targets.splitText} of calories).`,
        "Fill half your plate with vegetables and fruit, a quarter with lean protein and a quarter with whole grains.",
        "Choose unsaturated fats such as olive oil, nuts, seeds and avocado.",
        `Fibre: about **${targets.fiberGrams} g a day** from vegetables, fruit, legumes and whole grains.`,
        "Eat a range of colours through the week; each brings different vitamins and plant compounds.",
      ];
    },
    science:
      "Large cohort studies and the Dietary Guidelines agree on the basics: more vegetables, fruit, legumes, whole grains and nuts, and less processed meat, added sugar and salt, are linked with longer, healthier lives.",
    ayurveda:
      "Ayurveda recommends including all six tastes (sweet, sour, salty, pungent, bitter, astringent) in the day for a satisfying, balanced diet.",
    tcm: "TCM favours balance: mostly cooked grains and vegetables, smaller amounts of animal foods, and eating in season.",
    tip: "Plan two or three dinners at the start of the week; it is the simplest way to eat better without thinking about it daily.",
    foods: [
      "1 cup cooked quinoa",
      "1 cup spinach",
      "1 cup cooked chickpeas",
      "1 medium banana",
      "2 large eggs",
    ],
    deeper: [
      "Ultra-processed foods made people eat about 500 kcal a day more than unprocessed diets with the same available nutrients in a controlled NIH feeding study (Hall, 2019).",
    ],
  },
  energy: {
    title: "Steady energy",
    points: ({ targets }) => [
      `Eat regular meals with protein in each: about **${perMeal(targets.summary.protein.grams)} g per meal** at your targets.`,
      "Pair carbohydrates with protein and fibre to avoid the spike and crash of sugary snacks.",
      `Drink enough: about **${targets.waterLitres} litres** of fluid a day; even mild dehydration makes you feel tired.`,
      `Plan an afternoon snack of about ${formatInteger(Math.round(targets.targetCalories * 0.1))} kcal (fruit with nuts or yogurt) if you slump mid-afternoon.`,
      "Iron and vitamin B12 shortfalls are common causes of fatigue; ask your doctor for a blood test if tiredness persists.",
    ],
    science:
      "Trials show that losing 1-2 % of body weight as fluid impairs attention and mood, and iron deficiency, the most common nutrient deficiency worldwide, causes fatigue even before anaemia.",
    ayurveda:
      "Ayurveda says digestive fire (agni) is strongest at midday: a larger lunch and a lighter, earlier dinner support steady energy.",
    tcm: "TCM links fatigue with Qi deficiency and uses warm, cooked grains, root vegetables, dates and congee to build Qi.",
    tip: "When the afternoon slump hits, try a 10-minute walk outside before reaching for sugar or more coffee.",
    foods: [
      "1 cup cooked oatmeal",
      "1 medium banana",
      "2 large eggs",
      "1 oz almonds",
      "1 cup cooked lentils",
    ],
    deeper: [
      "Caffeine's half-life is about 5 hours, so coffee after mid-afternoon can cut deep sleep and leave you more tired the next day.",
    ],
  },
  digestive: {
    title: "Comfortable digestion",
    points: ({ targets }) => [
      `Work up to about **${targets.fiberGrams} g of fibre a day**, slowly (a few grams more each week), with plenty of fluids.`,
      "Include fermented foods such as yogurt, kefir, sauerkraut or kimchi for live cultures.",
      "Eat slowly and chew well; large, rushed meals are a common cause of bloating.",
      "If bloating is frequent, note which foods trigger it; onions, garlic, beans and some fruit (high-FODMAP foods) are common culprits.",
      "See a doctor about blood in the stool, weight loss without trying, or symptoms that wake you at night.",
    ],
    science:
      "A Stanford trial (2021) found that eating more fermented foods increased gut-microbiome diversity, and a low-FODMAP diet eases IBS symptoms for many people, best done with a dietitian.",
    ayurveda:
      "Ayurveda centres digestion on agni: sip warm water, take a little fresh ginger before meals, drink cumin-coriander-fennel tea and leave some room in the stomach.",
    tcm: "TCM sees the Spleen and Stomach as the root of digestion and prefers warm, cooked, easy-to-digest food at regular times over iced drinks and raw food.",
    tip: "A short walk after meals helps food move along and eases bloating.",
    foods: [
      "1 cup plain yogurt",
      "1 cup cooked oatmeal",
      "1 medium banana",
      "1 cup cooked lentils",
      "1 tsp ginger",
    ],
    deeper: [
      "Soluble fibre (oats, psyllium) softens stools and helps both constipation and loose stools; insoluble fibre (bran, vegetable skins) adds bulk.",
    ],
  },
  mental: {
    title: "Mood, stress and sleep",
    points: ({ profile }) => [
      "Eat regular meals: long gaps lower blood sugar and make irritability and anxiety worse.",
      "Have oily fish twice a week, or walnuts, chia and ground flaxseed every day, for omega-3 fats.",
      "Keep caffeine to the morning and limit alcohol, which fragments sleep.",
      `Protect your sleep: aim for ${profile?.sleepGoal ? `your goal of **${profile.sleepGoal} hours**` : "7-9 hours"} with a regular bedtime and a light, early dinner.`,
      "Magnesium-rich foods (leafy greens, pumpkin seeds, legumes) and complex carbohydrates in the evening may support relaxation.",
    ],
    science:
      "In the SMILES trial (2017), a Mediterranean-style diet improved symptoms of moderate to severe depression more than social support alone; caffeine has a half-life of about five hours.",
    ayurveda:
      "Ayurveda links stress and poor sleep with aggravated Vata and recommends warm, grounding, cooked meals, a regular daily routine and warm milk (or almond milk) with nutmeg at night.",
    tcm: "TCM connects restlessness and poor sleep with the Heart and Liver and traditionally uses jujube dates, chrysanthemum tea and calm, regular meals.",
    tip: "If low mood lasts more than two weeks or stops you enjoying things, please talk to a doctor or a mental-health professional.",
    foods: [
      "150 g salmon",
      "1/4 cup walnuts",
      "1 cup spinach",
      "1 oz pumpkin seeds",
      "1 cup cooked oatmeal",
    ],
    deeper: [
      "Omega-3 supplements (mainly EPA) show modest benefits for depressive symptoms in meta-analyses; food sources come with other nutrients too.",
    ],
  },
  ayurveda: {
    title: "Ayurvedic perspective",
    points: ({ profile }) => {
      const goals = [...(profile?.healthGoals ?? []), ...(profile?.fitnessGoals ?? [])]
        .join(" ")
        .toLowerCase();
      const dosha = /weight|lose/.test(goals)
        ? "Your weight goal points to a Kapha-balancing approach: light, warm, spiced meals."
        : "Start by noticing your tendencies: Vata (light, dry, variable), Pitta (warm, intense), Kapha (steady, heavy).";
      return [
        "Ayurveda describes three doshas: **Vata** (air and space), **Pitta** (fire and water) and **Kapha** (earth and water).",
        dosha,
        "Include the six tastes through the day: sweet, sour, salty, pungent, bitter and astringent.",
        "Make lunch the main meal, when digestion (agni) is traditionally strongest, and eat dinner lighter and earlier.",
        "Favour fresh, seasonal, cooked food and eat in a calm setting.",
      ];
    },
    science:
      "Dosha types have not been validated in controlled trials, but several Ayurvedic habits (mostly whole, cooked plant foods, mindful eating, spices such as turmeric and ginger) fit well with evidence-based nutrition.",
    ayurveda:
      "Warm spices such as ginger, cumin, coriander and fennel are used to kindle agni; a cup of warm ginger tea before a meal is a simple place to start.",
    tcm: "TCM shares Ayurveda's emphasis on warm, cooked food and digestion as the root of health, with its own language of Qi and the Spleen.",
    tip: "Try eating your largest meal at lunch for a week and notice how your energy and sleep respond.",
    foods: ["1 tsp ginger", "1 tsp turmeric", "1 cup cooked mung beans", "1 cup cooked brown rice"],
    deeper: [
      "Curcumin (from turmeric) shows anti-inflammatory effects in laboratory studies, but it is poorly absorbed; culinary amounts with black pepper and fat are the traditional form.",
    ],
  },
  tcm: {
    title: "Traditional Chinese Medicine perspective",
    points: () => [
      "TCM sorts foods by their thermal nature: **warming** (ginger, cinnamon, oats, chicken, lamb), **neutral** (rice, carrots, eggs, most beans) and **cooling** (cucumber, watermelon, tofu, mung beans, leafy greens).",
      "If you often feel cold or tired, favour warming, cooked foods; if you run hot or feel restless, favour cooling ones.",
      "The five flavours (sweet, sour, bitter, pungent, salty) are each linked with an organ system; balance them across the day.",
      "Eat warm, cooked meals at regular times to support the Spleen and Stomach, the centre of digestion in TCM.",
    ],
    science:
      "The warming and cooling classification is traditional and has not been tested in controlled trials; the foods it favours (vegetables, whole grains, legumes, soups) are ones nutrition science also supports.",
    ayurveda:
      "Ayurveda has a similar idea: foods have a heating or cooling potency (virya), and the season and your constitution guide the choice.",
    tcm: "In winter, soups with ginger and root vegetables are classic warming choices; in summer, cucumber, mung bean soup and watermelon cool the body.",
    tip: "Notice how you feel after warming and cooling meals for a week: it is a gentle way to learn what suits you.",
    foods: ["1 tsp ginger", "1 cup cooked mung beans", "100 g tofu", "1 tsp cinnamon"],
    deeper: [
      "Congee (rice porridge), a TCM staple for convalescence, is easy to digest and hydrating; add protein and vegetables to make it a complete meal.",
    ],
  },
};

/** The order in which a reply covers categories: the spec's order, as the categories are listed. */
export const TOPIC_ORDER: WellnessCategoryId[] = [...WELLNESS_CATEGORY_IDS];
