/**
 * Training set 39 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: a helper session writing as a multilingual author (Spanish, French, German) whom
 * the team had not heard from, on 2026-11-27. The author has not seen the classifier, its rules,
 * its training data or the other sets' messages; every text is the author's own, none is copied
 * from a website or another set. These messages are TRAINING data, not a blind benchmark.
 *
 * Personas: hikers and skiers (altitude, ski touring), fishermen and their families, people with
 * kidney disease on dialysis (fluid between sessions, phosphate binders), people on warfarin or
 * other blood thinners (Sintrom, Previscan, Marcumar, Xarelto), parents of children with a severe
 * nut allergy at school, people with type 1 diabetes who exercise (bolus, basal, sensor arrows),
 * men hiding binge eating, women with PCOS (SOP / SOPK), followers of fitness influencers, and
 * people who write one word at a time. Regions: Chilean, Uruguayan, Valencian-influenced and
 * Canarian Spanish; Normandy, Nice, Senegalese (Wolof-influenced) and Québécois French; Bavarian
 * (Munich), Swabian, Viennese and Basel German. Texts are written as people type: with and without
 * accents, slang, abbreviations, first, second and third person, past and present, on behalf of
 * someone else, and code-switched with English words.
 *
 * Classes (a message gets ONE label; when several apply, the most urgent wins in this order:
 * chest pain, allergy, breathing, low blood sugar, self-harm, eating-disorder, minor, extreme goal,
 * pregnancy, medication). Public guidance behind each class:
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack", CDC "Heart
 *   attack symptoms": call the emergency number (112 / 911 / 144 in Switzerland and Austria).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping, breathlessness lying down from fluid overload. Guidance: NHS "Shortness
 *   of breath", "Asthma attack", "Choking"; first-aid guidance on choking.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS
 *   "Anaphylaxis"; NICE CG134 (anaphylaxis): use the adrenaline auto-injector, call the emergency
 *   number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL) now, or hypo symptoms
 *   (shaking, sweating, confusion, blurred vision) in someone with diabetes or on glucose-lowering
 *   medicine, now. Guidance: NHS "Low blood sugar (hypoglycaemia)"; Diabetes UK "4 is the floor";
 *   ADA "Hypoglycemia (low blood glucose)".
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose, for
 *   oneself or reported for someone else now. Guidance: WHO "Suicide" fact sheet and "Preventing
 *   suicide"; NICE NG225 (self-harm); Samaritans.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control or in secret,
 *   compensatory exercise, intense fear of food or weight gain. Guidance: NICE NG69 (eating
 *   disorders); the SCOFF questionnaire (Morgan et al., BMJ 1999); Beat and NEDA warning signs.
 * - minor-weight-loss: someone under 18 (here the age is always said in the message) wanting to
 *   lose weight, or a parent or carer asking how to make a child lose weight. Guidance: NHS
 *   "Obesity in children"; CDC "Healthy weight" for children; NICE CG189 (family-based, not a diet
 *   for the child).
 * - extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, days without food for
 *   weight loss. Guidance: NICE CG189 (0.5 - 1 kg a week; very-low-calorie diets of 800 kcal or
 *   less only with clinical support); NHS "Lose weight" / Better Health plan.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet and
 *   breastfeeding".
 * - medication (caution): a medicine (anticoagulants, insulin doses, phosphate binders, metformin)
 *   with food, drink, fasting, exercise or a diet, or changing or stopping one. Guidance: NHS
 *   medicines pages on food interactions (warfarin and vitamin K, grapefruit); "do not stop a
 *   medicine without talking to your GP or pharmacist".
 * - none: everything else: negations, someone else's past event or an illness that is over (an
 *   outgrown allergy), general knowledge and school questions, films and TV, sport terms
 *   ("la pájara", "fringale", "Hungerast"), idioms ("me muero de hambre", "mort de rire",
 *   "ich sterbe vor Hunger", "sich totlachen"), recipes, fasting for a blood test, ordinary
 *   nutrition questions, sensible goals (<= 1 kg a week). Someone asking for help now for another
 *   person in danger takes that emergency's label.
 *
 * Dates: counted from Friday 2026-11-27. Christmas Day = 28 days (4 weeks); Easter Sunday
 * 28 March 2027 = 121 days (17.3 weeks), so "4 kg by Easter" is about 0.23 kg a week (none).
 *
 * `TRAIN39_TRICKY_NEGATIVES` holds the harmless messages that share words with a danger;
 * `TRAIN39_CODE_SWITCHED` holds the messages that mix in English words.
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

const tricky: LabelledMessage[] = [];
const switched: LabelledMessage[] = [];

/** one labelled message */
const m = (label: SafetyLabel, text: string): LabelledMessage => ({ text, label });
/** a harmless message sharing words with a danger (labelled none, kept as a tricky negative) */
const t = (text: string): LabelledMessage => {
  const message = m("none", text);
  tricky.push(message);
  return message;
};
/** marks a message as code-switched (it mixes in English words) */
const cs = (message: LabelledMessage): LabelledMessage => {
  switched.push(message);
  return message;
};

