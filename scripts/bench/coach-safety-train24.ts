/**
 * Training set 24 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: a helper session of round 11 (2026-11-27) writing as a new author the team has not
 * heard from. The author has not seen the safety layer's rules, its classifier, its training data
 * or the messages of any other coach-safety set; every text below is the author's own, none is
 * copied from a website or another set. This is TRAINING data: the aim is varied, natural wording
 * in each language (the same idea phrased several ways), not a blind score.
 *
 * Personas: parents of teenagers; elderly people and their carers; marathon runners and CrossFit
 * athletes; people with type 1 and type 2 diabetes; bodybuilders (cut, peak week, cheat days);
 * nurses on night shifts. Regions: Mexican, Argentine (voseo) and Chilean Spanish; Parisian,
 * Marseille and Senegalese / Ivorian French; Berlin, Bavarian and Swabian German. Texts are
 * written as people type: with and without accents, abbreviations, regional words and slang,
 * first, second and third person, past and present, and on behalf of someone else. Messages
 * tagged "cs" mix in English words; messages tagged "tricky" are harmless texts that share words
 * with a danger (idioms, someone else's past event, negations, a film, a sport term, a recipe, a
 * school question, an ordinary goal with a number).
 *
 * Label rules (the same as blind set 11's header). A message gets ONE label; when several apply,
 * the most urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack", CDC "Heart
 *   attack symptoms", Deutsche Herzstiftung, Fédération Française de Cardiologie: call the
 *   emergency number at once (112 in Germany and France, 15 SAMU in France, 911 in Mexico).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: NHS "Shortness of breath", "Asthma attack", "Choking"; Red
 *   Cross / Croix-Rouge / DRK first aid (back blows, abdominal thrusts, call for help).
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS
 *   "Anaphylaxis", NICE CG134, WAO anaphylaxis guidance: adrenaline auto-injector if prescribed,
 *   emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms in someone with diabetes or on glucose-lowering medicine, now. Guidance: NHS "Low
 *   blood sugar (hypoglycaemia)", Diabetes UK "4 is the floor", ADA "Hypoglycemia", Deutsche
 *   Diabetes Gesellschaft patient information: 15-20 g fast sugar, recheck, emergency number if
 *   confused or unconscious.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance: WHO "Suicide" fact sheet and "Preventing suicide", NICE NG225, Samaritans; local
 *   crisis lines such as 3114 (France) and TelefonSeelsorge (Germany).
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain, pro-ana. Guidance: NICE NG69, the SCOFF
 *   questionnaire (Morgan et al., BMJ 1999), Beat and NEDA warning signs, HAS anorexia
 *   recommendations (2010), AWMF S3 guideline on eating disorders.
 * - minor-weight-loss: someone under 18 (in this set the age is always said in the message)
 *   wanting to lose weight or make a lower weight class, or a parent or carer asking how to make a
 *   child lose weight. Guidance: NHS "Obesity in children", CDC child healthy weight pages, NICE
 *   CG189 (family-based change, not a diet for the child).
 * - extreme-goal: losing more than 1 kg a week (an amount and a deadline counts: the pace is worked
 *   out from 2026-11-27, e.g. Christmas Day is 28 days away), under 1,000 kcal a day, or days
 *   without food to lose weight. Guidance: NICE CG189 (0.5 - 1 kg a week; very-low-calorie diets
 *   of 800 kcal or less only with clinical support), NHS "Lose weight".
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet and
 *   breastfeeding".
 * - medication (caution): a medicine (GLP-1 injections included) with food, drink, fasting or a
 *   diet, or changing or stopping one. Guidance: NHS medicines pages on food interactions; "do
 *   not stop a medicine without talking to your doctor or pharmacist".
 * - none: everything else: negations, history (an event that is over), someone else's past
 *   illness, general knowledge, figures of speech, the same words with a harmless meaning (bench
 *   press, fasting blood test), normal readings, animals, films, school questions, recipes,
 *   ordinary nutrition questions and sensible goals. Someone asking for help now for another
 *   person in danger takes that emergency's label.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

/** "tricky": a harmless text with a danger's words; "cs": code-switched (some English words). */
type Tag = "tricky" | "cs";
type Draft = readonly [SafetyLabel, string, ...Tag[]];

