/**
 * Training set 43 (Spanish, French, German) for the coach's safety classifier (issue 16).
 *
 * Author role: a helper writing as someone the team has not heard from, on 2026-11-27. The author
 * has not seen the classifier, its rules, its training data or any other set's messages; every
 * text is the author's own, none is copied from a website or another set. These are TRAINING
 * messages: the aim is varied, natural wording per language (the same idea said several ways).
 *
 * Personas: call-centre workers; farmers and vineyard workers (harvest, spraying); people with
 * cystic fibrosis or sickle cell disease; parents of picky eaters and of teenagers with anorexia;
 * gym beginners; people on the keto or carnivore trend; bakers and pastry chefs; people with a new
 * food allergy diagnosis; people who drink heavily at weekends; people writing for an elderly
 * neighbour. Regional wording: Panamanian, Nicaraguan, Cordoban (Argentina) and Cantabrian
 * Spanish; Bordeaux, Savoyard, Beninese and Haitian French; Thuringian, Palatine, Salzburg and
 * Lucerne German. Harmless-from-a-distance texts: TV quiz questions, a board game, a theatre
 * play, sports commentary, a grandmother's war-time hunger told as history, negated symptoms,
 * normal readings, safe religious fasting.
 *
 * Labels (one per message; when several apply, the most urgent wins in this order: chest pain,
 * allergy, breathing, low blood sugar, self-harm, eating-disorder, minor, extreme goal, pregnancy,
 * medication). Public guidance each class follows:
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder; in sickle cell disease, chest pain with
 *   fever or painful breathing (NHS "Heart attack", "Sickle cell disease"; CDC "Heart attack
 *   symptoms": call the emergency number).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping (NHS "Shortness of breath", "Asthma attack", "Choking"; first-aid guidance).
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now (NHS "Anaphylaxis"; NICE
 *   CG134 anaphylaxis).
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms in someone with diabetes or on glucose-lowering medicine, now (NHS "Low blood sugar
 *   (hypoglycaemia)"; Diabetes UK "4 is the floor"; ADA "Hypoglycemia").
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose
 *   (WHO "Suicide" fact sheet; NICE NG225 self-harm; Samaritans).
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise or fasting, intense fear of food or weight gain (NICE NG69 eating disorders; the
 *   SCOFF questionnaire, Morgan et al., BMJ 1999; Beat and NEDA warning signs).
 * - minor-weight-loss: someone under 18, with the age said in the message, wanting to lose weight,
 *   or a parent asking how to make a child lose weight (NHS "Obesity in children"; NICE CG189 on
 *   children's weight: family-based, not a diet for the child).
 * - extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, or days without food to
 *   lose weight (NICE CG189: 0.5 - 1 kg a week; very-low-calorie diets of 800 kcal or less only
 *   with clinical support; NHS "Lose weight").
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid
 *   (NHS "Foods to avoid in pregnancy", "Breastfeeding and diet").
 * - medication (caution): a medicine with food, drink (alcohol included), fasting or a diet, or
 *   changing or stopping one (NHS medicines pages; "do not stop a medicine without talking to
 *   your GP or pharmacist").
 * - none: everything else: negations, history (a reaction or illness that is over, a
 *   grandmother's war-time hunger), general knowledge and quiz questions, idioms ("me muero de
 *   hambre", "mort de rire", "ich sterbe vor Hunger"), films, plays, games and sport, recipes
 *   with "pecho" / "poitrine" / "Brust", normal readings, animals, safe religious fasting,
 *   ordinary goals (0.5 kg a week) and a child's age with no weight-loss wish (picky eaters).
 *   Someone asking for help now for another person in danger takes that emergency's label.
 *
 * Tags: "tricky" marks a `none` text that shares words with a danger; "mixed" marks a
 * code-switched text (some English words). Paces for goals: 10 kg in 4 weeks = 2.5 kg a week,
 * 12 kg in 5 weeks = 2.4, 9 kg in 4 weeks = 2.25, 12 kg in 6 weeks = 2, 10 kg in a month ~ 2.3;
 * the safe ones are 4 kg in 2 months and 3 kg in 2 months (0.5 and about 0.35 kg a week).
 */

import type { LabelledMessage } from "./coach-safety-set";

export type { LabelledMessage };

type Label = LabelledMessage["label"];
type Tag = "tricky" | "mixed";
type Row = readonly [Label, string, ...Tag[]];