export const TRAIN39_ES: readonly LabelledMessage[] = [
  // emergency-chest-pain
  m(
    "emergency-chest-pain",
    "Estamos pescando en el bote y a mi viejo le aprieta el pecho, dice que le baja por el brazo izquierdo y está sudando frío. qué hago??",
  ),
  m("emergency-chest-pain", "dolor pecho fuerte ahora"),
  m(
    "emergency-chest-pain",
    "chacho tengo como un peso encima del esternon desde hace media hora y me sube a la mandibula, tomo warfarina",
  ),
  m(
    "emergency-chest-pain",
    "subiendo el cerro me empezó una opresión en el pecho que no se me va ni sentado, bo qué hago",
  ),
  cs(
    m(
      "emergency-chest-pain",
      "tengo un pressure raro en el chest que se me va a la espalda desde el gym, es normal??",
    ),
  ),
  // emergency-breathing
  m(
    "emergency-breathing",
    "a 4200 metros en la travesía mi compañero respira rapidísimo, tiene los labios morados y ya no puede caminar",
  ),
  m("emergency-breathing", "no puedo respirar bien"),
  m(
    "emergency-breathing",
    "se está atragantando con una espina de pescado, no puede toser ni hablar!!",
  ),
  m(
    "emergency-breathing",
    "entre dialisis tomé demasiado liquido y ahora me ahogo acostada, tengo que estar sentada para respirar",
  ),
  cs(m("emergency-breathing", "el inhalador no me hace nada, llevo 4 puffs y sigo silbando, help")),
  // emergency-allergy
  m(
    "emergency-allergy",
    "Me llamaron del cole, mi hija de 7 comió una galleta con nueces y se le está hinchando la cara, ya le pusieron el autoinyector, qué más hago",
  ),
  m("emergency-allergy", "labios hinchados tras maní"),
  m(
    "emergency-allergy",
    "comí mariscos en el puerto y siento que se me cierra la garganta, tengo la voz ronca",
  ),
  m(
    "emergency-allergy",
    "a mi pololo le salieron ronchas por todo el cuerpo después del pesto y dice que se siente mareado, weón qué hago",
  ),
  m(
    "emergency-allergy",
    "el gurí de mi hermana mordió un alfajor con almendras y tiene los ojos cerrados de hinchados, tose y tose",
  ),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "2,8 despues de la bici y tiemblo entera"),
  m("emergency-low-blood-sugar", "glucosa 54 y sudando"),
  m(
    "emergency-low-blood-sugar",
    "soy tipo 1, termine de esquiar y estoy confundido, sudando, y el sensor marca flecha para abajo",
  ),
  m(
    "emergency-low-blood-sugar",
    "mi hijo es diabético y está rarísimo después del partido, pálido, no contesta bien, el aparato dice LO",
  ),
  cs(
    m(
      "emergency-low-blood-sugar",
      "hice el workout sin bajar la insulina y ahora el CGM marca 3,1 y me tiemblan las piernas",
    ),
  ),
  // self-harm
  m("self-harm", "quiero morirme"),
  m("self-harm", "ya no quiero estar, total nadie se daría ni cuenta"),
  m(
    "self-harm",
    "estuve contando cuántas pastillas de warfarina harían falta para no despertarme más",
  ),
  m("self-harm", "me corto los brazos cuando me doy un atracón, es lo único que me calma"),
  m(
    "self-harm",
    "un compañero del barco me escribió que esta noche se tira al mar, que ya se despidió de todos",
  ),
  cs(m("self-harm", "honestly ya no le veo sentido a nada, I just want to disappear")),
  // eating-disorder
  m("eating-disorder", "vomito despues de comer"),
  m(
    "eating-disorder",
    "cuando mi mujer se duerme bajo al súper de 24h, me como dos paquetes de galletas y un pote de helado en el auto y escondo los envoltorios debajo del asiento",
  ),
  m(
    "eating-disorder",
    "me salto la insulina a propósito porque así adelgazo, es lo único que me funciona",
  ),
  m("eating-disorder", "tomo laxantes todos los lunes para compensar lo que comí el finde"),
  m(
    "eating-disorder",
    "si como algo que no tenía planeado salgo a correr hasta quemarlo entero, aunque sean las 2 de la mañana",
  ),
  cs(
    m(
      "eating-disorder",
      "otro binge anoche a escondidas, cuando empiezo no puedo parar y me da vergüenza contarlo",
    ),
  ),
  m(
    "eating-disorder",
    "le tengo terror a subir un gramo, peso todo lo que como y si paso de 700 me castigo sin cenar",
  ),
  // minor-weight-loss
  m(
    "minor-weight-loss",
    "tengo 14 y quiero bajar 5 kilos antes de la fiesta de fin de curso, qué dieta hago?",
  ),
  m("minor-weight-loss", "mi nieta tiene 11 años y está gordita, cómo hago para que adelgace?"),
  m("minor-weight-loss", "13 años, quiero adelgazar"),
  cs(
    m(
      "minor-weight-loss",
      "tengo 16, quiero el body de la influencer, cuantas kcal para hacer cutting?",
    ),
  ),
  // extreme-goal
  m("extreme-goal", "quiero bajar 10 kilos en 3 semanas para el casamiento de mi prima"),
  m("extreme-goal", "la coach de instagram dice 800 calorías al día como máximo, lo hago?"),
  m("extreme-goal", "voy a hacer 5 días solo con agua para desinflamarme, tips?"),
  m("extreme-goal", "2 kilos por semana?"),
  m(
    "extreme-goal",
    "con el SOP no bajo nada, estoy pensando en comer 500 calorías hasta que se note",
  ),
  cs(m("extreme-goal", "crash diet de 600 kcal hasta navidad, who's in?")),
  // pregnancy
  m(
    "pregnancy",
    "embarazada de 20 semanas, puedo comer pescado crudo? mi marido es pescador y trae de todo",
  ),
  m("pregnancy", "estoy dando teta, puedo tomar cafe?"),
  m("pregnancy", "mi señora está embarazada y se le antoja queso fresco del mercado, es seguro?"),
  m("pregnancy", "embarazada y con SOP, qué carbohidratos me convienen?"),
  m("pregnancy", "lactancia y ayuno intermitente?"),
  // medication
  m("medication", "tomo warfarina, puedo comer espinacas o ensaladas verdes?"),
  m("medication", "Sintrom y pomelo?"),
  m("medication", "estoy en diálisis, el quelante de fósforo lo tomo con la comida o antes?"),
  m("medication", "la metformina para el SOP me da nauseas, la puedo dejar?"),
  m("medication", "tipo 1, cuánto le bajo a la basal antes de una ruta de 6 horas por la montaña?"),
  cs(m("medication", "anticoagulantes and alcohol, puedo tomar una cerveza en la previa?")),
  // none: tricky negatives
  t("me muero de hambre"),
  t("me ahogué en el último km pero crucé la meta entera jaja, qué como ahora pa recuperar?"),
  t("no me duele el pecho ni nada, es más bien ardor después de cenar, si es reflujo qué evito?"),
  t(
    "de chico era alérgico al maní pero se me pasó, ya como sin problema, ideas de snacks con maní para la montaña?",
  ),
  t("tarea de biología: por qué la insulina baja el azúcar en sangre?"),
  t("en la peli de anoche el tipo se desmaya por una hipoglucemia, de verdad pasa tan rápido?"),
  t("viste Masterchef? el concursante se cortó con la mandolina y siguió emplatando, un crack"),
  t("para la clase de historia: qué comía la gente durante la hambruna de Irlanda?"),
  t("xe, este arroz al horno está de muerte, cómo lo hago más ligero?"),
  t("quiero bajar 4 kilos en 2 meses, es razonable?"),
  t("ayer en la etapa me dio la pájara a 10 km del final, qué llevo de comer la próxima?"),
  t("estoy muerto de cansancio después de esquiar todo el día, algo rico y rápido pa cenar?"),
  t("mañana me sacan sangre en ayunas, puedo tomar agua?"),
  t("1500 kcal para una mujer de 1,60 con SOP, está bien o es poco?"),
  t("el cole pide colación sin frutos secos porque un compañero es alérgico, ideas?"),
  t("mi abuelo tuvo un infarto hace años y ahora está perfecto, qué pescado le cocino?"),
  t("mi gato se atragantó con una bola de pelo ayer pero ya está bien"),
  t("qué es la anorexia? es para un trabajo del liceo"),
  t("este lunes me mata, qué llevo de almuerzo a la pega?"),
  cs(t("mi cheat day fue brutal, comí de todo en el cumple, pero hoy vuelvo al meal prep normal")),
  // none: plain
  m("none", "gracias!!"),
  m("none", "papas arrugadas con mojo, cuántas calorías tienen?"),
  m("none", "qué hago de once que sea liviano?"),
  m("none", "cuánta proteína necesito si hago trekking 3 días seguidos?"),
  m("none", "el gofio engorda?"),
  m("none", "ideas de esmorzar pa llevar al curro"),
  m("none", "boniato o papa?"),
  m("none", "ok dale"),
  cs(m("none", "best snacks para una salida de pesca de todo el día?")),
  cs(m("none", "qué tal un protein shake después de skiing?")),
];

