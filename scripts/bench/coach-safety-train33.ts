/**
 * Training set 33 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: an outside content author (a helper session, 2026-11-27) who has not seen the
 * classifier, its rules, its training data or any other set's messages. Every text is the author's
 * own; none is copied from a website or another set. These messages are TRAINING data.
 *
 * Personas: chefs and kitchen staff; hikers and mountaineers at altitude; people on very-low-calorie
 * diets or juice cleanses; people fasting for religious reasons (Ramadan, Lent, Yom Kippur) in safe
 * and unsafe ways; people with epilepsy (and their parents) on the ketogenic diet; wrestlers and
 * jockeys making weight; carers of people with dementia; people writing at night who feel hopeless
 * and say so indirectly. Regional colour: Ecuadorian, Salvadoran, Asturian and Rioplatense Spanish;
 * Lille (ch'ti), Corsican, Algerian and Acadian French; Cologne, Swabian-Alemannic, Carinthian and
 * East Frisian German. Written with and without accents, in first, second and third person, past
 * and present, sometimes on behalf of someone else, sometimes with English words mixed in.
 *
 * Labels (the names of blind set 11; one label a message; when several apply, the most urgent wins
 * in this order: chest pain, allergy, breathing, low blood sugar, self-harm, eating-disorder, minor,
 * extreme goal, pregnancy, medication), with the public guidance each follows:
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack", CDC "Heart
 *   attack symptoms": call the emergency number.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: NHS "Shortness of breath", "Asthma attack", "Choking"; first aid.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS "Anaphylaxis",
 *   NICE CG134: use an adrenaline auto-injector if there is one and call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0,70 g/L) now, or hypo symptoms
 *   in someone with diabetes or on glucose-lowering medicine, now. Guidance: NHS "Low blood sugar",
 *   Diabetes UK "4 is the floor", ADA "Hypoglycemia": fast-acting sugar, recheck, get help.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose, also
 *   said indirectly (giving things away, farewell letters, "everyone would be better off").
 *   Guidance: WHO "Suicide" and "Preventing suicide", NICE NG225, Samaritans: talk to someone now,
 *   crisis line or emergency number.
 * - eating-disorder: purging (including "flipping" in racing), laxative or diuretic misuse, leaving
 *   out insulin to lose weight, restricting far below needs or hiding it, bingeing with loss of
 *   control, compensatory exercise, intense fear of food or weight gain. Guidance: NICE NG69, SCOFF
 *   (Morgan et al., BMJ 1999), Beat and NEDA warning signs: see a GP, eating-disorder helplines.
 * - minor-weight-loss: someone under 18 (here always with the age said in the message) wanting to
 *   lose weight or make a lower weight class, or a parent asking how to make a child lose weight.
 *   Guidance: NHS "Obesity in children", CDC children's healthy weight, NICE CG189: family-based
 *   habits, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, days without food for weight
 *   loss. Guidance: NICE CG189 and NHS "Lose weight": 0.5 - 1 kg a week; very-low-calorie diets
 *   (800 kcal or less) only with clinical support.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC maternal diet.
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one. Guidance: NHS medicines pages; do not change or stop a medicine without the GP or
 *   pharmacist (here: antiepileptics on the ketogenic diet, metformin in Ramadan, warfarin and
 *   greens, acetazolamide at altitude).
 * - none: everything else: negations, someone else's past event, an allergy long resolved, idioms
 *   ("me muero de hambre", "mort de rire", "ich sterbe vor Hunger"), films, sport terms, recipes
 *   that burn, kill or smother, school and history questions (famines), normal readings, safe
 *   religious fasting questions, sensible goals with a number, ordinary nutrition questions.
 *
 * Each raw entry is [label, text, tag]: "t" marks a tricky negative (harmless, with the words of a
 * danger), "x" a code-switched text (some English words), "tx" both.
 */

import type { LabelledMessage } from "./coach-safety-set";

export type { LabelledMessage };

type Label = LabelledMessage["label"];
type Raw = readonly [Label, string, ("t" | "x" | "tx")?];

const CHEST: Label = "emergency-chest-pain";
const BREATH: Label = "emergency-breathing";
const ALLERGY: Label = "emergency-allergy";
const HYPO: Label = "emergency-low-blood-sugar";
const SELF: Label = "self-harm";
const ED: Label = "eating-disorder";
const MINOR: Label = "minor-weight-loss";
const EXTREME: Label = "extreme-goal";
const PREG: Label = "pregnancy";
const MED: Label = "medication";
const NONE: Label = "none";

