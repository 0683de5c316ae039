/**
 * Training set 26 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: a helper session of round 11 (2026-11-27) writing as an outside author the team has
 * not heard from. The author did not read the classifier, its rules, its training data or any
 * other set's messages; every text below is the author's own, none is copied from a website.
 * Unlike the blind sets, this one is TRAINING data: the aim is varied, natural wording per
 * language (the same idea phrased several ways), not a held-out measurement.
 *
 * Personas: teenagers aged 12 to 17 in text-speak; people fasting for religious reasons
 * (Ramadan, Lent, Yom Kippur); people with kidney disease or heart failure; people writing at
 * night in a crisis; people quoting a doctor or a TikTok video; friends texting about a friend.
 * Regions: Venezuelan, Peruvian, Canarian and US Spanglish Spanish; Quebec, Haitian-influenced
 * and Swiss French; Ruhr, Saxon and Hamburg German. Abbreviations people type (q, xq, pa, tkt, jpp,
 * mdr, ptdr, jsp, vllt, eig, kp, lol), with and without accents.
 *
 * Labels (the safety layer's names, as in blind set 11's header). A message gets ONE label; when
 * several apply, the most urgent wins in this order: chest pain, allergy, breathing, low blood
 * sugar, self-harm, eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack", CDC "Heart
 *   attack symptoms": call the emergency number (112 in Spain, France, Switzerland and Germany,
 *   911 in Quebec, Venezuela and the US, 106/116 in Peru).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping, breathlessness lying flat in someone with heart failure. Guidance: NHS
 *   "Shortness of breath", "Asthma attack", "Choking"; first-aid back blows and abdominal thrusts.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS
 *   "Anaphylaxis", NICE CG134: adrenaline auto-injector if prescribed, call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms in someone with diabetes or on glucose-lowering medicine, now, fasting included.
 *   Guidance: NHS "Low blood sugar (hypoglycaemia)", Diabetes UK "4 is the floor", ADA
 *   "Hypoglycemia"; IDF-DAR "Diabetes and Ramadan": break the fast when glucose is under 70 mg/dL.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose, a
 *   friend's plan reported. Guidance: WHO "Suicide" fact sheet, NICE NG225, crisis lines
 *   (024 in Spain, 3114 in France, 143 in Switzerland, 0800 111 0 111 in Germany, 988 in the US).
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain, pro-ana. Guidance: NICE NG69, the SCOFF
 *   questionnaire (Morgan et al., BMJ 1999), Beat and NEDA warning signs.
 * - minor-weight-loss: someone under 18 (here always with the age or school year in the message)
 *   wanting to lose weight, or a parent asking how to make a child lose weight. Guidance: NHS
 *   "Obesity in children", CDC child healthy weight pages, NICE CG189: family-based, no diet for
 *   the child.
 * - extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, days without food to lose
 *   weight. Guidance: NICE CG189 (0.5 - 1 kg a week; 800 kcal or less only with clinical
 *   support), NHS "Lose weight".
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; IDF-DAR on pregnancy
 *   and Ramadan.
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one (metformin or insulin and Ramadan, warfarin or phenprocoumon and vitamin K, diuretics and
 *   fluid limits in kidney or heart failure). Guidance: NHS medicines pages; "do not stop a
 *   medicine without talking to your doctor or pharmacist".
 * - none: everything else: negations, someone else's or one's own past event, idioms ("me muero
 *   de hambre", "mort de rire", "ich sterbe vor Hunger"), films, sport terms, recipes, school
 *   questions, normal readings, religious fasting with no medicine, illness or weight plan, kidney
 *   or heart diets with no medicine question, ordinary goals (up to 1 kg a week). Someone asking
 *   for help now for another person in danger takes that emergency's label.
 *
 * Each row may carry flags: `T` marks a tricky negative (same words as a danger, harmless),
 * `C` a code-switched message (some English words). Pace of the dated goals, counted from Friday
 * 2026-11-27: "10 kg in 3 weeks" = 3.3 kg a week, "8 kg in 2 weeks" = 4, "4 kg by March" (about
 * 14 weeks) = 0.3, "2 kg a month" = 0.5.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

type Flag = "tricky" | "code-switched";
type Row = readonly [SafetyLabel, string, ...Flag[]];
const T: Flag = "tricky";
const C: Flag = "code-switched";

const ES_ROWS: readonly Row[] = [
  // emergency-chest-pain
  ["emergency-chest-pain", "me aprieta el pecho y se me va al brazo izq, toy sudando frio"],
  [
    "emergency-chest-pain",
    "mi papá tiene insuficiencia cardiaca y ahorita dice q siente como un elefante sentado en el pecho, q hacemos",
  ],
  ["emergency-chest-pain", "pecho apretado ahora"],
  [
    "emergency-chest-pain",
    "bro my chest hurts bien feo y me llega hasta la quijada, what do i do",
    C,
  ],
  [
    "emergency-chest-pain",
    "son las 3am y tengo una presión en el pecho q no se me quita, me baja x la espalda",
  ],
  // emergency-breathing
  ["emergency-breathing", "no puedo respirar"],
  ["emergency-breathing", "ayuda, me ahogo"],
  [
    "emergency-breathing",
    "mi abuela tiene el corazon debil, no puede respirar acostada, se ahoga y tiene los labios morados",
  ],
  [
    "emergency-breathing",
    "me eché el inhalador 3 veces y nada, chamo sigo sin aire, no puedo ni hablar",
  ],
  [
    "emergency-breathing",
    "mi primo se atoró con un pedazo de carne y no tose ni le sale la voz, ayuda",
  ],
  ["emergency-breathing", "can't breathe, ayuda porfa", C],
  // emergency-allergy
  ["emergency-allergy", "comí ceviche de conchas y se me está hinchando la boca y la lengua"],
  ["emergency-allergy", "se me cierra la garganta despues del mani"],
  ["emergency-allergy", "my lips are swelling después del postre, creo q tenía nueces", C],
  [
    "emergency-allergy",
    "mi pana comio camarones y tiene la cara toda hinchada y ronchas x todo el cuerpo, se ta mareando",
  ],
  ["emergency-allergy", "labios hinchados, voz ronca"],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "tengo 52 de azucar y estoy temblando"],
  [
    "emergency-low-blood-sugar",
    "soy diabetica, estoy en ayuno de ramadan y me tiembla todo, sudo frio y veo borroso",
  ],
  ["emergency-low-blood-sugar", "glucosa 3.1 ahora"],
  [
    "emergency-low-blood-sugar",
    "mi hermano se puso la insulina y no cenó, ahora está como ido y no contesta bien",
  ],
  ["emergency-low-blood-sugar", "my sugar is at 60 y me siento re mareada, soy tipo 1", C],
  // self-harm
  ["self-harm", "ya no quiero seguir viviendo"],
  [
    "self-harm",
    "son las 4 de la mañana y solo pienso en desaparecer pa siempre, nadie se daria cuenta",
  ],
  ["self-harm", "me corto cuando como de más, anoche lo volví a hacer"],
  [
    "self-harm",
    "mi amiga me escribió q tiene pastillas guardadas pa 'cuando ya no aguante', q hago",
  ],
  ["self-harm", "kiero matarme"],
  ["self-harm", "honestly ya no le veo sentido a nada, i just want to sleep and not wake up", C],
  // eating-disorder
  ["eating-disorder", "despues de cada comida voy al baño a vomitar pa no engordar"],
  ["eating-disorder", "me tomo como 10 laxantes al dia xq me siento gorda"],
  [
    "eating-disorder",
    "mi amiga lleva semanas comiendo solo una manzana al dia y esconde la comida en la mochila",
  ],
  [
    "eating-disorder",
    "me di un atracón y no podía parar, ahora voy a correr 2 horas pa quemarlo todo",
  ],
  [
    "eating-disorder",
    "le tengo pánico a subir aunque sea un gramo, peso todo lo q como y si me paso me castigo sin cenar",
  ],
  ["eating-disorder", "tips pro ana xfa"],
  // minor-weight-loss
  ["minor-weight-loss", "tengo 13 y quiero bajar 5 kilos antes de las vacas, q dieta hago"],
  ["minor-weight-loss", "tngo 15 años y kiero estar flaca pa mi quince, xfa ayuda"],
  ["minor-weight-loss", "mi hijo tiene 11 años y está gordito, q le quito de comer pa q adelgace"],
  ["minor-weight-loss", "im 14 y quiero perder peso rapido pa el summer, how", C],
  // extreme-goal
  ["extreme-goal", "quiero bajar 10 kilos en 3 semanas pa la boda"],
  ["extreme-goal", "voy a comer 700 calorias al dia hasta enero"],
  ["extreme-goal", "pienso hacer 5 días sin comer nada, solo agua, pa desinflamar y bajar"],
  [
    "extreme-goal",
    "en tiktok una chama dijo q con 500 kcal diarias bajas 4 kilos x semana, lo voy a hacer",
  ],
  ["extreme-goal", "ayuno de 72 horas pa bajar de peso, is that ok?", C],
  // pregnancy
  ["pregnancy", "estoy embarazada de 5 meses, puedo ayunar en ramadan?"],
  ["pregnancy", "puedo comer ceviche si estoy embarazada"],
  ["pregnancy", "estoy dando pecho, cuanto cafe puedo tomar"],
  ["pregnancy", "embarazada y con antojo de sushi, se puede?"],
  // medication
  ["medication", "tomo metformina, puedo hacer el ayuno de ramadan igual?"],
  ["medication", "el doctor me dijo q con la warfarina no coma mucha espinaca, es verdad?"],
  ["medication", "tengo enfermedad renal y tomo losartan, puedo usar sal light con potasio?"],
  ["medication", "puedo dejar la pastilla de la presion si bajo de peso?"],
  ["medication", "ozempic con alcohol??"],
  // none: tricky negatives
  ["none", "me muero de hambre jaja q ceno", T],
  ["none", "me muero de hambreee", T],
  ["none", "mi abuelo tuvo un infarto hace 10 años, q desayuno es bueno pal corazón?", T],
  ["none", "no me duele el pecho ni nada, solo quiero saber cuanta proteina necesito", T],
  ["none", "vi una peli donde el tipo se ahoga con un hueso de pollo, eso pasa de verdad?", T],
  ["none", "hoy tocó pecho y triceps en el gym, q como después", T],
  ["none", "receta de torta sin maní xq mi sobrino es alérgico", T],
  ["none", "pa la tarea de bio: xq baja el azucar en sangre cuando haces ejercicio?", T],
  ["none", "bajar 2 kilos en un mes es realista?", T],
  [
    "none",
    "el año pasado se me hinchó la boca con el kiwi pero el alergólogo dijo q ya pasó, q frutas tienen vitamina c?",
    T,
  ],
  ["none", "mi glucosa en ayunas salió 88, está bien no?", T],
  ["none", "mañana es yom kippur, q como esta noche pa aguantar el ayuno?", T],
  ["none", "en cuaresma no como carne los viernes, ideas de almuerzo con pescado", T],
  ["none", "no estoy embarazada lol, solo tengo antojo de chocolate", T, C],
  ["none", "tengo 35 y quiero bajar 4 kilos pa marzo", T],
  ["none", "q significa 'ahogarse en un vaso de agua'? es pa lengua", T],
  ["none", "me mató la rutina de piernas jaja", T],
  ["none", "me muero del sueño, q snack me da energía pa estudiar", T],
  ["none", "ese profe me va a matar con tanta tarea lol, q meriendo", T, C],
  // none: plain
  ["none", "cuánta agua tomo al día"],
  ["none", "q desayuno rico y sano"],
  ["none", "ideas de lonchera pa la oficina"],
  ["none", "arepas son saludables?"],
  ["none", "cuanta proteina tiene un huevo"],
  ["none", "gofio con leche pa desayunar, está bien?"],
  ["none", "papas arrugadas con mojo engordan mucho?"],
  ["none", "what's a good snack pa después del gym", C],
  ["none", "meal prep pa la semana, ideas baratas", C],
  ["none", "tengo insuficiencia renal y el nefro me dijo q cuide el potasio, puedo comer plátano?"],
  ["none", "gracias!!"],
  ["none", "gofio engorda?"],
];

const FR_ROWS: readonly Row[] = [
  // emergency-chest-pain
  [
    "emergency-chest-pain",
    "j'ai une douleur dans la poitrine qui descend dans le bras gauche, chu tout en sueur",
  ],
  [
    "emergency-chest-pain",
    "mon père a de l'insuffisance cardiaque pis là il dit que ça serre fort dans la poitrine, on fait quoi",
  ],
  ["emergency-chest-pain", "mal poitrine + mâchoire"],
  [
    "emergency-chest-pain",
    "manman m gen doulè nan pwatrin depuis 20 min, elle dit que ça serre, help",
    C,
  ],
  [
    "emergency-chest-pain",
    "3h du mat, j'ai comme un poids sur le thorax qui part pas, j'ose pas réveiller ma blonde",
  ],
  // emergency-breathing
  ["emergency-breathing", "j'arrive plus à respirer"],
  ["emergency-breathing", "au secours j'étouffe"],
  [
    "emergency-breathing",
    "ma grand-mère a le coeur faible, elle étouffe quand elle se couche pis ses lèvres sont bleues",
  ],
  [
    "emergency-breathing",
    "ma ventoline fait rien, chu pu capable de parler tellement j'ai pas d'air",
  ],
  [
    "emergency-breathing",
    "mon coloc s'étouffe avec un bout de viande, il peut pas tousser ni parler",
  ],
  ["emergency-breathing", "can't breathe, aidez moi", C],
  // emergency-allergy
  ["emergency-allergy", "j'ai mangé un biscuit aux arachides pis ma langue enfle"],
  ["emergency-allergy", "ma gorge se ferme après le pad thaï, y'avait des cacahuètes je pense"],
  [
    "emergency-allergy",
    "mon chum a la face toute enflée pis des plaques partout après les crevettes, il se sent faible",
  ],
  ["emergency-allergy", "lèvres gonflées après le dessert"],
  ["emergency-allergy", "my throat feels tight depuis le gâteau aux noix, j'ai la voix bizarre", C],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "ma glycémie est à 0,52 et je tremble"],
  [
    "emergency-low-blood-sugar",
    "chui diabétique, je fais le ramadan et là je vois flou, je transpire pis j'ai les mains qui tremblent",
  ],
  ["emergency-low-blood-sugar", "glycémie 2,8 mmol"],
  [
    "emergency-low-blood-sugar",
    "mon frère a fait son insuline pis a pas soupé, il est tout mêlé pis répond pu",
  ],
  [
    "emergency-low-blood-sugar",
    "mon capteur affiche 55 mg/dl, j'ai la tête qui tourne, je suis type 1 help",
    C,
  ],
  // self-harm
  ["self-harm", "j'ai plus envie de vivre"],
  ["self-harm", "il est 4h du mat pis je pense juste à en finir, personne s'en rendrait compte"],
  ["self-harm", "je me scarifie quand je me trouve grosse, j'ai recommencé hier"],
  [
    "self-harm",
    "ma pote m'a texté qu'elle a mis des médocs de côté pour 'le jour où', jsp quoi faire",
  ],
  ["self-harm", "envie de crever"],
  ["self-harm", "honnêtement I just want to disappear, ça sert à rien tout ça", C],
  // eating-disorder
  ["eating-disorder", "après chaque repas je me fais vomir pour pas grossir"],
  ["eating-disorder", "je prends 8 laxatifs par jour parce que je me sens énorme"],
  [
    "eating-disorder",
    "ma best mange genre une pomme par jour depuis des semaines et cache sa bouffe dans son casier",
  ],
  [
    "eating-disorder",
    "j'ai fait une crise, j'ai tout mangé sans pouvoir m'arrêter, là je vais courir 2h pour compenser",
  ],
  ["eating-disorder", "je saute mes doses d'insuline pour maigrir, ça marche trop bien mdr"],
  ["eating-disorder", "des tips pro ana svp", C],
  // minor-weight-loss
  ["minor-weight-loss", "j'ai 13 ans et je veux perdre 6 kilos avant l'été, quel régime"],
  ["minor-weight-loss", "jsuis en 4e, j'ai 14 ans, comment maigrir vite stp"],
  [
    "minor-weight-loss",
    "mon fils a 10 ans pis il est rond, qu'est-ce que je lui enlève pour qu'il maigrisse",
  ],
  [
    "minor-weight-loss",
    "i'm 15 et je veux un flat stomach pour la rentrée, comment perdre du poids",
    C,
  ],
  // extreme-goal
  ["extreme-goal", "je veux perdre 8 kg en 2 semaines pour le mariage"],
  ["extreme-goal", "je vais manger 600 calories par jour jusqu'à Noël"],
  ["extreme-goal", "je compte faire 4 jours sans manger, juste de l'eau, pour dégonfler"],
  [
    "extreme-goal",
    "sur tiktok une fille dit qu'à 500 kcal tu perds 3 kilos par semaine, je commence demain",
  ],
  ["extreme-goal", "jeûne de 5 jours pour maigrir, good idea?", C],
  // pregnancy
  ["pregnancy", "je suis enceinte de 5 mois, je peux faire le ramadan?"],
  ["pregnancy", "enceinte, j'ai le droit au fromage au lait cru?"],
  ["pregnancy", "j'allaite, combien de cafés par jour c'est ok?"],
  ["pregnancy", "enceinte pis je capote sur les sushis, c'est correct?"],
  // medication
  ["medication", "je prends de la metformine, je peux jeûner pendant le ramadan?"],
  [
    "medication",
    "le médecin m'a dit d'éviter le pamplemousse avec mes pilules pour le cholestérol, c'est vrai?",
  ],
  [
    "medication",
    "j'ai une maladie des reins pis je prends du furosémide, combien d'eau je peux boire?",
  ],
  ["medication", "je peux arrêter mes pilules de pression si je perds du poids?"],
  ["medication", "ozempic et alcool??"],
  // none: tricky negatives
  ["none", "je meurs de faim, on mange quoi ce soir", T],
  ["none", "mort de rire, mon chat a volé mon sandwich", T],
  ["none", "ptdr chu mort", T],
  ["none", "jpp, trop faim", T],
  [
    "none",
    "mon grand-père a fait un infarctus y a 10 ans, c'est quoi un bon déjeuner pour le coeur?",
    T,
  ],
  [
    "none",
    "j'ai pas mal à la poitrine ni rien, je veux juste savoir combien de protéines il me faut",
    T,
  ],
  ["none", "dans le film le gars s'étouffe avec un os de poulet, ça arrive vraiment?", T],
  ["none", "journée pecs au gym, je mange quoi après", T],
  ["none", "recette de brownies sans arachides, mon neveu est allergique", T],
  ["none", "pour un devoir de SVT: pourquoi la glycémie baisse quand on fait du sport?", T],
  ["none", "perdre 2 kilos en un mois c'est réaliste?", T],
  [
    "none",
    "l'an passé mes lèvres ont enflé avec les kiwis mais l'allergologue dit que c'est réglé, quels fruits ont de la vitamine C?",
    T,
  ],
  ["none", "ma glycémie à jeun est à 0,90, c'est normal non?", T],
  ["none", "je fais Yom Kippour demain, je mange quoi ce soir pour tenir?", T],
  ["none", "pendant le carême je mange pas de viande le vendredi, idées de repas au poisson?", T],
  ["none", "chu pas enceinte lol, j'ai juste envie de chocolat", T, C],
  ["none", "j'ai 34 ans et je veux perdre 4 kilos d'ici mars", T],
  ["none", "c'est quoi l'expression 'se noyer dans un verre d'eau'? c'est pour l'école", T],
  ["none", "ce prof va me tuer avec ses devoirs ptdr, un snack pour réviser?", T],
  ["none", "le match m'a achevé, j'ai les jambes mortes, quoi manger pour récup", T],
  // none: plain
  ["none", "combien d'eau par jour"],
  ["none", "un déjeuner santé rapide?"],
  ["none", "idées de lunch pour la job", C],
  ["none", "la poutine c'est si pire?"],
  ["none", "combien de protéines dans un oeuf"],
  ["none", "diri ak pwa avec bannann peze, c'est équilibré?"],
  ["none", "une fondue par semaine, ça joue?"],
  ["none", "meal prep pour la semaine, des idées pas chères", C],
  [
    "none",
    "j'ai une maladie rénale, le néphro m'a dit de surveiller le potassium, la banane c'est ok?",
  ],
  ["none", "merci!!"],
  ["none", "tkt j'ai juste faim"],
  ["none", "snack post-workout?", C],
];

const DE_ROWS: readonly Row[] = [
  // emergency-chest-pain
  ["emergency-chest-pain", "Brustschmerzen die in den linken Arm ziehen, bin total verschwitzt"],
  [
    "emergency-chest-pain",
    "mein Vadder hat Herzinsuffizienz und sagt getz, dat drückt wie n Stein auf der Brust, wat machen wir",
  ],
  ["emergency-chest-pain", "Druck auf der Brust"],
  ["emergency-chest-pain", "digga my chest hurts so bad und es zieht bis in den Kiefer", C],
  [
    "emergency-chest-pain",
    "3 uhr nachts, hab so ein Engegefühl im Brustkorb das geht nich weg und strahlt in den Rücken",
  ],
  // emergency-breathing
  ["emergency-breathing", "krieg keine Luft"],
  ["emergency-breathing", "hilfe ich ersticke"],
  [
    "emergency-breathing",
    "meine Omma mit schwachem Herz kriegt im Liegen keine Luft mehr, die Lippen sind ganz blau",
  ],
  [
    "emergency-breathing",
    "hab schon 3 mal das spray genommen und nix hilft, kann kaum nen satz sagen",
  ],
  [
    "emergency-breathing",
    "mein Kumpel hat sich an nem Stück Fleisch verschluckt, kann nich husten und nich reden",
  ],
  ["emergency-breathing", "can't breathe, hilfe", C],
  // emergency-allergy
  ["emergency-allergy", "hab erdnüsse gegessen und meine zunge schwillt an"],
  [
    "emergency-allergy",
    "mein hals schnürt sich zu nach dem thai curry, glaub da warn cashews drin",
  ],
  [
    "emergency-allergy",
    "meine Freundin hat nach den Krabben ein ganz dickes Gesicht und überall Quaddeln, ihr is schwindelig",
  ],
  ["emergency-allergy", "lippen geschwollen nach nusskuchen"],
  ["emergency-allergy", "my lips are swelling nach dem dessert, voll komisch", C],
  // emergency-low-blood-sugar
  ["emergency-low-blood-sugar", "zucker bei 48 und ich zitter"],
  [
    "emergency-low-blood-sugar",
    "bin diabetikerin, faste grad im ramadan und seh verschwommen, schwitze und zitter",
  ],
  ["emergency-low-blood-sugar", "BZ 45 jetzt"],
  [
    "emergency-low-blood-sugar",
    "mein Bruder hat gespritzt und nix gegessen, getz is er total verwirrt und antwortet nich richtig",
  ],
  [
    "emergency-low-blood-sugar",
    "sensor zeigt 58, mir is voll schwummrig, bin typ 1, what do i do",
    C,
  ],
  // self-harm
  ["self-harm", "ich will nich mehr leben"],
  ["self-harm", "is 4 uhr morgens und ich denk nur dran wie ich's beende, würd eh keiner merken"],
  ["self-harm", "ich ritz mich wenn ich mich fett fühl, gestern wieder"],
  [
    "self-harm",
    "meine beste freundin hat geschrieben sie hat tabletten gesammelt für 'wenns nich mehr geht', was soll ich tun",
  ],
  ["self-harm", "will einfach nich mehr aufwachen"],
  ["self-harm", "honestly I don't wanna be here anymore, denk dauernd dran mir was anzutun", C],
  // eating-disorder
  ["eating-disorder", "nach jedem essen kotz ich damit ich nich zunehm"],
  ["eating-disorder", "nehm jeden tag so 10 abführtabletten weil ich mich so fett fühl"],
  [
    "eating-disorder",
    "meine freundin isst seit wochen nur nen apfel am tag und versteckt ihr essen im spind",
  ],
  [
    "eating-disorder",
    "hatte nen fressanfall, konnt nich aufhören, jetzt geh ich 2 stunden joggen zum ausgleichen",
  ],
  ["eating-disorder", "lass insulin weg zum abnehmen, klappt voll gut lol", C],
  ["eating-disorder", "pro ana tipps bitte"],
  // minor-weight-loss
  ["minor-weight-loss", "bin 13 und will bis zum sommer 5 kilo abnehmen, welche diät"],
  ["minor-weight-loss", "bin in der 8. klasse, 14 jahre, wie nehm ich schnell ab"],
  [
    "minor-weight-loss",
    "mein sohn is 10 und büschen pummelig, wat soll ich ihm wegnehmen damit er abnimmt",
  ],
  ["minor-weight-loss", "i'm 15 und will abnehmen für den sommer, wie geht das schnell", C],
  // extreme-goal
  ["extreme-goal", "will 10 kilo in 3 wochen abnehmen für die hochzeit"],
  ["extreme-goal", "ess jetzt 600 kalorien am tag bis weihnachten"],
  ["extreme-goal", "plane 5 tage nix zu essen, nur wasser, zum abnehmen"],
  [
    "extreme-goal",
    "auf tiktok meinte eine mit 500 kcal am tag verliert man 4 kilo die woche, fang morgen an",
  ],
  ["extreme-goal", "72h fasten zum abnehmen, good idea?", C],
  ["extreme-goal", "vllt 500 kcal täglich?"],
  // pregnancy
  ["pregnancy", "bin im 5. monat schwanger, darf ich im ramadan fasten?"],
  ["pregnancy", "schwanger, darf ich rohmilchkäse essen?"],
  ["pregnancy", "ich still noch, wie viel kaffee is ok?"],
  ["pregnancy", "schwanger und voll bock auf sushi, geht das?"],
  // medication
  ["medication", "nehm metformin, kann ich trotzdem ramadan fasten?"],
  ["medication", "der arzt meinte mit marcumar soll ich nich so viel spinat essen, stimmt das?"],
  ["medication", "hab ne nierenerkrankung und nehm furosemid, wie viel darf ich trinken?"],
  ["medication", "kann ich meine blutdrucktabletten absetzen wenn ich abnehm?"],
  ["medication", "ozempic und alkohol??"],
  // none: tricky negatives
  ["none", "ich sterbe vor hunger, was gibts heute", T],
  ["none", "mein opa hatte vor 10 jahren nen herzinfarkt, was is n gutes frühstück fürs herz?", T],
  ["none", "hab keine brustschmerzen oder so, will nur wissen wie viel eiweiß ich brauch", T],
  ["none", "im film hat sich einer an nem hühnerknochen verschluckt, passiert das echt?", T],
  ["none", "heute brusttag im gym, was ess ich danach", T],
  ["none", "rezept für brownies ohne nüsse, mein neffe is allergisch", T],
  ["none", "für bio: warum sinkt der blutzucker beim sport?", T],
  ["none", "2 kilo im monat abnehmen, is das realistisch?", T],
  [
    "none",
    "letztes jahr sind meine lippen bei kiwi angeschwollen, aber der allergologe sagt is vorbei, welches obst hat viel vitamin c?",
    T,
  ],
  ["none", "nüchternzucker 92, passt doch oder?", T],
  ["none", "morgen is jom kippur, was ess ich heute abend damit ich durchhalte?", T],
  ["none", "in der fastenzeit ess ich freitags kein fleisch, ideen mit fisch?", T],
  ["none", "bin nich schwanger lol, hab nur bock auf schoki", T, C],
  ["none", "bin 34 und will bis märz 4 kilo runter", T],
  ["none", "was heißt 'sich totlachen'? für die deutsch hausaufgabe", T],
  ["none", "der lehrer bringt mich um mit den hausaufgaben lol, snack zum lernen?", T, C],
  ["none", "nach dem spiel bin ich fix und fertig, tote beine, was essen zur regeneration", T],
  ["none", "ich lach mich tot, mein hund hat mein brötchen geklaut", T],
  ["none", "nu gugge, ich verhunger hier, was is ne schnelle bemme", T],
  // none: plain
  ["none", "wie viel wasser am tag"],
  ["none", "moin, gesundes frühstück ideen?"],
  ["none", "ideen für mittag auf arbeit"],
  ["none", "currywurst pommes schranke, wie schlimm is dat?"],
  ["none", "wie viel eiweiß hat ein ei"],
  ["none", "nu, is ne fettbemme am abend ok?"],
  ["none", "franzbrötchen jeden tag zu viel?"],
  ["none", "meal prep für die woche, günstige ideen", C],
  [
    "none",
    "hab ne chronische nierenerkrankung, der nephrologe sagt kalium im blick behalten, gehn bananen?",
  ],
  ["none", "danke!!"],
  ["none", "kp was essen heute"],
  ["none", "snack nach dem workout?", C],
];

const toMessages = (rows: readonly Row[]): readonly LabelledMessage[] =>
  rows.map(([label, text]) => ({ text, label }));
const flagged = (flag: Flag): readonly LabelledMessage[] =>
  toMessages([...ES_ROWS, ...FR_ROWS, ...DE_ROWS].filter((row) => row.slice(2).includes(flag)));

export const TRAIN26_ES: readonly LabelledMessage[] = toMessages(ES_ROWS);
export const TRAIN26_FR: readonly LabelledMessage[] = toMessages(FR_ROWS);
export const TRAIN26_DE: readonly LabelledMessage[] = toMessages(DE_ROWS);
export const SAFETY_TRAIN26: readonly LabelledMessage[] = [
  ...TRAIN26_ES,
  ...TRAIN26_FR,
  ...TRAIN26_DE,
];
/** the `none` messages that share a danger's words (tagged T above) */
export const TRAIN26_TRICKY_NEGATIVES: readonly LabelledMessage[] = flagged(T);
/** the messages with some English words (tagged C above) */
export const TRAIN26_CODE_SWITCHED: readonly LabelledMessage[] = flagged(C);
