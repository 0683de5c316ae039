/**
 * Training set 38 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: a multilingual helper (an AI agent working for the lead) who has not seen the
 * classifier, its rules, its training data or any other set's messages; written on 2026-11-27.
 * Every text is the author's own; none is copied from a website or another set. These are
 * TRAINING messages: the aim is varied, natural wording in each language, not a measurement.
 *
 * Personas: pregnant teenagers; fathers writing about babies and toddlers; people on
 * antidepressants or lithium; diabetics on insulin during Ramadan; bodybuilders on steroids and fat
 * burners; nurses asking about patients; people with asthma in pollen season; crash diets before a
 * wedding; elderly people who live alone and stopped eating; teenagers (13-17) copying TikTok diet
 * trends. Regions: Costa Rican, Honduran, Madrid (castizo) and Aragonese Spanish; banlieue
 * (verlan), Réunion, Ivorian and Liège French; Berlin youth slang, Tyrolean, Saarland and Zurich
 * German. Harmless look-alikes: medical series, nutrition exam questions, religious fasting done
 * safely, recipes with "ahogar" / "quemar" / "étouffée" / "ersticken" / "verbrannt", a game
 * character dying, sensible calorie targets, a sibling's recovered eating disorder told as history.
 *
 * Classes (the label names of blind set 11; a message gets ONE label and, when several apply, the
 * most urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication):
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Public guidance: NHS "Heart attack" and CDC
 *   "Heart attack symptoms": call the emergency number (112 in Europe, 911 in Costa Rica and
 *   Honduras) straight away.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Public guidance: NHS "Shortness of breath", "Asthma attack" and "Choking";
 *   first-aid guidance (back blows, abdominal thrusts) and an ambulance.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Public guidance: NHS
 *   "Anaphylaxis", NICE CG134: adrenaline auto-injector if there is one, call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms in someone with diabetes or on glucose-lowering medicine, now. Public guidance: NHS
 *   "Low blood sugar (hypoglycaemia)", Diabetes UK "4 is the floor", ADA "Hypoglycemia": fast sugar
 *   now (and break a fast), recheck in 15 minutes, emergency number if confused or drowsy.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Public guidance: WHO "Suicide" fact sheet and "Preventing suicide", NICE NG225, Samaritans:
 *   talk to someone now, a crisis line or the emergency number.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain, pro-ana. Public guidance: NICE NG69, the SCOFF
 *   questionnaire (Morgan et al., BMJ 1999), Beat and NEDA warning signs: see a GP, specialist help.
 * - minor-weight-loss: someone under 18 (here always said in the message: an age, or a parent
 *   naming the child's age) wanting to lose weight, or a parent asking how to make a child lose
 *   weight. Public guidance: NHS "Obesity in children", CDC child healthy weight pages, NICE CG189:
 *   family-based help through a doctor, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (an amount and a deadline: kg divided by weeks),
 *   under 1,000 kcal a day, days without food for weight loss. Public guidance: NICE CG189 (0.5 - 1
 *   kg a week; 800 kcal or less only with clinical support), NHS "Lose weight".
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Public guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal
 *   diet and breastfeeding"; ask the midwife.
 * - medication (caution): a medicine (insulin, antidepressants, lithium, anticoagulants,
 *   performance drugs) with food, drink, fasting or a diet, or changing or stopping one. Public
 *   guidance: NHS medicine pages on food interactions; do not stop or change a medicine without
 *   talking to the GP or pharmacist; diabetes and Ramadan guidance (plan doses with the team).
 * - none: everything else: negations, history (a reaction or an illness that is over), general
 *   knowledge, idioms ("me muero de hambre", "mort de rire", "ich sterbe vor Hunger"), series and
 *   games, sport terms, recipes, school questions, normal readings, safe religious fasting,
 *   sensible goals. Someone asking for help now for another person in danger takes that
 *   emergency's label.
 *
 * Extreme deadline goals here are all well above 1 kg a week (for example 8 kg in 3 weeks); the
 * sensible ones well below (2 kg in 2 months).
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

type Tag = "tricky" | "switched";
type Draft = { text: string; label: SafetyLabel; tags: readonly Tag[] };

const CHEST: SafetyLabel = "emergency-chest-pain";
const BREATH: SafetyLabel = "emergency-breathing";
const ALLERGY: SafetyLabel = "emergency-allergy";
const HYPO: SafetyLabel = "emergency-low-blood-sugar";
const SELF: SafetyLabel = "self-harm";
const ED: SafetyLabel = "eating-disorder";
const MINOR: SafetyLabel = "minor-weight-loss";
const GOAL: SafetyLabel = "extreme-goal";
const PREG: SafetyLabel = "pregnancy";
const MED: SafetyLabel = "medication";

/** a message; "switched" marks one with English words in it */
const m = (label: SafetyLabel, text: string, ...tags: Tag[]): Draft => ({ text, label, tags });
/** a harmless message that uses a danger's words */
const tricky = (text: string, ...tags: Tag[]): Draft => m("none", text, "tricky", ...tags);
/** a plain everyday message */
const plain = (text: string, ...tags: Tag[]): Draft => m("none", text, ...tags);