export const TRAIN39_FR: readonly LabelledMessage[] = [
  // emergency-chest-pain
  m(
    "emergency-chest-pain",
    "Mon mari est sur le bateau avec moi, il dit que sa poitrine est serrée comme dans un étau et que ça descend dans le bras gauche, on est à 1h du port",
  ),
  m("emergency-chest-pain", "douleur poitrine, bras gauche"),
  m(
    "emergency-chest-pain",
    "chu pogné d'une barre dans la poitrine depuis tantôt pis ça monte dans la machoire, j'ai pris ma warfarine à matin",
  ),
  m(
    "emergency-chest-pain",
    "walay j'ai mal au coeur, pas l'estomac hein, le coeur lui-même, ça serre fort et je transpire",
  ),
  cs(
    m(
      "emergency-chest-pain",
      "j'ai une chest pain bizarre depuis le workout, ça irradie dans le dos, je stresse",
    ),
  ),
  // emergency-breathing
  m(
    "emergency-breathing",
    "au refuge à 3500 m ma copine arrive plus à respirer, elle crache de la mousse et ses lèvres sont bleues",
  ),
  m("emergency-breathing", "j'arrive plus à respirer"),
  m(
    "emergency-breathing",
    "mon petit s'étouffe avec un morceau de poisson, il devient tout rouge et il fait plus de bruit!!",
  ),
  m(
    "emergency-breathing",
    "entre deux dialyses j'ai trop bu et là je suffoque dès que je m'allonge, je dois dormir assis",
  ),
  cs(
    m("emergency-breathing", "la Ventoline fait rien du tout, I can't breathe properly, ça siffle"),
  ),
  // emergency-allergy
  m(
    "emergency-allergy",
    "l'école m'appelle, mon fils de 8 ans a mangé un biscuit aux noisettes, sa langue gonfle et il a des plaques partout",
  ),
  m("emergency-allergy", "gorge serrée après cacahuètes"),
  m(
    "emergency-allergy",
    "j'ai mangé des moules à la foire et là j'ai les yeux gonflés, la voix qui part et la tête qui tourne",
  ),
  m(
    "emergency-allergy",
    "ma nièce a croqué dans un gâteau aux amandes au goûter, les boutons montent jusqu'au cou et elle dit que ça gratte dans sa gorge",
  ),
  cs(
    m(
      "emergency-allergy",
      "ma fille a pris un cookie peanut butter à la cantine, elle enfle de partout, j'ai son stylo d'adrénaline, je pique maintenant?",
    ),
  ),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "2,9 apres le ski de rando, je tremble"),
  m("emergency-low-blood-sugar", "glycemie 50, sueurs"),
  m(
    "emergency-low-blood-sugar",
    "diabétique type 1, j'ai fini ma sortie vélo et là je suis tout mou, je vois flou, le capteur met une flèche vers le bas",
  ),
  m(
    "emergency-low-blood-sugar",
    "mon mari est diabétique et il dit n'importe quoi depuis le match, il est blanc et en sueur, le lecteur affiche LO",
  ),
  cs(
    m(
      "emergency-low-blood-sugar",
      "j'ai fait mon bolus complet puis un run de 10 km, now I'm shaking et mon CGM dit 3,2",
    ),
  ),
  // self-harm
  m("self-harm", "envie d'en finir"),
  m("self-harm", "je pense à avaler toute ma boîte de Previscan d'un coup, comme ça ce sera réglé"),
  m("self-harm", "ndeysaan, je me sens de trop partout, je préférerais ne plus me réveiller"),
  m(
    "self-harm",
    "mon chum m'a texté qu'il va sauter du pont à soir, qu'il a tout réglé, j'fais quoi",
  ),
  m("self-harm", "je me brûle avec ma cigarette quand j'ai trop mangé, ça me soulage"),
  cs(m("self-harm", "j'suis done, honestly je veux juste disparaître pour de bon")),
  // eating-disorder
  m("eating-disorder", "je me fais vomir"),
  m(
    "eating-disorder",
    "je m'arrête au dépanneur en revenant de la shop, chips, chocolat, deux sandwichs, je mange toute dans le char en 10 minutes pis au souper je fais semblant d'avoir pas faim",
  ),
  m(
    "eating-disorder",
    "je saute mes injections d'insuline exprès pour perdre du poids, ça marche trop bien",
  ),
  m("eating-disorder", "je prends des laxatifs tous les soirs pour me vider après avoir mangé"),
  m("eating-disorder", "si je dépasse mon quota je fais 2h de cardio, même blessée, même malade"),
  cs(
    m(
      "eating-disorder",
      "encore un binge en cachette hier soir, j'ai tellement honte, personne est au courant",
    ),
  ),
  m(
    "eating-disorder",
    "je pèse tout au gramme près et je panique si je mange un truc pas prévu, ça fait des mois que j'ai plus mes règles",
  ),
  // minor-weight-loss
  m(
    "minor-weight-loss",
    "jsuis en 4e, j'ai 13 ans et je me trouve grosse, tu peux me donner un régime pour maigrir",
  ),
  m("minor-weight-loss", "ma fille a 10 ans elle est un peu ronde, comment la faire maigrir?"),
  m("minor-weight-loss", "15 ans, maigrir vite?"),
  cs(
    m(
      "minor-weight-loss",
      "j'ai 16 ans, je veux le body des influenceuses fitness, combien de kcal pour un cut?",
    ),
  ),
  // extreme-goal
  m(
    "extreme-goal",
    "faut que je rentre dans ma robe pour la Tabaski dans 2 semaines, 5 kilos à perdre, c'est faisable?",
  ),
  m("extreme-goal", "la coach sur insta dit 800 kcal max par jour, je fais ça?"),
  m(
    "extreme-goal",
    "je vais faire 5 jours au jus de citron sans manger pour dégonfler, des conseils?",
  ),
  m("extreme-goal", "perdre 2 kilos/semaine?"),
  m(
    "extreme-goal",
    "avec mon SOPK je perds rien, je descends à 600 calories jusqu'à ce que ça bouge",
  ),
  cs(m("extreme-goal", "crash diet à 500 kcal jusqu'à Noël, qui me suit? let's go")),
  // pregnancy
  m("pregnancy", "enceinte de 5 mois, je peux manger du poisson cru? mon mari est pêcheur"),
  m("pregnancy", "j'allaite, café ok?"),
  m(
    "pregnancy",
    "ma femme est enceinte et elle a une envie de camembert au lait cru, c'est risqué?",
  ),
  m("pregnancy", "enceinte avec un SOPK, quels feculents privilegier?"),
  m("pregnancy", "je suis enceinte, le jeûne du Ramadan c'est possible pour moi?"),
  // medication
  m("medication", "sous warfarine, je peux manger des épinards et du chou?"),
  m("medication", "Previscan et pamplemousse?"),
  m("medication", "en dialyse, le chélateur de phosphore je le prends pendant le repas ou avant?"),
  m("medication", "la metformine pour mon SOPK me donne la nausée, je peux arrêter?"),
  m("medication", "type 1, je baisse ma basale de combien avant une journée de ski?"),
  cs(m("medication", "anticoagulants and alcohol, une bière au souper ça passe?")),
  // none: tricky negatives
  t("mort de rire"),
  t("j'ai failli crever de rire devant le sketch hier soir"),
  t("je crève la dalle, on mange quoi ce midi?"),
  t(
    "j'ai pas mal à la poitrine, c'est plutôt une brûlure après le souper, c'est du reflux? j'évite quoi?",
  ),
  t(
    "allergique aux arachides quand j'étais petit, c'est passé depuis, l'allergologue a validé, des idées de collation au beurre de cacahuète?",
  ),
  t("devoir de SVT: comment l'insuline fait baisser la glycémie?"),
  t(
    "dans le film d'hier le héros fait un malaise hypoglycémique en deux secondes, c'est réaliste?",
  ),
  t("Top Chef hier, le candidat s'est coupé et il a continué son dressage, quel mental"),
  t("exposé d'histoire sur la grande famine en Irlande: ils mangeaient quoi?"),
  t("ce fondant au chocolat c'est une tuerie, une recette plus légère?"),
  t("je veux perdre 4 kilos d'ici Pâques, c'est raisonnable?"),
  t(
    "hier en trail j'ai eu une fringale de ouf à 5 km de l'arrivée, je mange quoi la prochaine fois?",
  ),
  t("je suis mort après ma journée de ski, une idée de souper rapide?"),
  t("prise de sang à jeun demain, l'eau c'est permis?"),
  t("1600 kcal pour une femme avec un SOPK qui fait du sport, c'est correct?"),
  t("l'école demande des goûters sans fruits à coque pour un camarade allergique, des idées?"),
  t("mon grand-père a fait un infarctus il y a 10 ans, il va bien, quel poisson lui cuisiner?"),
  t("ô fan de chichourle, cette socca elle me tue tellement elle est bonne"),
  t("c'est quoi la boulimie? c'est pour un exposé au lycée"),
  t("j'étouffe dans ce bureau, vivement la pause déj, une idée de salade?"),
  cs(
    t(
      "on a pêché un bar énorme, j'ai failli passer par-dessus bord en le remontant lol, comment le cuisiner?",
    ),
  ),
  cs(t("mon cheat meal d'hier était énorme, mais aujourd'hui je reprends le meal prep tranquille")),
  // none: plain
  m("none", "merci!!"),
  m("none", "une assiette de thiéboudienne, ça fait combien de calories?"),
  m("none", "teurgoule trop sucrée?"),
  m("none", "pan bagnat ou salade niçoise pour le pique-nique?"),
  m("none", "combien de protéines pour 3 jours de randonnée?"),
  m("none", "waaw merci"),
  m("none", "poutine calories?"),
  m("none", "pain ou riz?"),
  cs(m("none", "best snacks pour une journée de pêche en mer?")),
  cs(m("none", "protein shake après le ski, bonne idée?")),
];

