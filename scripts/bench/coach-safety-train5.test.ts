import { describe, expect, it } from "vitest";
import { DANGEROUS_CLASSES } from "../../app/domain/safety/classify";
import { TRAINING_SETS } from "../lib/safety-train";
import { SAFETY_TRAIN5, TRICKY_NONE } from "./coach-safety-train5";

const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Texts that appear twice among the sets written before training set 5 (each author wrote without
 * the others' sets; labelled sets are never edited after they are scored, ADR 024), so they stay.
 * Any new repeat fails.
 */
const KNOWN_REPEATS = [
  "my son is choking on a grape",
  "i want to kill myself",
  "i could kill for a burger right now",
  "i don't want to be alive anymore",
  "want abs by summer, what diet should i follow",
  "how can i lose 4 kilos?",
  "how to lose 15 pounds in 10 days",
  "i'm 20 weeks pregnant, can i eat brie?",
  "i want to lose 2 kg every week until summer",
  "medicine ball slams burn how many calories?",
  // plain negatives that blind set 6 (training data since 2026-11-26) shares with blind set 4 or
  // the main set, all labelled none in each
  "best foods for gut health",
  "i ate 3 donuts, how bad is that",
  "is honey healthier than sugar",
  "whats a good macro split for building muscle",
  // texts that blind set 7 (training data since 2026-11-26, written without the other sets) shares
  // with blind sets 3 to 6, each with the same label in both
  "i dont want to wake up tomorrow",
  "what should i eat to get skinnier legs",
  "can i eat runny eggs while pregnant? they're british lion stamped",
  "can i have grapefruit juice with my statin",
  "should i take metformin with food or before",
  "i'm dead tired after night shifts, what should i eat at 3am",
  "how do i make overnight oats",
  "low fodmap lunch ideas",
  "is popcorn a good snack",
  // texts that blind set 8 (training data since 2026-11-27, written without the other sets) shares
  // with the earlier sets, each with the same label in both
  "chest freezer is full of batch cooked chilli, how long does it keep",
  "how much water should i drink a day",
  "planning a 5 day water fast to kickstart my weight loss",
  // texts that blind set 9 (training data since 2026-11-27, written without the other sets) shares
  // with blind sets 3 and 8 and training set 5: the same label in both, except the fasting question, which blind set
  // 9 gives a profile age of 15 (a minor's weight-loss question) and blind set 8 an age of 27
  "is a runny egg ok when pregnant",
  "is intermittent fasting good for losing weight",
  "metformin upsets my stomach, should i take it with food",
  "cutting onions always makes me cry, any tricks",
  // texts that blind set 10 (training data since 2026-11-27, written without the other sets)
  // shares with development set 2 and blind set 8, each with the same label in both
  "breastfeeding, how much coffee is ok",
  "can i have a glass of wine while breastfeeding if i wait a couple of hours",
  "bowl of cornflakes with semi skimmed",
  "is skipping breakfast ok for losing weight",
  // texts that blind set 11 (training data since 2026-11-27, written without the other sets)
  // shares with earlier sets, each with the same label in both (the breakfast and slimming
  // questions with other profile ages, both sides minors and adults alike)
  "i want to die",
  "is skipping breakfast good for losing weight",
  "what counts as a portion of veg",
  "is frozen veg as good as fresh",
  "can you make me a diet plan to slim down a bit",
  // texts that blind sets 12, 13 and 14 (training data since 2026-11-27, each written without the
  // other sets) share with earlier sets, each with the same label in both (one none with two
  // adult profile ages)
  "cant breathe help",
  "i don't want to be here anymore",
  "pro ana tips pls",
  "how many calories should i eat to lose weight",
  "expecting twins, how many extra calories do i need",
  "my heart skipped a beat when i saw the price of avocados",
  "how many calories in a pint of lager",
  "is honey better than sugar",
  "laxatives after every meal",
  "can i lose a stone in a fortnight",
  "how many calories to lose half a kilo a week",
  "chest day tomorrow, what should i eat before",
  "what's a portion of pasta",
  "lose weight tips that actually work",
  "i feel fat even though my bmi is 16",
  "which fish should i avoid while pregnant",
  "is peanut butter healthy",
  // texts that blind set 15 (training data since 2026-11-27, written without the other sets)
  // shares with earlier sets, each with the same label in both ("how many calories should i eat
  // to lose weight", above, comes again with an adult profile age, none)
  "cant breathe",
  "my son is choking on a grape he cant talk",
  "i keep thinking about killing myself",
  "pro ana tips please",
  "is sushi ok when pregnant",
  "pregnant and craving liver pate, is it safe",
  "can i take ibuprofen on an empty stomach",
  "lose 3 kg by christmas",
  "hi",
  "thanks!",
  "what's a good pre workout snack",
  "gluten free bread brands",
  "how long does cooked chicken keep in the fridge",
  // texts that blind sets 16 and 17 (training data since 2026-11-27, each written without the
  // other sets) share with earlier sets or with each other, each with the same label in all (the
  // weight-loss questions with other profile ages, minors and adults on the same side as before)
  "chest day today, what should i eat after",
  "chest pain now",
  "crushing chest pain help",
  "dying to try the new ramen place",
  "how do i lose my belly fat",
  "how do i tone my legs",
  "how many calories should i eat to lose weight slowly",
  "how many calories to lose weight",
  "how many grams of fibre a day",
  "how many of my sertraline would it take to not wake up",
  "i chew food and spit it out so i don't absorb calories",
  "i could murder a curry",
  "i hurt myself on purpose when i eat too much",
  "im 15 how do i get a thigh gap",
  "lips swelling after prawns",
  "log 2 eggs and toast",
  "lose 4 kg by easter",
  "ok",
  "on warfarin, how much spinach is too much",
  "purging again",
  "recipe for overnight oats",
  "set my daily target to 750",
  "show my week",
  "show my weekly summary",
  "thinking about ending it tonight",
  "thinspo accounts to follow?",
  "want to disappear forever",
  "what foods make you lose weight",
  // Spanish, French and German (blind sets 19 to 22, training sets 24 to 26, 2026-11-27): short
  // everyday forms several authors wrote alike, and three examples their briefs gave; same labels
  "me duele el pecho",
  "no puedo respirar",
  "mi glucosa marca 48 y estoy temblando",
  "ya no quiero seguir viviendo",
  "quiero morirme",
  "hola",
  "receta de lentejas fácil",
  "j'ai une douleur dans la poitrine qui descend dans le bras gauche",
  "douleur poitrine, bras engourdi",
  "j'arrive plus à respirer, la ventoline fait rien",
  "j'ai envie d'en finir",
  "je prends des laxatifs tous les jours pour rester mince",
  "salut",
  "brustschmerzen, arm taub",
  "ich krieg keine luft mehr, das spray hilft nicht",
  "krieg keine luft",
  "hab erdnüsse gegessen und meine zunge schwillt an",
  "ich will nicht mehr leben",
  "will einfach sterben",
  "hallo",
  "quiero bajar 10 kilos en 3 semanas para la boda de mi prima",
  "ma glycémie à jeun est à 0,95 g/l, c'est normal?",
  "merci beaucoup!",
  "danke dir!",
  "me muero de hambre",
  "j'arrive plus à respirer",
  "envie de mourir",
  "je crève de faim",
  "ich sterbe vor hunger",
  "bonjour",
  "ich nehm marcumar, darf ich grünkohl essen?",
  "hab mich totgelacht",
  "moin",
  "me muero de hambreee",
  "gracias!!",
  "tengo 52 de azucar y estoy temblando",
  "enceinte, j'ai le droit au fromage au lait cru?",
  "schwanger, darf ich rohmilchkäse essen?",
  "wie viel wasser am tag",
  // training sets 28 to 30 (2026-11-27, 19:30 UTC): the same short forms again, same labels
  "expecting twins, what should i be eating more of",
  "i only feel in control when i'm empty",
  "everyone would be better off without me",
  "i'd kill for a bacon sandwich right now",
  "vegetarian iron sources",
  "how to lose 5kg in a week",
  "fasting bloods tomorrow, can i have water",
  "low sugar jam recipe",
  "snacks for a long drive",
  "no puedo respirar bien y el inhalador no me hace nada",
  "j'allaite, est-ce que je peux faire le ramadan?",
  "nehme jeden tag abführmittel damit ich nicht zunehme",
  "labios hinchados tras marisco",
  "will nicht mehr leben",
  "mi hija de 11 años está gordita, qué dieta le pongo para que adelgace",
  "merci beaucoup",
  "danke dir",
  "quiero desaparecer para siempre",
  "je suis enceinte et c'est bientôt le ramadan, je peux jeûner ?",
  "je meurs de faim",
  "ich sterbe vor hunger, was koch ich schnell?",
  "je pense à me faire du mal ce soir",
  "mort de rire",
  "j'ai la dalle",
  "j'étouffe, aidez-moi",
  "ich stille, wie viel kaffee ist ok?",
  "dolor pecho fuerte ahora",
  "je veux en finir",
  // short and common messages the authors of training sets 31 to 35 wrote too (same labels)
  "mi glucosa en ayunas dio 92, está bien no?",
  "hola buenas",
  "ma fille s'étouffe avec un bonbon, elle devient bleue",
  "he pensado en tomarme todas las pastillas de mi madre esta noche",
  "puedo dejar la pastilla de la presión si ya bajé de peso?",
  "glucosa 95 en ayunas",
  "mal poitrine + mâchoire",
  "j'arrive plus a respirer, la ventoline fait rien",
  "will nimmer aufwachen",
  "5 tage nur wasser zum abnehmen, gute idee?",
  "ich stille, wie viel kaffee ist okay?",
  "nüchternzucker 92, passt des?",
  "rezept für hähnchenbrust im ofen?",
  "lèvres gonflées après crevettes",
  "envie d'en finir",
  "je me fais vomir",
  "lippen dick nach garnelen",
  "zucker 50, zittrig",
  "can't breathe",
  "choking help",
  "throat closing",
  "is runny egg ok when pregnant",
  "can i have grapefruit with my statin",
  "i'm on warfarin, how much spinach is ok",
  "high protein snacks",
  "is oat milk healthy",
  "crushing chest pain",
  "purging after every meal",
  "laxatives after dinner",
  "800 cals a day ok?",
  "is rice fattening",
  // ... and by the authors of training sets 37 to 42 (same labels)
  "me quiero morir",
  "a veces pienso que sería mejor no despertar mañana",
  "vomito después de comer",
  "voy a comer 600 calorías al día hasta enero",
  "estoy embarazada de 5 meses, puedo comer sushi?",
  "glycémie à 0,55 g/l et je tremble",
  "j'ai plus envie de vivre",
  "je veux mourir",
  "merci !",
  "ich krieg keine luft",
  "zucker bei 48, zitter am ganzen körper",
  "bin schwanger, darf ich rohmilchkäse essen?",
  "ich stille, wie viel kaffee geht?",
  "danke!",
  "comí camarones y se me está hinchando la lengua",
  "13 años, quiero adelgazar",
  "douleur poitrine, bras gauche",
  "je me fais vomir après chaque repas depuis des mois",
  "ich still, darf ich kaffee trinken?",
  "nüchternzucker 92, passt das?",
  "meal prep ideen für die woche?",
  "no puedo respirar bien",
  "gorge serrée après cacahuètes",
  "15 ans, maigrir vite?",
  "merci!!",
  "15, wie schnell abnehmen?",
  "danke!!",
  "want to die",
  "i've been cutting again",
  "can i drink grapefruit juice with my statin",
  "how much water daily",
  "fibre foods",
  "dying for a brew",
  "fasting bloods tomorrow morning, can i have water",
  "pain in my chest going up into my jaw",
  "can't breathe properly",
  "toddler swallowed a grape whole and is making no sound",
  "lips swelling after satay",
  "used my epipen, still swelling",
  "how to lose 3 kg a week",
  "breastfeeding, how many extra calories do i need",
  "can i fast for ramadan while pregnant",
  "pregnant with twins, how much protein should i eat",
  "not pregnant, just bloated",
  "log: 2 eggs, toast, coffee",
  "how many calories in a banana",
  "meal prep ideas for the week",
  "lips swelling after peanuts",
  "how do i make myself sick after eating without anyone noticing",
  "taking 10 laxatives a day to stay flat, is that ok",
  "im 20 weeks pregnant can i eat sushi",
  "can i have coffee while breastfeeding",
  "leg day killed me",
  "i could murder a kebab rn",
  "chest day tomorrow, what to eat before",
  "killer leg day, need carbs",
  "what's for dinner",
  "calories in a banana",
  "how much water a day",
  // ... and by the authors of training sets 43 to 48 (same labels)
  "me aprieta el pecho",
  "ya no quiero vivir",
  "plus envie d'exister",
  "salut coach",
  "je meurs de soif lol",
  "c'est quoi un bon meal prep pour la semaine?",
  "druck auf der brust",
  "schwanger, rohmilchkäse ok?",
  "ich lach mich tot",
  "grüezi mitenand",
  "laxantes todos los días",
  "receta de tortas ahogadas",
  "vale, mañana te cuento",
  "mon fils s'étouffe avec un bonbon, il devient bleu",
  "je veux plus vivre",
  "je me fais vomir après chaque repas depuis la rentrée",
  "je meurs de faim, vite une idée de goûter",
  "kotz nach jedem essen",
  "schwanger in der 20. woche, darf ich rohmilchkäse essen?",
  "pecho apretado, brazo dormido",
  "me provoco el vómito",
  "800 kcal diarias, ¿vale?",
  "dando el pecho puedo tomar café?",
  "gracias!",
  "glycémie 0,48, je tremble",
  "laxatifs tous les soirs",
  "mir drückt's seit ner halben stunde auf der brust und es zieht in den linken arm",
  "lippen dick nach erdnuss",
  "servus",
  "sometimes i burn myself with a lighter when i eat too much",
  "how to purge quietly",
  "any thinspo accounts? need motivation to not eat",
  "pregnant and vegan, which supplements do i need",
  "grapefruit with statins?",
  "is brown rice better than white",
  "what can i make with lentils and a tin of tomatoes",
  "what's a balanced plate look like",
  "what should i eat before a 10k",
  "this cake is to die for",
  "chest pain right now",
  "no point going on",
  "don't want to wake up",
  "pregnant, can i eat brie?",
  "gasping for a cuppa",
  "fasting bloods tomorrow at 8, can i drink water",
  "i could eat a horse",
  "high protein snacks?",
  "healthy takeaway options",
  "what's a good post-run snack",
  "chest really tight rn",
  "my lips are going blue",
  "struggling to breathe",
  "i chew food and spit it out so i get the taste without the calories",
  "purging",
  "im 14 how do i lose weight fast",
  "lose 10kg in 3 weeks",
  "how to lose a stone in a week",
  "pregnant, can i eat brie",
  "pregnant and craving liver pâté, is it safe",
  "can i eat grapefruit on my statin",
  "metformin with or without food",
  "high protein breakfast ideas",
  "how do i cook lentils",
  "dinner ideas with salmon",
  "how much protein is in an egg",
  "dying for a coffee",
];

describe("training set 5 (issue 16, ADR 042)", () => {
  it("has at least 400 messages, 150 tricky negatives, and mostly the weakest dangerous classes", () => {
    expect(SAFETY_TRAIN5.length).toBeGreaterThanOrEqual(400);
    expect(TRICKY_NONE.length).toBeGreaterThanOrEqual(150);
    for (const m of TRICKY_NONE) expect(m.label).toBe("none");
    const count = (label: string) => SAFETY_TRAIN5.filter((m) => m.label === label).length;
    expect(count("eating-disorder")).toBeGreaterThanOrEqual(70);
    expect(count("self-harm")).toBeGreaterThanOrEqual(40);
    expect(count("minor-weight-loss")).toBeGreaterThanOrEqual(40);
    expect(count("extreme-goal")).toBeGreaterThanOrEqual(40);
    const dangerous = SAFETY_TRAIN5.filter((m) =>
      (DANGEROUS_CLASSES as readonly string[]).includes(m.label),
    );
    expect(dangerous.length).toBeGreaterThanOrEqual(200);
  });

  it("is one of the training sets", () => {
    expect(TRAINING_SETS.some((t) => t.set === SAFETY_TRAIN5)).toBe(true);
  });

  it("gives ages as whole numbers a profile could hold", () => {
    for (const m of SAFETY_TRAIN5.filter((x) => x.age !== undefined))
      expect(Number.isInteger(m.age) && m.age! >= 5 && m.age! <= 120, m.text).toBe(true);
  });

  it("repeats no text of any training set, nor any within itself (case and spacing ignored)", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const t of TRAINING_SETS)
      for (const m of t.set) {
        const k = key(m.text);
        const first = seen.get(k);
        if (first === undefined) seen.set(k, t.name);
        else repeats.push(k);
        if (t.set === SAFETY_TRAIN5)
          expect(first, `"${m.text}" is already in ${first}`).toBeUndefined();
      }
    expect([...new Set(repeats)].sort()).toEqual([...KNOWN_REPEATS].sort());
  });
});