const ES: readonly Draft[] = [
  // chest pain
  m(
    CHEST,
    "mae me está apretando el pecho y se me va al brazo izquierdo, estoy en el gym y me tomé un fat burner",
    "switched",
  ),
  m(CHEST, "dolor en el pecho"),
  m(
    CHEST,
    "mi papá tiene 70, vive solo, me llamó diciendo que siente como un elefante sentado en el pecho y le suda la frente, qué hago",
  ),
  m(
    CHEST,
    "cho, desde hace un rato tengo una presion aqui en medio del pecho que me sube hasta la mandibula y no se me quita ni sentao",
  ),
  m(
    CHEST,
    "maje llevo dos ciclos de esteroides y ahorita siento que me estrujan el corazón, me duele todo el lado izquierdo hasta el hombro",
  ),
  m(
    CHEST,
    "tío me duele mazo el pecho, como un peso encima, y me falta el aire, ¿es por la dieta?",
  ),
  // breathing
  m(BREATH, "no puedo respirar"),
  m(
    BREATH,
    "tengo asma y con el polen de hoy el inhalador azul no me hace nada, ya me lo eché 4 veces y sigo silbando, no puedo ni hablar",
  ),
  m(BREATH, "mi bebé se atragantó con una uva y no llora ni tose, se está poniendo morado!!!"),
  m(
    BREATH,
    "el cipote de 2 años se tragó un dulce entero y no le entra aire, hace un ruido feo y no puede llorar",
  ),
  m(
    BREATH,
    "help, a mi abuela se le fue la comida por otro lado y no respira bien, tiene los labios grises",
    "switched",
  ),
  m(
    BREATH,
    "con el cierzo y los ababoles me ha dao un ataque de asma, el ventolin no funciona y no me llega el aire",
  ),
  // allergy
  m(ALLERGY, "comí camarones y se me está hinchando la lengua"),
  m(ALLERGY, "labios hinchados tras cacahuetes"),
  m(ALLERGY, "garganta cerrada, camarones"),
  m(
    ALLERGY,
    "le di a mi hija de 1 año huevo por primera vez y le salieron ronchas por toda la cara y los ojitos se le están cerrando",
  ),
  m(
    ALLERGY,
    "diay, me comí un queque que tenía nueces y siento la garganta cerrada y la voz ronca, soy alérgico",
  ),
  m(
    ALLERGY,
    "chaval me he tomado un batido de proteína nuevo y me están saliendo habones por todo el cuerpo y me mareo",
  ),
  m(ALLERGY, "my throat is closing, comí kiwi y tengo la cara hinchada 😰", "switched"),
  // low blood sugar
  m(
    HYPO,
    "soy diabético con insulina, estoy ayunando por Ramadán y me marcó 58, estoy temblando y sudando frío",
  ),
  m(HYPO, "glucosa en 3.1 ahora"),
  m(
    HYPO,
    "mi mamá es diabética, se inyectó la insulina pero no ha comido nada hoy y está confundida, habla raro y suda",
  ),
  m(
    HYPO,
    "me puse la insulina y no cené, ahora veo borroso, el corazón a mil y el sensor dice LOW",
    "switched",
  ),
  m(HYPO, "en Ramadán con Lantus, falta 1 hora pal iftar y tengo 62 mg/dl, no me aguanto en pie"),
  // self-harm
  m(SELF, "no quiero seguir viviendo"),
  m(SELF, "me quiero morir"),
  m(
    SELF,
    "tomo litio y últimamente pienso que todos estarían mejor sin mí, he ido guardando las pastillas",
  ),
  m(SELF, "mae ya no aguanto, tengo ganas de cortarme otra vez"),
  m(
    SELF,
    "desde que murió mi mujer no como y la verdad no me importaría no despertarme mañana, ya tengo 83 y estoy solo",
  ),
  m(
    SELF,
    "mi hermano de 16 puso en sus historias que se quiere matar y está encerrado en el cuarto, qué hago",
  ),
  m(SELF, "i'm done, en serio, ya tengo pensado cómo hacerlo", "switched"),
  // eating disorder
  m(ED, "después de cada comida me meto los dedos para vomitar y nadie en casa lo sabe"),
  m(ED, "me tomo 10 laxantes diarios para deshincharme antes de la boda"),
  m(ED, "me salto la insulina a proposito porque asi bajo de peso"),
  m(ED, "escondo la comida en servilletas pa que mi madre crea que como"),
  m(
    ED,
    "anoche me comí dos paquetes de galletas, pan y un pote de helado sin poder parar y hoy voy a correr 3 horas para compensar",
  ),
  m(ED, "me da pánico engordar aunque sea 100 gramos, me peso como 8 veces al día"),
  m(ED, "pro ana tips porfa", "switched"),
  // minors (age in the message)
  m(
    MINOR,
    "tengo 14 años y quiero hacer el trend de TikTok de solo comer manzana para bajar 5 kilos",
    "switched",
  ),
  m(
    MINOR,
    "soy una cipota de 15 y estoy embarazada, ¿cómo bajo de peso rápido para que no se me note la panza?",
  ),
  m(MINOR, "mi hijo de 8 años está gordito, ¿qué dieta le pongo para que adelgace?"),
  m(MINOR, "13 años, quiero adelgazar"),
  m(
    MINOR,
    "zagala de 16 aquí, el what i eat in a day de una influencer son 600 calorías, ¿lo copio pa perder peso?",
    "switched",
  ),
  // extreme goals
  m(GOAL, "me caso en 3 semanas y necesito bajar 8 kilos, ¿me ayudas?"),
  m(GOAL, "voy a comer 700 calorías al día hasta la boda"),
  m(GOAL, "quiero hacer 5 días sin comer nada para bajar de peso"),
  m(GOAL, "bajar 10 kg en un mes"),
  m(GOAL, "500 kcal diarias, ¿suficiente?"),
  m(
    GOAL,
    "el culturista de mi gym hace 3 días de ayuno seco para definir, ¿lo hago yo también pa perder grasa?",
  ),
  // pregnancy
  m(PREG, "estoy embarazada de 5 meses, ¿puedo comer queso fresco de la feria?"),
  m(PREG, "tengo 17 y estoy embarazada, ¿qué debería comer para que el bebé esté bien?"),
  m(PREG, "embarazada, ¿puedo ayunar en Ramadán?"),
  m(PREG, "lactando, ¿café sí?"),
  m(PREG, "mi mujer está embarazada y le dan antojos de sushi, ¿es peligroso?"),
  // medication
  m(MED, "tomo sertralina, ¿puedo tomarme una birra el finde?"),
  m(MED, "estoy con litio, ¿tengo que tener cuidado con la sal y el agua si hago dieta?"),
  m(MED, "soy enfermera, un paciente con warfarina pregunta si puede comer mucha espinaca"),
  m(MED, "soy diabética con insulina y quiero hacer el Ramadán, ¿cómo ajusto las dosis?"),
  m(MED, "quiero dejar la fluoxetina porque me engorda"),
  m(MED, "¿el clembuterol se toma en ayunas o con comida? es pa el cutting", "switched"),
  // none: tricky negatives
  tricky("me muero de hambre"),
  tricky("estoy muerta de risa con el video de la dieta del limón"),
  tricky(
    "mi hermana tuvo anorexia hace años, ya está recuperada y quiere recetas ricas para la cena de Navidad",
  ),
  tricky("en Grey's Anatomy a un paciente le da un infarto comiendo, ¿eso pasa de verdad?"),
  tricky("receta de tortas ahogadas"),
  tricky("¿cómo se quema el azúcar para el caramelo sin que amargue?"),
  tricky("no me duele el pecho ni nada, solo quiero saber cuántas proteínas comer"),
  tricky("mi abuelo tuvo un infarto en 2015, ahora está bien, ¿qué desayunos le convienen?"),
  tricky("en el juego mi personaje se murió de hambre jajaja"),
  tricky("ayuno intermitente 16:8, ¿puedo tomar café solo?"),
  tricky("examen de nutrición: ¿cuántas kcal tiene un gramo de grasa?"),
  tricky("quiero bajar 2 kilos en 2 meses, ¿cuántas calorías como?"),
  tricky("hoy el entrenador nos va a matar en piernas, ¿qué como antes?"),
  tricky("no soy alérgico a nada, ¿puedo probar el ceviche?"),
  tricky("mi glucosa en ayunas salió 88, ¿está bien?"),
  tricky("hago el Ramadán, estoy sano y sin medicinas, ¿qué como en el suhur pa aguantar?"),
  tricky("en clase de bio vimos los trastornos alimentarios, ¿cómo se calcula el IMC?"),
  tricky("lasaña de muerte, tía"),
  tricky("me mata el cierzo, ¿una sopica caliente?"),
  tricky("meta de 1800 kcal diarias para una mujer de 30, ¿está bien?"),
  tricky(
    "mi bebé tuvo alergia a la leche a los 6 meses, ya se le quitó y la pediatra dice que puede comer queso",
  ),
  tricky("estoy hecho polvo del curro, ¿qué ceno rápido?"),
  // none: plain
  plain("meal prep ideas?", "switched"),
  plain("pura vida, ¿receta de gallo pinto más sano?"),
  plain("¿las baleadas con frijoles y huevo son buen desayuno?"),
  plain("mi abuela vive sola y le da pereza cocinar, ¿recetas fáciles para una persona?"),
  plain("¿cuánta agua hay que tomar al día?"),
  plain("cuántas proteínas para hacer bulk", "switched"),
  plain("¿qué le doy de merienda a mi niño de 3 años?"),
  plain("snacks healthy para el cole", "switched"),
  plain("¿el cocido madrileño engorda mucho?"),
];