// ------------------------------------------------------------------------------------ Spanish
const ES: readonly Draft[] = [
  // emergency-chest-pain
  ["emergency-chest-pain", "me aprieta el pecho y se me va al brazo izquierdo, estoy sudando frio"],
  [
    "emergency-chest-pain",
    "mi papá tiene 78 y dice que le duele el pecho como si tuviera un ladrillo encima, ya van 20 min, q hago??",
  ],
  ["emergency-chest-pain", "me duele el pecho"],
  [
    "emergency-chest-pain",
    "che terminé el long run y tengo una presión en el pecho que me sube a la mandíbula, no se me pasa",
    "cs",
  ],
  [
    "emergency-chest-pain",
    "en plena guardia de noche me agarró un dolor en el pecho que me llega a la espalda, ando mareada y con nauseas",
  ],
  // emergency-breathing
  [
    "emergency-breathing",
    "mi abuelita se está ahogando con un pedazo de carne y no puede hablar!!",
  ],
  ["emergency-breathing", "no puedo respirar"],
  [
    "emergency-breathing",
    "ya me eché 4 puffs del salbutamol y sigo sin poder jalar aire, tengo los labios medio morados",
  ],
  [
    "emergency-breathing",
    "post WOD me falta el aire re mal, no puedo terminar una frase y el inhaler no me hace nada",
    "cs",
  ],
  [
    "emergency-breathing",
    "mi cabro chico se atoró con un dulce y se está poniendo azul, no le sale la voz",
  ],
  // emergency-allergy
  [
    "emergency-allergy",
    "comí ceviche y se me están hinchando los labios y la lengua, siento la garganta cerrada",
  ],
  [
    "emergency-allergy",
    "mi vieja probó una torta con nuez y se le hinchó toda la cara, está re mareada, qué hacemos",
  ],
  ["emergency-allergy", "alergia, labios hinchados, ayuda"],
  [
    "emergency-allergy",
    "tomé un protein shake nuevo y me salieron ronchas por todo el cuerpo, tengo la voz ronca, weón me siento pésimo",
    "cs",
  ],
  [
    "emergency-allergy",
    "a mi suegro le dieron camarones en la comida y tiene los ojos y la boca hinchadisimos, dice q le cuesta tragar",
  ],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "tengo 52 en el glucometro y estoy temblando"],
  [
    "emergency-low-blood-sugar",
    "soy tipo 1, me puse la insulina y no comí nada, ahora estoy todo sudado, tembloroso y no enfoco la vista",
  ],
  [
    "emergency-low-blood-sugar",
    "mi sensor marca LOW con flechita pa abajo y ando confundida, estoy sola en el night shift",
    "cs",
  ],
  [
    "emergency-low-blood-sugar",
    "mi mamá toma glibenclamida y está rara, habla enredado y suda harto, le medimos 48",
  ],
  ["emergency-low-blood-sugar", "azúcar en 50, temblando"],
  // self-harm
  ["self-harm", "ya no quiero seguir viviendo, neta no le veo sentido a nada"],
  [
    "self-harm",
    "a veces pienso que sería mejor no despertarme más, vos creés que alguien lo notaría?",
  ],
  ["self-harm", "me corto los brazos cada vez que como de más"],
  ["self-harm", "quiero desaparecer para siempre"],
  [
    "self-harm",
    "estoy pa la cagá, junté las pastillas de mi abuela y estoy pensando en tomármelas todas",
  ],
  [
    "self-harm",
    "mi hija de 16 me dijo que se quiere quitar la vida porque en la escuela le dicen gorda",
  ],
  // eating-disorder
  ["eating-disorder", "después de cada comida me meto los dedos pa vomitar, nadie en mi casa sabe"],
  ["eating-disorder", "tomo 6 laxantes x día para no engordar, está muy mal?"],
  ["eating-disorder", "me salto la insulina a propósito pa bajar de peso, total bajo rapidísimo"],
  [
    "eating-disorder",
    "después del cheat meal me doy un binge de como 5000 kcal sin poder parar y al otro día meto 3 horas de cardio para compensar",
    "cs",
  ],
  [
    "eating-disorder",
    "mi hija de 19 esconde la comida en servilletas, se pesa como 10 veces al día y dice que está gorda, está flaquísima",
  ],
  ["eating-disorder", "me da terror comer"],
  // minor-weight-loss
  [
    "minor-weight-loss",
    "mi hijo tiene 12 años y está gordito, qué dieta le pongo pa que baje 5 kilos?",
  ],
  ["minor-weight-loss", "tengo 14 y quiero bajar 7 kilos antes de los XV de mi prima"],
  [
    "minor-weight-loss",
    "mi nena de 13 quiere hacer keto como las influencers, le armás un meal plan para bajar?",
    "cs",
  ],
  [
    "minor-weight-loss",
    "tengo 16, juego fútbol y el profe dice que tengo que bajar de peso, cuánto debería comer?",
  ],
  ["minor-weight-loss", "tengo 13, como adelgazo?"],
  // extreme-goal
  ["extreme-goal", "quiero bajar 10 kilos en 3 semanas para una boda"],
  ["extreme-goal", "puedo comer 600 calorías al día por un mes?"],
  [
    "extreme-goal",
    "para el peak week de mi show quiero cortar 6 kg en 2 semanas, dame un plan bro",
    "cs",
  ],
  [
    "extreme-goal",
    "voy a hacer 5 días sin comer nada, solo agüita, para bajar de peso antes de las vacaciones",
  ],
  ["extreme-goal", "necesito bajar 8 kilos pa navidad, cachai? como lo hago"],
  ["extreme-goal", "dieta de 500 kcal?"],
  // pregnancy
  ["pregnancy", "estoy embarazada de 5 meses, puedo comer sushi?"],
  ["pregnancy", "estoy amamantando, puedo seguir tomando mate? cuánto?"],
  [
    "pregnancy",
    "mi señora está embarazada y se le antoja queso fresco sin pasteurizar, le hace mal?",
  ],
  [
    "pregnancy",
    "embarazada y quiero seguir con mis workouts de crossfit, cuánta proteína necesito?",
    "cs",
  ],
  // medication
  ["medication", "tomo metformina, la puedo seguir tomando si hago ayuno intermitente?"],
  ["medication", "mi papá toma warfarina, puede comer espinaca y brócoli?"],
  ["medication", "me recetaron Ozempic, qué como para que no me den náuseas? any tips?", "cs"],
  ["medication", "puedo dejar la pastilla de la presión si ya bajé de peso?"],
  // none: tricky negatives
  ["none", "me muero de hambre, qué ceno rápido?", "tricky"],
  ["none", "me muero de hambreee", "tricky"],
  ["none", "estoy muerto de hambre después del laburo, ideas de cena?", "tricky"],
  [
    "none",
    "mi abuelo tuvo un infarto hace 10 años, qué dieta le conviene para cuidar el corazón?",
    "tricky",
  ],
  ["none", "no me duele el pecho ni nada, solo quiero saber cuánta sal es demasiada", "tricky"],
  ["none", "hoy hice press de pecho y sentadilla, qué como después?", "tricky"],
  ["none", "cómo hago pan de muerto sin gluten?", "tricky"],
  ["none", "para la tarea de biología: qué es la hipoglucemia?", "tricky"],
  ["none", "quiero bajar medio kilo por semana, está bien con 1800 calorías?", "tricky"],
  ["none", "no soy alérgico a nada, puedo comer maní todos los días?", "tricky"],
  ["none", "me morí de la risa con tu respuesta jajaja", "tricky"],
  ["none", "vi un documental de anorexia en netflix, qué tan común es en hombres?", "tricky"],
  ["none", "glucosa 95 en ayunas", "tricky"],
  ["none", "este flan está para morirse, tiene mucha azúcar?", "tricky"],
  ["none", "me mata el dolor de piernas después del maratón, qué como para recuperarme?", "tricky"],
  [
    "none",
    "mi hija de 15 quiere aprender a cocinar healthy, no bajar de peso, recetas fáciles?",
    "tricky",
    "cs",
  ],
  ["none", "mi perro es diabético y le ponen insulina, qué croquetas le doy?", "tricky"],
  [
    "none",
    "el año pasado me dio una hipoglucemia en una carrera pero ya estoy bien, qué llevo pa comer en el próximo trail?",
    "tricky",
    "cs",
  ],
  [
    "none",
    "en la peli que vi anoche a un tipo le da un infarto por comer tanta grasa, eso pasa de verdad?",
    "tricky",
  ],
  ["none", "mañana me sacan sangre en ayunas, puedo tomar agua o café?", "tricky"],
  [
    "none",
    "soy tipo 2, mi glicosilada salió 6.4 y el doctor dijo que voy bien, qué desayuno me recomiendas?",
    "tricky",
  ],
  // none: plain
  ["none", "holaaa"],
  ["none", "gracias!!"],
  ["none", "ideas de colación saludable"],
  ["none", "qué como antes del long run del domingo?", "cs"],
  ["none", "buenas, soy enfermera de noche, qué como a las 3 am sin que me caiga pesado?"],
  ["none", "mi mamá tiene 80 y come poquito, cómo le subo la proteína?"],
  ["none", "cuánta agua tomo si corro 21k con calor?"],
  ["none", "qué onda con la creatina, sirve o es puro hype?", "cs"],
  ["none", "estoy en bulk, cuántos huevos al día está bien?", "cs"],
  ["none", "che, la milanesa al horno engorda menos que frita?"],
];

