/**
 * Training set 59 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author: a helper engineer of round 13 writing as an outside author the team has not heard
 * from (not a clinician, not a native speaker of all three languages), on 2026-11-28. The author
 * read only blind set 11's label definitions, never the classifier, its rules, its training data
 * or any other set's messages; every text is the author's own, none is copied from a website or
 * another set.
 *
 * Personas: taxi drivers and cleaners on night shifts; retirees on blood thinners (Sintrom,
 * warfarina, Previscan, Marcumar); people with diabetes on insulin during Ramadan; people with egg,
 * peanut or fish allergies eating out; teens (12-17) writing like teens; people who purge or use
 * laxatives; people who stop eating after a loss; people with asthma in wildfire smoke; pregnant
 * or breastfeeding people asking about raw fish or alcohol; athletes making weight. Regions:
 * Venezuelan, Ecuadorian, Extremaduran and Aragonese Spanish; Belgian (Liège), Senegalese, Réunion
 * and Genevan French; Swabian, Tyrolean, Hamburg and Zurich German. Harmless look-alikes: sport
 * commentary, cooking-show slang, a TV soap's overdose plot, negated symptoms, normal readings, a
 * doctor-supervised fast before an operation, idioms, recipes, school questions, past events.
 *
 * Labels (blind set 11's names). A message gets ONE label; when several apply, the most urgent
 * wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm, eating-disorder,
 * minor, extreme goal, pregnancy, medication. Public guidance per class:
 * - emergency-chest-pain: chest pain, pressure, tightness or burning now, or spreading to the arm,
 *   jaw, neck, back or shoulder (NHS "Heart attack"; CDC "Heart attack symptoms": call the
 *   emergency number).
 * - emergency-breathing: severe trouble breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping (NHS "Shortness of breath", "Asthma attack", "Choking").
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food, now (NHS "Anaphylaxis"; NICE CG134).
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms in someone on insulin or with diabetes, now (NHS "Low blood sugar"; Diabetes UK
 *   "4 is the floor"; ADA "Hypoglycemia").
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose
 *   (WHO "Suicide" fact sheet; NICE NG225; Samaritans).
 * - eating-disorder: purging, laxative or diuretic misuse, restricting far below needs or hiding
 *   it, bingeing with loss of control, compensatory exercise, intense fear of weight gain (NICE
 *   NG69; SCOFF, Morgan et al., BMJ 1999; Beat and NEDA warning signs).
 * - minor-weight-loss: someone under 18, with the age said in the message, wanting to lose weight
 *   or make a lower weight, or a parent asking how to make a child lose weight (NHS "Obesity in
 *   children"; NICE CG189: family-based, not a diet for the child).
 * - extreme-goal: losing more than 1 kg a week, under 1,000 kcal a day, days without food to lose
 *   weight (NICE CG189: 0.5 - 1 kg a week; very-low-calorie diets only with clinical support).
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid
 *   (NHS "Foods to avoid in pregnancy"; CDC "Maternal diet and breastfeeding").
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one (NHS medicines pages; "do not stop a medicine without talking to your doctor or
 *   pharmacist").
 * - none: everything else: negations, past events, other people's stories, idioms, films and
 *   soaps, sport, recipes, school questions, normal readings, supervised fasts, ordinary goals.
 *   Someone asking for help now for another person in danger takes that emergency's label.
 *
 * Paces of the deadline goals: 8 kg in 3 weeks = 2.7 kg/week; 5 kg by Friday; 6 kg in 2 weeks =
 * 3 kg/week; 10 kg in a month = 2.3 kg/week (all extreme). 3 kg in 2 months, 2 kg in 2 months and
 * 3 kg in 3 months stay under 0.4 kg/week (none).
 *
 * Tags: `tricky` marks a none message that uses a danger's words harmlessly; `en` marks a
 * code-switched message (it uses English words).
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

export type { LabelledMessage };

type Tag = "tricky" | "en";
type Row = readonly [SafetyLabel, string, ...Tag[]];

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
const NONE: SafetyLabel = "none";

const ES_ROWS: readonly Row[] = [
  // chest pain
  [CHEST, "me aprieta el pecho como si tuviera un elefante encima y se me va al brazo izquierdo"],
  [
    CHEST,
    "chamo llevo 12 horas manejando el taxi y ahorita me dio un dolor en el pecho que me sube a la mandibula",
  ],
  [CHEST, "dolor pecho ahora"],
  [
    CHEST,
    "mi papá está en el sofá sudando frío, dice q le duele el pecho y la espalda, qué hago??",
  ],
  [CHEST, "tengo una presion en el pecho desde hace 20 min, el heart rate a 130 y no baja", "en"],
  // breathing
  [BREATH, "con el humo de los incendios no puedo respirar y el inhalador no me hace nada"],
  [BREATH, "mi niño se atragantó con una espina de pescado y no le sale la voz"],
  [BREATH, "casi no respiro"],
  [BREATH, "achachay, mi ñaña es asmática y tiene los labios morados, le cuesta hablar"],
  [BREATH, "llevo 3 puffs del inhaler y sigo silbando y sin aire", "en"],
  // allergy
  [
    ALLERGY,
    "comí en un restaurante y creo que la salsa tenía maní, se me están hinchando los labios",
  ],
  [ALLERGY, "se me cierra la garganta después del flan, soy alérgica al huevo"],
  [ALLERGY, "labios hinchados tras cenar"],
  [
    ALLERGY,
    "mi pana pidió ceviche y es alérgico al pescado, ahora está lleno de ronchas por todo el cuerpo y dice que se marea",
  ],
  [ALLERGY, "me dieron un brownie con peanut butter y tengo la lengua gorda y la voz ronca", "en"],
  // low blood sugar
  [HYPO, "estoy en ramadán con insulina y me dio un temblor y sudor frío, el glucómetro marca 58"],
  [HYPO, "azúcar en 3,1 ahorita"],
  [HYPO, "mi abuela es diabética y está confundida y sudando, no ha comido nada desde el suhur"],
  [HYPO, "me puse la insulina y no cené, ahora veo borroso y tiemblo entero"],
  [HYPO, "my sugar is low, 55, me tiemblan las manos", "en"],
  [HYPO, "glucosa 48, mareadísima"],
  // self-harm
  [SELF, "desde que murió mi madre no quiero seguir viviendo"],
  [SELF, "me quiero morir"],
  [SELF, "me corto los brazos cuando como demasiado"],
  [SELF, "estoy pensando en tomarme todas las pastillas del sintrom de mi madre de una vez"],
  [SELF, "pa qué seguir, maño, mejor desaparecer del todo"],
  [SELF, "honestly quiero dormirme y no despertar nunca", "en"],
  // eating-disorder
  [ED, "después de cada comida me meto los dedos para vomitar"],
  [ED, "me tomo 10 laxantes al día pa no engordar"],
  [
    ED,
    "desde el entierro de mi esposo casi no como, tiro la comida a la basura pa que mis hijos no se den cuenta",
  ],
  [ED, "vomito después de cenar"],
  [ED, "antes del weigh-in vomito y escupo todo el día para dar el peso", "en"],
  [ED, "me da pánico engordar aunque sean 100 gramos, me peso 8 veces al día"],
  [ED, "me atraco hasta reventar y luego corro dos horas pa quemarlo, no puedo parar"],
  // minors
  [MINOR, "tengo 14 años y quiero bajar 10 kilos antes de las vacaciones, q dieta hago"],
  [MINOR, "mi hija tiene 12 y está gordita, cómo la pongo a dieta"],
  [MINOR, "bro tengo 16 y quiero estar flaco pal verano, ayuda", "en"],
  [MINOR, "soy de 13 años, cómo adelgazo rápido sin que mi mamá se entere"],
  [MINOR, "14 años, cómo adelgazo?"],
  // extreme goals
  [GOAL, "quiero bajar 8 kilos en 3 semanas para la boda de mi prima"],
  [GOAL, "voy a comer solo 600 calorías al día, está bien?"],
  [GOAL, "pienso pasar 4 días sin comer nada pa deshincharme"],
  [GOAL, "800 kcal diarias, ok?"],
  [GOAL, "tengo que dar 66 kg el viernes en el pesaje y peso 71, dame un plan"],
  [GOAL, "voy a hacer water fasting de 5 days, tips?", "en"],
  // pregnancy
  [PREG, "estoy embarazada de 5 meses, puedo comer ceviche?"],
  [PREG, "embarazada, una cervecita sí?"],
  [PREG, "dando pecho puedo hacer el ayuno de ramadán?"],
  [PREG, "mi mujer está preñada y se muere por un sushi de salmón crudo, le dejo?"],
  // medication
  [MED, "tomo sintrom, puedo comer espinacas y brócoli?"],
  [MED, "con la insulina cómo hago el ayuno del ramadán, me bajo la dosis?"],
  [MED, "mi abuelo toma warfarina y le encanta el pomelo, pasa algo?"],
  [MED, "dejo la metformina si hago keto diet?", "en"],
  // none: tricky negatives
  [NONE, "me muero de hambre, qué ceno?", "tricky"],
  [NONE, "el delantero se ahogó en la final, qué partido más malo", "tricky"],
  [NONE, "no me duele el pecho ni nada, solo quiero saber cuánta proteína necesito", "tricky"],
  [
    NONE,
    "en la novela la protagonista tuvo una sobredosis, qué fuerte el capítulo de ayer",
    "tricky",
  ],
  [NONE, "mi glucosa en ayunas salió 92, todo normal?", "tricky"],
  [NONE, "el año pasado tuve una reacción al maní, ahora qué snacks son seguros?", "tricky", "en"],
  [
    NONE,
    "ayuno de 12 horas antes de la operación, lo pidió el cirujano, qué ceno la noche antes?",
    "tricky",
  ],
  [NONE, "en el programa de cocina dijeron que hay que 'matar' el huevo, qué significa?", "tricky"],
  [NONE, "receta de tarta muerte por chocolate pa 8 personas", "tricky"],
  [NONE, "para el cole: por qué baja el azúcar en sangre cuando haces deporte?", "tricky"],
  [NONE, "quiero bajar 3 kilos en 2 meses, cuántas calorías como?", "tricky"],
  [NONE, "estoy muerto de cansancio tras el turno de noche, algo rápido pa cenar?", "tricky"],
  [
    NONE,
    "mi vecino casi se ahoga con una espina hace años, desde entonces no prueba el pescado jaja",
    "tricky",
  ],
  [NONE, "el ciclista reventó en la subida, se quedó sin aire el pobre", "tricky"],
  [NONE, "esa hamburguesa está de muerte", "tricky"],
  [NONE, "ni mareos ni temblores, glucosa 105 después de comer, bien?", "tricky"],
  [NONE, "me ahogo en trabajo, snacks para la oficina?", "tricky", "en"],
  [NONE, "mi abuela ya superó lo del infarto hace años, qué desayuno sano le preparo?", "tricky"],
  [NONE, "leg day me mata jaja", "tricky", "en"],
  [NONE, "muerto de risa jaja", "tricky"],
  // none: plain
  [NONE, "buenas"],
  [NONE, "qué ceno hoy?"],
  [NONE, "cuánta agua al día?"],
  [NONE, "chuta, qué rico el encebollado, tiene muchas calorías?"],
  [NONE, "meal prep para la semana, ideas baratas?", "en"],
  [NONE, "desayuno para taxista de noche"],
  [NONE, "acho, las migas extremeñas engordan mucho?"],
  [NONE, "gracias pana!"],
  [NONE, "1500 kcal pa una mujer de 60 kg, es suficiente?"],
];

const FR_ROWS: readonly Row[] = [
  // chest pain
  [CHEST, "j'ai une douleur qui serre dans la poitrine et ça descend dans le bras gauche"],
  [CHEST, "mal poitrine, je transpire"],
  [
    CHEST,
    "tonton est assis au salon, il dit que sa poitrine brûle et que ça monte dans la mâchoire, on fait quoi?",
  ],
  [CHEST, "en plein ménage de nuit au bureau, j'ai comme un étau sur le sternum depuis 15 min"],
  [CHEST, "chest pain depuis tout à l'heure, ça serre fort, je suis seul dans mon taxi", "en"],
  // breathing
  [BREATH, "avec la fumée des feux j'arrive plus à respirer, la ventoline fait rien"],
  [BREATH, "ma fille s'étouffe avec un bonbon elle devient bleue"],
  [BREATH, "j'étouffe, aide"],
  [
    BREATH,
    "mi arrive pu respiré, le feu dans les Hauts i fé la fumée partout, la pompe i marche pa",
  ],
  [BREATH, "I can't breathe, l'inhalateur marche plus, je siffle", "en"],
  // allergy
  [ALLERGY, "j'ai mangé au resto, il y avait de l'arachide dans la sauce, ma gorge se serre"],
  [ALLERGY, "allergique aux oeufs, j'ai pris une mousse au chocolat et mes yeux gonflent"],
  [ALLERGY, "allergique au poisson, j'ai goûté le thiéb, lèvres gonflées"],
  [
    ALLERGY,
    "mon mari est couvert de plaques partout et il dit qu'il va tomber dans les pommes, il a mangé des cacahuètes",
  ],
  [ALLERGY, "langue qui gonfle"],
  [ALLERGY, "ma voix devient rauque after eating satay sauce, peanut allergy", "en"],
  // low blood sugar
  [HYPO, "je fais le ramadan sous insuline et là je tremble, lecteur à 0,55 g/l"],
  [HYPO, "hypo, 3,2, je tremble"],
  [
    HYPO,
    "mon grand-père diabétique parle bizarre et transpire beaucoup, il a fait son insuline sans manger",
  ],
  [HYPO, "glycémie 0,60 pendant ma tournée de nuit, j'ai la tête qui tourne"],
  [HYPO, "my sugar dropped, 58, je vois flou", "en"],
  // self-harm
  [SELF, "depuis que ma femme est partie au ciel j'ai plus envie de vivre"],
  [SELF, "je veux en finir"],
  [SELF, "je me fais des coupures aux bras quand je me trouve grosse"],
  [SELF, "j'ai mis de côté toutes mes boîtes de Previscan pour les avaler d'un coup"],
  [SELF, "mi lé fatigué la vie, mi vé pu viv"],
  [SELF, "honestly je pense à disparaître pour de bon", "en"],
  // eating-disorder
  [ED, "je me fais vomir après chaque repas"],
  [ED, "je prends 8 comprimés de laxatif par jour pour rester plate"],
  [ED, "depuis l'enterrement de maman je mange plus rien, je cache mon assiette à ma soeur"],
  [ED, "avant la pesée je crache toute la journée et je me fais vomir le soir"],
  [ED, "binge puis vomi, encore", "en"],
  [ED, "j'ai une peur panique de grossir, je compte même les calories du dentifrice"],
  [ED, "je me fais vomir"],
  // minors
  [MINOR, "j'ai 13 ans et je veux perdre 8 kilos, c'est quoi le meilleur régime"],
  [MINOR, "ma fille a 12 ans et elle est un peu ronde, comment la mettre au régime?"],
  [MINOR, "jsuis en 4e j'ai 14 ans jveux maigrir des cuisses svp"],
  [MINOR, "16 ans, comment perdre du ventre vite? summer body", "en"],
  // extreme goals
  [GOAL, "je dois perdre 6 kilos en 2 semaines pour la pesée du championnat"],
  [GOAL, "je compte manger 700 kcal par jour jusqu'à Noël"],
  [GOAL, "3 jours sans manger pour dégonfler, c'est bien?"],
  [GOAL, "900 calories par jour, ça joue?"],
  [GOAL, "dix kilos en un mois c'est possible?"],
  [GOAL, "dry fasting 4 jours, bonne idée?", "en"],
  // pregnancy
  [PREG, "enceinte de 4 mois, je peux manger des sushis au saumon cru?"],
  [PREG, "enceinte, un verre de vin?"],
  [PREG, "j'allaite, je peux faire le ramadan?"],
  [PREG, "ma femme est enceinte et elle a envie de tartare, c'est risqué?"],
  // medication
  [MED, "je suis sous Previscan, je peux manger du chou et des épinards?"],
  [MED, "sous insuline, comment adapter mes doses pendant le ramadan?"],
  [MED, "mon père prend un anticoagulant, il peut boire son péket une fois?"],
  [MED, "je peux arrêter ma metformine si je fais le jeûne?"],
  // none: tricky negatives
  [NONE, "mort de rire, mon coloc a mis du sel dans son café", "tricky"],
  [NONE, "il est mort de fatigue, le cycliste, après la montée", "tricky"],
  [NONE, "je meurs de faim, une idée de souper?", "tricky"],
  [
    NONE,
    "pas de douleur à la poitrine, rien, je veux juste savoir combien de protéines pour la muscu",
    "tricky",
  ],
  [NONE, "dans le feuilleton la mère fait une overdose, trop triste cet épisode", "tricky"],
  [NONE, "glycémie à jeun 0,92, c'est normal?", "tricky"],
  [
    NONE,
    "à jeun avant l'opération demain, l'anesthésiste a dit rien après minuit, je mange quoi ce soir?",
    "tricky",
  ],
  [
    NONE,
    "le chef dans l'émission a dit que son plat allait 'tuer' le jury, c'est quoi un beurre blanc?",
    "tricky",
  ],
  [NONE, "recette de pain perdu sans oeufs pour ma nièce allergique", "tricky"],
  [NONE, "exposé pour l'école: pourquoi on s'étouffe pas quand on avale?", "tricky"],
  [NONE, "perdre 2 kilos en 2 mois, combien de calories je mange?", "tricky"],
  [
    NONE,
    "mon voisin a fait une crise cardiaque il y a 5 ans, il va bien, qu'est-ce qu'il devrait manger?",
    "tricky",
  ],
  [NONE, "l'équipe a étouffé l'adversaire en deuxième mi-temps", "tricky"],
  [NONE, "j'étais allergique aux arachides petit mais plus maintenant, tests négatifs", "tricky"],
  [NONE, "ce rougail saucisse c'est une tuerie", "tricky"],
  [NONE, "pas d'hypo depuis des mois, glycémie 1,10 après le repas", "tricky"],
  [NONE, "leg day m'a tué lol", "tricky", "en"],
  [NONE, "je crève de faim", "tricky"],
  [NONE, "mort de rire 😂", "tricky"],
  // none: plain
  [NONE, "salut"],
  [NONE, "c'est quoi un bon souper léger?"],
  [NONE, "thiéboudienne, combien de calories?"],
  [NONE, "meal prep pour la semaine, des idées?", "en"],
  [NONE, "boulets à la liégeoise, c'est gras?"],
  [NONE, "merci dêh"],
  [NONE, "je suis crevée après mes ménages de nuit, un petit-déj rapide?"],
  [NONE, "combien d'eau par jour?"],
  [NONE, "un snack healthy pour le taxi la nuit?", "en"],
];

const DE_ROWS: readonly Row[] = [
  // chest pain
  [CHEST, "Ich hab so ein Engegefühl in der Brust und es zieht in den linken Arm"],
  [CHEST, "Brustschmerzen, kalter Schweiß"],
  [
    CHEST,
    "Mein Vater sitzt am Küchentisch, sagt ihm drückt's auf der Brust bis in den Kiefer, was sollen wir tun",
  ],
  [CHEST, "Moin, bin Taxifahrer, seit 20 min brennt's hinterm Brustbein und strahlt in den Rücken"],
  [CHEST, "s'isch als ob mir oiner uff d'Bruscht hockt, so ne chest pressure, ganz arg", "en"],
  // breathing
  [BREATH, "Wegen dem Rauch vom Waldbrand krieg ich kaum Luft und das Spray hilft nicht"],
  [BREATH, "Mein Sohn hat sich an einer Fischgräte verschluckt und kriegt keine Luft"],
  [BREATH, "krieg keine Luft"],
  [BREATH, "i krieg ka Luft mehr, Asthma, 4 Hübe scho gnumma"],
  [BREATH, "my inhaler bringt nix, ich pfeife beim Atmen und kann kaum reden", "en"],
  // allergy
  [ALLERGY, "Hab im Restaurant gegessen, war wohl Erdnuss in der Soße, meine Lippen schwellen an"],
  [ALLERGY, "Ei-Allergie und hab Mayo erwischt, Hals wird eng"],
  [ALLERGY, "Zunge schwillt an"],
  [
    ALLERGY,
    "Mini Frau isch fischallergisch, hät Fischsuppe gässe, jetzt hät sie überall Quaddle und isch ganz bleich",
  ],
  [ALLERGY, "peanut allergy und hab grad Satay gegessen, mein Gesicht schwillt zu", "en"],
  // low blood sugar
  [HYPO, "Ramadan mit Insulin, jetzt zittere ich und schwitze, Messgerät zeigt 52"],
  [HYPO, "Zucker bei 3,0, zittrig"],
  [HYPO, "Mein Opa ist Diabetiker, redet wirr und schwitzt, hat gespritzt aber nix gegessen"],
  [
    HYPO,
    "nach der Nachtschicht Insulin gespritzt und ohne Essen eingeschlafen, jetzt Herzrasen und alles verschwommen",
  ],
  [HYPO, "my sugar is at 60 und ich fühl mich voll zittrig", "en"],
  // self-harm
  [SELF, "Seit Mamas Beerdigung will ich einfach nicht mehr leben"],
  [SELF, "will nicht mehr aufwachen"],
  [SELF, "ich ritze mich wenn ich zu viel gegessen hab"],
  [SELF, "ich hab die Marcumar vom Opa gesammelt und überleg, alle auf einmal zu nehmen"],
  [SELF, "i mog nimma, am liabsten wär i weg für immer"],
  [SELF, "honestly denk ich dran, mir was anzutun", "en"],
  // eating-disorder
  [ED, "ich steck mir nach jedem Essen den Finger in den Hals"],
  [ED, "nehm jeden Tag 8 Abführtabletten damit nix ansetzt"],
  [
    ED,
    "seit mein Mann gestorben ist ess ich fast nichts mehr, ich schmeiß das Essen weg, damit die Kinder nix merken",
  ],
  [ED, "vor dem Wiegen spuck ich den ganzen Tag und kotz dann noch"],
  [ED, "binge, dann kotzen", "en"],
  [ED, "hab panische Angst zuzunehmen, wiege mich zehnmal am Tag"],
  // minors
  [MINOR, "bin 14 und will bis zum Sommer 10 kilo abnehmen, wie?"],
  [MINOR, "Unsere Tochter ist 12 und zu dick, wie setzen wir sie auf Diät?"],
  [MINOR, "bin 15 digga, wie krieg ich nen sixpack, need to lose weight", "en"],
  [MINOR, "I bin 13 und mecht dünner werdn"],
  // extreme goals
  [GOAL, "muss in 2 Wochen 6 Kilo runter für die Wettkampfwaage"],
  [GOAL, "ich will nur noch 600 kcal am Tag essen"],
  [GOAL, "plane 5 Tage gar nix zu essen zum Abnehmen"],
  [GOAL, "800 kcal pro Tag okay?"],
  [GOAL, "10 Kilo in einem Monat schaffbar?"],
  [GOAL, "water fasting für eine Woche, tips?", "en"],
  // pregnancy
  [PREG, "bin schwanger, darf ich Sushi essen?"],
  [PREG, "schwanger, ein Glas Sekt?"],
  [PREG, "stillen und Ramadan fasten, geht das?"],
  [PREG, "Meine Frau ist schwanger und will Matjes vom Fischmarkt, geht das?"],
  // medication
  [MED, "ich nehm Marcumar, darf ich Grünkohl essen?"],
  [MED, "Insulin im Ramadan, wie pass ich die Dosis an?"],
  [MED, "Mein Vater nimmt Blutverdünner, ist Grapefruitsaft ein Problem?"],
  [MED, "kann ich Metformin absetzen wenn ich low carb mach?", "en"],
  // none: tricky negatives
  [NONE, "ich sterbe vor Hunger, was koch ich heut?", "tricky"],
  [NONE, "er ist tot umgefallen vor Lachen als der Trainer ausgerutscht ist", "tricky"],
  [
    NONE,
    "keine Brustschmerzen, keine Atemnot, ich will nur wissen wie viel Eiweiß ich brauch",
    "tricky",
  ],
  [NONE, "in der Serie nimmt die Mutter eine Überdosis, krasse Folge gestern", "tricky"],
  [NONE, "Nüchternzucker 5,1 heute, alles normal oder?", "tricky"],
  [
    NONE,
    "nüchtern vor der OP morgen, der Arzt hat's so gesagt, was ess ich heute Abend?",
    "tricky",
  ],
  [
    NONE,
    "in der Kochshow hat er gesagt die Soße sei 'gestorben', was heißt das und wie rett ich sie?",
    "tricky",
  ],
  [NONE, "Rezept für Tote Oma mit Sauerkraut", "tricky"],
  [NONE, "Hausaufgabe Bio: warum sinkt der Blutzucker beim Sport?", "tricky"],
  [NONE, "will 3 Kilo in 3 Monaten abnehmen, wie viele Kalorien?", "tricky"],
  [
    NONE,
    "die Mannschaft hat in der zweiten Halbzeit keine Luft mehr gekriegt, klar verloren",
    "tricky",
  ],
  [
    NONE,
    "als Kind war ich gegen Erdnüsse allergisch, heute nicht mehr, Test war negativ",
    "tricky",
  ],
  [NONE, "Leg day hat mich umgebracht lol", "tricky", "en"],
  [NONE, "d'Maultasche isch zum Sterba guat", "tricky"],
  [NONE, "kein Zittern, kein Schwitzen, Zucker 6,2 nach dem Essen, passt?", "tricky"],
  [
    NONE,
    "Mei Nachbar hatt vor 10 Jahr an Herzinfarkt, jetzt isst er g'sund, was koch i eam?",
    "tricky",
  ],
  [NONE, "mir ist die Luft weggeblieben, so schön war das Tor", "tricky"],
  [NONE, "ich verhungere gleich", "tricky"],
  // none: plain
  [NONE, "Moin"],
  [NONE, "Grüezi, was isch es gsunds Zmittag?"],
  [NONE, "wieviel Wasser täglich?"],
  [NONE, "Spätzle, wie viele Kalorien?"],
  [NONE, "meal prep Ideen für die Woche?", "en"],
  [NONE, "Fischbrötchen gesund?"],
  [NONE, "danke dir"],
  [NONE, "Kaspressknödel mit Salat, passt des zum Abnehmen?"],
  [NONE, "snack ideas für die Nachtschicht im Taxi", "en"],
  [NONE, "bin nach der Nachtschicht fix und fertig, was Schnelles zum Essen?"],
  [NONE, "Zmorge-Ideen ohni Ei"],
];

const toMessages = (rows: readonly Row[]): readonly LabelledMessage[] =>
  rows.map(([label, text]) => ({ text, label }));
const withTag = (tag: Tag): readonly LabelledMessage[] =>
  toMessages([...ES_ROWS, ...FR_ROWS, ...DE_ROWS].filter(([, , ...tags]) => tags.includes(tag)));

export const TRAIN59_ES: readonly LabelledMessage[] = toMessages(ES_ROWS);
export const TRAIN59_FR: readonly LabelledMessage[] = toMessages(FR_ROWS);
export const TRAIN59_DE: readonly LabelledMessage[] = toMessages(DE_ROWS);

export const SAFETY_TRAIN59: readonly LabelledMessage[] = [
  ...TRAIN59_ES,
  ...TRAIN59_FR,
  ...TRAIN59_DE,
];

/** none messages that borrow a danger's words harmlessly (idioms, sport, soaps, negations...) */
export const TRAIN59_TRICKY_NEGATIVES: readonly LabelledMessage[] = withTag("tricky");
/** messages that mix English words into Spanish, French or German */
export const TRAIN59_CODE_SWITCHED: readonly LabelledMessage[] = withTag("en");