const texts = (rows: readonly Row[]): readonly LabelledMessage[] =>
  rows.map(([label, text]) => ({ text, label }));
const tagged = (tag: Tag, ...lists: (readonly Row[])[]): readonly LabelledMessage[] =>
  lists.flatMap((rows) =>
    rows.filter((row) => row.slice(2).includes(tag)).map(([label, text]) => ({ text, label })),
  );

const ES: readonly Row[] = [
  // emergency-chest-pain
  ["emergency-chest-pain", "me aprieta el pecho"],
  [
    "emergency-chest-pain",
    "Estoy en el turno del call center y tengo como un peso en el pecho que me baja por el brazo izquierdo, sudo frio, no se si colgar",
    "mixed",
  ],
  [
    "emergency-chest-pain",
    "mi vecino de 80 años dice que le duele el pecho y la quijada desde hace media hora, lo llevo o llamo al 911??",
  ],
  [
    "emergency-chest-pain",
    "Tengo drepanocitosis y desde anoche me duele el pecho cuando respiro hondo, y tengo fiebre",
  ],
  [
    "emergency-chest-pain",
    "oye maje, vengo de la finca cargando sacos y siento un dolor feo en el pecho que se me va a la espalda",
  ],
  // emergency-breathing
  ["emergency-breathing", "no puedo respirar"],
  [
    "emergency-breathing",
    "Mi pelao tiene fibrosis quistica y ahorita no agarra aire, tiene los labios moraditos",
  ],
  [
    "emergency-breathing",
    "la señora de al lado se atoró con un pedazo de carne y no le sale ni la tos, ayuda",
  ],
  [
    "emergency-breathing",
    "el inhaler no me hace nada, sigo ahogándome desde que fumigamos la viña",
    "mixed",
  ],
  [
    "emergency-breathing",
    "me falta el aire hasta pa hablar, cada palabra me cuesta y estoy sentado",
  ],
  // emergency-allergy
  ["emergency-allergy", "lengua hinchada, comí maní"],
  [
    "emergency-allergy",
    "Me acaban de diagnosticar alergia al huevo y creo que la quesada llevaba, se me está cerrando la garganta y tengo ronchas por todo el cuerpo",
  ],
  [
    "emergency-allergy",
    "mi hija comió una galleta con nuez en el cumple y tiene la cara hinchadisima y la voz ronca, que hago",
  ],
  [
    "emergency-allergy",
    "che, le puse langostinos al guiso y mi novio está todo colorado, lleno de ronchas, y dice que se marea re feo",
  ],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "glucosa 52, tiemblo"],
  [
    "emergency-low-blood-sugar",
    "Soy diabetico tipo 1, me puse la insulina y no almorcé por el turno, ahora sudo frio y veo borroso",
  ],
  [
    "emergency-low-blood-sugar",
    "mi vecina es diabética, toma glibenclamida, y está confundida, no me reconoce y suda un montón",
  ],
  ["emergency-low-blood-sugar", "el glucometro marca 61 y me siento re flojo, todo me da vueltas"],
  [
    "emergency-low-blood-sugar",
    "after the gym el sensor dice 3.2 y me tiemblan las manos, soy tipo 1",
    "mixed",
  ],
  // self-harm
  ["self-harm", "ya no quiero vivir"],
  ["self-harm", "quiero desaparecer ya"],
  ["self-harm", "Estoy pensando en tomarme todas las pastillas de mi mamá, ya las tengo contadas"],
  [
    "self-harm",
    "mi compañera del call center me escribió que esta noche se tira del puente, ¿qué hago?",
    "mixed",
  ],
  ["self-harm", "me vuelvo a cortar los brazos cada vez que como de más, es lo único que me calma"],
  ["self-harm", "todos estarían mejor sin mí, honestly ya me despedí de mi hermana", "mixed"],
  // eating-disorder
  [
    "eating-disorder",
    "Mi hija de 15 años tiene anorexia y hoy encontré la cena escondida en una bolsa debajo de la cama, ya pesa 39 kilos",
  ],
  [
    "eating-disorder",
    "despues de cada finde de birras me paso dos dias sin comer y vomitando pa compensar",
  ],
  ["eating-disorder", "me meto los dedos después de cenar pa no engordar"],
  ["eating-disorder", "tomo laxantes pa adelgazar"],
  [
    "eating-disorder",
    "soy pastelera, pruebo todo el día, así que en casa no como nada y corro dos horas aunque esté mareada, me da pánico engordar",
  ],
  [
    "eating-disorder",
    "I binge hasta que me duele la panza y no puedo parar, después me odio y no como al otro día",
    "mixed",
  ],
  // minor-weight-loss
  ["minor-weight-loss", "tengo 14 y quiero bajar 6 kilos pa las fiestas patrias"],
  [
    "minor-weight-loss",
    "Mi chavalo tiene 10 años y está gordito, ¿qué dieta le pongo pa que rebaje?",
  ],
  ["minor-weight-loss", "tengo 13 años, cómo hago un cut pa marcar abdominales", "mixed"],
  [
    "minor-weight-loss",
    "mi mozuca de 12 años dice que está gorda y quiere hacer keto pa adelgazar, ¿la dejo?",
  ],
  // extreme-goal
  ["extreme-goal", "800 kcal al día con dieta carnívora, ¿va bien?"],
  ["extreme-goal", "Quiero bajar 10 kilos en 4 semanas para la boda de mi prima"],
  ["extreme-goal", "voy a hacer 5 días solo con agua pa deshincharme después de las fiestas"],
  ["extreme-goal", "cuantos dias sin comer pa bajar 5 kilos?"],
  ["extreme-goal", "600 kcal diarias, is that ok?", "mixed"],
  [
    "extreme-goal",
    "soy principiante en el gym y quiero perder 3 kilos por semana, ¿se puede?",
    "mixed",
  ],
  // pregnancy
  ["pregnancy", "embarazada y sushi?"],
  ["pregnancy", "Estoy dando la teta y el sábado hay asado con vino, ¿cuánto puedo tomar?"],
  [
    "pregnancy",
    "tengo 5 meses de embarazo y trabajo en la viña con este calor, ¿qué como pa no marearme?",
  ],
  ["pregnancy", "mi esposa está embarazada y quiere hacer keto, ¿es seguro?"],
  // medication
  [
    "medication",
    "Tomo Sintrom y mi suegro me regaló un montón de acelgas de la huerta, ¿puedo comerlas?",
  ],
  ["medication", "metformina y ayuno?"],
  [
    "medication",
    "tengo fibrosis quística, ¿las enzimas las tomo también con la merienda o solo con las comidas fuertes?",
  ],
  ["medication", "tomo antidepresivos, ¿puedo echarme unos guaros el fin de semana?"],
  // none: tricky negatives
  ["none", "me muero de hambreee", "tricky"],
  ["none", "Qué xopá, salgo del turno muerto de hambre, ¿qué ceno rápido sin freír?", "tricky"],
  ["none", "¿cómo hago pecho de res a la olla como el de mi abuela?", "tricky"],
  [
    "none",
    "En el concurso de la tele preguntaron cuántas calorías tiene un gramo de grasa, ¿eran 9?",
    "tricky",
  ],
  [
    "none",
    "mi abuela contaba que en la posguerra pasaban tanta hambre que comían cáscaras de papa, ¿eso alimentaba algo?",
    "tricky",
  ],
  [
    "none",
    "no me duele el pecho ni me falta el aire, solo quiero empezar a correr, ¿cómo arranco?",
    "tricky",
  ],
  ["none", "glucosa en ayunas 88, ¿está normal?", "tricky"],
  [
    "none",
    "el relator gritó que el arquero se estaba ahogando de tanto correr jaja, ¿qué comen los futbolistas antes del partido?",
    "tricky",
  ],
  [
    "none",
    "en el juego de mesa me quedo sin trigo y mis colonos se mueren de hambre, jajaja",
    "tricky",
  ],
  [
    "none",
    "en la obra de teatro mi personaje se atraganta en la cena, ¿qué comida es fácil de masticar en el escenario?",
    "tricky",
  ],
  ["none", "Tarea de mi hijo: ¿qué alimentos tienen más hierro? es para ciencias", "tricky"],
  ["none", "quiero bajar 4 kilos en 2 meses, ¿cuánto debería comer?", "tricky"],
  ["none", "me re morí de risa con tu respuesta, ¿y el plan de comidas?", "tricky"],
  [
    "none",
    "hace años me dio una reacción a los camarones, ahora ya sé qué evitar; ¿ideas de cena sin mariscos?",
    "tricky",
  ],
  [
    "none",
    "hago ayuno el Viernes Santo nomás, ¿qué desayuno al día siguiente para no caer pesado?",
    "tricky",
  ],
  ["none", "esta quesada está de muerte, ¿cuántas calorías tiene una porción?", "tricky"],
  [
    "none",
    "vi una peli donde un tipo come solo carne un mes entero, ¿es verdad lo del escorbuto?",
    "tricky",
  ],
  [
    "none",
    "a mi vecina de 85 ya no le duele el pecho desde la operación, ¿qué le cocino blandito?",
    "tricky",
  ],
  ["none", "anoche 6 cervezas y hoy estoy muerto, ¿qué como pa la resaca?", "tricky"],
  ["none", "mis vacas están hinchadas", "tricky"],
  ["none", "mi hijo de 6 años solo come arroz blanco, ¿cómo le meto verdura sin pelear?", "tricky"],
  ["none", "sin alergias, sin diabetes, sin nada: ¿cómo empiezo keto?", "tricky"],
  // none: plain
  ["none", "¿cuánta proteína necesito si voy al gym 3 veces por semana?", "mixed"],
  ["none", "gallo pinto en la mañana, ¿es buen desayuno?"],
  ["none", "ideas de meal prep?", "mixed"],
  ["none", "hola coach"],
  ["none", "mi roommate dice que el ayuno intermitente es lo mejor, ¿tú qué opinas?", "mixed"],
  ["none", "gracias!!"],
  ["none", "¿el fernet engorda?"],
  ["none", "la carnívora sube el colesterol?"],
  ["none", "que llevo de almuerzo pa la cosecha de café, algo que aguante sin nevera"],
  ["none", "un cheat day por semana está bien o me arruina todo?", "mixed"],
];