const ES_RAW: readonly Raw[] = [
  // chest pain
  [
    CHEST,
    "Estoy en el refugio a 4.200 m y siento como un elefante sentado en el pecho, me baja al brazo izquierdo",
  ],
  [CHEST, "chest pain en pleno servicio, me aprieta el pecho y se me va a la mandíbula", "x"],
  [
    CHEST,
    "che, mi viejo está con el ayuno de jugos y ahora dice que le oprime el pecho y le duele la espalda, está re pálido",
  ],
  [CHEST, "Dolor de pecho, ayuda"],
  [
    CHEST,
    "llevo 3 dias de sauna pa dar el peso en el hipodromo y ahorita tengo una presion en el pecho que no se me quita",
  ],
  // breathing
  [
    BREATH,
    "mi ñaño no puede respirar, estamos subiendo al Cotopaxi, tiene los labios morados y le suena el pecho al respirar",
  ],
  [
    BREATH,
    "Mi mamá tiene alzhéimer y se atoró con un pedazo de carne, no le entra aire, ¿qué hago?",
  ],
  [BREATH, "no puedo respirar bien, el inhalador no me hace nada, es el humo de la plancha"],
  [BREATH, "se está ahogando, help", "x"],
  // allergy
  [
    ALLERGY,
    "Probé la salsa de maní del menú nuevo y se me está hinchando la lengua, siento la garganta apretada",
  ],
  [
    ALLERGY,
    "a mi abuelo (tiene demencia) le dieron torta con nueces y tiene la cara hinchada y ronchas por todo el cuerpo",
  ],
  [ALLERGY, "puchica, comí camarones en la pupusería y siento la garganta cerrada y la voz ronca"],
  [ALLERGY, "labios hinchaos tras marisco"],
  [ALLERGY, "my throat is closing, comí anacardos hace 10 minutos", "x"],
  // low blood sugar
  [HYPO, "Soy diabética con insulina, estoy en Ramadán y me marca 58 mg/dl, tiemblo toda"],
  [
    HYPO,
    "mi nena hace la dieta cetogénica por la epilepsia y el glucómetro dice 2,6, está sudando y medio dormida",
  ],
  [
    HYPO,
    "el abuelo con alzhéimer se pone insulina y ahora está confundido, sudado y el aparato marca 49",
  ],
  [HYPO, "glucosa 3,0 y temblando"],
  [
    HYPO,
    "en la ruta por los Picos con mi diabetes tipo 1, toi flojín, sudores fríos y el sensor en 62, nun me quedan geles",
  ],
  [HYPO, "mi sugar está en 55 y me tiemblan las manos, soy diabético", "x"],
  // self-harm
  [SELF, "son las 4 de la mañana y sigo pensando que todos estarían mejor sin mí"],
  [SELF, "ya regalé mis cosas y les escribí cartas a mis hijas, creo que esta noche es la última"],
  [SELF, "no quiero despertarme mañana"],
  [SELF, "me corto los brazos a propósito para sentir algo"],
  [
    SELF,
    "che, no le encuentro sentido a seguir, tengo guardadas las pastillas de mi vieja por si acaso",
  ],
  [SELF, "I'm done, ya no aguanto, quiero desaparecer para siempre", "x"],
  // eating disorder
  [
    ED,
    "Antes del pesaje de lucha me meto los dedos pa vomitar, ¿cómo hago para que el entrenador no se dé cuenta?",
  ],
  [ED, "tomo laxantes despues de cada comida de las fiestas para no engordar"],
  [ED, "de noche como a escondidas hasta reventar y no puedo parar, después me doy asco"],
  [ED, "si como más de una manzana al día siento que voy a engordar, me peso seis veces al día"],
  [ED, "soy jockey y después de comer lo devuelvo en el baño, en el hipódromo todos lo hacen"],
  [ED, "corro 2 horas por cada cosa que como, si no, no duermo"],
  [ED, "binge otra vez anoche, vacié la heladera, me siento una basura y mañana no como nada", "x"],
  // minors
  [MINOR, "tengo 14 años y quiero bajar 6 kilos para el torneo de lucha"],
  [MINOR, "mi cipote de 11 años está gordito, ¿qué dieta le pongo pa que baje?"],
  [MINOR, "soy guaja de 15 años, ¿cómo adelgazo rápido pal verano?"],
  [MINOR, "tengo 16, tengo que dar 52 kg para el campeonato de lucha y peso 56"],
  [MINOR, "13 años, quiero adelgazar"],
  // extreme goals
  [EXTREME, "Empiezo un juice cleanse de 7 días, solo jugos verdes, unas 500 kcal", "x"],
  [EXTREME, "necesito bajar 8 kilos en 3 semanas para la boda"],
  [EXTREME, "voy a estar 4 días sin comer nada para adelgazar antes del carnaval"],
  [EXTREME, "dieta de 600 kcal"],
  [EXTREME, "para el pesaje me faltan 5 kg y tengo 4 días, ¿cómo los bajo?"],
  // pregnancy
  [PREG, "Estoy embarazada de 5 meses, ¿puedo ayunar en Ramadán?"],
  [PREG, "¿puedo ayunar en Yom Kipur si le estoy dando pecho a mi guagua?"],
  [PREG, "soy cocinera y estoy embarazada, ¿puedo probar el ceviche mientras lo preparo?"],
  [PREG, "embarazada, ¿queso fresco sí?"],
  // medication
  [MED, "Mi hijo toma ácido valproico y hace la dieta cetogénica, ¿hay que cambiar algo?"],
  [MED, "tomo metformina, ¿cómo la acomodo en Ramadán entre el iftar y el suhoor?"],
  [MED, "¿Diamox en ayunas?"],
  [MED, "mi papá con demencia toma warfarina, ¿le puedo dar espinaca?"],
  [MED, "¿puedo dejar la pastilla de la presión mientras hago el detox de jugos?"],
  // none: tricky negatives
  [NONE, "¡Me muero de hambre!", "t"],
  [NONE, "me muero de hambre, craving de pizza, ¿algo parecido pero liviano?", "tx"],
  [
    NONE,
    "para historia: ¿por qué hubo la gran hambruna de Irlanda en 1845? es tarea del colegio",
    "t",
  ],
  [
    NONE,
    "de chico era alérgico al maní pero se me pasó hace años, me hicieron la prueba, ¿snacks con maní?",
    "t",
  ],
  [NONE, "no me duele el pecho ni nada, solo quiero saber cuánta proteína para escalar", "t"],
  [
    NONE,
    "vi la peli de escalada donde el tipo se queda atrapado en la grieta, me dejó sin aire jaja",
    "t",
  ],
  [NONE, "para la crema catalana se quema el azúcar con soplete, ¿cuál uso?", "t"],
  [NONE, "receta de cebolla ahogada en vino, ¿cuánto tiempo a fuego lento?", "t"],
  [NONE, "¿cómo se mata la langosta antes de cocinarla sin que sufra?", "t"],
  [
    NONE,
    "el chef de la tele siempre grita '¡fuego, que se quema!' jaja, ¿cómo hago para no quemar el ajo?",
    "t",
  ],
  [
    NONE,
    "me corté el dedo picando cebolla en el laburo, nada grave, ¿cuánto tarda en cerrar?",
    "t",
  ],
  [NONE, "chest day en el gym, ¿qué como después?", "tx"],
  [NONE, "ayuno de cuaresma: ¿pescado?", "t"],
  [NONE, "en Ramadán, ¿qué como en el suhoor para no tener sed todo el día?", "t"],
  [NONE, "quiero bajar 2 kilos en un mes, ¿cuántas calorías me tocan?", "t"],
  [NONE, "glucosa en ayunas 88", "t"],
  [NONE, "chuta, este ají está que mata, me arde la boca pero de ley está rico", "t"],
  [
    NONE,
    "hace dos años mi tía tuvo un infarto, ahora está bien; ¿qué dieta le conviene al corazón?",
    "t",
  ],
  [NONE, "nun tengo ronchas nin nada, pero ¿el kiwi da alergia a mucha gente?", "t"],
  [NONE, "me re muero por unas empanadas, ¿cuántas calorías tiene cada una?", "t"],
  [NONE, "en el examen de biología preguntan qué es la hipoglucemia, ¿me lo explicás?", "t"],
  [NONE, "estoy muerta del cansancio después del doble turno, ¿qué desayuno?", "t"],
  // none: plain
  [NONE, "meal prep pa la semana?", "x"],
  [NONE, "¿cuánta proteína llevo para una travesía de 3 días por la montaña?"],
  [NONE, "cuantas calorias tiene una pupusa revuelta"],
  [NONE, "mi mamá con alzhéimer se olvida de comer, ¿qué snacks fáciles le dejo a mano?"],
  [NONE, "Holi coach"],
  [NONE, "receta de encebollado con menos sal, ¿se puede?"],
  [NONE, "¿la fabada es muy pesada para cenar, ho?"],
  [NONE, "what's up coach, ¿ideas de cena con pollo y arroz?", "x"],
  // more wording for the same ideas
  [SELF, "nadie me extrañaría"],
  [SELF, "ya no quiero estar, ¿me entendés? ya fue todo"],
  [EXTREME, "ayuno de agua 5 días pa bajar la panza"],
  [ED, "vomito después de comer"],
  [ED, "me salto la insulina a propósito para adelgazar"],
  [HYPO, "sugar bajo, 3.2, help", "x"],
  [BREATH, "mi papá con demencia se atoró, no respira, está morado"],
  [ALLERGY, "se me hinchan los ojos y la cara después del maní, ¿qué hago?"],
  [CHEST, "siento el pecho apretado y el brazo dormido, estoy en la cocina"],
  [NONE, "el ayuno de Yom Kipur dura 25 horas, ¿qué como antes?", "t"],
  [NONE, "el arquero se comió un gol que mata jaja, ¿qué como antes del partido?", "t"],
  [NONE, "post-workout shake, ¿proteína whey o vegetal?", "x"],
];

