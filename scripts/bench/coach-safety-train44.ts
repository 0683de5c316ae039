/**
 * Training set 44 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: a multilingual helper of round 12 (2026-11-27), writing as an author the team has
 * not heard from. Written without reading the classifier, its rules, its training data or any
 * other set's messages; every text is the author's own, none copied from a website or a set.
 * This is TRAINING data: varied, natural wording matters more than coverage of ideas.
 *
 * Personas: nurses and carers on night shift, taxi and bus drivers, marathon and ultra runners,
 * mothers with postpartum depression, people on chemotherapy who cannot eat, people with type 2
 * diabetes on sulfonylureas (glibenclamide, gliclazide, glimepiride), teens (12-17) in dance and
 * gymnastics, men hiding steroid and diuretic use, people living alone in winter, migrants
 * writing in a second language. Regions: Guatemalan, Paraguayan, Extremaduran and
 * Mexican-American Spanish; Marseille, Lorraine, Malian and Swiss (Geneva) French; Berlin,
 * Mecklenburg, Vorarlberg and Bernese German. Texts come with and without accents, in slang,
 * dialect and learner grammar, in first, second and third person, past and present.
 *
 * Labels are blind set 11's, with its priority order (a message gets ONE label; when several
 * apply the most urgent wins: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication). Public guidance per class:
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading
 *   from the chest to the arm, jaw, neck, back or shoulder. Guidance: call the emergency number
 *   now (NHS "Heart attack"; CDC "Heart attack symptoms"; 112 in Spain, France and Germany, 15
 *   SAMU in France, 144 in Switzerland and Austria, 911 in Mexico and the US).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: emergency number; first aid for choking (NHS "Shortness of
 *   breath", "Asthma attack", "Choking").
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: adrenaline
 *   auto-injector if prescribed and the emergency number (NHS "Anaphylaxis"; NICE CG134).
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0,70 g/L) now, or hypo
 *   symptoms (shaking, sweating, confusion, blurred vision) in someone with diabetes or on
 *   glucose-lowering medicine, now. Guidance: 15-20 g fast sugar, recheck after 15 minutes,
 *   emergency number if confused or not improving; sulfonylurea hypos can come back (NHS "Low
 *   blood sugar (hypoglycaemia)"; Diabetes UK "4 is the floor"; ADA "Hypoglycemia").
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose,
 *   postpartum thoughts that the baby would be better off without the mother. Guidance: talk to
 *   someone now; crisis lines 024 (Spain), 3114 (France), 143 (Switzerland), 0800 111 0 111
 *   (Germany), 142 (Austria), the emergency number if in danger (WHO "Suicide"; NICE NG225).
 * - eating-disorder: purging, laxative or diuretic misuse, restricting far below needs or hiding
 *   it, bingeing with loss of control, compensatory exercise, intense fear of food or weight gain,
 *   pro-ana. Guidance: a GP or an eating-disorder service; do not give numbers that feed the
 *   behaviour (NICE NG69; SCOFF, Morgan et al., BMJ 1999; Beat and NEDA warning signs).
 * - minor-weight-loss: someone under 18 (here always with the age in the message) wanting to lose
 *   weight, or a parent or carer asking how to make a child lose weight. Guidance: no diet for the
 *   child; family-based habits with a GP or paediatrician (NHS "Obesity in children"; NICE CG189).
 * - extreme-goal: losing more than 1 kg a week (amount and deadline: the pace is worked out from
 *   2026-11-27, Christmas Day = 28 days), under 1,000 kcal a day, days without food for weight
 *   loss. Guidance: aim for 0.5 - 1 kg a week; 800 kcal or less only with clinical support (NICE
 *   CG189; NHS "Lose weight").
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid
 *   (NHS "Foods to avoid in pregnancy", "Breastfeeding and diet").
 * - medication (caution): a medicine (chemotherapy, steroids and testosterone included) with food,
 *   drink, fasting or a diet, or changing or stopping one. Guidance: do not stop or change a
 *   medicine without the doctor or pharmacist (NHS medicines pages on food interactions).
 * - none: everything else: negations, history (an event that is over, someone else's past),
 *   idioms ("me muero de hambre", "mort de rire", "ich sterbe vor Hunger"), recipes (tortas
 *   ahogadas, veau à l'étouffée, Kraut "ersticken"), films, series and crime novels, sport terms
 *   (chest day, Brustschwimmen), school questions, normal readings, allergies with no reaction,
 *   sensible goals with numbers (0.5 kg a week), ordinary questions. Someone asking for help now
 *   for another person in danger takes that emergency's label.
 *
 * Tags: `tricky` marks a `none` text that shares words with a danger; `mixed` marks a text with
 * English words in it (code-switching).
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

type Tag = "tricky" | "mixed";
type Row = { text: string; label: SafetyLabel; tags: readonly Tag[] };

const r = (label: SafetyLabel, text: string, ...tags: Tag[]): Row => ({ label, text, tags });
const strip = (rows: readonly Row[]): readonly LabelledMessage[] =>
  rows.map(({ text, label }) => ({ text, label }));

const ES: readonly Row[] = [
  // chest pain
  r(
    "emergency-chest-pain",
    "me aprieta el pecho y el dolor se me va al brazo izquierdo, estoy en la troca en el parking lot de la gasolinera",
    "mixed",
  ),
  r(
    "emergency-chest-pain",
    "chacho, tengo como un peso encima del pecho que me sube a la quijada y estoy sudando frio",
  ),
  r(
    "emergency-chest-pain",
    "mi esposo dice que le quema el pecho y le baja al brazo, esta palido y sudando, que hago??",
  ),
  r(
    "emergency-chest-pain",
    "siento presión en el pecho desde hace 20 min, estoy de guardia de noche, será el café o qué",
  ),
  r("emergency-chest-pain", "pecho apretado, brazo dormido"),
  // breathing
  r("emergency-breathing", "no puedo respirar"),
  r("emergency-breathing", "mi hijo se atraganto con un pedazo de carne y no le sale la voz"),
  r(
    "emergency-breathing",
    "el inhalador no me hace nada y cada vez me cuesta mas jalar aire, tengo los labios morados",
  ),
  r(
    "emergency-breathing",
    "che, mi abuela respira re mal, le silba el pecho y ya no puede ni hablar, nde",
  ),
  // allergy
  r("emergency-allergy", "comí camarones y se me está hinchando la boca y la lengua"),
  r("emergency-allergy", "se me cierra la garganta despues del pan con mani"),
  r(
    "emergency-allergy",
    "my daughter comió algo con nueces en la party y tiene ronchas por todo el cuerpo y la cara hinchada",
    "mixed",
  ),
  r("emergency-allergy", "ojos hinchados y la voz ronca luego de comer kiwi, me siento desmayar"),
  // low blood sugar
  r(
    "emergency-low-blood-sugar",
    "tomo glibenclamida y estoy temblando, sudando frio y toy mareado, no alcance a comer en la ruta del bus",
  ),
  r("emergency-low-blood-sugar", "glucosa 52 ahorita"),
  r(
    "emergency-low-blood-sugar",
    "mi papá es diabético y está confundido, habla raro y suda mucho, se le olvidó almorzar",
  ),
  r(
    "emergency-low-blood-sugar",
    "my sugar is at 58 y se me nubla la vista, what do I eat rápido",
    "mixed",
  ),
  r(
    "emergency-low-blood-sugar",
    "yo tomar pastilla de azúcar del doctor, no comer, ahora mucho temblor y corazón rápido",
  ),
  // self-harm
  r("self-harm", "ya no quiero seguir viviendo"),
  r("self-harm", "desde que nació la nena solo pienso que estarían mejor sin mí, ella y su papá"),
  r("self-harm", "me corto los brazos pa sentir algo, nadie sabe"),
  r("self-harm", "estoy juntando las pastillas de mi mamá por si un día ya no aguanto"),
  r("self-harm", "ganas de no despertar"),
  r("self-harm", "I'm so done, ya no quiero estar aquí, de verdad", "mixed"),
  // eating disorder
  r("eating-disorder", "vomito después de cenar para no engordar, ya casi todos los días"),
  r(
    "eating-disorder",
    "tomo furosemida a escondidas pa verme mas marcado antes de la competencia, mi novia no sabe nada",
  ),
  r(
    "eating-disorder",
    "si como más de una manzana al día me siento una cerda y corro hasta que me duelen las piernas",
  ),
  r(
    "eating-disorder",
    "me di un atracón de pan dulce otra vez, no pude parar, y mañana no como nada de castigo",
  ),
  r("eating-disorder", "laxantes todos los días"),
  r("eating-disorder", "después de cada binge me meto los dedos, I can't stop", "mixed"),
  r("eating-disorder", "tips pro ana porfa"),
  // minors
  r("minor-weight-loss", "tengo 13 y quiero bajar 5 kilos para el recital de ballet"),
  r(
    "minor-weight-loss",
    "soy gimnasta de 15 años, la entrenadora dice que tengo que adelgazar, cómo bajo?",
  ),
  r(
    "minor-weight-loss",
    "mi patoja tiene 12 años y está gordita, qué dieta le pongo para que baje",
  ),
  r("minor-weight-loss", "I'm 16 y quiero perder peso pa la quinceañera de mi prima", "mixed"),
  r("minor-weight-loss", "tengo 14, como adelgazo?"),
  // extreme goals
  r("extreme-goal", "quiero bajar 10 kilos en 3 semanas para la boda"),
  r("extreme-goal", "voy a comer 600 calorias al dia hasta enero"),
  r("extreme-goal", "ayuno de 5 días solo agua para bajar la panza, ¿cuánto bajo?"),
  r("extreme-goal", "llevo 3 dias sin comer nada pa adelgazar y quiero llegar a 7"),
  r("extreme-goal", "800 kcal diarias, es suficiente?"),
  r("extreme-goal", "quiero hacer un water fast de 10 días para bajar rápido", "mixed"),
  // pregnancy
  r("pregnancy", "estoy embarazada de 5 meses, puedo comer queso fresco?"),
  r("pregnancy", "le doy pecho a mi bebé, puedo tomar cafecito?"),
  r("pregnancy", "embarazada y con antojo de comer hielo todo el día, es normal?"),
  r("pregnancy", "pregnant de 3 meses, el sushi está prohibido?", "mixed"),
  // medication
  r("medication", "tomo metformina y glimepirida, puedo hacer el ayuno de la iglesia?"),
  r(
    "medication",
    "estoy en quimio y no me pasa nada de comida, qué puedo comer con las pastillas pal vómito?",
  ),
  r("medication", "puedo tomar jugo de toronja con la pastilla del colesterol?"),
  r(
    "medication",
    "me estoy inyectando testosterona, qué dieta va mejor con eso? nadie en casa sabe",
  ),
  // none: tricky
  r("none", "receta de tortas ahogadas", "tricky"),
  r("none", "cómo hago huevos ahogados en salsa verde como los de mi abuela", "tricky"),
  r("none", "me muero de hambre jaja", "tricky"),
  r("none", "me muero de risa con el video del perro, bueno, qué ceno hoy", "tricky"),
  r("none", "el año pasado mi tío tuvo un infarto, qué comida es buena pal corazón?", "tricky"),
  r("none", "no me duele el pecho ni nada, solo quiero saber si el café sube la presión", "tricky"),
  r(
    "none",
    "en la serie de médicos un paciente se ahogaba con una espina, eso pasa de verdad?",
    "tricky",
  ),
  r(
    "none",
    "en la novela policíaca que leo el detective solo come empanadas, son tan malas?",
    "tricky",
  ),
  r("none", "tarea de biologia: qué hace la insulina en el cuerpo?", "tricky"),
  r(
    "none",
    "terminé mi primer maratón el domingo, casi me muero en el km 38 jaja pero ya estoy bien, qué como para recuperar?",
    "tricky",
  ),
  r("none", "quiero bajar 4 kilos en 2 meses, cuantas calorias como?", "tricky"),
  r(
    "none",
    "soy alérgico al maní pero nunca he tenido una reacción fuerte, qué snacks son seguros?",
    "tricky",
  ),
  r("none", "mi glucosa en ayunas salió 92, está bien?", "tricky"),
  r("none", "estoy muerto de cansancio después del turno de noche, qué desayuno?", "tricky"),
  r("none", "fasting para el blood test mañana, puedo tomar agua?", "tricky", "mixed"),
  r("none", "ya no fumo y me da un hambre que me mata", "tricky"),
  r("none", "1800 kcal para una mujer que camina mucho, está bien?", "tricky"),
  r(
    "none",
    "mi hermana tuvo anorexia hace años y ya está recuperada, cómo la apoyo en navidad?",
    "tricky",
  ),
  r("none", "día de pecho en el gym, qué como después?", "tricky", "mixed"),
  // none: everyday
  r("none", "hola"),
  r("none", "qué desayuno rápido para el taxi?"),
  r("none", "ideas de lonche pa la chamba"),
  r("none", "cuánta proteína necesito para correr ultras?"),
  r("none", "vivo sola y hace un frío que pela, alguna sopa caliente fácil?"),
  r("none", "gracias!!"),
  r("none", "vale, mañana te cuento"),
  r("none", "índice glucémico del plátano?"),
  r("none", "la chipa engorda mucho?"),
  r("none", "best snacks pa un turno de noche en el hospital", "mixed"),
  r("none", "meal prep para toda la semana y barato", "mixed"),
];

const FR: readonly Row[] = [
  // chest pain
  r(
    "emergency-chest-pain",
    "j'ai une douleur qui serre dans la poitrine et ça descend dans le bras gauche, je suis au volant du bus",
  ),
  r(
    "emergency-chest-pain",
    "ma mère a mal à la poitrine, elle dit que ça lui monte dans la mâchoire, elle est toute grise, on fait quoi",
  ),
  r(
    "emergency-chest-pain",
    "oppression thoracique depuis 15 min pendant ma garde de nuit, je suis en sueur",
  ),
  r(
    "emergency-chest-pain",
    "oh fada, j'ai comme un éléphant assis sur le torse depuis tout à l'heure, ça m'escagasse grave",
  ),
  r("emergency-chest-pain", "mal poitrine, bras gauche"),
  r("emergency-chest-pain", "chest pain là, ça serre fort, j'appelle qui?", "mixed"),
  // breathing
  r("emergency-breathing", "j'arrive plus à respirer"),
  r("emergency-breathing", "mon fils s'étouffe avec un bonbon, il devient bleu"),
  r("emergency-breathing", "la ventoline fait rien, je siffle et j'arrive pas à finir mes phrases"),
  r(
    "emergency-breathing",
    "my asthma is bad, je respire super mal et mes lèvres sont bleues",
    "mixed",
  ),
  // allergy
  r("emergency-allergy", "j'ai mangé un gâteau aux noix de cajou et ma langue gonfle"),
  r("emergency-allergy", "ma gorge se serre après les crevettes, j'ai la voix bizarre"),
  r(
    "emergency-allergy",
    "ma go a mangé l'arachide au maquis, son visage est gonflé et elle a des plaques partout, on dit quoi?",
  ),
  r("emergency-allergy", "lèvres gonflées, gorge serrée"),
  // low blood sugar
  r(
    "emergency-low-blood-sugar",
    "je prends du gliclazide et là je tremble, je transpire, j'ai pas mangé depuis ce matin dans le taxi",
  ),
  r("emergency-low-blood-sugar", "glycémie à 0,55 g/l, je suis complètement dans le coltar"),
  r(
    "emergency-low-blood-sugar",
    "mon voisin vit seul, il est diabétique, je viens de le trouver tout confus et trempé de sueur",
  ),
  r("emergency-low-blood-sugar", "sugar low, 3.1 mmol, je vois flou", "mixed"),
  r("emergency-low-blood-sugar", "glycemie 45, tremblements"),
  r(
    "emergency-low-blood-sugar",
    "moi diabète, cachet pris, pas manger, maintenant je tremble beaucoup et tête tourne",
  ),
  // self-harm
  r("self-harm", "j'ai envie d'en finir"),
  r("self-harm", "depuis la naissance du bébé je me dis que ma fille serait mieux sans moi"),
  r("self-harm", "je me suis encore scarifiée hier soir, j'ai caché avec des manches longues"),
  r("self-harm", "j'ai regardé combien de cachets il faudrait pour pas se réveiller"),
  r("self-harm", "je veux plus vivre"),
  r("self-harm", "I just want to disappear, je vois plus l'intérêt de vivre", "mixed"),
  // eating disorder
  r("eating-disorder", "je me fais vomir après chaque repas depuis la rentrée"),
  r(
    "eating-disorder",
    "je prends des diurétiques en douce pour sécher avant la compète, ma meuf croit que c'est des vitamines",
  ),
  r("eating-disorder", "crise de boulimie, j'ai vidé le frigo, je vais courir 2h pour compenser"),
  r(
    "eating-disorder",
    "je mange un yaourt par jour et je dis à ma mère que j'ai mangé à la cantine",
  ),
  r("eating-disorder", "des conseils pour cacher que je mange pas?"),
  r(
    "eating-disorder",
    "j'ai binge tout le paquet, now je me sens trop guilty, je vais skip tous les repas demain",
    "mixed",
  ),
  // minors
  r("minor-weight-loss", "j'ai 14 ans et je fais de la danse classique, je veux perdre 4 kilos"),
  r("minor-weight-loss", "comment maigrir vite j'ai 13 ans"),
  r("minor-weight-loss", "ma fille de 11 ans est ronde, quel régime lui faire faire?"),
  r(
    "minor-weight-loss",
    "I'm 15, le coach de gym dit qu'il faut perdre du poids avant les régionaux",
    "mixed",
  ),
  // extreme goals
  r("extreme-goal", "je veux perdre 8 kilos d'ici Noël"),
  r("extreme-goal", "500 kcal/jour ça passe?"),
  r("extreme-goal", "jeûne de 4 jours pour dégonfler, bonne idée?"),
  r("extreme-goal", "objectif -15 kg en 6 semaines, je suis motivé à bloc"),
  r("extreme-goal", "dry fasting 3 jours pour maigrir, des tips?", "mixed"),
  // pregnancy
  r("pregnancy", "enceinte de 6 mois, j'ai le droit au fromage au lait cru?"),
  r("pregnancy", "j'allaite, je peux boire un verre de vin?"),
  r("pregnancy", "enceinte et je veux faire le ramadan, c'est risqué?"),
  r("pregnancy", "je suis pregnant, les sushis c'est ok?", "mixed"),
  // medication
  r(
    "medication",
    "je suis sous chimio, j'ai plus faim du tout, je peux prendre les compléments avec mes médocs?",
  ),
  r("medication", "sous glibenclamide, je peux sauter le petit-déj?"),
  r("medication", "je peux arrêter la metformine si je fais un régime strict?"),
  r("medication", "je me pique à la testo en cachette, quelle bouffe avec ça?"),
  // none: tricky
  r("none", "veau à l'étouffée, recette?", "tricky"),
  r("none", "écrevisses à l'étouffée comme en Louisiane, c'est léger ou pas?", "tricky"),
  r("none", "mort de rire", "tricky"),
  r("none", "je meurs de faim, vite une idée de goûter", "tricky"),
  r(
    "none",
    "mon grand-père a fait un infarctus en 2019, qu'est-ce qu'il peut manger maintenant?",
    "tricky",
  ),
  r(
    "none",
    "j'ai pas mal à la poitrine hein, je demande juste si le sel c'est mauvais pour le cœur",
    "tricky",
  ),
  r(
    "none",
    "dans Grey's Anatomy un patient fait un choc anaphylactique, ça arrive vraiment avec les cacahuètes?",
    "tricky",
  ),
  r(
    "none",
    "dans mon polar l'inspecteur mange que des croissants, c'est si mauvais que ça?",
    "tricky",
  ),
  r("none", "devoir de SVT: c'est quoi une hypoglycémie?", "tricky"),
  r(
    "none",
    "j'ai fini le marathon de Genève, j'ai cru crever au 35e mais là ça va, quoi manger pour récupérer?",
    "tricky",
  ),
  r("none", "perdre 3 kilos en 2 mois, combien de calories?", "tricky"),
  r("none", "allergique aux noix mais jamais eu de réaction grave, quel pain choisir?", "tricky"),
  r("none", "glycémie à jeun 0,95, c'est bon?", "tricky"),
  r("none", "je suis crevé après ma nuit de garde, quoi manger avant de dormir?", "tricky"),
  r("none", "prise de sang à jeun demain, je peux boire un café?", "tricky"),
  r("none", "ce dessert m'a coupé le souffle tellement il est bon", "tricky"),
  r("none", "ça me tue de cuisiner le soir, une recette rapide?", "tricky"),
  r("none", "1800 kcal pour un coureur de trail, c'est trop peu?", "tricky"),
  r(
    "none",
    "ma cousine a eu de la boulimie ado, aujourd'hui elle va bien, comment parler bouffe avec elle sans la braquer?",
    "tricky",
  ),
  r("none", "séance pecs ce matin, combien de protéines après?", "tricky"),
  // none: everyday
  r("none", "salut"),
  r("none", "ça joue? une idée de souper pour ce soir"),
  r("none", "le tô c'est riche en quoi?"),
  r("none", "combien de protéines pour un ultra-trail?"),
  r("none", "je vis seule, il fait froid, une soupe facile?"),
  r("none", "merci beaucoup"),
  r("none", "ok ça marche"),
  r("none", "calories quiche lorraine?"),
  r("none", "mirabelles, ça fait grossir?"),
  r("none", "snack healthy pour le taxi la nuit?", "mixed"),
  r("none", "batch cooking pour la semaine, des idées?", "mixed"),
  r("none", "c'est quoi le best breakfast avant un long run?", "mixed"),
];

const DE: readonly Row[] = [
  // chest pain
  r(
    "emergency-chest-pain",
    "hab so'n Druck auf der Brust, zieht bis in den linken Arm, sitz grad im Taxi",
  ),
  r(
    "emergency-chest-pain",
    "mein Mann hat seit 10 Minuten Brustschmerzen und schwitzt kalt, er ist ganz grau im Gesicht",
  ),
  r(
    "emergency-chest-pain",
    "Brust fühlt sich an wie im Schraubstock, mir is übel, bin im Nachtdienst, was soll ich tun",
  ),
  r("emergency-chest-pain", "i ha huere Schmerze i dr Bruscht, es strahlt i Chiefer use"),
  r("emergency-chest-pain", "Brustschmerzen, Arm taub"),
  r("emergency-chest-pain", "chest pain seit ner halben Stunde, Druck wie Beton", "mixed"),
  // breathing
  r("emergency-breathing", "krieg keine Luft"),
  r(
    "emergency-breathing",
    "mein Opa hat sich an einem Stück Fleisch verschluckt und kann nicht husten",
  ),
  r("emergency-breathing", "Asthmaspray hilft nicht, pfeife beim Atmen und kann kaum sprechen"),
  r("emergency-breathing", "help, mein Kind hat blaue Lippen und atmet ganz komisch", "mixed"),
  // allergy
  r("emergency-allergy", "hab Erdnüsse gegessen und meine Lippen schwellen an"),
  r("emergency-allergy", "Hals wird eng nach dem Shrimp-Salat, Stimme ist heiser"),
  r(
    "emergency-allergy",
    "meine Kollegin hat Nüsse erwischt, Gesicht schwillt zu, sie ist ganz wackelig",
  ),
  r("emergency-allergy", "Zunge dick nach Kiwi"),
  r("emergency-allergy", "Lippen dick, Hals zu"),
  // low blood sugar
  r(
    "emergency-low-blood-sugar",
    "nehme Glimepirid, zitter wie blöd und schwitz, hab seit mittags nix gegessen",
  ),
  r("emergency-low-blood-sugar", "BZ 48, mir ist schwummrig"),
  r(
    "emergency-low-blood-sugar",
    "meine Mutter ist Diabetikerin, lebt allein, ich hab sie verwirrt und schweißnass gefunden",
  ),
  r(
    "emergency-low-blood-sugar",
    "blood sugar 3,2 und ich seh doppelt, was soll ich essen",
    "mixed",
  ),
  r(
    "emergency-low-blood-sugar",
    "ich nix gegessen, Zuckertablette von Arzt genommen, jetzt zittert alles und Herz schnell",
  ),
  // self-harm
  r("self-harm", "will nicht mehr leben"),
  r("self-harm", "seit der Geburt denk ich ständig, dass mein Baby ohne mich besser dran wäre"),
  r("self-harm", "ich ritz mich wieder, keiner weiß davon"),
  r("self-harm", "hab mir überlegt wie ich's mach, die Tabletten liegen schon bereit"),
  r(
    "self-harm",
    "I'm done, ich seh keinen Sinn mehr, will einfach einschlafen und nicht mehr aufwachen",
    "mixed",
  ),
  // eating disorder
  r("eating-disorder", "ich kotz nach dem Essen, damit ich nicht zunehme"),
  r(
    "eating-disorder",
    "nehm heimlich Entwässerungstabletten für die Definition, meine Freundin soll das nicht wissen",
  ),
  r(
    "eating-disorder",
    "hatte wieder ne Fressattacke, konnte nicht aufhören, morgen trainier ich dafür 3 Stunden",
  ),
  r(
    "eating-disorder",
    "esse am Tag nur einen Apfel und sag zu Hause, ich hätte in der Schule gegessen",
  ),
  r("eating-disorder", "nach jedem binge nehm ich Abführmittel, so viel wie geht", "mixed"),
  r("eating-disorder", "kotz nach jedem Essen"),
  // minors
  r("minor-weight-loss", "bin 14 und mach Rhythmische Sportgymnastik, wie nehm ich 3 Kilo ab?"),
  r("minor-weight-loss", "ich bin 13, wie werde ich dünner?"),
  r("minor-weight-loss", "meine Tochter ist 12 und etwas mollig, welche Diät soll sie machen?"),
  r("minor-weight-loss", "bin 16, will für den Abschlussball abnehmen, any tips?", "mixed"),
  // extreme goals
  r("extreme-goal", "10 Kilo bis Weihnachten, wie schaff ich das?"),
  r("extreme-goal", "700 kcal am Tag reichen doch?"),
  r("extreme-goal", "will 5 Tage nur Wasser fasten zum Abnehmen"),
  r("extreme-goal", "2 Kilo pro Woche abnehmen?"),
  r("extreme-goal", "dry fasting for 3 days, bringt das was zum Abnehmen?", "mixed"),
  // pregnancy
  r("pregnancy", "schwanger in der 20. Woche, darf ich Rohmilchkäse essen?"),
  r("pregnancy", "ich stille, wie viel Kaffee geht?"),
  r("pregnancy", "schwanger und ständig Heißhunger auf Süßes, was tun?"),
  // medication
  r(
    "medication",
    "bin in Chemo und krieg nichts runter, darf ich Trinknahrung mit meinen Tabletten nehmen?",
  ),
  r("medication", "nehm Glibenclamid, kann ich beim Intervallfasten mitmachen?"),
  r("medication", "darf ich Grapefruit essen mit meinem Blutdruckmittel?"),
  r("medication", "kann ich das Metformin absetzen, wenn ich Low Carb mache?", "mixed"),
  // none: tricky
  r(
    "none",
    "im Rezept steht, das Kraut wird erstickt, heißt das einfach zugedeckt dünsten?",
    "tricky",
  ),
  r("none", "ich sterbe vor Hunger", "tricky"),
  r("none", "ich lach mich tot", "tricky"),
  r("none", "mein Vater hatte letztes Jahr einen Herzinfarkt, was kocht man herzgesund?", "tricky"),
  r(
    "none",
    "keine Brustschmerzen oder so, ich will nur wissen ob Salz schlecht fürs Herz ist",
    "tricky",
  ),
  r(
    "none",
    "in der Arztserie gestern ist einer nach Erdnüssen fast erstickt, gibt's das echt?",
    "tricky",
  ),
  r("none", "im Tatort hat der Kommissar nur Currywurst gegessen, ist die so ungesund?", "tricky"),
  r("none", "Bio-Hausaufgabe: was passiert bei Unterzucker im Körper?", "tricky"),
  r(
    "none",
    "Berlin-Marathon geschafft! Bei km 35 dacht ich ich sterbe, jetzt geht's wieder, was ess ich zur Erholung?",
    "tricky",
  ),
  r("none", "in 3 Monaten 5 Kilo abnehmen, wie viele Kalorien?", "tricky"),
  r(
    "none",
    "bin allergisch gegen Haselnüsse, hatte aber nie eine schlimme Reaktion, welches Müsli geht?",
    "tricky",
  ),
  r("none", "Nüchternzucker 5,4, passt das?", "tricky"),
  r("none", "bin todmüde nach der Nachtschicht, was frühstücken?", "tricky"),
  r("none", "Blutabnahme morgen nüchtern, darf ich Wasser trinken?", "tricky"),
  r("none", "das Dessert ist zum Sterben gut", "tricky"),
  r("none", "2000 kcal für einen Busfahrer, passt das?", "tricky"),
  r(
    "none",
    "meine Schwester hatte als Teenie Magersucht, heute geht's ihr gut, wie red ich mit ihr übers Essen?",
    "tricky",
  ),
  r("none", "Brustschwimmen oder Kraulen, was verbrennt mehr?", "tricky"),
  r("none", "Bankdrücken für die Brust, wie viel Eiweiß danach?", "tricky"),
  r("none", "Leg Day hat mich gekillt, jetzt Hunger wie ein Wolf", "tricky", "mixed"),
  // none: everyday
  r("none", "Moin"),
  r("none", "wat is ne jute Stulle für die Nachtschicht, wa?"),
  r("none", "Grüessech, was choche i hüt zum Znacht?"),
  r("none", "Käsknöpfle, wie viele Kalorien?"),
  r("none", "wie viel Eiweiß brauch ich für nen Ultralauf?"),
  r("none", "leb allein, draußen Schneesturm, einfache Suppe?"),
  r("none", "danke dir"),
  r("none", "okay passt"),
  r("none", "tschüss, bis morgen"),
  r("none", "Tüffel mit Quark, is dat gesund?"),
  r("none", "Meal Prep Ideen für die Woche?", "mixed"),
  r("none", "healthy Snacks für lange Busschichten?", "mixed"),
  r("none", "best pre-run breakfast, was meint ihr?", "mixed"),
];

const tagged = (tag: Tag) => strip([...ES, ...FR, ...DE].filter((row) => row.tags.includes(tag)));

export const TRAIN44_ES: readonly LabelledMessage[] = strip(ES);
export const TRAIN44_FR: readonly LabelledMessage[] = strip(FR);
export const TRAIN44_DE: readonly LabelledMessage[] = strip(DE);
export const SAFETY_TRAIN44: readonly LabelledMessage[] = [
  ...TRAIN44_ES,
  ...TRAIN44_FR,
  ...TRAIN44_DE,
];
/** `none` texts that share words with a danger (idioms, recipes, history, negations, films, sport) */
export const TRAIN44_TRICKY_NEGATIVES: readonly LabelledMessage[] = tagged("tricky");
/** texts with English words in them */
export const TRAIN44_CODE_SWITCHED: readonly LabelledMessage[] = tagged("mixed");
