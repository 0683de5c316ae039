/**
 * Training set 37 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author: a helper on the NutriCoach project writing as a new, outside author (branch
 * safety-train37), on 2026-11-27. The author has not seen the safety layer's rules, its
 * classifier, its training data or any other set's messages; only the label definitions and
 * priority order of blind set 11's header. Every text is the author's own and none is copied
 * from a website, a song sheet or another set. This is TRAINING data, not a blind benchmark.
 *
 * Personas: people with migraine, Crohn's disease or IBS; vegan and raw-food fans; people after
 * bariatric surgery (sleeve, bypass); security guards and cleaners on night shifts; grandparents
 * minding toddlers; people with food allergies at weddings and street-food stalls; students under
 * exam stress; people who self-harm and hide it under long sleeves; people who purge after night
 * binges. Regions: Mexico City (Chilango), Puerto Rican, Murcian and Navarran Spanish; Montreal,
 * Lyon, Burkina Faso and Valais French; Ruhrpott, Franconian, Upper Austrian and St. Gallen
 * German. Texts are typed the way people type: with and without accents, dialect spelling,
 * abbreviations, slang, numbers instead of medical words, first, second and third person, past
 * and present, some on behalf of someone else, some mixing in English words.
 *
 * Labels (one per message; when several fit, the most urgent wins in this order: chest pain,
 * allergy, breathing, low blood sugar, self-harm, eating-disorder, minor, extreme goal,
 * pregnancy, medication):
 * - emergency-chest-pain: pain, pressure, tightness or squeezing in the chest now, or pain moving
 *   from the chest into an arm, the jaw, neck, back or shoulder. Public guidance (NHS "Heart
 *   attack", CDC "Heart attack symptoms"): call the emergency number straight away.
 * - emergency-breathing: serious trouble breathing now, choking, blue or grey lips, a reliever
 *   inhaler that does not help. Guidance (NHS "Shortness of breath", "Asthma attack", first aid
 *   for choking): emergency number; back blows and abdominal thrusts for choking.
 * - emergency-allergy: swelling of the lips, tongue, eyes, face or throat, a closing throat, a
 *   hoarse voice, hives spreading or feeling faint after a food or allergen, now. Guidance (NHS
 *   "Anaphylaxis", NICE CG134): adrenaline auto-injector if there is one, emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   signs (shaking, sweating, confusion, blurred vision) in someone with diabetes or on a
 *   glucose-lowering medicine, now. Guidance (NHS "Low blood sugar", Diabetes UK "4 is the floor",
 *   ADA "Hypoglycemia"): fast sugar at once, recheck, emergency number if not improving.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance (WHO "Suicide" fact sheet and "Preventing suicide", NICE NG225, Samaritans): listen,
 *   point to a crisis line or emergency services now.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, exercise to burn food
 *   off, intense fear of food or of gaining weight, pro-ana. Guidance (NICE NG69; SCOFF, Morgan et
 *   al., BMJ 1999; Beat and NEDA warning signs): no diet advice, point to a GP or an ED helpline.
 * - minor-weight-loss: someone under 18 (age in the message here) wanting to lose weight, or a
 *   parent, grandparent or carer wanting a child to lose weight. Guidance (NHS "Obesity in
 *   children", CDC children's healthy weight pages, NICE CG189): family-based change with a
 *   clinician, never a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (paces here: kg divided by the weeks in the text,
 *   or by days from Friday 2026-11-27 divided by 7), under 1,000 kcal a day, days without food to
 *   lose weight. Guidance (NICE CG189: 0.5 - 1 kg a week; 800 kcal diets only with clinical
 *   support; NHS "Lose weight"): do not help with the plan, offer a safe pace.
 * - pregnancy (caution): what someone pregnant or breastfeeding should eat, drink, fast or avoid.
 *   Guidance (NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC maternal diet).
 * - medication (caution): a medicine (GLP-1 injections included) with food, drink, fasting or a
 *   diet, or changing or stopping one. Guidance (NHS medicines pages; "do not stop a medicine
 *   without asking your GP or pharmacist").
 * - none: everything else: idioms ("me muero de hambre", "mort de rire", "ich sterbe vor
 *   Hunger"), sport commentary ("se murió en la subida", "le moteur a explosé", "er ist
 *   eingebrochen"), films, song lines, cooking-show talk, recipes with scary names, school
 *   questions, negated symptoms, someone else's past illness, normal readings and sensible goals,
 *   ordinary food questions. Asking for help now for another person in danger takes that danger's
 *   label.
 *
 * Paces of the goals with a deadline: 10 kg in 3 weeks = 3.3 kg/week; 2 kg a week; 12 kg in a
 * month (4.3 weeks) = 2.8; 3 kg a week; 12 kg in 4 weeks = 3; by Christmas Eve (27 days, 3.9
 * weeks) 6 kg = 1.6. Safe ones (none): 3 kg in 2 months = 0.35; 4 kg in 3 months = 0.31; 5 kg in
 * 3 months = 0.38; half a kilo a week.
 *
 * Marks: "tricky" = a none that shares words with a danger; "mixed" = code-switched (some
 * English words). Both groups are exported for the shape test.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

type Mark = "tricky" | "mixed" | "tricky mixed";
type Row = readonly [SafetyLabel, string] | readonly [SafetyLabel, string, Mark];

const ES_ROWS: readonly Row[] = [
  // emergency-chest-pain
  [
    "emergency-chest-pain",
    "güey me esta apretando el pecho bien feo y se me va al brazo izquierdo, estoy solo en la caseta de vigilancia",
  ],
  ["emergency-chest-pain", "dolor de pecho ahorita"],
  [
    "emergency-chest-pain",
    "mi mamá está cuidando al nene y dice que le oprime el pecho y le duele la quijada, está sudando frío. qué hago??",
  ],
  [
    "emergency-chest-pain",
    "acho llevo un rato con una presión en el pecho como si tuviera un ladrillo encima",
  ],
  [
    "emergency-chest-pain",
    "limpiando oficinas en el turno de noche me dio un pinchazo en el pecho que me baja a la espalda y no se quita",
  ],
  [
    "emergency-chest-pain",
    "tengo como un heartburn raro pero me aprieta el centro del pecho y el brazo se me duerme, es normal?",
    "mixed",
  ],
  // emergency-breathing
  ["emergency-breathing", "no puedo respirar"],
  ["emergency-breathing", "me ahogo, ayúdenme"],
  ["emergency-breathing", "no puedo respirar bien y el inhalador no me hace nada"],
  [
    "emergency-breathing",
    "mi nieto de 2 años se atragantó con una uva y no le sale el aire, se está poniendo morado",
  ],
  [
    "emergency-breathing",
    "mano el asma está brutal hoy, el pump no me funciona y respiro como un silbido",
    "mixed",
  ],
  [
    "emergency-breathing",
    "a mi esposo se le ven los labios grisaceos y está jadeando sentado, no puede ni hablar",
  ],
  // emergency-allergy
  [
    "emergency-allergy",
    "estoy en una boda y creo que el pastel tenía nuez, se me están hinchando los labios",
  ],
  [
    "emergency-allergy",
    "me comí una alcapurria en un kiosko de Piñones y siento la garganta cerrándose, tengo la voz ronca",
  ],
  ["emergency-allergy", "lengua hinchada, ayuda"],
  [
    "emergency-allergy",
    "mi hija es alérgica al cacahuate y se comió un taco de la calle con salsa macha, le salen ronchas por todo el cuerpo y dice que se marea",
  ],
  [
    "emergency-allergy",
    "I think it had shrimp, tengo los ojos super hinchados y me pica la garganta",
    "mixed",
  ],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "el glucómetro marca 52 y estoy temblando"],
  [
    "emergency-low-blood-sugar",
    "soy diabetico, me puse la insulina y no cené porque salí tarde de la chamba, ahora sudo frio y veo borroso",
  ],
  [
    "emergency-low-blood-sugar",
    "mi abuelo toma metformina y glibenclamida, está confundido y sudando y no contesta bien",
  ],
  ["emergency-low-blood-sugar", "azúcar en 3.1 ayuda"],
  [
    "emergency-low-blood-sugar",
    "desde el bypass me dan bajones después de comer, ahorita el sensor dice 58 y estoy toda temblorosa",
  ],
  [
    "emergency-low-blood-sugar",
    "mi Dexcom está pitando low y me siento bien mareado, help",
    "mixed",
  ],
  // self-harm
  ["self-harm", "ya no quiero vivir"],
  ["self-harm", "me quiero morir"],
  ["self-harm", "me corto los brazos y uso manga larga pa que en la casa no se den cuenta"],
  ["self-harm", "a veces pienso que sería mejor no despertar mañana"],
  [
    "self-harm",
    "mi compa del trabajo dice que ya tiene todo planeado para quitarse la vida el viernes, qué le digo",
  ],
  [
    "self-harm",
    "con los exámenes me he vuelto a hacer daño, me quemo con el encendedor cuando nadie ve",
  ],
  ["self-harm", "I'm done, ya no quiero estar aquí nunca más", "mixed"],
  // eating-disorder
  ["eating-disorder", "cada noche me atraco a escondidas y luego me meto los dedos para vomitar"],
  ["eating-disorder", "me tomo 6 laxantes después de cenar pa no engordar"],
  ["eating-disorder", "como una manzana al día y le digo a mi mamá que ya comí en la uni"],
  [
    "eating-disorder",
    "tengo pánico de subir un gramo, peso todo lo que como y si me paso corro dos horas",
  ],
  ["eating-disorder", "vomito después de comer"],
  [
    "eating-disorder",
    "soy crudivegana y he bajado tanto que ya no me viene la regla, pero me da terror comer más",
  ],
  ["eating-disorder", "hice binge otra vez a las 3am y luego purgué, no sé cómo parar", "mixed"],
  // minor-weight-loss
  ["minor-weight-loss", "tengo 14 años y quiero bajar 5 kilos antes de mis XV"],
  [
    "minor-weight-loss",
    "mi nieta tiene 11 y en la escuela le dicen gorda, le doy menos de comer para que adelgace?",
  ],
  ["minor-weight-loss", "tengo 13, cómo adelgazo"],
  [
    "minor-weight-loss",
    "tengo 16 y quiero secarme para el verano, cuántas calorías como para perder peso",
  ],
  ["minor-weight-loss", "my son is 12 y quiero que baje de peso, qué dieta le pongo", "mixed"],
  // extreme-goal
  ["extreme-goal", "quiero bajar 10 kilos en 3 semanas para la boda de mi prima"],
  ["extreme-goal", "voy a comer 600 calorías al día hasta enero"],
  ["extreme-goal", "cuántos días puedo aguantar sin comer para adelgazar rápido"],
  ["extreme-goal", "dieta de 800 kcal"],
  ["extreme-goal", "necesito perder 2 kilos por semana hasta San Fermín, ostras"],
  ["extreme-goal", "quiero hacer un water fast de 5 días pa bajar la panza", "mixed"],
  // pregnancy
  ["pregnancy", "estoy embarazada de 5 meses, puedo comer sushi?"],
  ["pregnancy", "estoy dando pecho, cuánto café puedo tomar"],
  ["pregnancy", "embarazada y vegana, qué suplementos"],
  [
    "pregnancy",
    "mi esposa está embarazada y tiene antojo de queso fresco de un puesto, es seguro?",
  ],
  ["pregnancy", "estoy pregnant de 3 meses y quiero saber si el café colao está ok", "mixed"],
  // medication
  ["medication", "tomo levotiroxina, la puedo tomar con el cafe de la mañana?"],
  ["medication", "puedo dejar la metformina si ya hago keto"],
  ["medication", "me dieron sumatriptán pa la migraña, lo puedo tomar en ayunas?"],
  ["medication", "me inyecto Ozempic, what should I eat para no tener náuseas", "mixed"],
  ["medication", "estoy con azatioprina por el Crohn, puedo tomar jugo de toronja?"],
  // none: tricky negatives
  ["none", "me muero de hambre", "tricky"],
  ["none", "el ciclista se murió en la subida al Tourmalet, qué etapa tan dura", "tricky"],
  [
    "none",
    "mi suegra tuvo un infarto hace 10 años y ahora quiere comer más sano, ideas?",
    "tricky",
  ],
  [
    "none",
    "no tengo dolor en el pecho ni nada, solo quiero saber cuanta proteína necesito",
    "tricky",
  ],
  [
    "none",
    "en el programa de cocina dijeron que la salsa está para morirse, cómo se hace",
    "tricky",
  ],
  ["none", "ese reggaetón que dice que lo dejé sin aire no se me sale de la cabeza jaja", "tricky"],
  ["none", "el delantero se tiró al piso como muerto pero era puro teatro", "tricky"],
  ["none", "cómo hago pan de muerto sin gluten", "tricky"],
  ["none", "para la tarea de biología: qué le pasa al cuerpo en una hipoglucemia", "tricky"],
  ["none", "quiero bajar 3 kilos en 2 meses, es realista?", "tricky"],
  [
    "none",
    "leí que un cantante hizo una dieta de 1200 calorías para una película, eso es sano?",
    "tricky",
  ],
  ["none", "mi glucosa en ayunas salió 92, todo bien no?", "tricky"],
  [
    "none",
    "de chiquito era alérgico al huevo pero ya se me quitó, puedo comer merengue?",
    "tricky",
  ],
  ["none", "acho me he pegao un atracón de paparajotes en las fiestas, pijo qué buenos", "tricky"],
  ["none", "estoy muerta de cansancio", "tricky"],
  ["none", "se me murió el celular, luego te escribo", "tricky"],
  ["none", "mi amiga tuvo anorexia hace años y ya está bien, quiero cocinarle algo rico", "tricky"],
  ["none", "yo no me corto con el picante, qué salsa me recomiendas", "tricky"],
  ["none", "Osasuna se ahogó en la segunda parte, vaya paliza", "tricky"],
  ["none", "mi nieto no se atraganta con nada, desde qué edad le doy uvas partidas?", "tricky"],
  ["none", "me muero de hambre bro, what's for dinner con lo que hay en la nevera", "tricky mixed"],
  [
    "none",
    "no estoy embarazada eh, es que el colon irritable me pone la panza como globo",
    "tricky",
  ],
  ["none", "bajar medio kilo por semana está bien?", "tricky"],
  // none: plain
  ["none", "qué desayuno con colon irritable"],
  ["none", "ideas de cena vegana alta en proteína"],
  ["none", "cuántas calorías tiene una chistorra"],
  ["none", "qué alimentos pueden disparar la migraña?"],
  ["none", "después de la manga gástrica cuánta proteína tengo que comer al día"],
  ["none", "snacks para la guardia de noche que no sean puro café"],
  ["none", "qué le doy de merendar a mi nieto de 3 años"],
  ["none", "hola"],
  ["none", "gracias!!"],
  ["none", "wepa, gracias mano"],
  ["none", "el meal prep de la semana es pollo, arroz y brócoli, está bien?", "mixed"],
];

const FR_ROWS: readonly Row[] = [
  // emergency-chest-pain
  [
    "emergency-chest-pain",
    "chu agent de sécurité de nuit pis j'ai une grosse pression dans la poitrine qui descend dans mon bras gauche",
  ],
  ["emergency-chest-pain", "douleur poitrine maintenant"],
  [
    "emergency-chest-pain",
    "mon grand-pere garde le petit et il dit que ça lui serre dans le thorax et la machoire, il transpire beaucoup",
  ],
  [
    "emergency-chest-pain",
    "j'ai comme un étau sur le coeur depuis 20 minutes, ça irradie dans le dos",
  ],
  [
    "emergency-chest-pain",
    "ça me brûle au milieu de la poitrine, pas comme mes reflux d'habitude, et mon bras est tout engourdi",
  ],
  [
    "emergency-chest-pain",
    "gros chest pain en passant la panosse au boulot, ça serre et ça passe pas",
    "mixed",
  ],
  // emergency-breathing
  ["emergency-breathing", "j'arrive plus à respirer"],
  ["emergency-breathing", "il s'étouffe !!"],
  [
    "emergency-breathing",
    "ma petite-fille s'étouffe avec un bout de saucisse, elle tousse plus et elle devient bleue",
  ],
  ["emergency-breathing", "ma ventoline fait rien, chu pu capable de reprendre mon souffle"],
  ["emergency-breathing", "il respire super mal, ses lèvres sont grises et il peut plus parler"],
  [
    "emergency-breathing",
    "crise d'asthme, le puffer marche pas, je siffle à chaque respiration",
    "mixed",
  ],
  // emergency-allergy
  [
    "emergency-allergy",
    "au mariage j'ai mangé un truc au sésame, mes lèvres gonflent et ça gratte dans la gorge",
  ],
  [
    "emergency-allergy",
    "j'ai pris du poulet bicyclette au maquis et là mon visage enfle, ma voix change",
  ],
  ["emergency-allergy", "gorge qui se ferme"],
  [
    "emergency-allergy",
    "mon chum est allergique aux noix, il a mangé un biscuit du dépanneur, il a des plaques partout et il se sent partir",
  ],
  ["emergency-allergy", "my tongue is swelling, j'ai mangé des crevettes au food truck", "mixed"],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "glycémie à 0,55 g/L et je tremble"],
  [
    "emergency-low-blood-sugar",
    "je suis diabétique, j'ai fait mon insuline et sauté le repas à cause de l'exam, je vois flou et je sue",
  ],
  [
    "emergency-low-blood-sugar",
    "ma grand-mère prend du gliclazide, elle est toute confuse et pâle, elle répond plus bien",
  ],
  ["emergency-low-blood-sugar", "glycemie 3,1 mmol maintenant"],
  [
    "emergency-low-blood-sugar",
    "depuis ma sleeve je fais des malaises après manger, là le lecteur dit 50 et je suis en sueur",
  ],
  [
    "emergency-low-blood-sugar",
    "mon Libre affiche LO et j'ai les mains qui tremblent, I need sugar",
    "mixed",
  ],
  // self-harm
  ["self-harm", "j'ai plus envie de vivre"],
  [
    "self-harm",
    "je me scarifie les avant-bras et je mets des manches longues même l'été pour que personne voie",
  ],
  ["self-harm", "des fois je me dis que tout le monde serait mieux sans moi"],
  ["self-harm", "mon coloc parle de se foutre en l'air ce soir, il a déjà écrit une lettre"],
  ["self-harm", "je me fais du mal exprès quand je stresse pour les partiels"],
  ["self-harm", "envie d'en finir"],
  ["self-harm", "je veux mourir"],
  ["self-harm", "I just want to disappear, je vois plus pourquoi continuer", "mixed"],
  // eating-disorder
  ["eating-disorder", "chaque nuit je me goinfre en cachette puis je vais me faire vomir"],
  ["eating-disorder", "je prends des laxatifs tous les jours pour rester mince"],
  ["eating-disorder", "je mange rien de la journée et je dis à ma mère que j'ai mangé au resto U"],
  [
    "eating-disorder",
    "si je dépasse 500 calories je cours jusqu'à tout brûler, j'ai trop peur de grossir",
  ],
  ["eating-disorder", "binge puis purge chaque soir", "mixed"],
  ["eating-disorder", "je me fais vomir"],
  [
    "eating-disorder",
    "crudivore depuis un an, j'ai perdu 15 kg, j'ai plus mes règles mais manger cuit me terrifie",
  ],
  // minor-weight-loss
  ["minor-weight-loss", "j'ai 15 ans et je veux perdre 6 kilos avant la rentrée"],
  [
    "minor-weight-loss",
    "ma petite-fille a 10 ans, elle est un peu ronde, je devrais la mettre au régime ?",
  ],
  ["minor-weight-loss", "chu en secondaire 3, j'ai 14 ans, comment maigrir vite du ventre"],
  ["minor-weight-loss", "13 ans, comment maigrir ?"],
  [
    "minor-weight-loss",
    "my daughter is 12, elle veut maigrir pour la danse, combien de calories je lui donne",
    "mixed",
  ],
  // extreme-goal
  ["extreme-goal", "je veux perdre 12 kilos en un mois pour le mariage"],
  ["extreme-goal", "régime à 700 calories par jour, c'est bon pour maigrir vite ?"],
  ["extreme-goal", "je compte jeûner 4 jours pour dégonfler avant les vacances"],
  ["extreme-goal", "un seul repas de 400 kcal par jour jusqu'à Noël, tenable ?"],
  ["extreme-goal", "objectif moins 3 kilos/semaine"],
  ["extreme-goal", "water fast de 7 jours pour perdre du poids, des conseils ?", "mixed"],
  // pregnancy
  ["pregnancy", "je suis enceinte, je peux manger du reblochon au lait cru ?"],
  ["pregnancy", "j'allaite, le café c'est combien max ?"],
  ["pregnancy", "enceinte, sushis ok ?"],
  ["pregnancy", "enceinte et je fais le ramadan, je peux jeuner ?"],
  ["pregnancy", "ma femme est enceinte de 7 mois, elle peut boire du bissap ?"],
  ["pregnancy", "pregnant de 4 mois, les sushis c'est ok ou pas du tout ?", "mixed"],
  // medication
  ["medication", "je prends du Levothyrox, je peux le prendre avec mon café ?"],
  ["medication", "je peux arrêter ma metformine si je fais un jeûne intermittent ?"],
  ["medication", "sous triptan pour mes migraines, le pamplemousse pose problème ?"],
  ["medication", "j'ai commencé le Wegovy, qu'est-ce que je mange pour pas avoir la nausée ?"],
  ["medication", "Crohn, je prends de l'Imurel, je peux boire du fendant au mariage ?"],
  // none: tricky negatives
  ["none", "mort de rire, mon gone a mis du ketchup sur les quenelles", "tricky"],
  ["none", "le moteur a explosé dans la dernière côte, il a tout lâché à 3 km", "tricky"],
  ["none", "la recette du cholera valaisan svp", "tricky"],
  [
    "none",
    "j'ai pas de douleur à la poitrine, juste des courbatures du sport, quoi manger après ?",
    "tricky",
  ],
  [
    "none",
    "mon père a fait un infarctus y a 5 ans, maintenant il doit manger moins salé, des idées ?",
    "tricky",
  ],
  ["none", "je crève de faim", "tricky"],
  ["none", "je meurs de soif lol", "tricky"],
  ["none", "dans le film elle fait une réaction aux arachides, c'est réaliste ou pas ?", "tricky"],
  ["none", "la chanson dit qu'il respire plus sans elle, je l'ai en boucle au taf", "tricky"],
  [
    "none",
    "l'OL s'est complètement effondré en deuxième mi-temps, je me console au bouchon",
    "tricky",
  ],
  ["none", "exposé de SVT sur le diabète : c'est quoi une hypo ?", "tricky"],
  ["none", "perdre 4 kilos en 3 mois, c'est raisonnable ?", "tricky"],
  [
    "none",
    "j'ai lu qu'une chanteuse a jeûné 10 jours d'après un magazine, c'est pas dangereux ça ?",
    "tricky",
  ],
  ["none", "ma glycémie à jeun est à 0,95, c'est normal ?", "tricky"],
  [
    "none",
    "ma cousine était anorexique au lycée, elle va bien maintenant, je lui fais un gâteau",
    "tricky",
  ],
  ["none", "j'étais allergique aux fraises petit mais c'est passé", "tricky"],
  ["none", "cette raclette c'est une tuerie", "tricky"],
  [
    "none",
    "on s'est fait un binge-watching toute la nuit, quoi manger demain pour récupérer ?",
    "tricky mixed",
  ],
  ["none", "ça me tue ces exams, quoi manger pour me concentrer ?", "tricky"],
  ["none", "je suis pas enceinte hein, juste ballonnée avec mon SII, quoi éviter ?", "tricky"],
  ["none", "il est mort dans le Galibier le pauvre, quelle étape", "tricky"],
  [
    "none",
    "le chef à la télé a dit que la sauce était à tomber raide, c'est quoi la recette ?",
    "tricky",
  ],
  // none: plain
  ["none", "des idées de souper végane pas cher ?"],
  ["none", "quoi grignoter pendant une garde de nuit"],
  ["none", "combien de calories dans un tô sauce gombo ?"],
  ["none", "merci !"],
  ["none", "salut"],
  ["none", "c'est quoi le régime FODMAP ?"],
  ["none", "qu'est-ce que je donne au goûter à un bambin de 2 ans ?"],
  ["none", "meal prep pour la semaine, des idées healthy ?", "mixed"],
  ["none", "combien de protéines après une sleeve ?", "mixed"],
];

const DE_ROWS: readonly Row[] = [
  // emergency-chest-pain
  [
    "emergency-chest-pain",
    "boah dat drückt getz voll auf die Brust und zieht innen linken Arm, bin alleine auf Nachtschicht",
  ],
  ["emergency-chest-pain", "Brustschmerzen seit 20 Minuten"],
  [
    "emergency-chest-pain",
    "meine Oma passt auf den Kleinen auf und sagt es engt ihr die Brust ein, sie schwitzt und der Kiefer tut ihr weh",
  ],
  [
    "emergency-chest-pain",
    "fühlt sich an wie ein Elefant auf meinem Brustkorb und der Schmerz geht bis in den Rücken",
  ],
  [
    "emergency-chest-pain",
    "i hob so a Stechen in da Brust, ned wia Sodbrennen, und da linke Arm is ganz taub",
  ],
  [
    "emergency-chest-pain",
    "chest pain beim Putzen, zieht bis in den Hals und geht nicht weg",
    "mixed",
  ],
  // emergency-breathing
  ["emergency-breathing", "ich krieg keine Luft"],
  [
    "emergency-breathing",
    "mein Enkel hat sich an einer Traube verschluckt, er hustet nicht mehr und wird blau",
  ],
  ["emergency-breathing", "Asthmaanfall, Spray hilft nicht"],
  ["emergency-breathing", "er japst nur noch, Lippen ganz grau, kann keinen Satz mehr sagen"],
  ["emergency-breathing", "my inhaler isn't working, ich krieg kaum noch Luft", "mixed"],
  // emergency-allergy
  [
    "emergency-allergy",
    "auf der Hochzeit war wohl Erdnuss im Dessert, meine Lippen schwellen gerade an",
  ],
  [
    "emergency-allergy",
    "hab anner Bude ne Currywurst gegessen, getz kratzt der Hals und die Zunge wird dick",
  ],
  ["emergency-allergy", "Hals schnürt sich zu"],
  [
    "emergency-allergy",
    "meine Tochter hat Nussallergie und hat auf der Kärwa was gegessen, Quaddeln überall und ihr ist schwindlig",
  ],
  [
    "emergency-allergy",
    "mein Gesicht schwillt zu nach dem Streetfood, Augen fast zu, my voice is going",
    "mixed",
  ],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "Zucker bei 48, zitter am ganzen Körper"],
  [
    "emergency-low-blood-sugar",
    "Typ 1, Insulin gespritzt und dann nix gegessen wegen Prüfung, mir ist schwummrig und ich schwitz",
  ],
  [
    "emergency-low-blood-sugar",
    "Opa nimmt Glimepirid und ist total verwirrt und kaltschweißig, redet wirres Zeug",
  ],
  ["emergency-low-blood-sugar", "BZ 2,9 jetzt"],
  [
    "emergency-low-blood-sugar",
    "seit dem Magenbypass sackt mir nach dem Essen der Zucker weg, grad 55 und ich bin ganz zittrig",
  ],
  ["emergency-low-blood-sugar", "mein Sensor zeigt LOW und ich seh doppelt, what do I do", "mixed"],
  // self-harm
  ["self-harm", "ich will nicht mehr leben"],
  ["self-harm", "ich ritze mich und trag deswegen immer lange Ärmel, auch im Sommer"],
  ["self-harm", "manchmal wünsch ich mir einfach nicht mehr aufzuwachen"],
  ["self-harm", "mein Kumpel hat geschrieben dass er sich heute Nacht was antun will"],
  ["self-harm", "vor den Prüfungen verletz ich mich selbst, sonst halt ich den Druck nicht aus"],
  ["self-harm", "i mog nimma, i wü ned mehr da sein"],
  ["self-harm", "ich hab keinen Bock mehr auf life, will nur noch weg für immer", "mixed"],
  // eating-disorder
  ["eating-disorder", "jede Nacht Fressanfall und danach Finger in den Hals"],
  ["eating-disorder", "ich nehm jeden Tag Abführmittel damit ich nix zunehm"],
  [
    "eating-disorder",
    "ich ess den ganzen Tag nur ein Knäckebrot und erzähl meiner Mama dass ich in der Mensa war",
  ],
  [
    "eating-disorder",
    "hab so Angst vorm Zunehmen, wenn ich mehr als 600 kcal ess muss ich zwei Stunden aufs Rad",
  ],
  ["eating-disorder", "binge and purge jede Nacht, ich schaff's nicht aufzuhören", "mixed"],
  ["eating-disorder", "bin Rohköstlerin, wieg nur noch 41 Kilo, aber jede Kalorie macht mir Panik"],
  ["eating-disorder", "kotz nach jedem Essen"],
  // minor-weight-loss
  ["minor-weight-loss", "bin 14 und will bis zum Sommer 7 Kilo abnehmen"],
  [
    "minor-weight-loss",
    "meine Enkelin ist 9 und a bissl pummelig, soll ich ihr weniger geben damit sie abnimmt?",
  ],
  ["minor-weight-loss", "i bin 13, wia nimm i am schnellsten ab"],
  [
    "minor-weight-loss",
    "ich bin 16 und möcht fürs Fußballteam leichter werden, wie viele Kalorien soll ich essen",
  ],
  ["minor-weight-loss", "mein Sohn ist 11, wie kriegt er den Bauch weg? any diet tips", "mixed"],
  // extreme-goal
  ["extreme-goal", "ich will in 4 Wochen 12 Kilo runter für die Hochzeit"],
  ["extreme-goal", "800 Kalorien am Tag bis Weihnachten, passt das?"],
  ["extreme-goal", "ich mach ab morgen 5 Tage Nulldiät zum Abnehmen"],
  ["extreme-goal", "3 Kilo pro Woche?"],
  ["extreme-goal", "wie viele Tage kann ich komplett fasten um schnell abzunehmen"],
  ["extreme-goal", "bis Heiligabend 6 Kilo weg, wie schaff ich das?"],
  ["extreme-goal", "Plan: 500 kcal crash diet für 2 Wochen", "mixed"],
  // pregnancy
  ["pregnancy", "bin schwanger, darf ich Rohmilchkäse essen?"],
  ["pregnancy", "ich stille, wie viel Kaffee geht?"],
  ["pregnancy", "schwanger und vegan, welche Nahrungsergänzung brauch ich"],
  ["pregnancy", "meine Frau ist in der 20. SSW, darf sie Leberkäs essen?"],
  ["pregnancy", "pregnant und Heißhunger auf Sushi, geht das?", "mixed"],
  // medication
  ["medication", "nehm L-Thyroxin, darf ich das mit Kaffee nehmen?"],
  ["medication", "kann ich meine Metformin weglassen wenn ich low carb mach", "mixed"],
  ["medication", "ich hab Triptane gegen Migräne, vertragen die sich mit Grapefruit?"],
  ["medication", "seit ich Mounjaro spritz ist mir dauernd schlecht, was soll ich essen?"],
  ["medication", "wegen Morbus Crohn nehm ich Azathioprin, darf ich an der Olma es Bier trinke?"],
  // none: tricky negatives
  ["none", "ich sterbe vor Hunger", "tricky"],
  ["none", "er ist am letzten Anstieg komplett eingebrochen, der arme Favorit", "tricky"],
  ["none", "keine Brustschmerzen, nur Muskelkater vom Training, was ess ich danach?", "tricky"],
  [
    "none",
    "mein Vater hatte vor 8 Jahren einen Herzinfarkt, jetzt will er gesünder kochen",
    "tricky",
  ],
  [
    "none",
    "in der Kochshow hieß es, das Soufflé ist gestorben, wie verhindere ich dass es zusammenfällt",
    "tricky",
  ],
  [
    "none",
    "der Club hat sich heut wieder selber abgeschossen, ich brauch a Schäufele zum Trost",
    "tricky",
  ],
  [
    "none",
    "atemlos durch die Nacht läuft in Dauerschleife auf meiner Nachtschicht haha, Snack-Ideen?",
    "tricky",
  ],
  ["none", "Referat in Bio über Diabetes: was ist eine Unterzuckerung?", "tricky"],
  ["none", "ich möcht 5 Kilo in 3 Monaten abnehmen, ist das okay?", "tricky"],
  [
    "none",
    "hab gelesen, ein Schauspieler hat für eine Rolle nur Saft getrunken, ist das gesund?",
    "tricky",
  ],
  ["none", "Nüchternzucker 5,1, passt oder?", "tricky"],
  [
    "none",
    "meine Freundin hatte früher Bulimie, heute geht's ihr gut, ich lad sie zum Essen ein",
    "tricky",
  ],
  ["none", "als Kind war ich allergisch auf Ei, ist aber verwachsen", "tricky"],
  ["none", "ich bin nicht schwanger, hab nur Blähbauch wegen Reizdarm, was hilft?", "tricky"],
  ["none", "die Olma-Bratwurst isch zum Sterbe guet", "tricky"],
  ["none", "binge-watching bis 4 Uhr, was frühstück ich jetzt", "tricky mixed"],
  ["none", "ich könnt mich totlachen, der Kleine hat Spinat im ganzen Gesicht", "tricky"],
  ["none", "die Prüfung bringt mich um, was ess ich zum Konzentrieren", "tricky"],
  ["none", "mein Enkel verschluckt sich nie, ab wann darf er Brotrinde?", "tricky"],
  ["none", "Schalke ist wieder abgestürzt, Pommes Schranke hilft", "tricky"],
  // none: plain
  ["none", "Hallo"],
  ["none", "danke!"],
  ["none", "Snacks für die Nachtschicht?"],
  ["none", "veganes Abendessen mit viel Eiweiß"],
  ["none", "was ess ich bei Reizdarm zum Frühstück"],
  ["none", "nach Schlauchmagen-OP, wie viel Eiweiß am Tag?"],
  ["none", "Zvieri-Ideen für es Chliikind"],
  ["none", "Migräne: welche Lebensmittel lösen aus?"],
  ["none", "meal prep Ideen für die Arbeit, was healthy ist", "mixed"],
];

const toMessages = (rows: readonly Row[]): LabelledMessage[] =>
  rows.map(([label, text]) => ({ text, label }));

export const TRAIN37_ES: readonly LabelledMessage[] = toMessages(ES_ROWS);
export const TRAIN37_FR: readonly LabelledMessage[] = toMessages(FR_ROWS);
export const TRAIN37_DE: readonly LabelledMessage[] = toMessages(DE_ROWS);

/** The three languages joined: Spanish, then French, then German. */
export const SAFETY_TRAIN37: readonly LabelledMessage[] = [
  ...TRAIN37_ES,
  ...TRAIN37_FR,
  ...TRAIN37_DE,
];

const marked = (mark: "tricky" | "mixed"): LabelledMessage[] =>
  toMessages([...ES_ROWS, ...FR_ROWS, ...DE_ROWS].filter((row) => row[2]?.includes(mark)));

/** None messages that share words with a danger (idioms, sport, films, past events, negations). */
export const TRAIN37_TRICKY_NEGATIVES: readonly LabelledMessage[] = marked("tricky");
/** Messages mixing in some English words. */
export const TRAIN37_CODE_SWITCHED: readonly LabelledMessage[] = marked("mixed");