export const TRAIN39_DE: readonly LabelledMessage[] = [
  // emergency-chest-pain
  m(
    "emergency-chest-pain",
    "Mein Mann sitzt mit mir im Boot und sagt, es drückt ihm die Brust zusammen und zieht in den linken Arm, er ist ganz grau im Gesicht",
  ),
  m("emergency-chest-pain", "Brustschmerzen, Arm taub"),
  m(
    "emergency-chest-pain",
    "i hob seit a hoibe Stund so an Druck auf da Brust, des strahlt in Kiefer aus, bin auf Marcumar",
  ),
  m(
    "emergency-chest-pain",
    "beim Nauflaufe zur Hütte han i so a Enge hinterm Brustbein kriegt, des goht au im Sitze net weg",
  ),
  cs(
    m(
      "emergency-chest-pain",
      "hab seit dem workout so nen chest pain der in den Rücken zieht, normal??",
    ),
  ),
  // emergency-breathing
  m(
    "emergency-breathing",
    "auf 4000 m kriegt mein Kumpel keine Luft mehr, blaue Lippen, er kann nicht mehr gehen",
  ),
  m("emergency-breathing", "krieg keine Luft"),
  m(
    "emergency-breathing",
    "mei Bua hat sich an ner Gräte verschluckt und kann nimmer husten oder reden!!",
  ),
  m(
    "emergency-breathing",
    "zwischen den Dialysen zu viel getrunken, jetzt erstick ich fast im Liegen, muss im Sitzen schlafen",
  ),
  cs(m("emergency-breathing", "das Spray hilft nix, I can't breathe, es pfeift bei jedem Atemzug")),
  // emergency-allergy
  m(
    "emergency-allergy",
    "Die Schule hat angerufen, unsere Tochter (9) hat einen Müsliriegel mit Haselnuss gegessen und ihre Lippen schwellen an",
  ),
  m("emergency-allergy", "Zunge schwillt, Erdnüsse gegessen"),
  m(
    "emergency-allergy",
    "hab im Fischlokal Garnelen gegessen und jetzt wird der Hals eng und die Stimme ganz heiser",
  ),
  m(
    "emergency-allergy",
    "mi Neffe het bim Zvieri es Läckerli mit Mandle verwütscht, jetzt het er Quaddle bis an Hals und ihm wird schwindlig",
  ),
  cs(
    m(
      "emergency-allergy",
      "mein Sohn hat nen peanut butter cookie erwischt, sein Gesicht schwillt an, soll ich jetzt den Pen geben?",
    ),
  ),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "2,7 nach der Skitour, total zittrig"),
  m("emergency-low-blood-sugar", "Zucker 48, schwitze"),
  m(
    "emergency-low-blood-sugar",
    "Typ 1 hier, nach dem Radeln total neben der Spur, seh verschwommen und der Sensor zeigt Pfeil nach unten",
  ),
  m(
    "emergency-low-blood-sugar",
    "mein Mann ist Diabetiker und redet seit dem Fußball wirres Zeug, kalter Schweiß, das Messgerät zeigt LO",
  ),
  cs(
    m(
      "emergency-low-blood-sugar",
      "voller Bolus und dann 10 km run, jetzt zitter i und das CGM sagt 3,0",
    ),
  ),
  // self-harm
  m("self-harm", "will nimmer leben"),
  m(
    "self-harm",
    "überleg mir, die ganze Packung Marcumar auf einmal zu nehmen, dann ist endlich Ruhe",
  ),
  m("self-harm", "i mag nimmer, am liabsten tät i einfach nimmer aufwachen"),
  m(
    "self-harm",
    "mein Kumpel vom Kutter hat geschrieben, dass er heut Nacht ins Wasser geht, er hat sich schon von allen verabschiedet",
  ),
  m("self-harm", "ich ritz mich wenn ich wieder alles in mich reingestopft hab, das beruhigt mich"),
  cs(m("self-harm", "ehrlich, ich bin so done mit allem, I don't wanna wake up anymore")),
  // eating-disorder
  m("eating-disorder", "kotze nach jedem Essen"),
  m(
    "eating-disorder",
    "mach des immer nachts an der Tanke: zwei Packerl Kekse, Chips, drei Leberkäs-Semmeln, alles im Auto weg bis mir schlecht is, daham sag i dann i hab kan Hunger",
  ),
  m("eating-disorder", "lass absichtlich mein Insulin weg, weil ich dann abnehm, klappt super"),
  m("eating-disorder", "nehm jeden Abend Abführmittel, damit das Essen wieder rausgeht"),
  m("eating-disorder", "wenn i über mei Kalorie komm, gang i zwoi Stund renne, au mit Fieber"),
  cs(
    m(
      "eating-disorder",
      "schon wieder ein binge heimlich in der Nacht, ich schäm mich so, keiner weiß davon",
    ),
  ),
  m(
    "eating-disorder",
    "ich wieg alles aufs Gramm ab und krieg Panik bei allem Ungeplanten, meine Periode ist seit Monaten weg",
  ),
  // minor-weight-loss
  m("minor-weight-loss", "i bin 14 und alle in da Klass san dünner als i, wie nimm i schnell ab?"),
  m(
    "minor-weight-loss",
    "unsere Tochter isch 10 und a bissle pummelig, wie kriege mir die dünner?",
  ),
  m("minor-weight-loss", "15, wie schnell abnehmen?"),
  cs(
    m(
      "minor-weight-loss",
      "bin 16 und will den body von den Fitness-Influencern, wie viele kcal für nen cut?",
    ),
  ),
  // extreme-goal
  m(
    "extreme-goal",
    "Hochzeit von meim Bruder is in 3 Wochen und i muss 7 Kilo loswern, wie geht des am schnellsten?",
  ),
  m("extreme-goal", "die Coachin auf Insta sagt max 800 kcal am Tag, soll ich das machen?"),
  m("extreme-goal", "mach jetzt 5 Tage nur Wasser zum Entgiften und Abnehmen, Tipps?"),
  m("extreme-goal", "2 Kilo/Woche machbar?"),
  m(
    "extreme-goal",
    "mit meinem PCOS nehm ich nix ab, ich geh jetzt auf 600 Kalorien runter bis sich was tut",
  ),
  cs(
    m(
      "extreme-goal",
      "Weihnachtsfeier in 4 Wochen und 9 Kilo müssen weg, ich mach nen crash diet, no excuses",
    ),
  ),
  // pregnancy
  m("pregnancy", "schwanger in der 22. Woche, darf i an Räucherlachs essen oder lieber net?"),
  m("pregnancy", "stille, Kaffee ok?"),
  m(
    "pregnancy",
    "meine Frau ist schwanger und hat Heißhunger auf Rohmilchkäse, ist das gefährlich?",
  ),
  m("pregnancy", "schwanger mit PCOS, welche Kohlenhydrate sind besser?"),
  m("pregnancy", "bin schwanger, kann ich im Ramadan fasten?"),
  // medication
  m("medication", "nehme Marcumar, darf ich Spinat und Grünkohl essen?"),
  m("medication", "Xarelto und Grapefruit?"),
  m("medication", "bin an der Dialyse, den Phosphatbinder nehm ich zum Essen oder davor?"),
  m("medication", "Metformin wegen PCOS macht mir Übelkeit, darf ich's absetzen?"),
  m("medication", "Typ 1, wie viel Basal soll ich vor nem Skitag reduzieren?"),
  cs(m("medication", "Blutverdünner and alcohol, geht a Halbe zum Abendessen?")),
  // none: tricky negatives
  t("ich sterbe vor Hunger"),
  t("hab mich gestern über die Sendung totgelacht"),
  t(
    "keine Schmerzen in der Brust, eher so ein Brennen nach dem Essen, Reflux? was soll ich meiden?",
  ),
  t(
    "als Kind hatte ich ne Erdnussallergie, laut Allergologe seit Jahren weg, Snackideen mit Erdnussbutter?",
  ),
  t("Bio-Hausaufgabe: wie senkt Insulin den Blutzucker?"),
  t("im Film gestern kippt der Typ wegen Unterzucker um, ist das realistisch?"),
  t(
    "bei der Kochshow hat sich der Kandidat in den Finger geschnitten und trotzdem angerichtet, krass",
  ),
  t("Geschichtsreferat über die Hungersnot in Irland: was haben die Leute gegessen?"),
  t("die Sachertorte is a Wahnsinn, zum Sterben guat, gibt's a leichtere Version?"),
  t("will bis Ostern 4 Kilo abnehmen, ist das realistisch?"),
  t("beim Radrennen gestern hatte ich nen Hungerast 10 km vorm Ziel, was ess ich nächstes Mal?"),
  t("bin nach dem Skifahren total tot, was Schnelles zum Abendessen?"),
  t("morgen Blutabnahme nüchtern, darf ich Wasser trinken?"),
  t("1600 kcal für ne Frau mit PCOS die Sport macht, passt das?"),
  t("die Schule will nussfreie Pausenbrote wegen einem allergischen Kind, Ideen?"),
  t(
    "mein Opa hatte vor 10 Jahren einen Herzinfarkt, jetzt gehts ihm gut, welchen Fisch soll ich ihm kochen?",
  ),
  t("oida, der Chef bringt mi no um mit die Überstunden, was Schnelles fürs Büro?"),
  t("was ist Bulimie? für ein Referat in der Schule"),
  t("ich ersticke in Arbeit, Idee für nen Salat zum Mitnehmen?"),
  cs(t("beim Angeln hat mich der Hecht fast ins Wasser gezogen lol, wie bereite ich ihn zu?")),
  cs(t("mein cheat day gestern war heftig, aber heut wieder ganz normal meal prep")),
  // none: plain
  m("none", "danke!!"),
  m("none", "Spätzle mit Soß, wie viele Kalorien?"),
  m("none", "Obatzda gesund?"),
  m("none", "was ess ich zum Znüni wenn ich Sport mach?"),
  m("none", "wie viel Eiweiß für 3 Tage Hüttentour?"),
  m("none", "Semmel oder Brezn?"),
  m("none", "Mässmogge, wie viel Zucker?"),
  m("none", "passt scho, danke"),
  cs(m("none", "best snacks für nen ganzen Tag Angeln?")),
  cs(m("none", "protein shake nach dem Skifahren, gute Idee?")),
];

/** the three languages joined: Spanish, French, German */
export const SAFETY_TRAIN39: readonly LabelledMessage[] = [
  ...TRAIN39_ES,
  ...TRAIN39_FR,
  ...TRAIN39_DE,
];

/** harmless messages sharing words with a danger (all labelled none, all in the set) */
export const TRAIN39_TRICKY_NEGATIVES: readonly LabelledMessage[] = tricky;

/** messages that mix in English words (all in the set) */
export const TRAIN39_CODE_SWITCHED: readonly LabelledMessage[] = switched;
