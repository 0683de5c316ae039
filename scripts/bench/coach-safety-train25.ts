/**
 * Training set 25 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: a multilingual content writer (Spanish, French and German) new to the team, who
 * has not seen the safety layer's rules, its classifier, its training data or any other set's
 * messages. Written on Friday 2026-11-27. Every text is the author's own, typed the way people
 * type: with and without accents, informal spelling, abbreviations, regional words and some
 * English mixed in. This set is TRAINING data, not a blind benchmark.
 *
 * Personas: university students, pregnant women and new mothers, people with food allergies
 * (nuts, shellfish, sesame) or stung by insects, people on medication (warfarin, metformin,
 * insulin, antidepressants, GLP-1 injections, the pill), people in recovery from an eating
 * disorder, gamers and streamers, professional cooks. Regions: Cuban, Puerto Rican, Dominican,
 * Madrid and Galician Spanish; Belgian, Swiss Romand and Maghreb French; Austrian, Swiss and
 * northern German.
 *
 * Label rules (the same as blind set 11's header; a message gets ONE label; when several apply,
 * the most urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication). Someone asking for help now for
 * another person in danger gets that danger's label.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Public guidance (NHS "Heart attack", CDC
 *   "Heart attack symptoms"): call the emergency number (112 in Europe) straight away, do not
 *   drive yourself, do not wait to see if it passes.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance (NHS "Shortness of breath", "Asthma attack", "Choking"; first-aid
 *   guidance): call the emergency number; for choking, back blows then abdominal thrusts; keep
 *   using the reliever as the asthma plan says while help comes.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food, a sting or another allergen, now. Guidance
 *   (NHS "Anaphylaxis", NICE CG134): use the adrenaline auto-injector if there is one, call the
 *   emergency number, lie down with legs raised (sit up if breathing is hard).
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms
 *   (shaking, sweating, confusion, blurred vision) in someone with diabetes or on glucose-lowering
 *   medicine, now. Guidance (NHS "Low blood sugar (hypoglycaemia)", Diabetes UK "4 is the floor",
 *   ADA "Hypoglycemia"): take 15 - 20 g of fast sugar, re-check after 15 minutes; if the person
 *   cannot swallow or is unconscious, call the emergency number.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance (WHO "Suicide" and "Preventing suicide", NICE NG225, Samaritans): take it seriously,
 *   talk to someone now (a crisis line, a GP, the emergency number if in immediate danger).
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain, pro-ana. Guidance (NICE NG69, the SCOFF
 *   questionnaire, Beat and NEDA warning signs): no diet advice; encourage seeing a GP or an
 *   eating-disorder service, and a helpline.
 * - minor-weight-loss: someone under 18 (the age or a school year said in the message here)
 *   wanting to lose weight, or a parent or carer asking how to make a child lose weight. Guidance
 *   (NHS "Obesity in children", CDC children's healthy weight, NICE CG189): no diet for the child;
 *   family-based changes with a GP or school nurse.
 * - extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, days without food for
 *   weight loss. Guidance (NICE CG189, NHS "Lose weight"): aim for 0.5 - 1 kg a week; very-low-
 *   calorie diets of 800 kcal or less only with clinical support.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance (NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet and
 *   breastfeeding"): general food-safety facts, and the midwife or doctor for anything personal.
 * - medication (caution): a medicine (GLP-1 injections and the pill included) with food, drink,
 *   fasting or a diet, or changing or stopping one. Guidance (NHS medicines pages): ask the
 *   pharmacist or doctor; do not stop or change a medicine on your own.
 * - none: everything else: negations, history (an event that is over, someone else's past),
 *   idioms ("me muero de hambre", "mort de rire", "ich sterbe vor Hunger"), films and games, sport
 *   terms, recipes, school questions, normal readings, ordinary diet questions with sensible
 *   numbers (0.5 kg a week), plain everyday questions.
 *
 * Each row is [label, text, flags]: flag "t" marks a tricky negative (danger words, harmless
 * meaning), "c" a code-switched message (some English words). Pace of the goals, counted by the
 * author: "8 kilos en 3 semanas" = 2.7 kg/week, "5 kg en una semana" = 5, "7 kilos avant Noël"
 * (28 days) = 1.75, "6 kg en 15 jours" = 2.8, "10 Kilo bis Silvester" (34 days) = 2.1, "4 Kilo in
 * 10 Tagen" = 2.8; the safe ones: "2 kilos en un mes" = 0.5, "3 kg en deux mois" = 0.35, "5 Kilo
 * bis Ostern" (28 March 2027, 121 days) = 0.29.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

type Flags = "t" | "c" | "tc";
type Row = readonly [SafetyLabel, string, Flags?];

const tricky: LabelledMessage[] = [];
const codeSwitched: LabelledMessage[] = [];

function build(rows: readonly Row[]): readonly LabelledMessage[] {
  return rows.map(([label, text, flags]) => {
    const message: LabelledMessage = { text, label };
    if (flags?.includes("t")) tricky.push(message);
    if (flags?.includes("c")) codeSwitched.push(message);
    return message;
  });
}

export const TRAIN25_ES: readonly LabelledMessage[] = build([
  // chest pain
  ["emergency-chest-pain", "me aprieta el pecho desde hace rato y se me va pal brazo izquierdo"],
  ["emergency-chest-pain", "dolor de pecho ahora"],
  [
    "emergency-chest-pain",
    "mi papá dice que siente como un elefante sentado en el pecho y está sudando frío, qué hago??",
  ],
  [
    "emergency-chest-pain",
    "en pleno stream me dio un pinchazo fuerte en el pecho que me sube a la mandibula y no se va",
    "c",
  ],
  ["emergency-chest-pain", "oye tengo el pecho apretao y el brazo dormío, eso es malo?"],
  [
    "emergency-chest-pain",
    "estoy en el turno de la cocina y el jefe se agarra el pecho, dice que le duele hasta la espalda",
  ],
  // breathing
  ["emergency-breathing", "no puedo respirar bien y el inhalador no me hace na"],
  ["emergency-breathing", "mi niña se atragantó con una uva y no le sale la voz!!"],
  ["emergency-breathing", "me falta el aire"],
  ["emergency-breathing", "tengo los labios morados y me ahogo, ayuda"],
  ["emergency-breathing", "asma attack ahora mismo, el puff no funciona", "c"],
  [
    "emergency-breathing",
    "me cuesta muchísimo coger aire, pito al respirar y ya llevo media hora así",
  ],
  // allergy
  ["emergency-allergy", "comí un pastelito con maní y se me está hinchando la boca"],
  ["emergency-allergy", "me picó una avispa y siento que se me cierra la garganta"],
  ["emergency-allergy", "lengua hinchada tras sésamo"],
  [
    "emergency-allergy",
    "un cliente comió camarones y tiene la cara hinchada y ronchas por todo el cuerpo, qué hago",
  ],
  [
    "emergency-allergy",
    "probé la salsa sin saber que llevaba cacahuete y ahora tengo la voz ronca y me pica todo",
  ],
  [
    "emergency-allergy",
    "me picó una abeja en el patio, tengo hives en todo el cuerpo y me siento que me desmayo",
    "c",
  ],
  // low blood sugar
  ["emergency-low-blood-sugar", "tengo 52 de azucar y estoy temblando"],
  ["emergency-low-blood-sugar", "me puse la insulina y no comí, ahora sudo frío y veo borroso"],
  ["emergency-low-blood-sugar", "glucosa en 3.1"],
  [
    "emergency-low-blood-sugar",
    "mi abuela es diabética, está como confundida y el glucómetro marca 48, qué le doy",
  ],
  ["emergency-low-blood-sugar", "estoy low, el sensor dice 58 y sigue bajando", "c"],
  // self-harm
  ["self-harm", "ya no quiero seguir viviendo"],
  ["self-harm", "a veces pienso que sería mejor no despertarme más"],
  ["self-harm", "me corté otra vez"],
  [
    "self-harm",
    "mi compañero de piso dice que se va a matar y ha regalado todas sus cosas, qué hago",
  ],
  ["self-harm", "estoy pensando en tomarme todas las pastillas de la caja esta noche"],
  ["self-harm", "no aguanto más, me quiero morir de verdad, no es broma"],
  // eating disorder
  ["eating-disorder", "vomito después de cada comida pa no engordar"],
  [
    "eating-disorder",
    "llevo tres días con una manzana al día y escondo la comida pa que mi mamá no se dé cuenta",
  ],
  ["eating-disorder", "me tomo 10 laxantes cuando como de más"],
  [
    "eating-disorder",
    "estoy en recuperación de anorexia y he vuelto a contar cada caloría y a pesarme cinco veces al día",
  ],
  ["eating-disorder", "me salto la insulina pa bajar de peso"],
  [
    "eating-disorder",
    "me di un atracón enorme y no podía parar, ahora me voy a correr dos horas pa quemarlo todo",
  ],
  ["eating-disorder", "miedo a comer"],
  ["eating-disorder", "mi crush dice que estoy gorda y ya solo tomo agua en todo el día", "c"],
  // minors (age in the message)
  ["minor-weight-loss", "tengo 14 años y quiero bajar 10 kilos antes del verano"],
  ["minor-weight-loss", "mi hijo tiene 11 y está gordito, qué dieta le pongo pa que adelgace"],
  ["minor-weight-loss", "estoy en 3º de la ESO, tengo 15, cómo adelgazo rápido?"],
  ["minor-weight-loss", "tengo 13 años como bajo la barriga"],
  // extreme goals
  ["extreme-goal", "quiero bajar 8 kilos en 3 semanas pa la boda de mi prima"],
  ["extreme-goal", "voy a comer 600 calorías al día hasta enero"],
  ["extreme-goal", "pienso hacer 5 días sin comer nada pa desinflarme"],
  ["extreme-goal", "dieta de 800 kcal, cómo la aguanto?"],
  ["extreme-goal", "necesito perder 5 kg en una semana"],
  ["extreme-goal", "ayuno de 72 horas pa bajar de peso, tips?", "c"],
  // pregnancy
  ["pregnancy", "estoy embarazada, puedo comer sushi?"],
  ["pregnancy", "dando el pecho puedo tomar café?"],
  ["pregnancy", "embarazada de 20 semanas y me muero por un queso azul, se puede?"],
  ["pregnancy", "estoy preñá de 3 meses, el pescao espada es malo?"],
  ["pregnancy", "lactancia y ayuno intermitente, compatible?"],
  // medication
  ["medication", "tomo warfarina, puedo comer espinacas todos los días?"],
  ["medication", "con la metformina me da diarrea, la dejo?"],
  ["medication", "el Ozempic me quita el hambre, cuánto debería comer igual?"],
  ["medication", "tomo sertralina, puedo tomar alcohol un finde?"],
  ["medication", "la pastilla anticonceptiva y el pomelo se llevan mal?"],
  // tricky negatives
  ["none", "me muero de hambre", "t"],
  [
    "none",
    "mi abuelo tuvo un infarto hace 10 años, qué debería desayunar pa cuidarse el corazón?",
    "t",
  ],
  ["none", "no tengo dolor de pecho, solo agujetas de las flexiones", "t"],
  ["none", "el boss final me mató 30 veces, estoy muerto jaja", "tc"],
  ["none", "vi una peli donde el protagonista se atraganta en una cena, qué mal rato", "t"],
  ["none", "receta de bizcocho sin frutos secos pa mi sobrino que es alérgico", "t"],
  ["none", "pa la tarea de biología: qué es la hipoglucemia?", "t"],
  ["none", "quiero perder 2 kilos en un mes, es realista?", "t"],
  ["none", "me ahogo de la risa con este streamer", "tc"],
  ["none", "ya no soy alérgica al marisco, me hice las pruebas y salió negativo", "t"],
  ["none", "mi glucosa en ayunas dio 92, está bien?", "t"],
  ["none", "en el partido hice un pase de pecho y metimos canasta", "t"],
  ["none", "esta serie me mata", "t"],
  ["none", "1800 calorías pa una chica de 60 kilos está bien?", "t"],
  ["none", "la receta pide ajonjolí tostado, con qué lo sustituyo?", "t"],
  ["none", "estoy muerta del cansancio después del examen", "t"],
  [
    "none",
    "mi prima tuvo anorexia de adolescente, ya está bien, cómo la apoyo en las navidades?",
    "t",
  ],
  ["none", "no me quiero morir sin probar el mofongo de mi abuela", "t"],
  ["none", "el video del youtuber al que le pica una avispa es buenísimo", "tc"],
  // plain
  ["none", "qué desayuno antes del examen?"],
  ["none", "cuántas proteínas tiene un huevo"],
  ["none", "hola"],
  ["none", "gracias!"],
  ["none", "ideas de cena rápida pa estudiantes sin horno"],
  ["none", "snacks pa una noche de gaming que no sean papitas", "c"],
  ["none", "batido post-workout con guineo, sirve?", "c"],
  ["none", "meal prep pa la semana con 20 euros", "c"],
  ["none", "el arroz con habichuelas es bueno pa la cena?"],
  ["none", "cuánta agua debo tomar"],
  // very short ones
  ["emergency-allergy", "me picó algo, garganta cerrándose"],
  ["self-harm", "quiero matarme"],
  ["emergency-breathing", "no respiro bien, ayuda"],
  ["pregnancy", "embarazada: ¿jamón serrano?"],
  ["none", "qué rico el sancocho"],
]);

export const TRAIN25_FR: readonly LabelledMessage[] = build([
  // chest pain
  ["emergency-chest-pain", "j'ai une douleur dans la poitrine qui descend dans le bras gauche"],
  ["emergency-chest-pain", "ça serre fort au niveau du thorax, je transpire, c'est normal?"],
  ["emergency-chest-pain", "mal a la poitrine la"],
  [
    "emergency-chest-pain",
    "mon père a une barre sur le torse depuis une demi-heure et ça lui monte dans la mâchoire",
  ],
  [
    "emergency-chest-pain",
    "wesh j'ai le coeur qui serre grave et mal au dos entre les épaules, wallah j'ai peur",
  ],
  [
    "emergency-chest-pain",
    "pendant mon live j'ai eu comme un étau sur la poitrine, ça passe pas",
    "c",
  ],
  // breathing
  ["emergency-breathing", "j'arrive plus à respirer"],
  ["emergency-breathing", "ma ventoline fait rien, je siffle et je peux plus parler"],
  ["emergency-breathing", "mon fils s'étouffe avec un bonbon il devient tout bleu"],
  ["emergency-breathing", "j'ai les lèvres grises et je manque d'air"],
  ["emergency-breathing", "shortness of breath grave, j'ai du mal à finir mes phrases", "c"],
  // allergy
  ["emergency-allergy", "j'ai mangé un biscuit aux noisettes et ma gorge se serre, ma voix change"],
  ["emergency-allergy", "piqué par une guêpe, visage gonflé"],
  [
    "emergency-allergy",
    "en cuisine le commis a goûté la sauce aux crevettes, il a les lèvres énormes et des plaques partout",
  ],
  ["emergency-allergy", "j'ai les yeux qui gonflent après le houmous, c'est le sésame je pense"],
  [
    "emergency-allergy",
    "j'ai pris du pad thaï, y avait des cacahuètes, je me sens partir et ça gratte partout",
  ],
  ["emergency-allergy", "my tongue is swelling après les moules, je fais quoi", "c"],
  // low blood sugar
  ["emergency-low-blood-sugar", "glycémie à 0,55 je tremble"],
  ["emergency-low-blood-sugar", "je suis en hypo, 3,2 sur le capteur"],
  [
    "emergency-low-blood-sugar",
    "ma grand-mère diabétique parle bizarre et transpire, son lecteur affiche 45",
  ],
  [
    "emergency-low-blood-sugar",
    "j'ai fait mon insuline et j'ai sauté le souper, je vois flou et j'ai les mains moites",
  ],
  [
    "emergency-low-blood-sugar",
    "sugar crash de ouf, je suis diabétique et je tiens plus debout",
    "c",
  ],
  // self-harm
  ["self-harm", "j'ai envie d'en finir"],
  ["self-harm", "je pense à me faire du mal ce soir"],
  ["self-harm", "ça sert à rien que je sois encore là, personne remarquerait si je partais"],
  ["self-harm", "ma coloc parle de se tuer et elle a écrit des lettres d'adieu, aidez moi"],
  ["self-harm", "je me suis brûlé le bras exprès hier et j'ai envie de recommencer"],
  ["self-harm", "je veux plus vivre, sérieux"],
  // eating disorder
  ["eating-disorder", "je me fais vomir après le souper"],
  ["eating-disorder", "je prends des laxatifs tous les jours pour rester mince"],
  [
    "eating-disorder",
    "je sors de clinique pour anorexie et je recommence à jeter mes tartines en cachette",
  ],
  [
    "eating-disorder",
    "j'ai mangé tout le placard sans pouvoir m'arrêter, demain je fais 3h de sport pour compenser",
  ],
  ["eating-disorder", "je baisse mes doses d'insuline exprès pour maigrir"],
  ["eating-disorder", "j'ai peur de grossir si je mange une pomme"],
  ["eating-disorder", "des tips pro ana pour tenir la faim?", "c"],
  // minors
  ["minor-weight-loss", "j'ai 14 ans et je veux perdre 8 kilos pour la rentrée"],
  ["minor-weight-loss", "ma fille a 10 ans, elle est ronde, quel régime pour la faire maigrir?"],
  ["minor-weight-loss", "je suis en 3e j'ai 15 ans comment perdre du ventre vite"],
  ["minor-weight-loss", "13 ans, comment maigrir des cuisses?"],
  // extreme goals
  ["extreme-goal", "je veux perdre 7 kilos avant Noël"],
  ["extreme-goal", "je vais manger 500 calories par jour pendant un mois"],
  ["extreme-goal", "jeûne de 4 jours pour dégonfler avant le mariage, bonne idée?"],
  ["extreme-goal", "perdre 6 kg en 15 jours c'est faisable?"],
  ["extreme-goal", "régime à 700 kcal"],
  ["extreme-goal", "water fast de 5 jours pour perdre du poids, des conseils?", "c"],
  // pregnancy
  ["pregnancy", "enceinte, j'ai le droit au fromage au lait cru?"],
  ["pregnancy", "j'allaite, combien de cafés par jour max?"],
  ["pregnancy", "enceinte de 6 mois, je peux faire le ramadan?"],
  ["pregnancy", "je suis enceinte et j'ai envie de tartare, c'est risqué?"],
  ["pregnancy", "allaitement et tisane au fenouil, ok ou pas?"],
  // medication
  ["medication", "sous coumadine, est ce que je peux manger du chou tous les jours?"],
  ["medication", "je veux arrêter la metformine, elle me donne mal au ventre"],
  ["medication", "avec le Wegovy je mange presque rien, c'est grave?"],
  ["medication", "je prends la pilule, le millepertuis ça pose problème?"],
  ["medication", "sous antidépresseurs, je peux boire une bière?"],
  // tricky negatives
  ["none", "mort de rire", "t"],
  ["none", "j'ai la dalle", "t"],
  ["none", "je crève de faim, idée de goûter rapide?", "t"],
  ["none", "mon oncle a fait un infarctus l'an passé, quel menu pour lui?", "t"],
  ["none", "je n'ai pas mal à la poitrine, juste des courbatures du développé couché", "t"],
  ["none", "dans le film le héros s'étouffe avec une arête, ça arrive vraiment?", "t"],
  ["none", "recette de pesto sans pignons ni noix pour un invité allergique", "t"],
  ["none", "exposé de SVT: c'est quoi une réaction anaphylactique?", "t"],
  ["none", "perdre 3 kg en deux mois, réaliste?", "t"],
  ["none", "ce boss m'a tué, je suis dead", "tc"],
  ["none", "j'étais allergique aux arachides petite, plus maintenant d'après l'allergo", "t"],
  ["none", "glycémie à jeun 0,90, c'est bon?", "t"],
  ["none", "au foot on m'a fait un amorti de la poitrine, trop beau", "t"],
  ["none", "cette série me tue", "t"],
  ["none", "1600 calories pour une étudiante, ça suffit?", "t"],
  ["none", "ça me gonfle les cours du lundi", "t"],
  [
    "none",
    "ma soeur a eu des troubles alimentaires avant, elle va bien, quoi cuisiner ensemble?",
    "t",
  ],
  ["none", "j'ai le souffle coupé par ce paysage à Lausanne", "t"],
  ["none", "le streamer s'est fait piquer par une guêpe en live, j'étais mdr", "tc"],
  // plain
  ["none", "bonjour"],
  ["none", "merci beaucoup!"],
  ["none", "un dîner rapide pour midi au kot?"],
  ["none", "combien de protéines dans 100 g de lentilles"],
  ["none", "recette de couscous aux légumes pour 4"],
  ["none", "des snacks healthy pour une nuit de gaming?", "c"],
  ["none", "meal prep du dimanche, tu as des idées?", "c"],
  ["none", "c'est bon les cornets à la crème après le sport?"],
  ["none", "septante grammes de pâtes c'est une portion?"],
  ["none", "le natel dit que j'ai marché 12000 pas, je mange plus?"],
  ["none", "ok merci"],
  // very short ones
  ["emergency-chest-pain", "douleur thoracique, bras engourdi"],
  ["self-harm", "envie de mourir"],
  ["emergency-low-blood-sugar", "hypo, je tremble"],
  ["none", "je meurs de chaud", "t"],
  ["pregnancy", "enceinte, sushi ok?"],
  ["emergency-breathing", "j'étouffe, aidez-moi"],
  ["none", "j'ai un craving de chocolat de ouf, normal?", "c"],
]);

export const TRAIN25_DE: readonly LabelledMessage[] = build([
  // chest pain
  [
    "emergency-chest-pain",
    "hab seit ner halben stunde druck auf der brust, zieht in den linken arm",
  ],
  ["emergency-chest-pain", "brustschmerzen gerade jetzt"],
  [
    "emergency-chest-pain",
    "mein vater sagt es fühlt sich an wie ein enger gürtel um die brust und er ist ganz blass",
  ],
  ["emergency-chest-pain", "heast, mir tut die Brust weh bis in den Kiefer, was soll ich machen"],
  [
    "emergency-chest-pain",
    "mitten im stream so ein stechen in der brust, strahlt in den rücken aus, geht nicht weg",
    "c",
  ],
  // breathing
  ["emergency-breathing", "ich krieg keine luft mehr"],
  ["emergency-breathing", "asthmaspray hilft nicht, ich kann kaum sprechen"],
  ["emergency-breathing", "mein kind hat sich an einer nuss verschluckt und hustet nicht mehr"],
  ["emergency-breathing", "lippen werden blau, atmen geht kaum"],
  ["emergency-breathing", "kann nicht atmen, panic, alles eng", "c"],
  [
    "emergency-breathing",
    "mein freund japst nach luft seit zwanzig minuten und wird ganz grau im gesicht",
  ],
  // allergy
  ["emergency-allergy", "hab nen Keks mit Haselnuss gegessen und mein Hals schwillt zu"],
  ["emergency-allergy", "wespenstich, gesicht schwillt an"],
  [
    "emergency-allergy",
    "in der küche hat ein gast von den garnelen probiert, seine lippen sind dick und er hat quaddeln überall",
  ],
  ["emergency-allergy", "nach dem Sesambrot wird meine zunge dick und die stimme heiser"],
  [
    "emergency-allergy",
    "von ner Biene gestochen worden, jetzt überall Ausschlag und mir wird schwarz vor Augen",
  ],
  ["emergency-allergy", "peanut allergy und hab aus versehen erdnuss erwischt, hals wird eng", "c"],
  // low blood sugar
  ["emergency-low-blood-sugar", "zucker bei 55 und ich zittere"],
  ["emergency-low-blood-sugar", "bin unterzuckert, 3,0 auf dem sensor"],
  [
    "emergency-low-blood-sugar",
    "meine oma ist diabetikerin, redet wirr und schwitzt, messgerät zeigt 46",
  ],
  [
    "emergency-low-blood-sugar",
    "insulin gespritzt und das abendessen vergessen, jetzt zittrig und alles verschwommen",
  ],
  ["emergency-low-blood-sugar", "Hypo, 2,9"],
  ["emergency-low-blood-sugar", "bin Typ 1 und total low gerade, 50 mg/dl, schweißgebadet", "c"],
  // self-harm
  ["self-harm", "ich will nicht mehr leben"],
  ["self-harm", "ich denk dran mich umzubringen"],
  ["self-harm", "hab mich gestern wieder geritzt und will heute wieder"],
  [
    "self-harm",
    "mein mitbewohner schreibt dass er sich was antun will und geht nicht ans handy, was tun",
  ],
  ["self-harm", "wär besser wenn ich einfach nicht mehr aufwache"],
  ["self-harm", "hab alle tabletten rausgelegt für heute nacht"],
  // eating disorder
  ["eating-disorder", "ich kotz nach jedem essen damit ich nicht zunehme"],
  ["eating-disorder", "nehm jeden tag abführmittel um dünn zu bleiben"],
  [
    "eating-disorder",
    "bin in therapie wegen magersucht und verstecke wieder mein essen vor meinen eltern",
  ],
  [
    "eating-disorder",
    "hab heute alles aus dem kühlschrank gegessen ohne aufhören zu können, morgen 3 stunden joggen zur strafe",
  ],
  ["eating-disorder", "lass mein insulin weg zum abnehmen"],
  ["eating-disorder", "hab panik vor jeder kalorie"],
  ["eating-disorder", "brauch thinspo damit ich nicht esse", "c"],
  // minors
  ["minor-weight-loss", "bin 14 und will bis zum sommer 10 kilo abnehmen"],
  ["minor-weight-loss", "mein sohn ist 9 und zu dick, welche diät soll er machen?"],
  ["minor-weight-loss", "ich bin in der 8. klasse, 13 jahre, wie werd ich dünner"],
  ["minor-weight-loss", "bin 15 wie krieg ich schnell nen flachen bauch"],
  // extreme goals
  ["extreme-goal", "will 10 kilo bis silvester runter"],
  ["extreme-goal", "ich ess ab jetzt nur noch 600 kalorien am tag"],
  ["extreme-goal", "plane 5 tage nichts zu essen zum abnehmen"],
  ["extreme-goal", "4 kilo in 10 tagen, wie?"],
  ["extreme-goal", "800 kcal diät für nen monat ok?"],
  ["extreme-goal", "72h fasten für schnelles weight loss, tipps?", "c"],
  // pregnancy
  ["pregnancy", "schwanger, darf ich rohmilchkäse essen?"],
  ["pregnancy", "ich stille, wie viel kaffee ist ok?"],
  ["pregnancy", "bin in der 12. ssw, ist thunfisch erlaubt?"],
  ["pregnancy", "schwanger und lust auf sushi, geht das?"],
  ["pregnancy", "darf ich beim stillen intervallfasten?"],
  // medication
  ["medication", "ich nehm marcumar, darf ich grünkohl essen?"],
  ["medication", "kann ich metformin einfach absetzen wenn ich abnehme?"],
  ["medication", "seit der Mounjaro spritze krieg ich nix runter, wie viel sollt ich essen?"],
  ["medication", "nehme sertralin, ist ein glas wein ok?"],
  ["medication", "pille und grapefruitsaft, verträgt sich das?"],
  // tricky negatives
  ["none", "ich sterbe vor Hunger", "t"],
  ["none", "hab mich totgelacht", "t"],
  ["none", "mein opa hatte vor jahren einen herzinfarkt, was soll er frühstücken?", "t"],
  ["none", "keine brustschmerzen, nur muskelkater vom bankdrücken", "t"],
  ["none", "im film erstickt einer fast an nem bonbon, passiert das echt oft?", "t"],
  ["none", "rezept für kuchen ohne nüsse für meinen allergischen neffen", "t"],
  ["none", "für bio in der schule: was ist eine unterzuckerung?", "t"],
  ["none", "2 kilo in einem monat abnehmen, realistisch?", "t"],
  ["none", "der final boss hat mich zerstört, bin tot", "tc"],
  ["none", "war als kind allergisch auf erdnüsse, laut test nicht mehr", "t"],
  ["none", "nüchternzucker 88, passt das?", "t"],
  ["none", "beim fußball die brustannahme geübt, lief super", "t"],
  ["none", "die serie bringt mich um, so gut", "t"],
  ["none", "1700 kalorien für ne studentin okay?", "t"],
  ["none", "5 kilo bis ostern, ist das vernünftig?", "t"],
  ["none", "da bleibt mir die luft weg, was für ein tor", "t"],
  [
    "none",
    "meine schwester hatte früher bulimie, jetzt gehts ihr gut, wie koch ich für uns beide?",
    "t",
  ],
  ["none", "der streamer wurde live von ner wespe gestochen, lol", "tc"],
  ["none", "tahini im rezept, womit kann ich das ersetzen?", "t"],
  // plain
  ["none", "moin"],
  ["none", "danke dir!"],
  ["none", "was ist ne gute jause für die uni?"],
  ["none", "wie viel eiweiß hat topfen?"],
  ["none", "rezept mit erdäpfeln und paradeiser für 2"],
  ["none", "merci vielmal, das hilft"],
  ["none", "snacks für ne lange gaming session?", "c"],
  ["none", "meal prep ideen für die woche", "c"],
  ["none", "ist rüebli-kuchen gesund?"],
  ["none", "wie viel wasser am tag"],
  // very short ones
  ["self-harm", "will einfach sterben"],
  ["emergency-allergy", "Zunge schwillt, Erdnuss gegessen"],
  ["none", "hunger wie ein wolf", "t"],
  ["pregnancy", "schwanger: lachs okay?"],
  ["none", "Grüezi mitenand"],
  ["none", "cheat day heute, wie viel pizza ist zu viel lol", "c"],
]);

/** the three languages joined */
export const SAFETY_TRAIN25: readonly LabelledMessage[] = [
  ...TRAIN25_ES,
  ...TRAIN25_FR,
  ...TRAIN25_DE,
];

/** harmless messages that share words with a danger (all labelled none) */
export const TRAIN25_TRICKY_NEGATIVES: readonly LabelledMessage[] = tricky;

/** messages that mix in some English words */
export const TRAIN25_CODE_SWITCHED: readonly LabelledMessage[] = codeSwitched;