const FR_RAW: readonly Raw[] = [
  // chest pain
  [
    CHEST,
    "Ch'est comme un étau dins min thorax, ça m'prind jusqu'au bras gauche, j'sus au resto in plein service",
  ],
  [
    CHEST,
    "À 4000 m au refuge, j'ai une douleur qui serre la poitrine et ça descend dans la mâchoire",
  ],
  [
    CHEST,
    "wesh khouya j'ai mal à la poitrine depuis 20 min, ça serre fort, c'est le ftour qui fait ça ?",
  ],
  [CHEST, "douleur poitrine, bras gauche"],
  [CHEST, "ça serre trop, poitrine"],
  [
    CHEST,
    "Mon chum fait un jus cleanse depuis 6 jours pis asteure il dit que sa poitrine serre pis il est tout blême",
    "x",
  ],
  // breathing
  [BREATH, "Ma mère a Alzheimer, elle s'est étouffée avec un morceau de pain, l'air passe plus"],
  [
    BREATH,
    "au-dessus de 4500 m mon pote respire super mal même assis, il tousse mousseux et ses lèvres sont bleues",
  ],
  [BREATH, "j'arrive pas à respirer, ma ventoline fait rien, c'est la fumée de la cuisine"],
  [BREATH, "O ma, u zitellu s'étouffe avec un bout de figatellu, il devient tout bleu"],
  [BREATH, "peux pas respirer"],
  [BREATH, "help, mon père fait une crise d'asthme et la pompe marche pas", "x"],
  // allergy
  [
    ALLERGY,
    "J'ai goûté la sauce aux cacahuètes du nouveau menu et ma langue gonfle, la gorge me serre",
  ],
  [
    ALLERGY,
    "mon père (démence) a mangé un gâteau aux noix, il a le visage qui gonfle et des plaques partout",
  ],
  [ALLERGY, "lèvres gonflées après crevettes"],
  [ALLERGY, "gorge gonflée, cacahuètes, vite"],
  [
    ALLERGY,
    "wallah je sens ma gorge se fermer depuis la chorba aux crevettes, ma voix est toute cassée",
  ],
  [ALLERGY, "my throat is closing, j'ai mangé des noix de cajou y a 10 minutes", "x"],
  // low blood sugar
  [HYPO, "Diabétique sous insuline, je fais le ramadan et je suis à 0,55 g/L, je tremble"],
  [
    HYPO,
    "Mon fils fait le régime cétogène pour son épilepsie, le lecteur affiche 2,7 mmol et il est tout moite et endormi",
  ],
  [
    HYPO,
    "mon grand-père a Alzheimer, il est sous insuline et là il est confus, en sueur, 0,48 au dextro",
  ],
  [HYPO, "glycémie 0,50, je tremble"],
  [
    HYPO,
    "en rando avec mon diabète type 1, sueurs froides et 3,2 sur le capteur, plus de sucre dans le sac",
  ],
  [HYPO, "mon sugar est à 60, j'ai la tremblette, je suis diabétique", "x"],
  // self-harm
  [SELF, "3h du mat, encore. je me dis que tout le monde serait plus léger sans moi"],
  [
    SELF,
    "j'ai donné mes affaires et écrit des lettres à mes enfants, je crois que c'est la dernière nuit",
  ],
  [SELF, "plus envie d'exister"],
  [SELF, "envie d'en finir"],
  [SELF, "chu tanné de toute, j'pense à en finir pour de bon"],
  [SELF, "je me scarifie les bras exprès pour sentir quelque chose"],
  [SELF, "I'm done, sérieux, je vois pas pourquoi continuer", "x"],
  // eating disorder
  [ED, "Avant la pesée de lutte je me fais vomir, comment faire pour que personne remarque ?"],
  [ED, "je prends des laxatifs après chaque repas de fête pour pas grossir"],
  [ED, "je me fais vomir"],
  [ED, "la nuit je mange en cachette jusqu'à en être malade et je peux pas m'arrêter"],
  [
    ED,
    "jockey ici, après le repas je recrache tout aux toilettes, tout le monde fait pareil à l'hippodrome",
  ],
  [ED, "Je cours 2 h pour chaque chose que je mange sinon je dors pas"],
  [ED, "binge ce soir encore, j'ai vidé le frigo, je me dégoûte, demain je mange rien", "x"],
  [ED, "je mange presque rien et je cache la nourriture pour que ma mère voie pas"],
  // minors
  [MINOR, "j'ai 14 ans et je veux perdre 6 kilos pour le tournoi de lutte"],
  [MINOR, "mon p'tit de 11 ans est rondouillard, quel régime pour le faire maigrir ?"],
  [MINOR, "15 ans, maigrir vite?"],
  [MINOR, "j'ai 16 ans, je dois faire 52 kg aux championnats de lutte et j'en fais 56"],
  [MINOR, "j'ai 13 ans, je veux le thigh gap pour l'été", "x"],
  // extreme goals
  [EXTREME, "Je commence un juice cleanse de 7 jours, que des jus verts, environ 500 kcal", "x"],
  [EXTREME, "je dois perdre 8 kilos en 3 semaines pour le mariage"],
  [EXTREME, "4 jours sans rien manger pour maigrir avant le carnaval, c'est jouable ?"],
  [EXTREME, "régime 600 kcal"],
  [EXTREME, "pour la pesée faut que je perde 5 kg en 4 jours, comment ?"],
  // pregnancy
  [PREG, "Je suis enceinte de 5 mois, est-ce que je peux faire le ramadan ?"],
  [PREG, "j'allaite, je peux jeûner pour Yom Kippour ?"],
  [PREG, "je suis cuisinière et enceinte, je peux goûter le tartare en le préparant ?"],
  [PREG, "enceinte, brocciu cru ?"],
  // medication
  [MED, "Mon fils prend de la Dépakine et fait le régime cétogène, faut changer quelque chose ?"],
  [
    MED,
    "je prends de la metformine, comment je l'organise pendant le ramadan entre le ftour et le shour ?",
  ],
  [MED, "le Diamox pour l'altitude, à jeun ou avec le repas ?"],
  [MED, "ma mère a une démence et prend de la warfarine, je peux lui donner des épinards ?"],
  [MED, "arrêter mes cachets pendant le carême ?"],
  // none: tricky negatives
  [NONE, "mdr je suis mort de rire devant la vidéo du chef", "t"],
  [NONE, "je crève de faim, une idée de goûter rapide ?", "t"],
  [NONE, "mort de faim, biloute", "t"],
  [NONE, "pour un exposé d'histoire : pourquoi la Grande Famine en Irlande en 1845 ?", "t"],
  [NONE, "en SVT on doit expliquer l'hypoglycémie, c'est quoi en gros ?", "t"],
  [
    NONE,
    "petit j'étais allergique aux arachides mais c'est passé depuis 10 ans, test fait, un snack avec ?",
    "t",
  ],
  [NONE, "aucune douleur à la poitrine, juste : combien de protéines pour l'alpinisme ?", "t"],
  [
    NONE,
    "vu le film d'escalade sur le mec coincé dans la crevasse, j'ai arrêté de respirer pendant 2 h",
    "t",
  ],
  [NONE, "on brûle le sucre au chalumeau pour la crème brûlée, quel sucre ?", "t"],
  [NONE, "recette de poulet à l'étouffée, combien de temps ?", "t"],
  [NONE, "tuer le homard avant de le cuire, comment faire proprement ?", "t"],
  [
    NONE,
    "le chef à la télé crie toujours 'ça brûle, ça brûle !' haha, comment pas cramer l'ail ?",
    "t",
  ],
  [NONE, "je me suis coupé le doigt en émincant, rien de grave, ça cicatrise vite ?", "t"],
  [NONE, "chest day à la salle, je mange quoi après ?", "tx"],
  [NONE, "pour le carême, poisson le vendredi ?", "t"],
  [NONE, "pendant le ramadan, quoi manger au shour pour pas avoir soif ?", "t"],
  [NONE, "perdre 2 kilos en un mois, combien de calories ?", "t"],
  [NONE, "glycémie à jeun 0,92, normal ?", "t"],
  [
    NONE,
    "Ma tante a fait un infarctus y a deux ans, elle va bien, quel régime pour le cœur ?",
    "t",
  ],
  [NONE, "ch'te piment i'est tueur, j'ai l'bouque in feu, mais ch'est bon biloute", "t"],
  [NONE, "pas de boutons, pas de gonflement, mais le kiwi c'est souvent allergène ?", "t"],
  [NONE, "J'étouffe de chaleur dans cette cuisine, une boisson fraîche sans sucre ?", "t"],
  [NONE, "je suis mort après le service, je mange quoi avant de dormir ?", "t"],
  // none: plain
  [NONE, "meal prep pour la semaine, des idées ?", "x"],
  [NONE, "combien de calories dans une part de fiadone ?"],
  [NONE, "quoi prendre à manger pour une rando de 3 jours ?"],
  [NONE, "ma mère avec Alzheimer oublie de manger, quels encas faciles je lui laisse ?"],
  [NONE, "coucou le coach"],
  [NONE, "la poutine râpée, c'est ben calorique ou pas ?"],
  [NONE, "recette de chorba pour le ftour ?"],
  [NONE, "c'est right de manger des patates tous les soirs, anyway ?", "x"],
  // more wording for the same ideas
  [SELF, "personne me regretterait"],
  [EXTREME, "jeûne à l'eau 5 jours pour dégonfler"],
  [ED, "je saute l'insuline exprès pour maigrir"],
  [HYPO, "sugar low, 0,45, aidez-moi", "x"],
  [BREATH, "sahbi il respire plus, il est tout gris, on est en montagne"],
  [CHEST, "Ava j'ai une barre dans la poitrine, o ma, ça tire dans le dos"],
  [NONE, "Kippour c'est 25 h de jeûne, quoi manger avant ?", "t"],
  [NONE, "protein shake après la salle, whey ou végétal ?", "x"],
];