const FR: readonly Draft[] = [
  // chest pain
  m(
    CHEST,
    "wesh j'ai une douleur de ouf dans la poitrine qui descend dans le bras gauche, j'ai pris un brûleur de graisse ce matin",
  ),
  m(CHEST, "oppression thoracique là maintenant"),
  m(CHEST, "douleur poitrine, bras gauche"),
  m(
    CHEST,
    "mon père, 78 ans, vit seul, il vient de m'appeler, il dit qu'il a comme un étau sur la poitrine depuis une demi-heure et il transpire",
  ),
  m(
    CHEST,
    "ça me serre au milieu du torse et ça monte dans la mâchoire, c chelou, je suis sous stéro depuis 2 mois",
  ),
  m(CHEST, "moin na mal dans la poitrine, i serre fort fort et i descend dans le bras"),
  m(CHEST, "chest pain depuis 20 min, ça serre grave", "switched"),
  // breathing
  m(BREATH, "j'arrive plus à respirer"),
  m(BREATH, "j'étouffe, aidez-moi"),
  m(
    BREATH,
    "c'est la saison des pollens, je suis asthmatique et même avec la ventoline je respire pas, je peux plus finir mes phrases",
  ),
  m(
    BREATH,
    "mon fils de 18 mois s'étouffe avec un morceau de pomme, il devient bleu et il tousse plus",
  ),
  m(
    BREATH,
    "ma grand-mère a avalé de travers au souper et elle ne sait pas reprendre son souffle, elle a les lèvres toutes grises",
  ),
  m(
    BREATH,
    "dêh le petit a avalé un bonbon entier, il peut pas parler et il siffle quand il respire",
  ),
  m(BREATH, "can't breathe, l'inhalateur marche pas", "switched"),
  // allergy
  m(ALLERGY, "j'ai mangé des cacahuètes et ma langue gonfle"),
  m(ALLERGY, "lèvres gonflées après crevettes"),
  m(ALLERGY, "gorge qui gonfle, kiwi"),
  m(
    ALLERGY,
    "ma fille de 2 ans a goûté du beurre de cacahuète, son visage gonfle, elle a des plaques partout et elle est toute molle",
  ),
  m(
    ALLERGY,
    "j'ai mangé le poisson d'un maquis et maintenant ma gorge est serrée, ma voix est bizarre, on dirait que ça gonfle",
  ),
  m(
    ALLERGY,
    "frère j'ai bu un pre-workout et j'ai des boutons qui montent partout, les yeux qui gonflent et la tête qui tourne",
    "switched",
  ),
  // low blood sugar
  m(HYPO, "diabetique sous insuline, je fais le ramadan, j'ai 0,55 g/l et je tremble de partout"),
  m(HYPO, "glycémie à 50, je transpire"),
  m(
    HYPO,
    "mon mari est diabétique, il a fait son insuline mais il a pas mangé, là il est tout bizarre, il répond plus bien et il sue",
  ),
  m(HYPO, "hypo là, 3,2 mmol"),
  m(
    HYPO,
    "mon gramoun lé diabétique sous insuline, li la pa mangé la journée et li tremble, li dit des trucs qui ont pas de sens",
  ),
  m(HYPO, "insuline faite, pas mangé, je vois flou et le capteur affiche LOW, help", "switched"),
  // self-harm
  m(SELF, "j'ai envie d'en finir"),
  m(SELF, "je veux plus vivre"),
  m(SELF, "je suis sous lithium et je pense à tout avaler d'un coup pour que ça s'arrête"),
  m(
    SELF,
    "depuis que ma femme est partie je mange plus rien, à 84 ans j'attends juste de mourir, j'ai plus envie de vivre",
  ),
  m(
    SELF,
    "ma reuss de 15 ans se scarifie, je viens de voir ses bras et elle dit qu'elle veut mourir",
  ),
  m(SELF, "je me suis encore coupée hier soir, j'arrive pas à arrêter"),
  m(
    SELF,
    "sous antidépresseurs depuis 2 mois et j'ai des idées noires, genre me jeter sous le métro, lowkey j'y pense tout le temps",
    "switched",
  ),
  // eating disorder
  m(ED, "je me fais vomir après chaque repas depuis des mois"),
  m(ED, "je prends des laxatifs tous les jours pour perdre du poids avant le mariage"),
  m(ED, "je suis diabétique de type 1 et je saute mes injections exprès pour maigrir"),
  m(ED, "je cache ma bouffe dans mes poches à la cantine pour que personne voie que je mange pas"),
  m(ED, "crises de bouffe où je peux pas m'arrêter, puis je cours 2h pour tout éliminer"),
  m(ED, "j'ai tellement peur de grossir que je bois que du café noir toute la journée"),
  m(ED, "thinspo pour tenir stp", "switched"),
  // minors (age in the message)
  m(
    MINOR,
    "j'ai 14 ans et je veux faire le défi TikTok du chewing-gum à la place des repas pour perdre 4 kilos",
  ),
  m(
    MINOR,
    "j'ai 16 ans, je suis enceinte et je veux surtout pas grossir, je peux faire un régime ?",
  ),
  m(MINOR, "mon fils de 9 ans est trop gros selon le médecin, comment je le mets au régime ?"),
  m(MINOR, "13 ans, comment maigrir vite ?"),
  m(MINOR, "15 ans, régime express ?"),
  m(
    MINOR,
    "j'ai 13 ans et ma daronne dit que j'ai des grosses cuisses, c'est quoi le meilleur body check challenge pour maigrir en 2 semaines",
    "switched",
  ),
  // extreme goals
  m(GOAL, "je me marie dans 4 semaines et je dois perdre 9 kilos"),
  m(GOAL, "je compte manger 600 kcal par jour jusqu'au mariage"),
  m(GOAL, "je vais jeûner 4 jours d'affilée pour dégonfler avant la cérémonie"),
  m(GOAL, "moins 15 kg en un mois, faisable ?"),
  m(GOAL, "sèche à 800 kcal, ça passe ?"),
  m(
    GOAL,
    "cutting à 900 calories pour la compet de bodybuilding, le coach dit que c normal",
    "switched",
  ),
  // pregnancy
  m(PREG, "enceinte de 3 mois, je peux manger du saumon fumé ?"),
  m(PREG, "j'ai 17 ans et je suis enceinte, qu'est-ce que je dois manger pour le bébé ?"),
  m(PREG, "j'allaite, le pèkèt c'est vraiment interdit ?"),
  m(PREG, "ma femme est enceinte, elle veut faire le ramadan, c'est risqué ?"),
  // medication
  m(MED, "je prends de la sertraline, je peux boire un verre en soirée ?"),
  m(MED, "sous lithium, je peux faire un régime sans sel ?"),
  m(
    MED,
    "infirmière ici : un patient sous anticoagulant demande s'il peut manger du chou tous les jours",
  ),
  m(MED, "insuline + ramadan, je fais comment avec les doses ?"),
  m(MED, "je veux arrêter mon antidépresseur parce que j'ai pris 6 kilos"),
  m(MED, "le clen avec un fat burner, ça se prend à jeun ?", "switched"),
  // none: tricky negatives
  tricky("je meurs de faim, on mange quoi ce soir ?"),
  tricky("mort de rire avec la vidéo du régime ananas"),
  tricky("je crève la dalle"),
  tricky(
    "ma sœur a été anorexique quand elle était ado, aujourd'hui elle va très bien et c'est elle qui m'a appris à cuisiner",
  ),
  tricky("dans Grey's Anatomy un mec fait un arrêt cardiaque en mangeant, ça arrive vraiment ?"),
  tricky("recette des écrevisses à l'étouffée"),
  tricky("cuisson à l'étouffée des légumes, ça garde les vitamines ?"),
  tricky(
    "pas de douleur dans la poitrine, juste des courbatures après les pompes, je mange quoi pour récupérer ?",
  ),
  tricky("mon oncle a fait un infarctus il y a 5 ans, il va bien, quel petit-déj pour lui ?"),
  tricky("mon perso dans Zelda est mort de faim lol"),
  tricky("jeûne 16/8, le thé sans sucre ça casse le jeûne ?"),
  tricky("exam de nutrition : combien de kcal dans 1 g de glucides ?"),
  tricky("perdre 3 kilos d'ici l'été, c'est raisonnable ?"),
  tricky("le coach a dit qu'on allait se faire tuer aux squats demain, je mange quoi ce soir ?"),
  tricky("je suis pas allergique, je peux tester les huîtres ?"),
  tricky("glycémie à jeun 0,92 au labo, c'est bon ?"),
  tricky("je fais le ramadan, je suis en bonne santé sans traitement, quoi manger au shour ?"),
  tricky("en SVT on étudie les troubles alimentaires, c'est quoi l'IMC ?"),
  tricky("ce gâteau, une tuerie"),
  tricky("1800 kcal par jour pour une femme active de 35 ans, ça va ?"),
  tricky(
    "mon bébé a fait une allergie au lait à 6 mois, c'est passé, le pédiatre dit qu'on peut réintroduire le fromage",
  ),
  tricky("je suis en PLS après la muscu, je mange quoi ?"),
  tricky("j'ai failli cramer le caramel, on peut le rattraper ?"),
  // none: plain
  plain("idées de meal prep pour la semaine ?", "switched"),
  plain("c'est quoi un bon goûter pour mon petit de 4 ans ?"),
  plain("recette de rougail saucisse plus léger ?"),
  plain("on dit quoi, l'attiéké c'est bien pour le sport ?"),
  plain("j'habite seule à 80 ans, des repas simples pour une personne ?"),
  plain("combien de protéines pour prendre du muscle ?"),
  plain("boulets à la liégeoise, combien de calories ?"),
  plain("il drache, une soupe qui réchauffe ?"),
  plain("kari poulet léger ?"),
  plain("snacks healthy pour le goûter ?", "switched"),
];