const FR: readonly Row[] = [
  // emergency-chest-pain
  ["emergency-chest-pain", "douleur poitrine, bras gauche"],
  [
    "emergency-chest-pain",
    "au call center depuis 8h et là j'ai une barre dans la poitrine qui serre et ça monte dans la mâchoire",
    "mixed",
  ],
  [
    "emergency-chest-pain",
    "Anmwe! mon voisin de 82 ans se tient le coeur, il dit que ça serre fort et il transpire beaucoup",
  ],
  [
    "emergency-chest-pain",
    "je suis drépano SS et j'ai une douleur thoracique qui augmente quand j'inspire, avec de la fièvre depuis ce matin",
  ],
  [
    "emergency-chest-pain",
    "c'est comment, depuis la pâte de midi j'ai comme un poids sur le torse qui descend dans le bras",
  ],
  // emergency-breathing
  ["emergency-breathing", "j'arrive plus a respirer"],
  [
    "emergency-breathing",
    "Ma fille a la muco, elle respire super vite, ses lèvres virent au bleu et la Ventoline fait rien",
  ],
  [
    "emergency-breathing",
    "le papi d'à côté s'étouffe avec un morceau de diot, il peut plus parler ni tousser",
  ],
  [
    "emergency-breathing",
    "depuis le sulfatage à la vigne je manque d'air même assis, chaque phrase me coûte, c'est gavé flippant",
  ],
  // emergency-allergy
  ["emergency-allergy", "lèvres gonflées après cacahuète"],
  ["emergency-allergy", "help, gorge qui gonfle", "mixed"],
  [
    "emergency-allergy",
    "On vient de diagnostiquer mon fils allergique aux noix et après le gâteau de la cantine il a les yeux gonflés et la voix rauque",
  ],
  [
    "emergency-allergy",
    "je suis pâtissier, j'ai goûté une crème au sésame et j'ai la gorge qui se resserre, des plaques partout, je me sens partir",
  ],
  [
    "emergency-allergy",
    "tantie a mangé les crevettes au marché et son visage enfle, elle dit qu'elle va tomber, on fait comment?",
  ],
  [
    "emergency-allergy",
    "my tongue is swelling, j'ai mangé du pesto et je suis allergique aux pignons depuis peu",
    "mixed",
  ],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "glycémie 0,48, je tremble"],
  [
    "emergency-low-blood-sugar",
    "Diabétique type 1, j'ai fait mon insuline et sauté le repas à cause des vendanges, je suis en sueur et je vois flou",
  ],
  [
    "emergency-low-blood-sugar",
    "mon voisin diabetique sous insuline dit n'importe quoi, il est moite et tout pâle, il a rien mangé depuis midi",
  ],
  [
    "emergency-low-blood-sugar",
    "my sensor affiche LOW et j'ai les mains qui tremblent, je suis tout seul à la ferme",
    "mixed",
  ],
  // self-harm
  ["self-harm", "j'ai envie d'en finir"],
  ["self-harm", "plus envie d'exister"],
  ["self-harm", "J'ai mis de côté toutes les boîtes de somnifères, ce soir je les prends toutes"],
  ["self-harm", "mon chè, mon cousin m'écrit qu'il va se jeter du pont ce soir, je fais quoi??"],
  ["self-harm", "je me scarifie de nouveau après chaque crise de bouffe"],
  ["self-harm", "sérieux, tout le monde serait mieux sans moi, I'm done", "mixed"],
  // eating-disorder
  [
    "eating-disorder",
    "Ma fille de 16 ans est anorexique, elle cache son pain dans ses poches et fait des abdos la nuit, elle a encore perdu 3 kilos",
  ],
  [
    "eating-disorder",
    "après mes week-ends à la bière je me fais vomir et je mange plus rien jusqu'au mercredi",
  ],
  ["eating-disorder", "laxatifs pour maigrir, combien?"],
  ["eating-disorder", "je me fais vomir en cachette après le dîner, personne le sait"],
  [
    "eating-disorder",
    "I binge toute la boîte de chocolatines, je peux pas m'arrêter, puis je jeûne deux jours pour compenser",
    "mixed",
  ],
  [
    "eating-disorder",
    "j'ai tellement la trouille de grossir que je touche plus à rien de gras, même à 45 kg",
  ],
  // minor-weight-loss
  ["minor-weight-loss", "j'ai 13 ans et je veux perdre 5 kg avant la rentrée"],
  [
    "minor-weight-loss",
    "Mon drôle a 11 ans, il est rondouillard, quel régime lui faire pour qu'il mincisse?",
  ],
  ["minor-weight-loss", "j'ai 15 ans, comment faire un cut pour l'été?", "mixed"],
  [
    "minor-weight-loss",
    "ma pitite a 14 ans et elle veut maigrir avec le keto, je la laisse faire?",
  ],
  // extreme-goal
  ["extreme-goal", "800 kcal par jour en carnivore, ça passe?"],
  ["extreme-goal", "je veux perdre 12 kilos en 5 semaines pour le mariage"],
  ["extreme-goal", "je vais faire 4 jours de jeûne à l'eau pour dégonfler après les fêtes"],
  ["extreme-goal", "3 kg/semaine, faisable?"],
  ["extreme-goal", "water fast 5 jours pour perdre du ventre, bonne idée?", "mixed"],
  [
    "extreme-goal",
    "débutant à la salle, je veux sécher 10 kilos en 1 mois, full cardio et 700 kcal",
    "mixed",
  ],
  // pregnancy
  ["pregnancy", "enceinte, reblochon autorisé?"],
  ["pregnancy", "j'allaite, un verre de vin le dimanche c'est ok?"],
  ["pregnancy", "enceinte de 6 mois et je bosse aux vendanges, je mange quoi pour tenir?"],
  ["pregnancy", "ma femme est enceinte et veut faire le Ramadan, c'est risqué?"],
  // medication
  [
    "medication",
    "je prends de la Coumadine et le voisin m'a donné plein d'épinards du jardin, je peux en manger?",
  ],
  ["medication", "Créon avant ou après le goûter? j'ai la muco"],
  ["medication", "antidépresseurs et sodabi le week-end, ça craint?"],
  ["medication", "metformine + keto?"],
  // none: tricky negatives
  ["none", "mort de rire", "tricky"],
  ["none", "je crève la dalle, une idée de goûter pas trop sucré?", "tricky"],
  ["none", "poitrine de porc au four, combien de temps?", "tricky"],
  [
    "none",
    "Question pour un champion hier: combien de calories dans un gramme d'alcool? 7?",
    "tricky",
  ],
  [
    "none",
    "ma grand-mère a eu faim pendant la guerre, elle mangeait des rutabagas, c'était nourrissant?",
    "tricky",
  ],
  [
    "none",
    "pas mal à la poitrine, pas essoufflé, je veux juste reprendre le vélo doucement",
    "tricky",
  ],
  ["none", "glycémie à jeun 0,92 g/L, c'est normal?", "tricky"],
  [
    "none",
    "le commentateur disait que l'UBB était à bout de souffle en fin de match, ils mangent quoi avant?",
    "tricky",
  ],
  ["none", "au jeu de plateau mes colons meurent de faim si j'ai pas de blé, haha", "tricky"],
  [
    "none",
    "dans la pièce qu'on joue mon personnage fait semblant de s'étouffer à table, un aliment facile à manger sur scène?",
    "tricky",
  ],
  ["none", "exercice de SVT de ma fille: citer 3 aliments riches en calcium", "tricky"],
  ["none", "perdre 3 kg en 2 mois, je vise combien de calories?", "tricky"],
  [
    "none",
    "l'an dernier j'ai fait une réaction aux noix, maintenant je les évite, une idée de pesto sans noix?",
    "tricky",
  ],
  ["none", "Ramadan: quoi manger au shour pour tenir la journée?", "tricky"],
  ["none", "cette tartiflette est à tomber, combien de calories?", "tricky"],
  [
    "none",
    "j'ai vu un film où le mec mange que de la viande pendant un mois, c'est possible en vrai?",
    "tricky",
  ],
  [
    "none",
    "mon voisin âgé ne s'étouffe plus depuis qu'on mixe ses repas, d'autres idées de purées?",
    "tricky",
  ],
  ["none", "la vache a la langue gonflée, véto ou pas?", "tricky"],
  ["none", "crevé après les vendanges, je mange quoi?", "tricky"],
  [
    "none",
    "mon fils de 7 ans refuse tout sauf les pâtes, comment lui faire goûter des légumes?",
    "tricky",
  ],
  ["none", "pas diabétique, pas allergique, juste envie de tester le keto", "tricky"],
  // none: plain
  ["none", "salut coach"],
  ["none", "je meurs de soif lol", "tricky"],
  ["none", "gros craving de sucre le soir, des astuces?", "mixed"],
  ["none", "merci!!"],
  ["none", "on dit quoi, akassa ou pâte, lequel est plus léger le soir?"],
  ["none", "c'est quoi un bon meal prep pour la semaine?", "mixed"],
  ["none", "combien de protéines pour un débutant à la salle?"],
  ["none", "diri ak pwa le soir ça fait grossir?"],
  ["none", "une chocolatine c'est combien de kcal?"],
  ["none", "cheat day tous les samedis, bonne idée?", "mixed"],
  ["none", "une recette de diots plus légère?"],
  ["none", "any tips pour manger mieux au bureau?", "mixed"],
];

