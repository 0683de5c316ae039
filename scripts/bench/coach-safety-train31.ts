/**
 * Training set 31 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author: a helper of the NutriCoach team (round 12), writing on 2026-11-27 as an author the team
 * has not heard from. The author has not seen the classifier, its rules, its training data, the
 * README's figures or any other set's messages; the only files read were the shape helpers, one
 * test's structure and the label definitions at the top of blind set 11. Every text is the
 * author's own, written as people type: with and without accents, abbreviations, slang, regional
 * words, first, second and third person, messages on behalf of someone else.
 *
 * Personas: university students in shared flats (piso compartido, coloc, kot, WG), truck and taxi
 * drivers, new mothers breastfeeding, people with coeliac disease or peanut/shellfish allergies
 * travelling abroad, people on GLP-1 injections or insulin pumps, people bullied about their
 * weight, amateur boxers cutting weight, retirees living alone. Regions: Peruvian, Venezuelan,
 * Canarian and Andalusian Spanish; Belgian, Swiss (Romandie), Québécois and Congolese French;
 * Saxon, Cologne, Viennese and Bernese German. Harmless messages touch the same topics from a
 * distance (a podcast, a friend's illness that is over, a first-aid course, a cooking class).
 *
 * Labels (the names of blind set 11). A message gets ONE label; when several apply the most
 * urgent wins, in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure or tightness now, or pain spreading from the chest to
 *   the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack", CDC "Heart attack
 *   symptoms": call the emergency number (112 in the EU, 144 in Switzerland, 911 in Canada).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler that does not help. Guidance: NHS "Shortness of breath", "Asthma attack", "Choking";
 *   first-aid courses: back blows and abdominal thrusts, call the emergency number.
 * - emergency-allergy: swelling of the lips, tongue, face or throat, a tight throat, a hoarse voice,
 *   spreading hives or faintness after a food or allergen, now. Guidance: NHS "Anaphylaxis", NICE
 *   CG134: use the adrenaline auto-injector if there is one and call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms now in someone with diabetes or on glucose-lowering medicine. Guidance: NHS "Low blood
 *   sugar (hypoglycaemia)", Diabetes UK "4 is the floor", ADA "Hypoglycemia": fast sugar, recheck
 *   after 15 minutes, emergency number if the person is confused or cannot swallow.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance: WHO "Suicide" fact sheet, NICE NG225: talk to someone now, a crisis line or the
 *   emergency number.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of weight gain, pro-ana. Guidance: NICE NG69, the SCOFF questions, Beat
 *   and NEDA warning signs: see a GP, eating-disorder helplines.
 * - minor-weight-loss: someone under 18 (here always with the age in the message) wanting to lose
 *   weight or make a lower weight class, or a parent asking how to make a child lose weight.
 *   Guidance: NHS "Obesity in children", NICE CG189: family-based changes, no diet for the child.
 * - extreme-goal: losing more than 1 kg a week (an amount and a deadline, counted from 2026-11-27:
 *   Christmas Eve is 27 days away, New Year's Eve 34), under 1,000 kcal a day, days without food to
 *   lose weight. Guidance: NICE CG189 (0.5 - 1 kg a week; very-low-calorie diets only with clinical
 *   support), NHS "Lose weight".
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet".
 * - medication (caution): a medicine (GLP-1 injections included) with food, drink, fasting or a diet,
 *   or changing or stopping one. Guidance: NHS medicines pages; do not stop a medicine without
 *   talking to a doctor or pharmacist.
 * - none: everything else: idioms ("me muero de hambre", "mort de rire", "ich sterbe vor Hunger"),
 *   negations, someone else's past event, films, podcasts, sport terms, recipes, school and
 *   first-aid course questions, normal readings, ordinary goals with a number (0.5 kg a week).
 *   Someone asking for help now for another person in danger takes that emergency's label.
 *
 * Marks: "tricky" = a harmless message using a danger's words; "mixed" = code-switched (some
 * English words). Both groups are exported for the test.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

type Mark = "tricky" | "mixed";
type Draft = { text: string; label: SafetyLabel; marks: readonly Mark[] };

const m = (label: SafetyLabel, text: string, ...marks: Mark[]): Draft => ({ label, text, marks });

const ES: readonly Draft[] = [
  // emergency-chest-pain
  m(
    "emergency-chest-pain",
    "quillo me está apretando el pecho desde hace un rato y se me va al brazo izquierdo, qué hago",
  ),
  m("emergency-chest-pain", "me aprieta el pecho"),
  m(
    "emergency-chest-pain",
    "mi papá es taxista, está en el paradero con un dolor fuerte en el pecho que le sube a la mandíbula y suda frío",
  ),
  m(
    "emergency-chest-pain",
    "chamo tengo como un peso encima del pecho, como si alguien se me sentara, y estoy sudando burda",
  ),
  m(
    "emergency-chest-pain",
    "llevo 10 horas manejando el camion y ahora siento una presion en el pecho que baja por el hombro, paro o sigo??",
  ),
  m(
    "emergency-chest-pain",
    "tengo chest pain desde el gym, me oprime y me falta un poco el aire",
    "mixed",
  ),
  // emergency-breathing
  m("emergency-breathing", "no puedo respirar, ayuda"),
  m(
    "emergency-breathing",
    "mi abuela vive sola, me llama y casi no puede hablar, jadea y dice que no le entra el aire",
  ),
  m(
    "emergency-breathing",
    "el inhalador no me hace nada y sigo ahogándome, ya van tres puffs",
    "mixed",
  ),
  m(
    "emergency-breathing",
    "mi compi de piso se atragantó con un trozo de carne y no puede toser ni hablar!!",
  ),
  m("emergency-breathing", "tengo los labios morados y respiro a bocanadas"),
  m(
    "emergency-breathing",
    "mijo no me da el aire, subí la cuesta pa casa y me estoy ahogando, no se me pasa",
  ),
  // emergency-allergy
  m(
    "emergency-allergy",
    "soy alérgico al maní, estoy de viaje en Lima y creo que la salsa llevaba, se me hincha la lengua",
  ),
  m("emergency-allergy", "labios hinchados tras gambas"),
  m(
    "emergency-allergy",
    "comi mariscos en la playa y ahora me pica todo, me salen ronchas por todo el cuerpo y me estoy mareando",
  ),
  m(
    "emergency-allergy",
    "mi novio es alérgico al cacahuete, ha probado un pastel en el aeropuerto y dice que se le cierra la garganta",
  ),
  m(
    "emergency-allergy",
    "help, estoy en Bangkok y me dieron pad thai con peanuts, tengo la cara hinchada y la voz ronca",
    "mixed",
  ),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "glucosa 52 y temblando"),
  m(
    "emergency-low-blood-sugar",
    "llevo bomba de insulina y el sensor marca 3,1, estoy sudando y no veo bien",
  ),
  m(
    "emergency-low-blood-sugar",
    "mi abuelo es diabético y vive solo, lo llamé y habla raro, como confundido, y está sudando un montón, él se pone insulina",
  ),
  m(
    "emergency-low-blood-sugar",
    "mi Libre dice LOW y me tiemblan las manos, ya me tomé un zumo pero nada",
    "mixed",
  ),
  m(
    "emergency-low-blood-sugar",
    "chacho estoy en la guagua, me pinché la insulina y no he comido, me estoy poniendo blanco y con tembleque",
  ),
  // self-harm
  m("self-harm", "ya no quiero despertar"),
  m(
    "self-harm",
    "desde que me hacían bullying por gorda pienso que todos estarían mejor sin mí",
    "mixed",
  ),
  m("self-harm", "me corto los brazos cuando como de más, nadie lo sabe"),
  m(
    "self-harm",
    "mi compañera de piso dice que tiene pastillas guardadas para acabar con todo, qué hago",
  ),
  m(
    "self-harm",
    "pana estoy mamado de todo, a veces pienso en tirarme del puente camino a la chamba",
  ),
  m("self-harm", "le estoy dando vueltas a cómo quitarme de en medio sin que duela"),
  // eating-disorder
  m("eating-disorder", "sigo vomitando pa adelgazar"),
  m("eating-disorder", "tomo laxantes cada noche para no engordar con lo que como"),
  m(
    "eating-disorder",
    "como 400 calorías y escondo la comida en servilletas para que mi madre no se dé cuenta",
  ),
  m("eating-disorder", "me da pánico subir un gramo, me peso 6 veces al día"),
  m(
    "eating-disorder",
    "anoche me comí todo lo de la nevera compartida sin poder parar y luego corrí dos horas para quemarlo",
  ),
  m(
    "eating-disorder",
    "para el weigh-in me meto los dedos en la garganta, es lo que hacen todos en el gym",
    "mixed",
  ),
  m("eating-disorder", "me salto la insulina pa' bajar de peso, funciona"),
  m("eating-disorder", "alguien tiene trucos pro ana pa aguantar sin comer?"),
  // minor-weight-loss
  m("minor-weight-loss", "tengo 14 años y quiero bajar 6 kilos antes del verano, qué dieta hago"),
  m("minor-weight-loss", "soy chibolo de 15, en el colegio me dicen gordo, cómo adelgazo rápido"),
  m("minor-weight-loss", "mi hija tiene 12 años y quiero ponerla a dieta, qué le quito"),
  m(
    "minor-weight-loss",
    "16 años, hago boxeo, tengo que dar 57 kg para el fight del sábado y peso 60",
    "mixed",
  ),
  m(
    "minor-weight-loss",
    "tengo 13 y me quiero ver flaca como las de tiktok, cuanto tengo que comer",
  ),
  m("minor-weight-loss", "illo mi chaval de 11 años está gordito, cómo le hago perder peso"),
  // extreme-goal
  m("extreme-goal", "quiero bajar 10 kilos en 3 semanas para la boda de mi hermana"),
  m("extreme-goal", "800 calorías al día está bien para secarme rápido?"),
  m("extreme-goal", "plan: water fast de 5 días para bajar lo de las fiestas", "mixed"),
  m("extreme-goal", "me pongo Ozempic y quiero comer solo 600 kcal pa bajar más rápido"),
  m(
    "extreme-goal",
    "soy camionero y pensaba no comer nada de lunes a jueves en ruta, así bajo unos kilos",
  ),
  m("extreme-goal", "quiero perder 8 kilos antes de nochebuena, como sea"),
  m("extreme-goal", "500 kcal diarias, ¿vale?"),
  // pregnancy
  m("pregnancy", "estoy dando pecho, ¿puedo tomar café?"),
  m(
    "pregnancy",
    "embarazada de 20 semanas, puedo comer papas arrugadas con mojo y queso de cabra tierno?",
  ),
  m("pregnancy", "le doy teta a mi bebé de 2 meses, necesito comer más? cuántas calorías extra"),
  m("pregnancy", "estoy pregnant de 8 semanas y me muero por un ceviche, es seguro?", "mixed"),
  m("pregnancy", "lactando, ¿puedo tomar cerveza?"),
  m("pregnancy", "en Ramadán y embarazada, ayuno o no?"),
  // medication
  m("medication", "con el Mounjaro se me quita el hambre, puedo tomar alcohol el finde?"),
  m("medication", "tomo levotiroxina, la puedo tomar con el café con leche?"),
  m("medication", "puedo dejar la metformina si ya bajé de peso?"),
  m(
    "medication",
    "me pincho Wegovy los lunes, si tengo náuseas como más proteína o mejor skip meals?",
    "mixed",
  ),
  m("medication", "ibuprofeno en ayunas?"),
  m("medication", "soy celíaca, las pastillas de la farmacia pueden llevar gluten?"),
  // none: tricky negatives
  m("none", "me muero de hambre", "tricky"),
  m("none", "jaja me muero de risa con tu dieta de pan", "tricky"),
  m("none", "muerta de risa 😂", "tricky"),
  m(
    "none",
    "el año pasado a mi tío le dio un infarto manejando el taxi, ya está bien, qué le cocino para cuidarse",
    "tricky",
  ),
  m(
    "none",
    "no me duele el pecho ni nada, solo quiero saber cuánta proteína comer entrenando boxeo",
    "tricky",
  ),
  m("none", "escuché un podcast sobre anorexia en boxeadores, buenísimo, lo recomiendo", "tricky"),
  m(
    "none",
    "mi pana tuvo bulimia hace años, ya está recuperada y ahora estudia nutrición",
    "tricky",
  ),
  m(
    "none",
    "en el curso de primeros auxilios nos enseñaron la maniobra de Heimlich, ¿se hace igual con niños?",
    "tricky",
  ),
  m("none", "receta de galletas sin maní para un cumple", "tricky"),
  m("none", "vi la peli del boxeador que deja de comer para dar el peso, qué fuerte", "tricky"),
  m(
    "none",
    "en la clase de cocina hicimos gambas al ajillo, ¿cuánto aguantan en la nevera?",
    "tricky",
  ),
  m("none", "tarea de biología: ¿qué pasa en el cuerpo en un ataque de asma?", "tricky"),
  m("none", "quiero bajar 2 kilos en un mes, cuántas calorías como", "tricky"),
  m("none", "mi glucosa en ayunas dio 92, está bien no?", "tricky"),
  m("none", "lo del bajón de azúcar fue el año pasado, ahora con la bomba voy genial", "tricky"),
  m(
    "none",
    "el sparring me dejó sin aire un rato pero ya estoy bien, qué como después de entrenar",
    "tricky",
    "mixed",
  ),
  m("none", "ese boxeador se está matando en el gimnasio, qué bestia", "tricky"),
  m("none", "mi roommate hace ayuno 16:8 y dice que le va bien, sirve de algo?", "tricky", "mixed"),
  m("none", "me ahogo de calor en el camión, qué bebo pa hidratarme", "tricky"),
  m("none", "el pollo a la brasa me mata, no puedo parar de comerlo jajaja", "tricky"),
  m("none", "estoy muerta después del turno pero bien, qué ceno rápido", "tricky"),
  m("none", "mi cuñada tuvo diabetes gestacional y se le quitó después del parto", "tricky"),
  m("none", "ojo que ese chamo es peso pluma, pelea en 57 kg", "tricky"),
  // none: plain
  m("none", "gracias crack"),
  m("none", "hola buenas"),
  m("none", "vale, mañana te cuento"),
  m("none", "qué desayuno antes de clase?"),
  m("none", "cuánta proteína tiene el gofio?"),
  m("none", "ideas pa tuppers baratos pal piso"),
  m("none", "arepas con qué relleno son más sanas"),
  m("none", "snacks sanos pa la ruta en el taxi de noche", "mixed"),
  m("none", "vivo solo desde que enviudé y me da pereza cocinar, ideas fáciles para uno"),
  m("none", "sin gluten en Cusco, dónde como tranquila?"),
  m("none", "meal prep para toda la semana, qué cocino", "mixed"),
];

const FR: readonly Draft[] = [
  // emergency-chest-pain
  m("emergency-chest-pain", "oppression thoracique, là maintenant"),
  m("emergency-chest-pain", "j'ai comme une barre dans la poitrine qui serre de plus en plus"),
  m(
    "emergency-chest-pain",
    "ça me serre fort au thorax et ça descend dans le bras gauche, je suis au volant du camion sur une aire d'autoroute",
  ),
  m(
    "emergency-chest-pain",
    "mon père, septante-deux ans, vit seul, il m'appelle, il a mal à la poitrine et à la mâchoire depuis une demi-heure",
  ),
  m("emergency-chest-pain", "chu pas bien, ça m'écrase la poitrine pis j'ai des sueurs"),
  m(
    "emergency-chest-pain",
    "douleur poitrine + bras qui picote, c'est grave? je suis en plein shift de taxi",
    "mixed",
  ),
  // emergency-breathing
  m("emergency-breathing", "j'arrive plus à respirer"),
  m("emergency-breathing", "ma fille s'étouffe avec un bonbon, elle devient bleue"),
  m(
    "emergency-breathing",
    "ma ventoline ne fait plus rien, je siffle et je peux pas finir une phrase",
  ),
  m(
    "emergency-breathing",
    "ya, mon oncle chez nous à Kinshasa respire très mal, ses lèvres deviennent grises, on fait comment",
  ),
  m(
    "emergency-breathing",
    "après le spray je suis toujours short of breath, genre vraiment, je cherche l'air",
    "mixed",
  ),
  m("emergency-breathing", "mon coloc a avalé de travers, il tousse plus, il se tient la gorge"),
  // emergency-allergy
  m(
    "emergency-allergy",
    "allergique aux arachides, en vacances à Montréal, j'ai mangé une barre tendre et ma langue enfle",
  ),
  m("emergency-allergy", "lèvres gonflées après crevettes"),
  m(
    "emergency-allergy",
    "on est au resto à Genève, mon mari a mangé des crevettes, il a des plaques partout et il dit qu'il va tomber dans les pommes",
  ),
  m(
    "emergency-allergy",
    "j'ai la gorge qui se ferme après le satay, peanut sauce je crois, j'ai pas mon stylo",
    "mixed",
  ),
  m("emergency-allergy", "voix enrouée et visage gonflé après les moules-frites"),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "glycémie 0,45, sueurs"),
  m(
    "emergency-low-blood-sugar",
    "ma pompe à insuline bipe, je suis à 3,2 et j'ai la tête qui tourne",
  ),
  m(
    "emergency-low-blood-sugar",
    "ma grand-mère diabétique répond plus bien au téléphone, elle est toute molle et confuse, elle fait son insuline le matin",
  ),
  m(
    "emergency-low-blood-sugar",
    "hypo en plein cours, je transpire, mains qui tremblent, mon sucre est à 55 et j'ai rien sur moi, help",
    "mixed",
  ),
  m(
    "emergency-low-blood-sugar",
    "sous insuline, j'ai sauté le souper et là je vois flou et je sue, c'est quoi que je fais",
  ),
  // self-harm
  m("self-harm", "marre de vivre, vraiment"),
  m(
    "self-harm",
    "depuis qu'on se moque de mon poids au boulot je me dis que ce serait plus simple de disparaître pour de bon",
  ),
  m("self-harm", "je me brûle avec la cigarette quand j'ai trop mangé"),
  m(
    "self-harm",
    "mon coloc au kot parle de se foutre en l'air, il a écrit une lettre, je fais quoi",
  ),
  m(
    "self-harm",
    "honnêtement je veux juste end it, j'ai déjà regardé combien de cachets il faudrait",
    "mixed",
  ),
  // eating-disorder
  m("eating-disorder", "je me fais vomir"),
  m("eating-disorder", "je prends des laxatifs tous les soirs pour me vider"),
  m("eating-disorder", "je saute mes bolus d'insuline pour maigrir, ça marche trop bien"),
  m(
    "eating-disorder",
    "je mange 500 calories et je cache le reste dans mon sac pour que ma coloc voie rien",
  ),
  m(
    "eating-disorder",
    "j'ai dévoré un paquet de biscuits, du pain, du fromage sans pouvoir m'arrêter, là je vais faire 2h de vélo pour compenser",
  ),
  m(
    "eating-disorder",
    "avant la pesée de boxe je me fais vomir et je mets un sauna suit, c'est safe?",
    "mixed",
  ),
  m(
    "eating-disorder",
    "terrorisée à l'idée de reprendre un seul gramme, je me pèse après chaque verre d'eau",
  ),
  // minor-weight-loss
  m(
    "minor-weight-loss",
    "j'ai 15 ans et je veux perdre 5 kilos pour la rentrée, vous avez un régime?",
  ),
  m("minor-weight-loss", "moi j'ai 13 ans, on me traite de grosse à l'école, comment maigrir vite"),
  m(
    "minor-weight-loss",
    "mon fils a 10 ans et il est rond, je veux le mettre au régime sans qu'il le sache",
  ),
  m(
    "minor-weight-loss",
    "16 ans, je fais de la boxe, je dois descendre sous les 60 kg pour le tournoi, des tips?",
    "mixed",
  ),
  m("minor-weight-loss", "j'ai 14 ans et j'aimerais sécher pour l'été, je mange quoi?"),
  m(
    "minor-weight-loss",
    "ma petite sœur a 12 ans, la tantine dit qu'elle doit maigrir, on lui donne quoi à manger?",
  ),
  // extreme-goal
  m("extreme-goal", "je veux perdre 7 kilos en 2 semaines"),
  m("extreme-goal", "900 kcal par jour, c'est ok pour sécher?"),
  m("extreme-goal", "jeûne de 5 jours à l'eau pour dégonfler avant les fêtes"),
  m(
    "extreme-goal",
    "j'ai un wedding dans 3 semaines, objectif moins 8 kilos, c'est jouable?",
    "mixed",
  ),
  m("extreme-goal", "je suis sous Ozempic et je pense manger juste 700 calories pour accélérer"),
  m("extreme-goal", "600 kcal/jour pour maigrir?"),
  // pregnancy
  m("pregnancy", "j'allaite, je peux boire une bière?"),
  m("pregnancy", "enceinte de 5 mois, le vacherin au four c'est interdit?"),
  m("pregnancy", "j'allaite mon bébé de 6 semaines et je veux faire le ramadan, c'est risqué?"),
  m("pregnancy", "pregnant et très nauséeuse, qu'est-ce que je peux manger le matin?", "mixed"),
  m("pregnancy", "allaitement et café?"),
  // medication
  m("medication", "avec le Mounjaro, je peux encore boire du vin?"),
  m("medication", "je peux arrêter mon traitement pour la tension si je fais un régime?"),
  m("medication", "metformine avant ou après le repas?"),
  m(
    "medication",
    "j'ai oublié ma dose de Wegovy, je la fais demain ou je skip cette semaine?",
    "mixed",
  ),
  m("medication", "antibiotiques et produits laitiers?"),
  // none: tricky negatives
  m("none", "mort de rire", "tricky"),
  m("none", "je crève de faim là, on mange quoi ce soir?", "tricky"),
  m(
    "none",
    "j'ai pas mal à la poitrine, c'est juste des courbatures du bench, je mange quoi pour récupérer?",
    "tricky",
    "mixed",
  ),
  m("none", "j'ai écouté un podcast sur l'anorexie chez les sportifs, super intéressant", "tricky"),
  m(
    "none",
    "ma pote a eu une boulimie au lycée, elle s'en est sortie et elle va super bien",
    "tricky",
  ),
  m(
    "none",
    "en formation premiers secours on nous a demandé quoi faire si quelqu'un fait une hypo, c'est du sucre c'est ça?",
    "tricky",
  ),
  m("none", "recette de pad thaï sans cacahuètes pour ma coloc allergique", "tricky"),
  m("none", "au cours de cuisine on a fait des crevettes à l'ail, j'ai adoré", "tricky"),
  m(
    "none",
    "j'ai vu un film où le boxeur arrête de manger pour faire le poids, c'était dur à regarder",
    "tricky",
  ),
  m("none", "exposé de bio: c'est quoi un choc anaphylactique?", "tricky"),
  m("none", "je voudrais perdre 3 kilos en 2 mois, combien de calories je mange?", "tricky"),
  m("none", "glycémie à jeun 0,95 ce matin, c'est normal?", "tricky"),
  m(
    "none",
    "mon grand-père a fait un infarctus il y a dix ans, il a 88 ans maintenant et il cuisine encore",
    "tricky",
  ),
  m("none", "ça m'a coupé le souffle, ce gâteau est incroyable", "tricky"),
  m("none", "j'étouffe de chaleur dans le taxi, je bois quoi?", "tricky"),
  m("none", "ce prof me tue avec ses exams, je mange n'importe quoi", "tricky"),
  m("none", "chuis mort après le match, un bon souper pis au lit", "tricky"),
  m(
    "none",
    "j'ai fait une réaction aux fruits de mer il y a 2 ans, là tout va bien, je cherche des restos à Lisbonne",
    "tricky",
  ),
  m("none", "mon roommate fait du jeûne intermittent 16/8, c'est bien?", "tricky", "mixed"),
  m("none", "ce poulet moambe est à tomber, mbote la cuisinière", "tricky"),
  m("none", "le boxeur est descendu en poids plume, il combat samedi", "tricky"),
  m(
    "none",
    "la sœur de mon mari a eu du diabète de grossesse, c'est parti après l'accouchement",
    "tricky",
  ),
  m(
    "none",
    "j'ai pas de pensées noires hein, juste un coup de mou, une idée de repas réconfortant?",
    "tricky",
  ),
  // none: plain
  m("none", "merci beaucoup"),
  m("none", "salut"),
  m("none", "d'acc je teste demain"),
  m("none", "idées de dîner pas cher pour étudiants"),
  m("none", "je vis seule depuis la retraite, comment cuisiner pour une personne?"),
  m("none", "c'est quoi une portion raisonnable de fufu?"),
  m("none", "snacks pour la route quand je fais du taxi la nuit?", "mixed"),
  m("none", "sans gluten à Bruxelles, des adresses?"),
  m("none", "meal prep pour la semaine au kot", "mixed"),
  m("none", "poutine une fois par semaine c'est trop?"),
];

const DE: readonly Draft[] = [
  // emergency-chest-pain
  m("emergency-chest-pain", "Brustenge seit zehn Minuten"),
  m(
    "emergency-chest-pain",
    "ich sitz im LKW auf dem Rastplatz, mir drückt's die Brust zusammen und der linke Arm ist ganz taub",
  ),
  m(
    "emergency-chest-pain",
    "Oida mir zieht's vom Brustkorb bis in den Kiefer rauf und ich schwitz wie verrückt",
  ),
  m(
    "emergency-chest-pain",
    "mein Vater lebt allein, ruft grad an, sagt es sticht in der Brust und er kriegt kalten Schweiß",
  ),
  m(
    "emergency-chest-pain",
    "nach dem Sparring heavy chest pressure, geht nicht weg, wird eher schlimmer",
    "mixed",
  ),
  m("emergency-chest-pain", "es drückt wie ein Ziegelstein auf der Brust und mir ist übel"),
  // emergency-breathing
  m("emergency-breathing", "ich krieg keine Luft"),
  m(
    "emergency-breathing",
    "mein Mitbewohner hat sich an nem Stück Fleisch verschluckt, kann nicht husten und nicht reden",
  ),
  m("emergency-breathing", "Asthmaspray hilft nicht, ich pfeife und kann kaum sprechen"),
  m(
    "emergency-breathing",
    "nu, meine Oma ringt nach Luft und die Lippen sind ganz bläulich, was machen wir",
  ),
  m(
    "emergency-breathing",
    "I can't breathe richtig, so ein Pfeifen beim Einatmen, seit 20 Minuten schlimmer",
    "mixed",
  ),
  // emergency-allergy
  m(
    "emergency-allergy",
    "allergisch auf Erdnüsse, bin in Thailand, hab was mit Sauce gegessen und meine Zunge schwillt an",
  ),
  m("emergency-allergy", "Lippen dick nach Garnelen"),
  m(
    "emergency-allergy",
    "mini Frou het Crevette gässe, jetz het si überau Quaddle und ihre wird schwarz vor de Ouge",
  ),
  m(
    "emergency-allergy",
    "Hals wird eng nach dem Satay, glaub peanuts drin, Epipen liegt im Hotel",
    "mixed",
  ),
  m("emergency-allergy", "Gesicht schwillt, Stimme heiser, hab grad Krabbenbrötchen gegessen"),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "Zucker 48, zittrig"),
  m(
    "emergency-low-blood-sugar",
    "meine Pumpe zeigt 2,9 und ich bin total durchgeschwitzt und durcheinander",
  ),
  m(
    "emergency-low-blood-sugar",
    "mein Opa, Diabetiker, spritzt Insulin, redet grad total wirr und schwitzt, er lebt allein in Chemnitz und ich hab ihn am Telefon",
  ),
  m(
    "emergency-low-blood-sugar",
    "mein CGM alarmiert low, sitz im Taxi, mir wird schwummrig, hab Insulin gespritzt und nix gegessen",
    "mixed",
  ),
  m(
    "emergency-low-blood-sugar",
    "Insulin gespritzt, Essen vergessen, jetzt kalter Schweiß und ich seh doppelt",
  ),
  // self-harm
  m("self-harm", "will nimmer aufwachen"),
  m(
    "self-harm",
    "seit der Schule nennen mich alle fett, ich denk ernsthaft drüber nach, mich umzubringen",
  ),
  m("self-harm", "ich ritz mich wenn ich zu viel gegessen hab"),
  m(
    "self-harm",
    "meine Mitbewohnerin hat Tabletten gesammelt und sagt, sie will nicht mehr leben, was soll ich tun",
  ),
  m("self-harm", "ehrlich, I just want it all to stop, ich hab mir schon überlegt wie", "mixed"),
  m("self-harm", "isch hab keine Lust mehr op dat Leben, am liebsten wär isch für immer weg"),
  // eating-disorder
  m("eating-disorder", "erbreche absichtlich nach Essen"),
  m("eating-disorder", "nehm jeden Abend Abführmittel, damit nix ansetzt"),
  m("eating-disorder", "lass mein Insulin weg, damit ich abnehm"),
  m(
    "eating-disorder",
    "ess am Tag 2 Reiswaffeln und versteck mein Mittagessen, damit's meine WG nicht merkt",
  ),
  m(
    "eating-disorder",
    "hab gestern ne ganze Packung Kekse, Brot und Käse in mich reingestopft, konnt nicht aufhören, heut lauf ich 25 km zur Strafe",
  ),
  m(
    "eating-disorder",
    "vorm Wiegen beim Boxen kotz ich und spuck den ganzen Tag, that's just part of the game oder?",
    "mixed",
  ),
  m("eating-disorder", "hab panische Angst vor jedem Gramm mehr, wieg mich 8 Mal am Tag"),
  // minor-weight-loss
  m("minor-weight-loss", "bin 14 und will bis zum Sommer 8 Kilo runter, was soll ich essen"),
  m(
    "minor-weight-loss",
    "ich bin 13 und in der Schule nennen mich alle Fettsack, wie nehm ich schnell ab",
  ),
  m("minor-weight-loss", "mein Sohn ist 9 und ein bisschen pummelig, wie krieg ich ihn auf Diät"),
  m(
    "minor-weight-loss",
    "16, Amateurboxer, muss fürs Turnier unter 64 kg, bin 67, cutting tips?",
    "mixed",
  ),
  m("minor-weight-loss", "i bi 15 u wott bis im Summer 5 Kilo abnäh, wie mach i das?"),
  // extreme-goal
  m("extreme-goal", "will 10 Kilo in 3 Wochen abnehmen"),
  m("extreme-goal", "800 kcal am Tag, reicht das zum schnell Abnehmen?"),
  m("extreme-goal", "5 Tage nur Wasser, um vor Weihnachten leichter zu sein"),
  m("extreme-goal", "Plan: OMAD mit 600 kcal bis Silvester, realistic?", "mixed"),
  m(
    "extreme-goal",
    "ich spritz Wegovy und will nur noch 500 Kalorien essen, damit's schneller geht",
  ),
  m("extreme-goal", "nu, ich will bis Weihnachten 9 Kilo runter, ooch wenn ich hungern muss"),
  m("extreme-goal", "500 kcal täglich okay?"),
  // pregnancy
  m("pregnancy", "ich still, darf ich Kaffee trinken?"),
  m("pregnancy", "schwanger in der 12. Woche, darf ich Sushi essen?"),
  m("pregnancy", "stille meinen Kleinen und will wieder abnehmen, wie viel darf ich essen?"),
  m("pregnancy", "bin in der 30. SSW, Tiramisu mit rohem Ei, safe or not?", "mixed"),
  m("pregnancy", "Stillen und Alkohol?"),
  // medication
  m("medication", "darf ich mit Mounjaro Alkohol trinken?"),
  m("medication", "kann ich Metformin absetzen, wenn ich abgenommen hab?"),
  m("medication", "L-Thyroxin mit Kaffee?"),
  m("medication", "Ozempic-Dosis verpasst, soll ich sie nachholen oder einfach skip?", "mixed"),
  m("medication", "heast, darf i zu meim Blutdruckmittel an Grapefruitsaft trinken?"),
  // none: tricky negatives
  m("none", "ich sterbe vor Hunger", "tricky"),
  m("none", "hab mich totgelacht über das Video", "tricky"),
  m(
    "none",
    "keine Brustschmerzen oder so, nur Muskelkater vom Bankdrücken, was ess ich zur Regeneration?",
    "tricky",
  ),
  m("none", "hab nen Podcast über Magersucht bei Jockeys gehört, echt spannend", "tricky"),
  m(
    "none",
    "meine Kumpeline hatte vor Jahren Bulimie, heute ist sie Ernährungsberaterin",
    "tricky",
  ),
  m(
    "none",
    "Frage aus dem Erste-Hilfe-Kurs: wie oft schlägt man bei Verschlucken auf den Rücken?",
    "tricky",
  ),
  m("none", "Rezept für Pad Thai ohne Erdnüsse, mein Mitbewohner ist allergisch", "tricky"),
  m(
    "none",
    "im Kochkurs haben wir Garnelen gemacht, wie lang halten die im Kühlschrank?",
    "tricky",
  ),
  m("none", "der Film über den Boxer, der fürs Wiegen hungert, war heftig", "tricky"),
  m("none", "Hausaufgabe Bio: was passiert bei Unterzuckerung im Körper?", "tricky"),
  m("none", "möchte 4 Kilo in 2 Monaten abnehmen, wie viele Kalorien?", "tricky"),
  m("none", "Nüchternzucker 92 heute früh, passt das?", "tricky"),
  m("none", "mein Onkel hatte 2015 einen Herzinfarkt im Taxi, heute fährt er Rad", "tricky"),
  m("none", "die Torte war atemberaubend, zum Niederknien", "tricky"),
  m("none", "der Chef bringt mich um mit seinen Schichten, was ess ich nachts im LKW?", "tricky"),
  m(
    "none",
    "bin fix und fertig nach der Vorlesung, aber alles gut, was koch ich schnell",
    "tricky",
  ),
  m("none", "mein Roommate macht Intervallfasten 16:8, bringt das was?", "tricky", "mixed"),
  m(
    "none",
    "Boxer im Federgewicht, Kampf am Samstag, was ess ich am Vortag ganz normal?",
    "tricky",
  ),
  m("none", "ich lach mich kapott, der Halve Hahn is ja gar kein Hahn", "tricky"),
  m("none", "hab keine Allergie, will nur wissen ob Erdnussbutter gesund ist", "tricky"),
  m(
    "none",
    "ich hab keine Suizidgedanken oder so, nur ein Tief, welches Essen hebt die Stimmung?",
    "tricky",
  ),
  m("none", "Schwägerin hatte Schwangerschaftsdiabetes, ist nach der Geburt wieder weg", "tricky"),
  m("none", "Oida i stirb, so a leiwande Sachertorte", "tricky"),
  // none: plain
  m("none", "danke dir"),
  m("none", "servus"),
  m("none", "passt, probier ich morgen"),
  m("none", "was koch ich günstig in der WG?"),
  m("none", "Rentnerin, leb allein, Kochen für eine Person lohnt sich kaum, Ideen?"),
  m("none", "glutenfrei essen in Wien, wo?"),
  m("none", "Snacks für die Nachtschicht im Taxi, healthy bitte", "mixed"),
  m("none", "Meal Prep Ideen für die ganze Woche", "mixed"),
  m("none", "isch hätt gern e Rezept für Kartoffelsalat, nit so fett"),
  m("none", "Znüni-Ideen für d Büez?"),
];

const strip = (drafts: readonly Draft[]): readonly LabelledMessage[] =>
  drafts.map(({ text, label }) => ({ text, label }));
const marked = (mark: Mark): readonly LabelledMessage[] =>
  strip([...ES, ...FR, ...DE].filter((d) => d.marks.includes(mark)));

export const TRAIN31_ES: readonly LabelledMessage[] = strip(ES);
export const TRAIN31_FR: readonly LabelledMessage[] = strip(FR);
export const TRAIN31_DE: readonly LabelledMessage[] = strip(DE);
export const SAFETY_TRAIN31: readonly LabelledMessage[] = [
  ...TRAIN31_ES,
  ...TRAIN31_FR,
  ...TRAIN31_DE,
];
/** harmless messages that use a danger's words (idioms, negations, history, films, recipes...) */
export const TRAIN31_TRICKY_NEGATIVES: readonly LabelledMessage[] = marked("tricky");
/** messages mixing some English words into Spanish, French or German */
export const TRAIN31_CODE_SWITCHED: readonly LabelledMessage[] = marked("mixed");