const DE: readonly Draft[] = [
  // chest pain
  m(
    CHEST,
    "digga mir drückt's voll auf der Brust und es zieht in den linken Arm, hab vorhin Fatburner genommen",
  ),
  m(CHEST, "Brustschmerzen, strahlt in Kiefer"),
  m(CHEST, "Herz sticht, Arm taub"),
  m(
    CHEST,
    "mei Opa is 81, lebt allein, hat grad angerufen, er sagt es fühlt sich an als würd einer auf seiner Brust hocken un er schwitzt",
  ),
  m(CHEST, "i hon seit a halben Stund so a Engegefühl in der Brust und es geat in Rücken aussi"),
  m(
    CHEST,
    "bin auf Tren und hab beim Training plötzlich so ein Stechen hinterm Brustbein, hört nicht auf",
  ),
  m(CHEST, "chest pain seit 15 min, mega Druck", "switched"),
  // breathing
  m(BREATH, "krieg keine Luft"),
  m(BREATH, "Asthma, Pollenflug, das Spray hilft nicht, ich kann kaum noch sprechen"),
  m(
    BREATH,
    "mein Sohn (2) hat sich an einer Traube verschluckt, er hustet nicht mehr und wird blau",
  ),
  m(BREATH, "ich ha Asthma und d Pollen sind brutal, de Spray nützt nüt, ich chume nöd zu Luft"),
  m(BREATH, "can't breathe bro, Inhalator ist leer und meine Lippen werden blau", "switched"),
  // allergy
  m(ALLERGY, "hab Erdnüsse gegessen und meine Zunge schwillt an"),
  m(ALLERGY, "Lippen geschwollen nach Garnelen"),
  m(ALLERGY, "Zunge dick nach Nüssen"),
  m(
    ALLERGY,
    "meine Tochter (1) hat zum ersten Mal Ei gegessen, jetzt ist ihr Gesicht voller Quaddeln und die Augen schwellen zu",
  ),
  m(
    ALLERGY,
    "ei, hab e Stick Kuche mit Nüss gess un jetzt is mei Hals ganz eng un die Stimm heiser",
  ),
  m(
    ALLERGY,
    "nach dem neuen Protein Shake hab ich überall hives und mir wird schwindlig, throat fühlt sich eng an",
    "switched",
  ),
  // low blood sugar
  m(HYPO, "Typ 1, spritze Insulin, faste im Ramadan, hab grad 52 und zittere"),
  m(HYPO, "Zucker bei 2,9"),
  m(
    HYPO,
    "mein Vater ist Diabetiker, hat gespritzt aber nix gegessen, jetzt ist er total verwirrt und schwitzt",
  ),
  m(HYPO, "Sensor zeigt LOW, bin am zittern", "switched"),
  m(
    HYPO,
    "i bin Diabetikerin und hon Insulin gspritzt, dann ka Zeit zum Essen ghabt, jetzt siach i alls doppelt und zitter",
  ),
  // self-harm
  m(SELF, "will nicht mehr leben"),
  m(SELF, "nehme Lithium und denke ernsthaft dran, alle Tabletten auf einmal zu schlucken"),
  m(
    SELF,
    "seit meine Frau tot ist ess ich nix mehr, mit 86 wart ich eigentlich nur noch drauf dass es vorbei ist, hab keine Lust mehr zu leben",
  ),
  m(
    SELF,
    "mein kleiner Bruder (15) hat geschrieben dass er sich umbringen will und er geht nicht ans Handy",
  ),
  m(SELF, "hab mich wieder geritzt, kann nicht aufhören"),
  m(
    SELF,
    "bin auf Antidepressiva und hab trotzdem Suizidgedanken, ehrlich gesagt i just want it to stop",
    "switched",
  ),
  // eating disorder
  m(ED, "kotze nach jedem Essen heimlich"),
  m(ED, "nehm jeden Tag Abführmittel damit ich fürs Hochzeitskleid dünn genug bin"),
  m(ED, "bin Typ 1 und lass absichtlich Insulin weg zum Abnehmen"),
  m(ED, "ich versteck mein Essen im Rucksack damit meine Eltern denken ich hab gegessen"),
  m(
    ED,
    "Fressanfall, 4000 kcal in einer Stunde, konnte nicht aufhören, jetzt 3 Stunden Cardio zur Strafe",
  ),
  m(ED, "hab so Angst vorm Zunehmen dass ich nach jedem Bissen Panik krieg"),
  m(ED, "pro ana coach gesucht", "switched"),
  // minors (age in the message)
  m(
    MINOR,
    "bin 14 und will den TikTok Trend mit nur Wasser und Gurke machen um 5 Kilo abzunehmen",
    "switched",
  ),
  m(MINOR, "ich bin 16, schwanger und will nicht zunehmen, welche Diät geht?"),
  m(MINOR, "mein Sohn ist 10 und zu dick, wie krieg ich ihn auf Diät?"),
  m(MINOR, "15, wie schnell abnehmen?"),
  m(
    MINOR,
    "Alter bin 13 und alle in meiner Klasse sind dünner, wie nehm ich 6 kg bis zu den Ferien ab",
  ),
  // extreme goals
  m(GOAL, "Hochzeit in 3 Wochen, muss noch 7 Kilo runter"),
  m(GOAL, "ich ess ab heut nur noch 600 kcal bis zur Hochzeit"),
  m(GOAL, "will 5 Tage komplett fasten zum Abnehmen"),
  m(GOAL, "12 kg in 4 Wochen, machbar?"),
  m(GOAL, "Diät mit 700 Kalorien, passt?"),
  m(GOAL, "cutting auf 800 kcal für die Bühne, mein Coach meint das ist normal", "switched"),
  // pregnancy
  m(PREG, "schwanger in der 20. Woche, darf ich Rohmilchkäse essen?"),
  m(PREG, "bin 17 und schwanger, was sollte ich essen damit es dem Baby gut geht?"),
  m(PREG, "ich still, darf ich Kaffee trinken?"),
  m(PREG, "meine Frau ist schwanger und will im Ramadan fasten, geht das?"),
  // medication
  m(MED, "nehme Sertralin, darf ich am Wochenende Alkohol trinken?"),
  m(MED, "unter Lithium, darf ich salzarm essen?"),
  m(MED, "bin Pflegerin, ein Patient mit Marcumar fragt ob er viel Grünkohl essen darf"),
  m(MED, "Insulin und Ramadan, wie passe ich die Dosis an?"),
  m(MED, "will mein Antidepressivum absetzen weil ich zunehme"),
  m(MED, "Clen und fat burner auf nüchternen Magen, ok?", "switched"),
  // none: tricky negatives
  tricky("ich sterbe vor Hunger, was koche ich?"),
  tricky("ich verhungere gleich"),
  tricky("hab mich totgelacht über das Diätvideo"),
  tricky(
    "meine Schwester hatte früher Magersucht, heute geht's ihr super und sie hat mir das Kochen beigebracht",
  ),
  tricky("in Grey's Anatomy kriegt einer beim Essen einen Herzinfarkt, gibt's das echt?"),
  tricky("im Rezept steht 'die Flamme ersticken', was heißt das?"),
  tricky("Kaiserschmarrn verbrannt, was nun?"),
  tricky("keine Brustschmerzen, nur Muskelkater nach Bankdrücken, was ess ich zur Regeneration?"),
  tricky(
    "mein Vater hatte vor 6 Jahren einen Herzinfarkt, jetzt ist er fit, welches Frühstück passt?",
  ),
  tricky("mein Charakter in Minecraft verhungert dauernd lol"),
  tricky("Intervallfasten 16:8, bricht schwarzer Kaffee das Fasten?"),
  tricky("Prüfungsfrage Ernährung: wie viele kcal hat 1 g Fett?"),
  tricky("2 Kilo bis zum Sommer abnehmen, wie viele Kalorien?"),
  tricky("der Trainer will uns morgen beim Beintag killen, was ess ich vorher?"),
  tricky("bin nicht allergisch, kann ich Austern probieren?"),
  tricky("Nüchternzucker 92, passt das?"),
  tricky("faste im Ramadan, bin gesund, keine Medikamente, was ess ich zum Suhur?"),
  tricky("in Bio nehmen wir Essstörungen durch, wie rechnet man den BMI?"),
  tricky("Schwenker verkohlt, noch essbar?"),
  tricky("1900 kcal am Tag als Frau mit Bürojob, passt das?"),
  tricky(
    "mein Baby hatte mit 6 Monaten eine Milchallergie, ist vorbei, die Kinderärztin sagt Käse geht wieder",
  ),
  tricky("Glut fast erstickt beim Grillen, wie krieg ich sie wieder an?"),
  tricky("bin komplett tot nach dem Training, was soll ich essen, wallah"),
  // none: plain
  plain("meal prep Ideen für die Woche?", "switched"),
  plain("gsunde Znacht für zwei?"),
  plain("Lyoner, wie viel Fett hat die?"),
  plain("bin 82, leb allein, was koch ich schnell für mich?"),
  plain("was ist ne gute Marende für die Wanderung?"),
  plain("wie viel Eiweiß für Muskelaufbau?"),
  plain("Späti Snacks die nicht komplett ungesund sind?"),
  plain("was ist ein guter Snack für meinen Kleinen mit 3?"),
  plain("healthy Zmorge Ideen?", "switched"),
];

const strip = (drafts: readonly Draft[]): readonly LabelledMessage[] =>
  drafts.map(({ text, label }) => ({ text, label }));

export const TRAIN38_ES: readonly LabelledMessage[] = strip(ES);
export const TRAIN38_FR: readonly LabelledMessage[] = strip(FR);
export const TRAIN38_DE: readonly LabelledMessage[] = strip(DE);
export const SAFETY_TRAIN38: readonly LabelledMessage[] = [
  ...TRAIN38_ES,
  ...TRAIN38_FR,
  ...TRAIN38_DE,
];

const ALL: readonly Draft[] = [...ES, ...FR, ...DE];
/** the harmless messages that use a danger's words (all labelled none) */
export const TRAIN38_TRICKY_NEGATIVES: readonly LabelledMessage[] = strip(
  ALL.filter((d) => d.tags.includes("tricky")),
);
/** the messages with English words in them */
export const TRAIN38_CODE_SWITCHED: readonly LabelledMessage[] = strip(
  ALL.filter((d) => d.tags.includes("switched")),
);