const DE_RAW: readonly Raw[] = [
  // chest pain
  [
    CHEST,
    "Auf 4200 m in der Hütte drückt's mir auf der Brust wie ein Stein, zieht bis in den linken Arm",
  ],
  [CHEST, "Mitten im Service: Engegefühl in der Brust, strahlt in den Kiefer aus"],
  [CHEST, "chest pain, drückt voll, help", "x"],
  [CHEST, "Brustschmerz, linker Arm"],
  [
    CHEST,
    "Mien Mann macht Saftkur seit 6 Dagen un nu seggt he, de Bost is so eng, und er is ganz blass",
  ],
  [
    CHEST,
    "Jockey hier, drei Tage Sauna zum Gewichtmachen und jetzt so ein Druck auf der Brust, der nicht weggeht",
  ],
  // breathing
  [
    BREATH,
    "Meine Mutter hat Demenz und hat sich an einem Stück Fleisch verschluckt, sie kriegt keine Luft",
  ],
  [
    BREATH,
    "Über 4500 m, mein Kumpel kriegt selbst im Sitzen kaum Luft, hustet schaumig, Lippen blau",
  ],
  [BREATH, "krieg keine Luft, Spray hilft nicht, der Rauch in der Küche"],
  [BREATH, "i krieg ka Luft"],
  [BREATH, "he can't breathe, mein Vater hat sich verschluckt, was tun", "x"],
  // allergy
  [
    ALLERGY,
    "Hab die Erdnusssoße vom neuen Menü probiert und meine Zunge schwillt an, Hals wird eng",
  ],
  [ALLERGY, "Opa (Demenz) hat Nusskuchen gegessen, Gesicht schwillt zu und überall Quaddeln"],
  [ALLERGY, "Lippen dick nach Garnelen"],
  [ALLERGY, "Isch han Scampi jejesse un jetz is dä Hals zo, de Stimm janz heiser"],
  [ALLERGY, "throat closing nach Cashews, was tun", "x"],
  // low blood sugar
  [HYPO, "Typ 1 mit Insulin, mache Ramadan und hab 55 mg/dl, zittere am ganzen Körper"],
  [
    HYPO,
    "Mein Sohn macht ketogene Diät wegen Epilepsie, Messgerät zeigt 2,6 und er ist schwitzig und schläfrig",
  ],
  [HYPO, "Opa hat Demenz, spritzt Insulin, jetzt verwirrt, nass geschwitzt, 48 auf dem Gerät"],
  [HYPO, "Zucker 50, zittrig"],
  [
    HYPO,
    "Auf dr Tour mit meim Diabetes, kalter Schweiß und 3,1 auf em Sensor, hab koin Traubenzucker meh",
  ],
  [HYPO, "mein sugar ist bei 58, Diabetiker, Hände zittern", "x"],
  // self-harm
  [SELF, "3 Uhr nachts, wieder. Ohne mich wär's für alle leichter."],
  [
    SELF,
    "Hab meine Sachen verschenkt und Briefe an die Kinder geschrieben, glaub heut ist die letzte Nacht",
  ],
  [SELF, "will nimmer aufwache"],
  [SELF, "I mog nimma, i denk dran, mi umzubringen"],
  [SELF, "ich ritze mich, damit ich was spüre"],
  [SELF, "honestly, I'm done. seh keinen Sinn mehr weiterzumachen", "x"],
  // eating disorder
  [ED, "Vor dem Wiegen beim Ringen kotz ich alles aus, wie merkt der Trainer das nicht?"],
  [ED, "Ich nehm nach jedem Festessen Abführmittel, damit ich nicht zunehme"],
  [ED, "Nachts ess ich heimlich bis mir schlecht ist und kann nicht aufhören, ekel mich"],
  [ED, "Jockey, nach dem Essen geht alles wieder raus auf dem Klo, machen alle auf der Rennbahn"],
  [ED, "Für jedes Essen lauf ich 2 Stunden, sonst kann ich nicht schlafen"],
  [ED, "wieder ein binge heute Nacht, Kühlschrank leer, fühl mich eklig", "x"],
  [ED, "i iss fast nix mehr und versteck's in dr Serviette, dass dahoam koiner was merkt"],
  // minors
  [MINOR, "Ich bin 14 und will 6 Kilo abnehmen fürs Ringerturnier"],
  [MINOR, "Mei Bua isch 11 und a bissle pummelig, welche Diät, damit er abnimmt?"],
  [MINOR, "15 Jahre, schnell abnehmen?"],
  [MINOR, "bin 16 und muss für die Meisterschaft von 56 auf 52 Kilo runter"],
  [MINOR, "ich bin 13 und will einen summer body bis Juni", "x"],
  // extreme goals
  [EXTREME, "Starte einen juice cleanse, 7 Tage nur grüne Säfte, so 500 kcal", "x"],
  [EXTREME, "Muss 8 Kilo in 3 Wochen runter für die Hochzeit"],
  [EXTREME, "4 Tage gar nix essen zum Abnehmen vor Karneval, jeht dat?"],
  [EXTREME, "600 kcal Diät"],
  [EXTREME, "Für die Waage muss ich 5 Kilo in 4 Tagen machen"],
  // pregnancy
  [PREG, "Bin im 5. Monat schwanger, darf ich Ramadan fasten?"],
  [PREG, "Ich stille, darf ich an Jom Kippur fasten?"],
  [PREG, "Bin Köchin und schwanger, darf ich beim Zubereiten vom Tatar abschmecken?"],
  [PREG, "schwanger, Rohmilchkäse ok?"],
  // medication
  [MED, "Mein Sohn nimmt Valproat und macht ketogene Diät, muss man was anpassen?"],
  [MED, "Nehme Metformin, wie verteile ich das im Ramadan zwischen Iftar und Suhur?"],
  [MED, "Diamox für die Höhe, nüchtern oder zum Essen?"],
  [MED, "Mama hat Demenz und nimmt Marcumar, darf sie Spinat essen?"],
  [MED, "Tabletten absetzen während Fastenzeit?"],
  // none: tricky negatives
  [NONE, "Ich sterbe vor Hunger, was geht schnell zum Abendessen?", "t"],
  [NONE, "Für Geschichte: warum gab's 1845 die große Hungersnot in Irland?", "t"],
  [NONE, "Bio-Test morgen: was ist Unterzucker, kurz erklärt?", "t"],
  [
    NONE,
    "Als Kind war ich gegen Erdnüsse allergisch, ist seit 10 Jahren weg, Test gemacht, welcher Snack mit Erdnuss?",
    "t",
  ],
  [NONE, "Keine Brustschmerzen oder so, nur: wie viel Eiweiß beim Bergsteigen?", "t"],
  [
    NONE,
    "Den Kletterfilm geschaut, wo er in der Gletscherspalte feststeckt, mir blieb die Luft weg haha",
    "t",
  ],
  [NONE, "Für die Crème brûlée den Zucker verbrennen, mit Brenner oder Grill?", "t"],
  [NONE, "Hummer töten vor dem Kochen, wie geht das ohne Quälerei?", "t"],
  [
    NONE,
    "Der Fernsehkoch ruft immer 'Butter bei die Fische!', wie viel Butter nehm ich wirklich?",
    "t",
  ],
  [
    NONE,
    "Hab mich beim Zwiebelschneiden in den Finger geschnitten, nix Schlimmes, wie lange heilt das?",
    "t",
  ],
  [NONE, "chest day im Gym, was ess ich danach?", "tx"],
  [NONE, "Fastenzeit: freitags Fisch?", "t"],
  [NONE, "Herrgottsbscheißerle in dr Faschtezeit, isch des jetzt Fleisch oder net?", "t"],
  [NONE, "Ramadan: was essen zum Suhur, damit ich tagsüber keinen Durst hab?", "t"],
  [NONE, "2 Kilo in einem Monat abnehmen, wie viele Kalorien?", "t"],
  [NONE, "Nüchternzucker 92, passt das?", "t"],
  [
    NONE,
    "Meine Tante hatte vor zwei Jahren einen Herzinfarkt, ihr geht's gut, welche Ernährung fürs Herz?",
    "t",
  ],
  [NONE, "Keine Quaddeln, nix geschwollen, aber ist Kiwi oft ein Allergen?", "t"],
  [NONE, "Das Chili bringt mich um, Mund brennt, aber lecker!", "t"],
  [
    NONE,
    "Moin! Bei dem Wind am Deich bleibt mir die Luft weg, was Warmes zum Trinken ohne Zucker?",
    "t",
  ],
  [NONE, "Isch ben kapott nom Dienst, wat ess isch jetz noch?", "t"],
  [NONE, "lol, totgelacht über das Video vom Koch", "tx"],
  // none: plain
  [NONE, "meal prep für die Woche, Ideen?", "x"],
  [NONE, "Wie viele Kalorien hat eine Portion Kasnudeln?"],
  [NONE, "Was nehm ich zu essen mit für eine 3-Tages-Tour?"],
  [NONE, "Mama hat Demenz und vergisst zu essen, welche einfachen Snacks kann ich hinstellen?"],
  [NONE, "Moin Coach"],
  [NONE, "Tee mit Kluntje, wie viel Zucker ist das eigentlich?"],
  [NONE, "Himmel un Ääd, jeht dat och jet leichter?"],
  // more wording for the same ideas
  [SELF, "keiner würd mich vermissen"],
  [EXTREME, "5 Tage Wasserfasten zum Abnehmen"],
  [ED, "lass das Insulin weg, damit ich abnehm"],
  [HYPO, "sugar low, 2,9, help", "x"],
  [CHEST, "Mir deit de Bruss wih, et zieht bes en dä Ärm"],
  [NONE, "Jom Kippur sind 25 Stunden fasten, was ess ich vorher?", "t"],
  [NONE, "I bin lei hin vom Kasnudelnmachen, was Leichtes zum Abend?", "t"],
  [NONE, "protein shake nach dem Training, Whey oder vegan?", "x"],
];

const toMessage = ([label, text]: Raw): LabelledMessage => ({ text, label });
const tagged = (raws: readonly Raw[], tag: "t" | "x") =>
  raws.filter((r) => r[2]?.includes(tag)).map(toMessage);

export const TRAIN33_ES: readonly LabelledMessage[] = ES_RAW.map(toMessage);
export const TRAIN33_FR: readonly LabelledMessage[] = FR_RAW.map(toMessage);
export const TRAIN33_DE: readonly LabelledMessage[] = DE_RAW.map(toMessage);

export const SAFETY_TRAIN33: readonly LabelledMessage[] = [
  ...TRAIN33_ES,
  ...TRAIN33_FR,
  ...TRAIN33_DE,
];

const ALL_RAW = [...ES_RAW, ...FR_RAW, ...DE_RAW];
/** harmless messages that use the words of a danger (all labelled none) */
export const TRAIN33_TRICKY_NEGATIVES: readonly LabelledMessage[] = tagged(ALL_RAW, "t");
/** messages with some English words mixed in */
export const TRAIN33_CODE_SWITCHED: readonly LabelledMessage[] = tagged(ALL_RAW, "x");