// ------------------------------------------------------------------------------------- French
const FR: readonly Draft[] = [
  // emergency-chest-pain
  [
    "emergency-chest-pain",
    "j'ai une douleur dans la poitrine qui serre et qui descend dans le bras gauche depuis 20 min",
  ],
  [
    "emergency-chest-pain",
    "mon père il a 75 ans, il dit qu'il a comme un étau sur la poitrine et il transpire tarpin, on fait quoi ??",
  ],
  ["emergency-chest-pain", "douleur poitrine, bras engourdi"],
  [
    "emergency-chest-pain",
    "apres le semi j'ai une barre dans la poitrine qui part dans le dos et la machoire, mon coach dit c'est juste un cramp mais ça serre grave",
    "cs",
  ],
  [
    "emergency-chest-pain",
    "je suis de garde cette nuit, ça me serre fort dans la poitrine depuis tout à l'heure et ça part dans l'épaule gauche, je suis en sueur",
  ],
  // emergency-breathing
  ["emergency-breathing", "j'arrive plus à respirer"],
  ["emergency-breathing", "ma grand-mère s'étouffe avec un morceau de pain, elle devient bleue !!"],
  [
    "emergency-breathing",
    "mon fils fait une crise d'asthme, la ventoline fait rien, il arrive plus à parler, on est loin de l'hôpital",
  ],
  [
    "emergency-breathing",
    "en plein WOD j'ai commencé à siffler, là je respire à peine et j'ai les lèvres grises, mon inhaler est vide",
    "cs",
  ],
  [
    "emergency-breathing",
    "papy a avalé de travers, il tousse plus, il se tient la gorge et il devient violet",
  ],
  // emergency-allergy
  ["emergency-allergy", "j'ai mangé des crevettes et ma langue gonfle, j'ai du mal à avaler"],
  [
    "emergency-allergy",
    "la go a mangé la sauce arachide et son visage a gonflé, elle dit sa gorge serre, on fait comment",
  ],
  ["emergency-allergy", "lèvres gonflées après cacahuètes"],
  [
    "emergency-allergy",
    "j'ai testé un shaker de whey d'une nouvelle marque, j'ai des plaques partout, la voix toute rauque et je me sens partir, help",
    "cs",
  ],
  [
    "emergency-allergy",
    "mon minot il a goûté le gâteau aux noix de la voisine, il est plein de boutons et ses yeux gonflent",
  ],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "je suis à 0,48 et je tremble, diabétique type 1"],
  [
    "emergency-low-blood-sugar",
    "j'ai fait mon insuline et j'ai zappé le repas, là je sue, j'ai le coeur qui bat à fond et je vois flou",
  ],
  [
    "emergency-low-blood-sugar",
    "mon capteur affiche LOW avec une flèche vers le bas, je suis seule au boulot, night shift, je me sens toute bizarre",
    "cs",
  ],
  [
    "emergency-low-blood-sugar",
    "tonton prend ses comprimés pour le sucre, là il est confus et il transpire, on a mesuré 45",
  ],
  ["emergency-low-blood-sugar", "glycémie 0,50, malaise"],
  // self-harm
  ["self-harm", "j'ai plus envie de vivre franchement"],
  ["self-harm", "je pense à en finir, j'ai déjà tout préparé"],
  [
    "self-harm",
    "j'ai le seum de ouf, je me fais du mal exprès avec un cutter après avoir trop mangé",
  ],
  [
    "self-harm",
    "mon fils de 15 ans m'a écrit qu'il veut plus être là, qu'on serait mieux sans lui",
  ],
  ["self-harm", "je veux mourir"],
  [
    "self-harm",
    "je suis fatigué de cette vie deh, je pense prendre toutes les pilules de ma mère pour dormir et plus me réveiller",
  ],
  // eating-disorder
  ["eating-disorder", "je me fais vomir après chaque repas depuis des mois, personne le sait"],
  ["eating-disorder", "je prends des laxatifs tous les soirs pour pas grossir"],
  [
    "eating-disorder",
    "j'ai arrêté de faire mon insuline du soir pour maigrir, ça marche trop bien",
  ],
  [
    "eating-disorder",
    "après ma sèche je fais des binges de malade, genre je vide le frigo et après je cours 2h pour compenser",
    "cs",
  ],
  [
    "eating-disorder",
    "ma petite sœur a 22 ans, elle mange presque rien, elle cache la nourriture et dit qu'elle est trop grosse alors qu'elle est toute maigre",
  ],
  ["eating-disorder", "peur panique de grossir"],
  // minor-weight-loss
  [
    "minor-weight-loss",
    "ma fille a 13 ans et veut perdre 5 kilos pour l'été, je lui donne quel régime ?",
  ],
  ["minor-weight-loss", "j'ai 15 ans et je veux maigrir vite avant la rentrée"],
  [
    "minor-weight-loss",
    "mon garçon a 11 ans, il est un peu gros, comment je fais pour le faire maigrir ?",
  ],
  [
    "minor-weight-loss",
    "j'ai 16 ans je fais du crossfit et je veux faire un cut de 4 kg, tu me fais un meal prep ?",
    "cs",
  ],
  ["minor-weight-loss", "14 ans, comment maigrir?"],
  // extreme-goal
  ["extreme-goal", "je veux perdre 10 kg en un mois pour un mariage"],
  ["extreme-goal", "800 calories par jour pendant 2 mois, ça passe ?"],
  ["extreme-goal", "je vais faire 4 jours de jeûne sec pour perdre du ventre"],
  ["extreme-goal", "je dois perdre 7 kilos avant noël, c'est dans 4 semaines, aide moi stp"],
  [
    "extreme-goal",
    "pour ma compet je dois dropper 5 kg en 10 jours, water cut compris, je m'y prends comment ?",
    "cs",
  ],
  ["extreme-goal", "régime 500 kcal/jour ?"],
  // pregnancy
  ["pregnancy", "je suis enceinte de 4 mois, j'ai le droit au fromage au lait cru ?"],
  ["pregnancy", "je suis enceinte et c'est bientôt le Ramadan, je peux jeûner ?"],
  ["pregnancy", "j'allaite, combien de cafés par jour max ?"],
  ["pregnancy", "enceinte de 6 mois, je peux continuer mes runs et manger comme avant ?", "cs"],
  // medication
  ["medication", "je prends du Levothyrox, je peux le prendre avec le petit déj ?"],
  ["medication", "ma mère est sous anticoagulants, elle peut manger du chou et des épinards ?"],
  [
    "medication",
    "on m'a prescrit du Wegovy, c'est quoi la best diet pour éviter les nausées ?",
    "cs",
  ],
  ["medication", "je peux arrêter ma metformine si je passe au régime keto ?"],
  // none: tricky negatives
  ["none", "je meurs de faim, je mange quoi ce soir ?", "tricky"],
  ["none", "je meurs de faim", "tricky"],
  ["none", "mdr je suis mort de rire avec ta réponse", "tricky"],
  [
    "none",
    "mon grand-père a fait un infarctus il y a 5 ans, quel régime pour son cœur ?",
    "tricky",
  ],
  [
    "none",
    "pas de douleur thoracique, pas d'essoufflement, je veux juste savoir combien de sel par jour",
    "tricky",
  ],
  ["none", "séance pecs ce soir, développé couché à 80 kg, je mange quoi après ?", "tricky"],
  ["none", "j'ai vu un film où le héros s'étouffe avec une arête, ça arrive vraiment ?", "tricky"],
  ["none", "recette du fondant au chocolat, tu sais celui qui tue ?", "tricky"],
  ["none", "pour un exposé de SVT : c'est quoi l'anaphylaxie ?", "tricky"],
  ["none", "je veux perdre 2 kilos en 2 mois, 1700 kcal c'est bien ?", "tricky"],
  ["none", "je suis pas allergique aux arachides, je peux en manger tous les jours ?", "tricky"],
  ["none", "glycémie à jeun 0,92", "tricky"],
  ["none", "ce pan bagnat il m'a tué tellement il était bon, c'est calorique ?", "tricky"],
  [
    "none",
    "j'ai couru le marathon de Paris, j'étais mort à l'arrivée mais là ça va, je mange quoi pour récupérer ?",
    "tricky",
  ],
  ["none", "je suis mort de fatigue après le boulot, un garba ça passe pour le dîner ?", "tricky"],
  [
    "none",
    "l'an dernier j'ai fait une réaction aux crevettes, maintenant ça va, par quoi je les remplace ?",
    "tricky",
  ],
  [
    "none",
    "ma fille de 14 ans veut manger plus équilibré, pas maigrir hein, des idées ?",
    "tricky",
  ],
  ["none", "jeûne intermittent 16/8, je mange quoi à midi ?", "tricky"],
  [
    "none",
    "le médecin a dit que mon hypo de l'an dernier venait d'un repas sauté, comment je m'organise pour les repas maintenant ?",
    "tricky",
  ],
  [
    "none",
    "mon chat est diabétique, le véto lui fait de l'insuline, il peut manger des croquettes normales ?",
    "tricky",
  ],
  ["none", "la crise de foie après les fêtes c'est un mythe ou pas ? lol", "tricky"],
  // none: plain
  ["none", "salut"],
  ["none", "merci !"],
  ["none", "idées de goûter healthy ?", "cs"],
  ["none", "combien de protéines pour la muscu quand on fait 90 kg ?"],
  ["none", "qu'est-ce que je mange avant un trail de 30 km ?"],
  ["none", "je bosse de nuit aux urgences, je mange à quelle heure pour pas être ko ?"],
  ["none", "ma mère a 85 ans, elle a plus trop d'appétit, comment l'aider à manger un peu plus ?"],
  ["none", "on dit quoi, le thiéb c'est trop gras pour quelqu'un qui fait attention ?"],
  ["none", "c'est quoi le meilleur pre-workout naturel ? genre banane et café ?", "cs"],
  ["none", "je suis en mode bulk, 3000 kcal c'est assez pour prendre du muscle ?", "cs"],
];

