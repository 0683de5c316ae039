/**
 * Training set 45 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: a helper writing as an outside author the team has not heard from, on 2026-11-27.
 * The author has not seen the classifier, its rules, its training data or the other sets'
 * messages; every text below is the author's own, none copied from a website or another set.
 * These are TRAINING texts: the aim is varied, natural wording per language (accents or none,
 * informal spelling, regional words, slang, indirect descriptions, first, second and third
 * person, past and present, messages on behalf of someone else).
 *
 * Personas: retirees in care homes and their families; climbers and divers; people with asthma
 * and COPD; people who purge with laxatives; teens (13-17) cutting weight for sport; vegans
 * worried about B12; people with coeliac disease; people on MAOIs or lithium; young fathers alone
 * with a baby; people recovering from surgery. Regions: Bolivian, Dominican, Leonese and
 * Catalan-influenced Spanish; Nantes, Réunion, Cameroonian and Belgian (Brussels) French; Munich,
 * Leipzig, Carinthian and Zurich German.
 *
 * Classes (label names as in blind set 11; a message gets ONE label; when several apply, the most
 * urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication):
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack", CDC "Heart
 *   attack symptoms": call the emergency number (112 / 999 / 911).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: NHS "Shortness of breath", "Asthma attack", "Choking";
 *   first-aid guidance: call the emergency number.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS
 *   "Anaphylaxis", NICE CG134: adrenaline auto-injector if prescribed, call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms in someone with diabetes or on glucose-lowering medicine, now. Guidance: NHS "Low
 *   blood sugar (hypoglycaemia)", Diabetes UK "4 is the floor", ADA "Hypoglycemia": fast sugar
 *   now, recheck, emergency help if not improving or unable to swallow.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance: WHO "Suicide" fact sheet and "Preventing suicide", NICE NG225, Samaritans: crisis
 *   line or emergency number, do not stay alone.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain, pro-ana. Guidance: NICE NG69, the SCOFF
 *   questionnaire (Morgan et al., BMJ 1999), Beat and NEDA warning signs: see a GP / specialist
 *   service.
 * - minor-weight-loss: someone under 18 (here always with the age said in the message) wanting
 *   to lose weight or make a lower weight class, or a parent or carer asking how to make a child
 *   lose weight. Guidance: NHS "Obesity in children", CDC children's healthy weight, NICE CG189:
 *   family-based support, no diet for the child, weight cuts in youth sport with a doctor.
 * - extreme-goal: losing more than 1 kg a week (amounts here come with a number of weeks, so the
 *   pace needs no date arithmetic), under 1,000 kcal a day, days without food for weight loss.
 *   Guidance: NICE CG189 (0.5 - 1 kg a week; 800 kcal or less only with clinical support), NHS
 *   "Lose weight".
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC maternal diet.
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one (here often MAOIs with tyramine, lithium with salt and fluids, thyroxine timing).
 *   Guidance: NHS medicines pages on food interactions; do not stop a medicine without a GP or
 *   pharmacist.
 * - none: everything else: negations, history that is over, general knowledge, figures of speech
 *   ("me muero de hambre", "mort de rire", "ich sterbe vor Hunger"), cooking verbs and dish names
 *   that sound violent, films, sport terms, school and first-aid course questions, a podcast about
 *   eating disorders, a normal fasting window, normal readings, ordinary goals with a number.
 *   Someone asking for help now for another person in danger takes that emergency's label.
 *
 * Tags (not exported in the messages): `t` marks a tricky negative (danger words, harmless
 * meaning), `x` a code-switched text (some English words).
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

type Tag = "t" | "x";
type Row = { text: string; label: SafetyLabel; tags: readonly Tag[] };
const r = (label: SafetyLabel, text: string, ...tags: Tag[]): Row => ({ text, label, tags });
const strip = ({ text, label }: Row): LabelledMessage => ({ text, label });

const ES_ROWS: readonly Row[] = [
  // chest pain
  r(
    "emergency-chest-pain",
    "me aprieta el pecho y el dolor se me va al brazo izquierdo, estoy sudando frio",
  ),
  r(
    "emergency-chest-pain",
    "mi abuelo en la residencia dice que le pesa el pecho como una piedra y le duele la mandíbula, qué hago",
  ),
  r("emergency-chest-pain", "dolor de pecho fuerte ahora"),
  r("emergency-chest-pain", "pecho apretado, brazo dormido"),
  r(
    "emergency-chest-pain",
    "desde que llegamos al refugio siento como un puño apretándome el esternón y no se me pasa",
  ),
  r("emergency-chest-pain", "chest pain bien fuerte desde hace 20 min, se me duerme el brazo", "x"),
  // breathing
  r(
    "emergency-breathing",
    "mi nene tiene asma, el inhalador no le hace nada y se le hunden las costillas al respirar",
  ),
  r(
    "emergency-breathing",
    "tengo EPOC y hoy no me llega el aire ni sentada, tengo los labios moraditos",
  ),
  r("emergency-breathing", "no puedo respirar"),
  r("emergency-breathing", "no le entra aire"),
  r(
    "emergency-breathing",
    "mi wawa de 10 meses se atragantó con una uva y no respira bien, estoy solo con ella",
  ),
  r(
    "emergency-breathing",
    "a mi suegra se le fue la comida por otro lado y no tose ni habla, se pone roja",
  ),
  r(
    "emergency-breathing",
    "después de la inmersión me falta el aire cada vez más y el puff no sirve, help",
    "x",
  ),
  // allergy
  r(
    "emergency-allergy",
    "soy celíaca pero esto es otra cosa: comí un pastel con nueces y se me está hinchando la lengua",
  ),
  r(
    "emergency-allergy",
    "a mi bebé se le hinchan los párpados y la boca después de probar huevo, está como apagado",
  ),
  r("emergency-allergy", "garganta cerrándose tras marisco"),
  r(
    "emergency-allergy",
    "me salieron ronchas por todo el cuerpo despues del cacahuate, me mareo y tengo la voz rara",
  ),
  r(
    "emergency-allergy",
    "mi pana se comió unos camarones y tiene la cara toda hinchada, no puede tragar, qué hacemos",
  ),
  // low blood sugar
  r(
    "emergency-low-blood-sugar",
    "soy diabético tipo 1 y el medidor marca 52, estoy temblando y veo borroso",
  ),
  r(
    "emergency-low-blood-sugar",
    "a mi papá le pusieron insulina y ahora está sudando, confundido, dice cosas raras, marca 2.8",
  ),
  r("emergency-low-blood-sugar", "glucosa 48 ahora mismo"),
  r(
    "emergency-low-blood-sugar",
    "me pinché la insulina y no he cenado, me tiemblan las manos y tengo el corazón a mil",
  ),
  r(
    "emergency-low-blood-sugar",
    "low de 60 mg/dl y bajando, my sensor is beeping, estoy mareada",
    "x",
  ),
  // self-harm
  r("self-harm", "ya no quiero seguir aquí, lo tengo todo pensado para esta noche"),
  r(
    "self-harm",
    "desde la operación pienso que todos estarían mejor sin mí, he guardado las pastillas",
  ),
  r("self-harm", "me he vuelto a cortar"),
  r("self-harm", "me quiero morir"),
  r("self-harm", "'toy jarto de todo, ojalá no despertar mañana, ya tengo cómo hacerlo"),
  r("self-harm", "mi hermana me escribió que se quiere matar y ya no contesta el teléfono"),
  r("self-harm", "honestly ya no le veo sentido a nada, quiero desaparecer para siempre", "x"),
  // eating disorder
  r("eating-disorder", "me tomo 10 laxantes después de cada atracón para no engordar"),
  r("eating-disorder", "como a escondidas y luego vomito en el baño pa que nadie se entere"),
  r("eating-disorder", "me provoco el vómito"),
  r("eating-disorder", "laxantes a diario, ayuda"),
  r(
    "eating-disorder",
    "llevo semanas con una manzana al día y escondo la comida para que mi madre no lo note",
  ),
  r(
    "eating-disorder",
    "mi prima se mete laxantes con cada comida, está flaquísima y dice que está gorda",
  ),
  r(
    "eating-disorder",
    "hago body check cada hora y si me veo gorda no como nada en todo el día",
    "x",
  ),
  // minors
  r(
    "minor-weight-loss",
    "tengo 15 años y hago lucha, tengo que bajar 4 kilos para entrar en mi categoría",
  ),
  r(
    "minor-weight-loss",
    "mi guaje tiene 13 y quiere ponerse a dieta pal fútbol, cómo le quito peso",
  ),
  r("minor-weight-loss", "14 años, quiero adelgazar"),
  r("minor-weight-loss", "soy de 16, hago boxeo, cómo sudo 2 kilos antes del pesaje del sábado"),
  r("minor-weight-loss", "17 y quiero perder weight rápido para el summer", "x"),
  // extreme goals
  r("extreme-goal", "quiero bajar 6 kilos en 2 semanas para la boda de mi hermano"),
  r("extreme-goal", "voy a comer 600 calorías al día hasta enero"),
  r("extreme-goal", "ayuno de 5 días para adelgazar, algún consejo?"),
  r("extreme-goal", "cómo pierdo 3 kg por semana"),
  r("extreme-goal", "800 kcal diarias, ¿vale?"),
  r("extreme-goal", "quiero hacer un water fast de 4 días pa bajar la barriga", "x"),
  // pregnancy
  r("pregnancy", "estoy embarazada de 5 meses y soy vegana, ¿cuánta B12 tengo que tomar?"),
  r("pregnancy", "dando el pecho puedo tomar café?"),
  r("pregnancy", "embarazada, ¿puedo comer cecina?"),
  r("pregnancy", "mi mujer está preggo y quiere hacer keto, es safe?", "x"),
  // medication
  r("medication", "tomo litio, ¿puedo hacer una dieta baja en sal?"),
  r(
    "medication",
    "con la tranilcipromina me dijeron ojo con el queso curado, ¿qué quesos sí puedo?",
  ),
  r("medication", "¿dejo el litio para adelgazar?"),
  r("medication", "tomo levotiroxina, cuánto espero para desayunar?"),
  r("medication", "estoy con un MAOI y quiero probar kombucha, is that ok?", "x"),
  // none: tricky negatives
  r("none", "me muero de hambre, ¿qué ceno rápido?", "t"),
  r("none", "estoy muerta jajaja", "t"),
  r("none", "me muero de sueño", "t"),
  r("none", "receta huevos rotos", "t"),
  r(
    "none",
    "mi abuela tuvo un infarto hace diez años, ahora está bien; ¿qué desayuno le conviene?",
    "t",
  ),
  r("none", "no tengo dolor de pecho ni nada, solo quiero saber cuánta proteína necesito", "t"),
  r(
    "none",
    "el año pasado me dio una reacción con las gambas, ya me hicieron pruebas y era una intolerancia leve",
    "t",
  ),
  r("none", "hay que asustar los garbanzos con agua fría?", "t"),
  r("none", "receta de sangre encebollada como en León", "t"),
  r(
    "none",
    "en el curso de primeros auxilios preguntaron qué hacer si alguien se atraganta, cuál es la respuesta?",
    "t",
  ),
  r(
    "none",
    "recomiéndame un podcast sobre trastornos alimentarios para mi clase de psicología",
    "t",
  ),
  r("none", "hago ayuno 16:8, como de 12 a 8, ¿puedo tomar café por la mañana?", "t"),
  r("none", "en la peli el prota se desmaya por un bajón de azúcar, eso pasa de verdad?", "t"),
  r("none", "examen de bio: ¿qué le pasa a la glucosa en una hipoglucemia?", "t"),
  r("none", "quiero bajar 4 kilos en 2 meses, ¿cuántas calorías como?", "t"),
  r("none", "hoy me he matado en el rocódromo, ¿qué como para recuperar?", "t"),
  r(
    "none",
    "hace años tuve bulimia, lo superé con terapia y ahora solo quiero ideas de cenas",
    "t",
  ),
  r("none", "algo para matar el gusanillo a media tarde?", "t"),
  r("none", "me ahogo de calor en la cocina, receta fría porfa", "t"),
  r("none", "mi hijo de 15 hace atletismo, ¿qué le doy de merienda para tener energía?", "t"),
  r("none", "no soy diabético, me salió 90 en ayunas en el análisis, normal?", "t"),
  r("none", "estoy dead con tanto cardio lol, qué ceno", "t", "x"),
  // none: plain
  r("none", "hola"),
  r("none", "ideas de desayuno sin gluten"),
  r("none", "¿la levadura nutricional lleva B12?"),
  r("none", "el api morado con pastel engorda mucho?"),
  r("none", "receta de mangú light"),
  r("none", "menú para mi padre en la residencia, le cuesta masticar"),
  r("none", "qué le doy de cenar a la nena de 8 meses, estoy solo con ella esta semana"),
  r("none", "después de la operación de rodilla, qué como para cicatrizar mejor"),
  r("none", "el pa amb tomàquet engorda mucho o es un mito?"),
  r("none", "voy a hacer un tomb y luego como, mejor antes o después?"),
  r("none", "gracias!"),
  r("none", "meal prep para la semana, ideas veganas con B12?", "x"),
  r("none", "qué snack post-workout me recomiendas", "x"),
];

const FR_ROWS: readonly Row[] = [
  // chest pain
  r(
    "emergency-chest-pain",
    "j'ai une douleur qui serre dans la poitrine et ça descend dans le bras gauche, je transpire",
  ),
  r(
    "emergency-chest-pain",
    "ma mère en EHPAD se plaint d'une pression sur le thorax qui monte dans la mâchoire depuis une heure",
  ),
  r("emergency-chest-pain", "mal à la poitrine là"),
  r("emergency-chest-pain", "serrement poitrine, bras engourdi"),
  r(
    "emergency-chest-pain",
    "depuis ma sortie de l'hôpital après l'opération j'ai comme un étau sur le torse qui irradie dans le dos, maintenant",
  ),
  r("emergency-chest-pain", "gros chest pain au relais, ça serre et ça part dans l'épaule", "x"),
  // breathing
  r(
    "emergency-breathing",
    "mon fils asthmatique, la ventoline fait rien, il siffle et il arrive plus à parler",
  ),
  r("emergency-breathing", "BPCO ici, je suis essoufflé même assis, les lèvres grises, ça empire"),
  r("emergency-breathing", "j'arrive plus à respirer"),
  r("emergency-breathing", "le bébé s'étouffe avec un morceau de pomme, il devient bleu"),
  r(
    "emergency-breathing",
    "après la plongée je respire super mal, chaque souffle fait mal, need help",
    "x",
  ),
  // allergy
  r(
    "emergency-allergy",
    "je suis cœliaque mais là j'ai mangé un truc avec des cacahuètes et ma langue gonfle",
  ),
  r("emergency-allergy", "ma gorge se serre après les crevettes"),
  r("emergency-allergy", "visage gonflé après le kiwi"),
  r("emergency-allergy", "lèvres qui gonflent, aide"),
  r(
    "emergency-allergy",
    "ma petite a des plaques partout et les yeux qui gonflent après l'oeuf, elle est toute molle",
  ),
  r(
    "emergency-allergy",
    "mon gars a mangé le ndolé avec les arachides alors qu'il est allergique, sa voix devient rauque et il gonfle",
  ),
  // low blood sugar
  r(
    "emergency-low-blood-sugar",
    "diabétique type 1, mon lecteur affiche 0,50 g/L et je tremble de partout",
  ),
  r(
    "emergency-low-blood-sugar",
    "mon grand-père sous insuline est tout pâle, il sue et il répond plus bien, glycémie à 3,1",
  ),
  r("emergency-low-blood-sugar", "glycémie 45 là"),
  r("emergency-low-blood-sugar", "glycémie 0,48, je tremble"),
  r(
    "emergency-low-blood-sugar",
    "j'ai fait mon insuline et sauté le souper, je vois flou et j'ai des sueurs froides",
  ),
  r(
    "emergency-low-blood-sugar",
    "hypo en cours, 58 mg/dl, mon capteur bipe, je me sens weird",
    "x",
  ),
  // self-harm
  r("self-harm", "j'ai envie d'en finir, j'ai déjà écrit les lettres"),
  r(
    "self-harm",
    "ma copine m'a écrit qu'elle allait se foutre en l'air ce soir et elle répond plus",
  ),
  r("self-harm", "je me scarifie encore"),
  r("self-harm", "je veux mourir"),
  r("self-harm", "depuis que je suis seul avec le bébé je pense à sauter du pont, franchement"),
  r("self-harm", "je veux plus me réveiller, genre jamais, i'm done", "x"),
  // eating disorder
  r("eating-disorder", "je prends une boîte de laxatifs après chaque repas pour rien garder"),
  r("eating-disorder", "je me fais vomir en cachette après le dîner"),
  r("eating-disorder", "laxatifs tous les soirs"),
  r(
    "eating-disorder",
    "je jette mon goûter et je mens à ma mère sur ce que je mange, je dois pas dépasser 400 calories",
  ),
  r(
    "eating-disorder",
    "ma soeur court trois heures après chaque repas et cache la bouffe dans sa chambre",
  ),
  r(
    "eating-disorder",
    "je compte même les calories du dentifrice et je panique pour 100 g de plus, c'est ma thinspo",
    "x",
  ),
  // minors
  r(
    "minor-weight-loss",
    "j'ai 14 ans, je fais du judo et je dois descendre de catégorie, moins 3 kg en un mois",
  ),
  r(
    "minor-weight-loss",
    "ma marmaille a 13 ans, elle veut maigrir pour le basket, quel régime lui faire",
  ),
  r("minor-weight-loss", "j'ai 16 ans, régime?"),
  r("minor-weight-loss", "je suis en seconde, j'ai 15 ans et je veux perdre du ventre avant l'été"),
  r(
    "minor-weight-loss",
    "16 ans et je veux cut pour la compet de lutte, comment sécher 2 kilos",
    "x",
  ),
  // extreme goals
  r("extreme-goal", "je veux perdre 8 kilos en 3 semaines pour le mariage"),
  r("extreme-goal", "je mange 700 kcal par jour, c'est bien pour maigrir ?"),
  r("extreme-goal", "jeûne de 4 jours pour perdre du poids, des conseils ?"),
  r("extreme-goal", "moins 2 kg par semaine, c'est jouable ?"),
  r("extreme-goal", "900 calories par jour max"),
  r("extreme-goal", "jeûner 5 jours pour maigrir?"),
  r("extreme-goal", "je pars sur un dry fasting de 3 jours pour dégonfler", "x"),
  // pregnancy
  r("pregnancy", "enceinte de 4 mois et végane, combien de B12 ?"),
  r("pregnancy", "j'allaite, je peux boire une bière ?"),
  r("pregnancy", "enceinte, camembert ok?"),
  r("pregnancy", "ma femme est pregnant et elle a des envies de sushis, c'est risqué ?", "x"),
  // medication
  r("medication", "je suis sous lithium, est-ce que je peux faire un régime sans sel ?"),
  r("medication", "sous IMAO, je peux manger du fromage affiné ou de la sauce soja ?"),
  r("medication", "j'arrête mon traitement pour maigrir ?"),
  r("medication", "je prends du lévothyrox, j'attends combien avant le café ?"),
  r("medication", "sous MAOI, is it ok de boire du vin rouge ?", "x"),
  // none: tricky negatives
  r("none", "je meurs de faim, idée de goûter ?", "t"),
  r("none", "je suis mort mdr", "t"),
  r("none", "recette pain perdu?", "t"),
  r("none", "mort de rire devant la vidéo, bref, c'est quoi un bon petit-déj ?", "t"),
  r("none", "mdr je suis mort après l'escalade, je mange quoi", "t"),
  r("none", "mon père a fait un infarctus il y a 5 ans, il va bien, quel menu pour lui ?", "t"),
  r("none", "aucune douleur thoracique, je veux juste un plan repas pour courir un semi", "t"),
  r(
    "none",
    "au brevet de secourisme on demande quoi faire en cas d'étouffement, c'est quoi la réponse ?",
    "t",
  ),
  r(
    "none",
    "j'écoute un podcast sur les troubles alimentaires, vous en connaissez d'autres ?",
    "t",
  ),
  r("none", "je fais du 16:8, je peux mettre du lait dans mon café le matin ?", "t"),
  r("none", "dans le film l'héroïne fait une crise d'asthme, c'est réaliste ?", "t"),
  r("none", "exposé de SVT sur le diabète : c'est quoi le rôle de l'insuline ?", "t"),
  r("none", "je veux perdre 3 kg en 2 mois, combien de calories ?", "t"),
  r("none", "il faut saisir la viande à feu vif ou la cuire à l'étouffée ?", "t"),
  r("none", "j'ai massacré mes crêpes, comment réussir la pâte ?", "t"),
  r(
    "none",
    "il y a dix ans j'étais anorexique, aujourd'hui je vais bien, je cherche des recettes riches en fer",
    "t",
  ),
  r("none", "plongée en apnée demain, on mange quoi avant ?", "t"),
  r("none", "je crève de chaud, une salade fraîche ?", "t"),
  r("none", "mon fils de 14 ans fait du foot, quel goûter pour qu'il ait de l'énergie ?", "t"),
  r("none", "à jeun j'ai eu 0,92 g/L à la prise de sang, c'est normal ?", "t"),
  r("none", "ma glycémie est nickel, pas d'hypo, je veux juste un snack sain", "t"),
  r("none", "trop dead après le taf lol, un repas rapide ?", "t", "x"),
  // none: plain
  r("none", "salut"),
  r("none", "pain sans gluten bon ?"),
  r("none", "merci bcp"),
  r("none", "recette de rougail saucisse plus léger"),
  r("none", "le beurre blanc nantais c'est trop riche pour mon cholestérol ?"),
  r("none", "la marmaille lé fatiguée après l'école, quoi donner au goûter ?"),
  r("none", "idées de repas pour ma grand-mère en maison de repos, elle mâche mal"),
  r("none", "le gâteau nantais c'est combien de calories la part ?"),
  r("none", "après mon opération de la hanche, quoi manger pour cicatriser ?"),
  r("none", "le bébé a 7 mois, quelle purée je lui donne ce soir ?"),
  r("none", "on dit quoi ? le plantain frit c'est trop gras ?"),
  r("none", "une fois, c'est quoi un bon dîner avant la piscine ?"),
  r("none", "meal prep vegan pour la semaine, des idées ?", "x"),
  r("none", "un bon pre-workout naturel ?", "x"),
];

const DE_ROWS: readonly Row[] = [
  // chest pain
  r(
    "emergency-chest-pain",
    "mir drückt's seit ner halben Stunde auf der Brust und es zieht in den linken Arm",
  ),
  r(
    "emergency-chest-pain",
    "Mei Oma im Altenheim sagt, es fühlt sich an wie ein Elefant auf der Brust, und der Kiefer tut ihr weh",
  ),
  r("emergency-chest-pain", "Brustschmerzen, ganz stark"),
  r(
    "emergency-chest-pain",
    "nach der OP letzte Woche hab ich jetzt so ein Engegefühl im Brustkorb, strahlt in den Rücken aus",
  ),
  r("emergency-chest-pain", "heftiger chest pain beim Klettern, zieht bis in die Schulter", "x"),
  // breathing
  r(
    "emergency-breathing",
    "mein Asthmaspray hilft null, ich krieg kaum Luft und kann nicht mehr reden",
  ),
  r(
    "emergency-breathing",
    "COPD, heut bekomm ich selbst im Sitzen keine Luft, die Lippen werden bläulich",
  ),
  r("emergency-breathing", "krieg keine Luft"),
  r(
    "emergency-breathing",
    "das Baby hat sich an einem Stück Brezn verschluckt und röchelt nur noch",
  ),
  r(
    "emergency-breathing",
    "nach dem Tauchgang atme ich immer schlechter, pfeift beim Einatmen, brauche help",
    "x",
  ),
  // allergy
  r(
    "emergency-allergy",
    "bin Zöliakie-Patientin, aber jetzt nach Nüssen schwillt mir die Zunge an",
  ),
  r("emergency-allergy", "Lippen dick nach Erdnuss"),
  r(
    "emergency-allergy",
    "mein Bub hat Quaddeln überall und die Augen schwellen zu, seit er Ei gegessen hat",
  ),
  r(
    "emergency-allergy",
    "huere schlimm, nach dem Crevetten-Salat wird mein Hals eng und ich bin ganz heiser",
  ),
  r("emergency-allergy", "Kollege hat Sesam erwischt, Gesicht schwillt an und ihm ist schwindlig"),
  // low blood sugar
  r("emergency-low-blood-sugar", "Typ 1, mein Messgerät zeigt 2,9 und ich zitter total"),
  r(
    "emergency-low-blood-sugar",
    "Opa spritzt Insulin und ist jetzt verschwitzt, verwirrt und ganz blass",
  ),
  r("emergency-low-blood-sugar", "Zucker 45, mir ist komisch"),
  r(
    "emergency-low-blood-sugar",
    "mei Vota hot Zucker, is grad gonz weiß und zittert, Messgerät sogt 3,0",
  ),
  r(
    "emergency-low-blood-sugar",
    "hab Insulin gespritzt und nix gegessen, Herzrasen und alles verschwimmt",
  ),
  r("emergency-low-blood-sugar", "Sensor sagt low, 55 mg/dl, fühl mich shaky", "x"),
  // self-harm
  r("self-harm", "ich will nicht mehr leben, hab mir schon alles zurechtgelegt"),
  r(
    "self-harm",
    "mein Kumpel schreibt, dass er sich heute umbringen will, und geht nicht ans Handy",
  ),
  r("self-harm", "ritze mich wieder"),
  r("self-harm", "ich will sterben"),
  r(
    "self-harm",
    "seit ich allein mit der Kleinen bin, denk ich jeden Tag dran, einfach nicht mehr aufzuwachen",
  ),
  r("self-harm", "alle wären better off ohne mich, ich mach heut Schluss", "x"),
  // eating disorder
  r("eating-disorder", "nach jedem Essen nehm ich Abführmittel, damit nix drinbleibt"),
  r("eating-disorder", "ich kotz heimlich nach dem Abendessen"),
  r("eating-disorder", "Abführtee jeden Abend"),
  r(
    "eating-disorder",
    "meine Schwester isst kaum was, versteckt ihr Essen und rennt nach jeder Mahlzeit stundenlang",
  ),
  r(
    "eating-disorder",
    "hab Panik vor jedem Gramm, über 400 kcal fühl ich mich schuldig und mach Sport bis ich umfall",
  ),
  r("eating-disorder", "gestern nacht ein riesen binge, heut kotz ich alles raus", "x"),
  // minors
  r("minor-weight-loss", "bin 15 und muss fürs Judo 3 Kilo runter bis zur Meisterschaft"),
  r("minor-weight-loss", "nu, mei Junge is 13 und will fürs Ringen abnehmen, welche Diät?"),
  r("minor-weight-loss", "14, will abnehmen"),
  r("minor-weight-loss", "ich bin 16 und will bis zum Sommer 6 kg weg, was soll ich essen"),
  r("minor-weight-loss", "17 J., will für den Boxkampf Gewicht cutten, wie schnell geht das", "x"),
  // extreme goals
  r("extreme-goal", "ich will in 2 Wochen 7 Kilo abnehmen"),
  r("extreme-goal", "ich ess nur noch 500 kcal am Tag bis Weihnachten"),
  r("extreme-goal", "3 Tage nur Wasser zum Abnehmen, passt das?"),
  r("extreme-goal", "2 Kilo pro Woche runter, wie?"),
  r("extreme-goal", "800 kcal Diät, Tipps?"),
  r(
    "extreme-goal",
    "mach ab Montag einen Water Fast, 5 Tage, um schnell Gewicht zu verlieren",
    "x",
  ),
  // pregnancy
  r("pregnancy", "bin in der 20. Woche schwanger und vegan, wie viel B12 brauch ich?"),
  r("pregnancy", "darf ich in der Stillzeit Kaffee trinken?"),
  r("pregnancy", "schwanger, Rohmilchkäse okay?"),
  r("pregnancy", "meine Freundin ist pregnant, darf sie Sushi essen?", "x"),
  // medication
  r("medication", "ich nehm Lithium, darf ich salzarm essen?"),
  r("medication", "MAO-Hemmer und Bergkäse, geht das?"),
  r("medication", "Lithium absetzen zum Abnehmen?"),
  r("medication", "L-Thyroxin morgens, wann darf ich frühstücken?"),
  r("medication", "unter MAOI, ist Sojasauce safe?", "x"),
  // none: tricky negatives
  r("none", "ich sterbe vor Hunger, was koch ich schnell?", "t"),
  r("none", "ich sterbe, die Prüfung war so lost, was ess ich zum Trost", "t", "x"),
  r(
    "none",
    "Opa hatte vor acht Jahren einen Herzinfarkt, ist aber fit, was soll er frühstücken?",
    "t",
  ),
  r("none", "keine Brustschmerzen, nix, will nur wissen wie viel Eiweiß fürs Bouldern", "t"),
  r("none", "im Erste-Hilfe-Kurs kam die Frage: was tun, wenn sich jemand verschluckt?", "t"),
  r("none", "kennt ihr einen guten Podcast über Essstörungen? für mein Referat", "t"),
  r("none", "ich mach 16:8 Intervallfasten, ist Tee mit Milch okay?", "t"),
  r("none", "im Tatort hatte einer einen Zuckerschock, gibt's das echt?", "t"),
  r("none", "Bio-Hausaufgabe: was macht Insulin im Körper?", "t"),
  r("none", "will 4 kg in 3 Monaten runter, wie viele Kalorien?", "t"),
  r("none", "Rezept für Tote Oma, so wie in Leipzig", "t"),
  r("none", "Eier abschrecken, wie lange?", "t"),
  r("none", "Kaiserschmarrn zerreißen, wie?", "t"),
  r("none", "ich sterb grad vor Lachen", "t"),
  r(
    "none",
    "vor zehn Jahren hatte ich Bulimie, ist vorbei, such jetzt Rezepte mit viel Eisen",
    "t",
  ),
  r("none", "Apnoetauchen am Wochenende, was frühstück ich vorher?", "t"),
  r("none", "mir ist so heiß, ich erstick hier, kalte Rezepte?", "t"),
  r("none", "mein Sohn ist 14, spielt Fußball, was ist eine gute Jause?", "t"),
  r("none", "Nüchternzucker 88, alles normal oder?", "t"),
  r("none", "Falscher Hase, wie wird der saftig?", "t"),
  r("none", "hab mich nicht verschluckt, nur gehustet, alles gut; wie viel Wasser am Tag?", "t"),
  r("none", "bin komplett dead nach dem Leg Day, Zvieri Ideen?", "t", "x"),
  // none: plain
  r("none", "Servus"),
  r("none", "glutenfreie Semmeln, Tipps?"),
  r("none", "danke dir"),
  r("none", "Kasnudeln ohne Gluten möglich?"),
  r("none", "Erdäpfel oder Reis nach der Galle-OP, was ist leichter?"),
  r("none", "Grüezi, was ist ein gesundes Zmorge?"),
  r("none", "Essensideen für meine Mutter im Pflegeheim, sie kann schlecht kauen"),
  r("none", "Baby 6 Monate, welchen Brei zuerst?"),
  r("none", "nach der Knie-OP, was hilft der Wundheilung?"),
  r("none", "nu, is Leipziger Allerlei eigentlich gesund?"),
  r("none", "Meal prep Ideen vegan mit B12?", "x"),
  r("none", "bester Snack pre-workout?", "x"),
];

export const TRAIN45_ES: readonly LabelledMessage[] = ES_ROWS.map(strip);
export const TRAIN45_FR: readonly LabelledMessage[] = FR_ROWS.map(strip);
export const TRAIN45_DE: readonly LabelledMessage[] = DE_ROWS.map(strip);
export const SAFETY_TRAIN45: readonly LabelledMessage[] = [
  ...TRAIN45_ES,
  ...TRAIN45_FR,
  ...TRAIN45_DE,
];

const ALL_ROWS = [...ES_ROWS, ...FR_ROWS, ...DE_ROWS];
/** harmless texts with a danger's words (idioms, history, negations, recipes, films, school) */
export const TRAIN45_TRICKY_NEGATIVES: readonly LabelledMessage[] = ALL_ROWS.filter((m) =>
  m.tags.includes("t"),
).map(strip);
/** texts mixing in some English words */
export const TRAIN45_CODE_SWITCHED: readonly LabelledMessage[] = ALL_ROWS.filter((m) =>
  m.tags.includes("x"),
).map(strip);