const DE: readonly Row[] = [
  // emergency-chest-pain
  ["emergency-chest-pain", "Druck auf der Brust"],
  [
    "emergency-chest-pain",
    "sitz mit headset im callcenter, seit 20 min so ein Ziehen in der Brust bis in den linken Arm, mir is übel",
    "mixed",
  ],
  [
    "emergency-chest-pain",
    "Mei Nachbar, 84, sagt ihm drückt's auf der Brust und in den Kiefer, er is ganz grau im Gsicht",
  ],
  [
    "emergency-chest-pain",
    "hab Sichelzellanämie, seit heut früh Brustschmerzen beim Einatmen und Fieber",
  ],
  [
    "emergency-chest-pain",
    "als würd einer auf meinem Brustkorb sitzen, das strahlt in die Schulter aus, bin kaltschweißig",
  ],
  // emergency-breathing
  ["emergency-breathing", "krieg keine Luft"],
  ["emergency-breathing", "kann nicht atmen, help", "mixed"],
  [
    "emergency-breathing",
    "Mein Sohn hat Mukoviszidose und atmet total schnell und flach, die Lippen sind bläulich",
  ],
  ["emergency-breathing", "Grosi hat sich am Znüni verschluckt und kann weder husten noch reden"],
  ["emergency-breathing", "Asthmaspray hilft nix, ich japs nach jedem Wort, bin allein im Wingert"],
  // emergency-allergy
  ["emergency-allergy", "Lippen geschwollen nach Erdnuss"],
  [
    "emergency-allergy",
    "Nussallergie ganz frisch diagnostiziert und jetzt in der Backstube was mit Haselnuss erwischt, Hals wird eng, Quaddeln überall",
  ],
  [
    "emergency-allergy",
    "mein Bub hat beim Kindergeburtstag Kuchen mit Cashew gegessen, die Augen sind zugeschwollen und er ist so komisch schlapp",
  ],
  [
    "emergency-allergy",
    "nach den Garnelen kratzt der Hals, die Stimme ist heiser und mir wird schwarz vor Augen",
  ],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "BZ 2,6, bin zittrig"],
  [
    "emergency-low-blood-sugar",
    "Typ 1, Insulin gespritzt und dann wegen der Weinlese nix gegessen, jetzt Schweiß und Doppelbilder",
  ],
  [
    "emergency-low-blood-sugar",
    "Nachbarin spritzt Insulin, redet wirr, ist klatschnass geschwitzt und hat heut nix gegessen",
  ],
  [
    "emergency-low-blood-sugar",
    "after leg day zeigt mein Sensor 55 und ich zitter am ganzen Körper, bin Typ 1",
    "mixed",
  ],
  // self-harm
  ["self-harm", "will nicht mehr leben"],
  ["self-harm", "Hab alle Tabletten vom Opa gesammelt, heut Nacht nehm ich sie"],
  ["self-harm", "meine Kollegin schreibt, sie springt heute von der Brücke, was soll ich tun?"],
  ["self-harm", "ich ritz mich wieder, immer nachdem ich zu viel gegessen hab"],
  ["self-harm", "ehrlich, alle wären besser dran ohne mich, I'm so done", "mixed"],
  // eating-disorder
  [
    "eating-disorder",
    "Unsere Tochter (16) hat Magersucht, versteckt das Essen in der Serviette und macht nachts Sit-ups, wieder 2 Kilo runter",
  ],
  [
    "eating-disorder",
    "nach jedem Wochenende mit Saufen kotz ich mich aus und ess bis Mittwoch nix",
  ],
  ["eating-disorder", "Abführmittel zum Abnehmen, wieviele?"],
  ["eating-disorder", "ich steck mir nach dem Essen den Finger in den Hals, damit nix bleibt"],
  [
    "eating-disorder",
    "I binge nachts die ganzen Tortenreste aus der Konditorei und dann Panik, renn zwei Stunden",
    "mixed",
  ],
  ["eating-disorder", "lass mein Insulin weg damit ich abnehm, klappt super"],
  // minor-weight-loss
  ["minor-weight-loss", "bin 14 und will bis Weihnachten 6 Kilo abnehmen"],
  ["minor-weight-loss", "Mei Bua is 10 und a bissl pummelig, welche Diät soll ich ihm geben?"],
  ["minor-weight-loss", "ich bin 15, wie mach ich nen cut für den Sommer?", "mixed"],
  [
    "minor-weight-loss",
    "Unser Mädche is 12 und will Keto mache zum Abnehme, soll ich des erlaube?",
  ],
  // extreme-goal
  ["extreme-goal", "800 kcal am Tag mit Carnivore, passt das?"],
  ["extreme-goal", "will in 4 Wochen 9 Kilo runter für die Hochzeit"],
  ["extreme-goal", "mach 5 Tage nur Wasser zum Entschlacken und Abnehmen"],
  ["extreme-goal", "OMAD mit 650 Kalorien, wie viel verlier ich im Monat?"],
  ["extreme-goal", "2 kg pro Woche?"],
  [
    "extreme-goal",
    "Gym-Anfänger, will 12 Kilo in 6 Wochen verlieren, nur Cardio, is that realistic?",
    "mixed",
  ],
  // pregnancy
  ["pregnancy", "schwanger, Rohmilchkäse ok?"],
  ["pregnancy", "ich still noch, derf ich beim Weinfest e Schorle?"],
  [
    "pregnancy",
    "in der 20. Woche schwanger und arbeite auf dem Hof, was ess ich gegen den Schwindel?",
  ],
  ["pregnancy", "meine Frau ist schwanger und will Intervallfasten, geht das?"],
  // medication
  [
    "medication",
    "Ich nehm Marcumar und hab vom Nachbarn kiloweise Mangold bekommen, darf ich den essen?",
  ],
  ["medication", "Kreon vor oder nach em Zvieri? hab CF"],
  ["medication", "Antidepressiva und am Wochenende Bier, geht das klar?"],
  ["medication", "Metformin und Keto?"],
  // none: tricky negatives
  ["none", "ich sterbe vor Hunger", "tricky"],
  ["none", "Ich lach mich tot", "tricky"],
  ["none", "Rinderbrust im Ofen, wie lang?", "tricky"],
  [
    "none",
    "Bei Wer wird Millionär kam die Frage, wie viel Kalorien ein Gramm Fett hat, 9 oder?",
    "tricky",
  ],
  [
    "none",
    "Oma hat im Krieg gehungert und Brennnesselsuppe gegessen, war das überhaupt nahrhaft?",
    "tricky",
  ],
  [
    "none",
    "keine Brustschmerzen, keine Atemnot, will nur wieder joggen, wie fang ich an?",
    "tricky",
  ],
  ["none", "Nüchternzucker 91 mg/dl, normal?", "tricky"],
  [
    "none",
    "der Kommentator meinte, der FCL sei am Ende komplett ohne Luft, was essen Fußballer vorm Spiel?",
    "tricky",
  ],
  ["none", "im Brettspiel verhungern meine Siedler immer im Winter, haha", "tricky"],
  [
    "none",
    "In unserem Theaterstück muss ich so tun als würde ich ersticken, welches Essen ist auf der Bühne leicht zu kauen?",
    "tricky",
  ],
  ["none", "Hausaufgabe: drei Lebensmittel mit viel Eisen nennen", "tricky"],
  ["none", "3 Kilo in 2 Monaten abnehmen, wie viel soll ich essen?", "tricky"],
  [
    "none",
    "Letztes Jahr allergische Reaktion auf Nüsse, jetzt meid ich sie, Pesto ohne Nüsse?",
    "tricky",
  ],
  ["none", "Fastenzeit: bis Ostern kein Fleisch, was ess ich stattdessen?", "tricky"],
  ["none", "der Saumagen war zum Sterben gut, wie viele Kalorien hat der?", "tricky"],
  ["none", "hab ne Doku gesehen, wo einer 30 Tage nur Fleisch isst, geht das echt?", "tricky"],
  ["none", "nach der Weinlese bin ich totmüde, was ess ich zur Erholung?", "tricky"],
  ["none", "die Kuh hat ne geschwollene Zunge, Tierarzt oder abwarten?", "tricky"],
  ["none", "Mein Sohn (6) isst nur Nudeln, wie bring ich ihn zu Gemüse?", "tricky"],
  ["none", "nicht schwanger, keine Medis, einfach Keto ausprobieren", "tricky"],
  [
    "none",
    "mein Nachbar hatte letztes Jahr einen Herzinfarkt, jetzt gehts ihm gut, was kann ich ihm Leichtes kochen?",
    "tricky",
  ],
  // none: plain
  ["none", "Grüezi mitenand"],
  ["none", "danke!!"],
  ["none", "Thüringer Klöße, wie viele Kohlenhydrate?"],
  ["none", "meal prep Ideen?", "mixed"],
  ["none", "wie viel Protein brauch ich als Anfänger im Gym?"],
  ["none", "cheat day jeden Samstag, gute Idee?", "mixed"],
  ["none", "passt e Rostbratwurst ins Kaloriendefizit?"],
  ["none", "Topfennockerl, gesund oder eher nicht?"],
  ["none", "Natel sagt 12000 Schritte, reicht das?"],
  ["none", "any tips für gesunde Jause im Büro?", "mixed"],
  ["none", "Heißhunger auf Süßes nach der Schicht, any hacks?", "mixed"],
  ["none", "hey coach, was frühstück ich vor der Schicht?", "mixed"],
];

export const TRAIN43_ES: readonly LabelledMessage[] = texts(ES);
export const TRAIN43_FR: readonly LabelledMessage[] = texts(FR);
export const TRAIN43_DE: readonly LabelledMessage[] = texts(DE);
export const SAFETY_TRAIN43: readonly LabelledMessage[] = [
  ...TRAIN43_ES,
  ...TRAIN43_FR,
  ...TRAIN43_DE,
];

/** `none` texts that share words with a danger (idioms, negations, history, fiction, recipes). */
export const TRAIN43_TRICKY_NEGATIVES: readonly LabelledMessage[] = tagged("tricky", ES, FR, DE);
/** Texts that mix in some English words. */
export const TRAIN43_CODE_SWITCHED: readonly LabelledMessage[] = tagged("mixed", ES, FR, DE);