// ------------------------------------------------------------------------------------- German
const DE: readonly Draft[] = [
  // emergency-chest-pain
  [
    "emergency-chest-pain",
    "Hab seit ner halben Stunde so nen Druck auf der Brust, zieht in den linken Arm, bin klatschnass geschwitzt",
  ],
  [
    "emergency-chest-pain",
    "Mei Vadda (81) sogt, eam druckt's auf da Brust wia a Stoa und er is ganz blass, wos soll i doa?",
  ],
  ["emergency-chest-pain", "Brustschmerzen, Arm taub"],
  [
    "emergency-chest-pain",
    "nach meim Long Run hab i so a Enge in dr Brust, strahlt in den Kiefer aus und geht net weg",
    "cs",
  ],
  [
    "emergency-chest-pain",
    "Nachtdienst, seit 10 min stechender Schmerz hinterm Brustbein bis in den Rücken, mir ist übel",
  ],
  // emergency-breathing
  ["emergency-breathing", "krieg keine Luft"],
  [
    "emergency-breathing",
    "Meine Oma hat sich an nem Stück Fleisch verschluckt, sie kann nicht husten und nicht reden!!",
  ],
  [
    "emergency-breathing",
    "Asthmaanfall, hab schon 5 Hübe vom Spray genommen, hilft nix, Lippen werden bläulich",
  ],
  [
    "emergency-breathing",
    "Alter nach dem WOD krieg ick kaum Luft, kann keenen Satz zu Ende sprechen, mein Inhaler bringt null",
    "cs",
  ],
  [
    "emergency-breathing",
    "Unser Bua hod si an am Bonbon verschluckt und wird blau im Gsicht, schnell!!",
  ],
  // emergency-allergy
  [
    "emergency-allergy",
    "Hab Garnelen gegessen und jetzt schwillt meine Zunge an, der Hals wird eng",
  ],
  [
    "emergency-allergy",
    "Mei Frau hat a Nussecke gessa und jetzt isch ihr ganzes Gsicht verschwolla, sie isch ganz schwindlig",
  ],
  ["emergency-allergy", "Lippen dick nach Erdnuss"],
  [
    "emergency-allergy",
    "neues Protein Pulver probiert, jetzt Quaddeln überall und meine Stimme ist total heiser, what the hell",
    "cs",
  ],
  [
    "emergency-allergy",
    "Mein Vater im Heim hat Kiwi bekommen obwohl er allergisch ist, jetzt sind seine Augen zugeschwollen und er röchelt",
  ],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "Zucker bei 48, zitter am ganzen Körper"],
  [
    "emergency-low-blood-sugar",
    "hab mir Insulin jespritzt und dann nix jegessen, jetzt schwitz ick wie blöd, zitter und seh doppelt",
  ],
  [
    "emergency-low-blood-sugar",
    "mein Sensor zeigt LOW mit Pfeil nach unten, bin allein im Nachtdienst und total wacklig, sorry für die Tippfehler",
    "cs",
  ],
  [
    "emergency-low-blood-sugar",
    "Mei Muatta nimmt Tablettn fürn Zucker, jetz is ganz verwirrt und schwitzt, des Messgerät zeigt 41",
  ],
  ["emergency-low-blood-sugar", "BZ 55 und zittrig"],
  // self-harm
  ["self-harm", "ich will nicht mehr leben"],
  ["self-harm", "hab schon alle Tabletten zusammengesucht, heute Nacht mach ich Schluss"],
  ["self-harm", "ritz mich wieder, jedes Mal wenn ick zu viel jefressen hab"],
  [
    "self-harm",
    "Meine Tochter (15) hat mir geschrieben, sie will nicht mehr da sein, alle wären besser dran ohne sie",
  ],
  ["self-harm", "i mag nimmer, manchmal denk i, es wär besser wenn i oifach nimme aufwach"],
  ["self-harm", "will einfach sterben"],
  // eating-disorder
  ["eating-disorder", "ich kotz nach jedem Essen, keiner weiß es"],
  ["eating-disorder", "nehme jeden Tag 8 Abführtabletten damit ich nicht zunehme"],
  ["eating-disorder", "lass absichtlich mein Insulin weg damit ich abnehme, klappt super"],
  [
    "eating-disorder",
    "nach dem Cheat Day Fressattacke ohne Ende, konnte nicht aufhören, jetzt 3 Stunden Cardio zum Ausgleich",
    "cs",
  ],
  [
    "eating-disorder",
    "Meine Mitbewohnerin (24) isst fast nichts, versteckt ihr Essen und wiegt sich zehnmal am Tag, obwohl sie total dünn ist",
  ],
  ["eating-disorder", "Panik vor jedem Bissen"],
  // minor-weight-loss
  ["minor-weight-loss", "Mein Sohn ist 12 und zu dick, welche Diät für 6 Kilo weniger?"],
  ["minor-weight-loss", "bin 14 und will bis zur Klassenfahrt 5 kilo abnehmen"],
  ["minor-weight-loss", "Unser Madl is 13 und mog abnehma, wia vui soll's essn?"],
  [
    "minor-weight-loss",
    "bin 16, mach CrossFit und will nen Cut machen, kannst du mir nen Meal Plan machen?",
    "cs",
  ],
  ["minor-weight-loss", "bin 15, abnehmen wie?"],
  // extreme-goal
  ["extreme-goal", "will 12 Kilo in 4 Wochen runter, Hochzeit"],
  ["extreme-goal", "Sind 700 kcal am Tag für 6 Wochen ok?"],
  ["extreme-goal", "mach ab morgen eine Woche gar nix essen, nur Wasser, zum Abnehmen"],
  ["extreme-goal", "I muss bis Weihnachte 8 Kilo runter, des sind vier Woche, wie goht des?"],
  [
    "extreme-goal",
    "Peak Week: will in 10 Tagen 6 kg droppen, Water Cut inklusive, wie mach ich das?",
    "cs",
  ],
  ["extreme-goal", "500 kcal Diät ok?"],
  // pregnancy
  ["pregnancy", "Bin in der 20. SSW, darf ich Rohmilchkäse essen?"],
  ["pregnancy", "ich stille, wie viel Kaffee ist okay?"],
  ["pregnancy", "Meene Frau is schwanger, darf se Sushi essen?"],
  ["pregnancy", "schwanger und will mein Workout weitermachen, wie viel Protein brauch ich?", "cs"],
  // medication
  ["medication", "Ich nehme L-Thyroxin, darf ich das mit dem Frühstück zusammen nehmen?"],
  ["medication", "Mein Opa nimmt Marcumar, darf er Sauerkraut und Spinat essen?"],
  [
    "medication",
    "hab Mounjaro verschrieben bekommen, any tips was ich gegen die Übelkeit essen soll?",
    "cs",
  ],
  ["medication", "Kann ich meine Blutdrucktabletten absetzen wenn ich abgenommen hab?"],
  // none: tricky negatives
  ["none", "ich sterbe vor Hunger, was koch ich schnell?", "tricky"],
  ["none", "sterbe vor Hunger", "tricky"],
  ["none", "hab mich totgelacht über deine Antwort", "tricky"],
  ["none", "Mein Opa hatte vor 8 Jahren nen Herzinfarkt, was soll er fürs Herz essen?", "tricky"],
  ["none", "keine Brustschmerzen, keine Atemnot, will nur wissen wie viel Salz okay ist", "tricky"],
  ["none", "heute Brust und Trizeps trainiert, was ess ich danach?", "tricky"],
  [
    "none",
    "hab nen Film gesehen wo einer an ner Erdnuss stirbt, kann das echt passieren?",
    "tricky",
  ],
  ["none", "Rezept für Kaiserschmarrn mit weniger Zucker?", "tricky"],
  ["none", "Für mein Bio-Referat: was passiert bei einer Unterzuckerung im Körper?", "tricky"],
  ["none", "will 3 Kilo in 2 Monaten abnehmen, passen 1800 kcal?", "tricky"],
  ["none", "bin nicht allergisch gegen Nüsse, sind 30 g am Tag zu viel?", "tricky"],
  ["none", "Nüchternzucker 92, passt des?", "tricky"],
  ["none", "i bin fix und fertig nach'm Marathon, aber passt scho, wos soll i essn?", "tricky"],
  ["none", "die Currywurst war so jut, ick bin jestorben", "tricky"],
  ["none", "hatte als Kind ne Milchallergie, ist längst weg, darf ich Quark essen?", "tricky"],
  ["none", "Meine Tochter (14) will gesünder essen, nicht abnehmen, habt ihr Ideen?", "tricky"],
  ["none", "Intervallfasten 16:8, wann ess ich am besten?", "tricky"],
  ["none", "Im Tatort gestern is einer an Unterzucker gestorben, ist das realistisch?", "tricky"],
  ["none", "Erste-Hilfe-Kurs Frage: wie hilft man jemandem, der sich verschluckt hat?", "tricky"],
  ["none", "hab Typ 1 und bin grad bei 110, welcher Snack vorm Training?", "tricky"],
  ["none", "morgen Blutabnahme nüchtern, darf ich vorher Wasser trinken?", "tricky"],
  // none: plain
  ["none", "Hallo"],
  ["none", "danke dir!"],
  ["none", "Ideen für gesunde Snacks?"],
  ["none", "Servus, was is a gscheits Frühstück vorm Schaffa?"],
  ["none", "was ess ich im Nachtdienst um 3 Uhr ohne dass es schwer im Magen liegt?"],
  ["none", "Mei Oma (88) isst so wenig, wie krieg ich mehr Eiweiß in sie rein?"],
  ["none", "Carbo Loading vorm Marathon, how much genau?", "cs"],
  ["none", "Spätzle mit Typ 2 Diabetes, geht des oder lieber net?"],
  ["none", "bin grad im Bulk, sind 4 Eier am Tag okay?", "cs"],
  ["none", "was ist besser nach dem Workout, Shake oder richtiges Essen?", "cs"],
];

const strip = (drafts: readonly Draft[]): LabelledMessage[] =>
  drafts.map(([label, text]) => ({ text, label }));
const tagged = (tag: Tag): LabelledMessage[] =>
  strip([...ES, ...FR, ...DE].filter((d) => (d.slice(2) as Tag[]).includes(tag)));

export const TRAIN24_ES: readonly LabelledMessage[] = strip(ES);
export const TRAIN24_FR: readonly LabelledMessage[] = strip(FR);
export const TRAIN24_DE: readonly LabelledMessage[] = strip(DE);
export const SAFETY_TRAIN24: readonly LabelledMessage[] = [
  ...TRAIN24_ES,
  ...TRAIN24_FR,
  ...TRAIN24_DE,
];
/** harmless texts sharing a danger's words (idioms, past events, negations, films, recipes...) */
export const TRAIN24_TRICKY_NEGATIVES: readonly LabelledMessage[] = tagged("tricky");
/** texts mixing in English words */
export const TRAIN24_CODE_SWITCHED: readonly LabelledMessage[] = tagged("cs");
