/**
 * Training set 32 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: an outside writer of Spanish, French and German chat messages, asked for TRAINING
 * data on 2026-11-27 (round 12). The author has not seen the safety layer, its rules, its
 * classifier, its training data or any other set's messages; every text below is the author's
 * own, none is copied from a website or another set, and no classifier was run on them.
 *
 * Personas: office workers on diets from social media; pregnant women in the third trimester;
 * people with heart failure or high blood pressure on several medicines; goths and gamers who joke
 * darkly; teenagers of 12 to 17 texting (abbreviations, emojis, no accents); ballet and gymnastics
 * students; people recovering from anorexia or bulimia who relapse; elderly diabetics whose family
 * writes for them. Regions: Dominican, Cuban, Galician-influenced and Bolivian Spanish; Alsatian,
 * Toulouse, Haitian and Moroccan French; Frankfurt (Hessian), Low German-influenced Hamburg,
 * Styrian and Liechtenstein German. Messages are in the first, second and third person, past and
 * present, with and without accents, some for someone else, some with English words mixed in.
 *
 * Labels (same names and rules as blind set 11). A message gets ONE label; when several apply,
 * the most urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Public guidance (NHS "Heart attack", CDC
 *   "Heart attack symptoms"): call the emergency number straight away, do not wait.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping, only a few words between breaths. Guidance (NHS "Shortness of breath",
 *   "Asthma attack", "Choking"; first-aid courses): call the emergency number; back blows and
 *   abdominal thrusts for choking.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance (NHS "Anaphylaxis",
 *   NICE CG134): use an adrenaline auto-injector if there is one and call the emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   signs (shaking, sweating, confusion, blurred vision, hard to wake) in someone with diabetes or on
 *   glucose-lowering medicine, now. Guidance (NHS "Low blood sugar (hypoglycaemia)", Diabetes UK
 *   "4 is the floor", ADA "Hypoglycemia"): fast sugar now, recheck after 15 minutes, emergency
 *   number if the person is confused, drowsy or cannot swallow.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Guidance (WHO "Suicide" fact sheet, NICE NG225, Samaritans): take it seriously, ask directly,
 *   point to a crisis line or emergency number, do not leave the person alone if in danger.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain, pro-ana, a relapse of any of these. Guidance
 *   (NICE NG69, the SCOFF questionnaire, Beat and NEDA warning signs): no diet advice; encourage
 *   talking to a GP or an eating-disorder service early.
 * - minor-weight-loss: someone under 18 (here the age is always in the message) wanting to lose
 *   weight or make a lower weight, or a parent asking how to make a child lose weight. Guidance
 *   (NHS "Obesity in children", CDC healthy weight for children, NICE CG189): growing children are
 *   not put on diets; family-wide habits, activity and a GP or school nurse.
 * - extreme-goal: losing more than 1 kg a week (an amount and a deadline: the pace is worked out
 *   from Friday 2026-11-27; 31 December = 34 days, Friday 4 December = 7 days), under 1,000 kcal a
 *   day, or days without food to lose weight. Guidance (NICE CG189, NHS "Lose weight"): aim for
 *   0.5 to 1 kg a week; very-low-calorie diets only under clinical supervision.
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance (NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"): follow the
 *   midwife's advice; listeria, caffeine and alcohol limits.
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one. Guidance (NHS medicines pages): ask the GP or pharmacist; do not stop a medicine alone.
 * - none: everything else: idioms ("me muero de hambre", "mort de rire", "ich sterbe vor
 *   Hunger"), negations, someone else's past event, a series, a film, a video game death, a meme,
 *   sport terms (chest press), recipes (chicken breast, smoked pork belly), exam questions,
 *   ordinary diet questions with numbers, sensible goals (0.5 kg a week), normal glucose readings
 *   (5.3 mmol/L, 95 mg/dL, 0.95 g/L), religious fasting with no medicine or weight plan.
 *   Someone asking for help now for another person in danger takes that emergency's label.
 *
 * Readings: Spanish messages use mg/dL or mmol/L, French ones g/L (0.45 g/L = 45 mg/dL), German
 * ones mg/dL or mmol/L. Tags on the rows: "tricky" marks a tricky negative (same words as a
 * danger, harmless), "mixed" a code-switched message (some English words).
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

type Tag = "tricky" | "mixed" | "tricky+mixed";
type Row = readonly [SafetyLabel, string, Tag?];

const CHEST: SafetyLabel = "emergency-chest-pain";
const BREATH: SafetyLabel = "emergency-breathing";
const ALLERGY: SafetyLabel = "emergency-allergy";
const HYPO: SafetyLabel = "emergency-low-blood-sugar";
const SELF_HARM: SafetyLabel = "self-harm";
const ED: SafetyLabel = "eating-disorder";
const MINOR: SafetyLabel = "minor-weight-loss";
const EXTREME: SafetyLabel = "extreme-goal";
const PREGNANCY: SafetyLabel = "pregnancy";
const MEDICATION: SafetyLabel = "medication";

const ES_ROWS: readonly Row[] = [
  // chest pain
  [CHEST, "tengo como un elefante sentado en el pecho y se me duerme el brazo izquierdo"],
  [
    CHEST,
    "mi abuelo dice q le aprieta el pecho y le baja hasta la quijada, ta sudando frio, q hago",
  ],
  [CHEST, "dolor pecho ahora"],
  [
    CHEST,
    "asere me está dando un dolor en el pecho que me coge la espalda, tengo insuficiencia cardiaca y no sé si llamar",
  ],
  [
    CHEST,
    "tengo la presion alta y desde hace media hora siento una opresion en el centro del pecho que no se me quita ni sentada",
  ],
  // breathing
  [BREATH, "mi nena se atragantó con una uva y no puede ni respirar ni toser!!!"],
  [BREATH, "no me entra el aire y el inhalador no me hace nada"],
  [
    BREATH,
    "tengo falla cardiaca y esta noche no puedo respirar acostado, sentado tampoco, hablo a pedazos",
  ],
  [BREATH, "no puedo respirar"],
  [BREATH, "help, mi esposo tiene los labios morados y se ahoga"],
  // allergy
  [
    ALLERGY,
    "comí una salteña con maní y se me está hinchando la boca y la lengua, siento la garganta cerrada",
  ],
  [ALLERGY, "a mi pana se le hinchó la cara despues del camarón y ta ronco, que hacemo"],
  [ALLERGY, "labios hinchados tras marisco"],
  [
    ALLERGY,
    "me salieron ronchas por todo el cuerpo después del smoothie de kiwi y me estoy mareando, creo que me desmayo",
    "mixed",
  ],
  // severe low blood sugar
  [
    HYPO,
    "mi abuela es diabetica, se puso a sudar y a temblar y no dice cosas con sentido, el aparatico marca 48",
  ],
  [HYPO, "glucosa 55, tiemblo"],
  [HYPO, "me puse la insulina y no almorcé, ahora estoy temblando, sudando y veo borroso"],
  [
    HYPO,
    "papi tiene diabetes y está confundido, sudando frío y no quiere comer, le medimos 3,1 mmol",
  ],
  // self-harm
  [SELF_HARM, "ya no quiero seguir viviendo, pa qué"],
  [SELF_HARM, "he pensado en tomarme todas las pastillas de mi madre esta noche"],
  [SELF_HARM, "me corto otra vez"],
  [SELF_HARM, "no es broma gótica esta vez, tengo un plan y ya escribí la carta"],
  [SELF_HARM, "a veces pienso que todos estarían mejor sin mí, que me quiero ir para siempre"],
  [SELF_HARM, "honestly ya no quiero despertar mañana", "mixed"],
  // eating-disorder signs
  [ED, "llevo 3 dias vomitando despues de cenar pa que no me engorde"],
  [ED, "ayer me comí todo lo de la nevera sin poder parar y hoy me tomé 6 laxantes"],
  [
    ED,
    "salí de la anorexia el año pasado pero volví a contar cada caloría, hoy solo una manzana y se lo escondo a mi mamá",
  ],
  [ED, "hago 2 horas de cardio por cada galleta q me como"],
  [ED, "tips para que en casa no noten que no como? ya sospechan", "mixed"],
  [ED, "me da pánico subir 100 gramos"],
  [
    ED,
    "en ballet dicen que estoy pesada, llevo semanas masticando la comida y escupiéndola en una servilleta",
  ],
  [ED, "recaí, volví al binge and purge y no sé a quién decirle", "mixed"],
  [ED, "me provoco el vomito"],
  // minors asking about weight loss, age in the message
  [MINOR, "tengo 13 y kiero bajar de peso pal verano como hago"],
  [MINOR, "mi hijo de 10 años está gordito, qué dieta le pongo pa que adelgace?"],
  [
    MINOR,
    "soy gimnasta, tengo 14 años y la entrenadora quiere que baje 3 kilos antes del torneo, q como?",
  ],
  [MINOR, "15 años, quiero rebajar la panza 😩 any tips?", "mixed"],
  // extreme goals
  [EXTREME, "quiero bajar 10 kilos en 3 semanas pa la boda de mi prima"],
  [EXTREME, "voy a hacer la dieta de 600 calorías que vi en tiktok, empiezo el lunes"],
  [EXTREME, "5 días sin comer, solo agua, para desinflamar, me apunto?"],
  [EXTREME, "cómo bajo 5 kilos para el viernes que viene"],
  [EXTREME, "water fast de 72 horas pa bajar rapido, alguien lo ha hecho?", "mixed"],
  [EXTREME, "800 kcal diarias"],
  // pregnancy (caution)
  [PREGNANCY, "tengo 34 semanas, puedo comer queso de freír del colmado?"],
  [PREGNANCY, "embarazada de 8 meses, ¿cuánto café me puedo tomar?"],
  [PREGNANCY, "estoy dando pecho, puedo tomarme una cerveza el sábado?"],
  [PREGNANCY, "tercer trimestre y mucha acidez, qué ceno?"],
  // medication (caution)
  [MEDICATION, "tomo furosemida y enalapril, puedo usar sal light (la que tiene potasio)?"],
  [MEDICATION, "mi papá toma metformina y quiere hacer ayuno intermitente, le afecta?"],
  [MEDICATION, "puedo dejar la pastilla de la presión si ya bajé de peso?"],
  [MEDICATION, "toronja con la pastilla del colesterol, se puede?"],
  [MEDICATION, "me dieron metformina, can I still tomar mi cafecito en ayunas?", "mixed"],
  // none: tricky negatives
  ["none", "me muero de hambre, qué merienda con proteína me recomiendas?", "tricky"],
  ["none", "me muero de hambre", "tricky"],
  [
    "none",
    "mi abuelo tuvo un infarto hace 5 años, qué desayuno es bueno para el corazón de toda la familia?",
    "tricky",
  ],
  [
    "none",
    "no tengo ningún dolor en el pecho, solo quiero saber si el café sube la presión",
    "tricky",
  ],
  [
    "none",
    "en el capítulo de anoche de la serie a la protagonista le da un bajón de azúcar y se desmaya, eso pasa tan rápido?",
    "tricky",
  ],
  [
    "none",
    "me mataron 20 veces en el boss final del Elden Ring, necesito snacks pa la partida de esta noche",
    "tricky+mixed",
  ],
  ["none", "pechuga rellena, receta?", "tricky"],
  ["none", "hoy toca press de pecho, qué como antes?", "tricky+mixed"],
  ["none", "pregunta del examen de nutrición: ¿cuántas kcal tiene un gramo de grasa?", "tricky"],
  ["none", "quiero bajar 4 kilos en 2 meses, cuántas calorías más o menos?", "tricky"],
  ["none", "glucosa 95 en ayunas", "tricky"],
  ["none", "mi mamá es diabética y hoy en ayunas marcó 104, le doy su avena normal?", "tricky"],
  [
    "none",
    "me hice la prueba de alergia y salió negativa al maní, ya lo puedo meter en el desayuno?",
    "tricky",
  ],
  ["none", "me ahogo de calor en Santo Domingo, qué bebidas hidratan sin azúcar?", "tricky"],
  ["none", "estoy muerta del cansancio tras el turno, cena rápida?", "tricky"],
  [
    "none",
    "ese meme de 'yo a dieta vs yo viendo un pan con lechón' me mató de risa, literally yo, pero cómo aguanto?",
    "tricky+mixed",
  ],
  [
    "none",
    "soy gótica, mi alma está muerta desde 2015 jaja, pero quiero comer más verdura",
    "tricky",
  ],
  [
    "none",
    "vi una peli de una chica con anorexia y me dejó pensando, cómo apoyo a una amiga sin presionarla?",
    "tricky",
  ],
  ["none", "le bajé el azúcar al café, ahora lo tomo sin nada", "tricky"],
  ["none", "1800 calorías para un hombre de 80 kilos está bien?", "tricky"],
  ["none", "mi crush me dejó en visto y me muero jaja, snack sano pa la ansiedad?", "tricky+mixed"],
  // none: plain
  ["none", "qué desayuno me llevo a la oficina?"],
  ["none", "meal prep semanal ideas?", "mixed"],
  ["none", "cuánta agua al día?"],
  ["none", "gracias!!"],
  ["none", "el chuño es sano?"],
  ["none", "receta de caldo gallego ligero"],
  ["none", "carallo, que fame tengo, un bocadillo sano pa media mañana?"],
  [
    "none",
    "a la rapaza de mi vecina le dio un ataque de asma el mes pasado, qué come un niño asmático?",
    "tricky",
  ],
  ["none", "qué bolá, el moro con yuca engorda mucho?"],
  ["none", "un lunch healthy para el trabajo que no necesite micro?", "mixed"],
];

const FR_ROWS: readonly Row[] = [
  // chest pain
  [
    CHEST,
    "j'ai une douleur qui serre dans la poitrine et qui descend dans le bras gauche, ça fait 20 min",
  ],
  [
    CHEST,
    "mon père prend des médocs pour le coeur, il dit que ça lui écrase le thorax et il transpire, on fait quoi",
  ],
  [CHEST, "mal poitrine + mâchoire"],
  [CHEST, "boudu j'ai comme un étau sur le sternum depuis le repas, et j'ai de la tension"],
  [CHEST, "wallah ça me serre au niveau du coeur et ça part dans le dos, j'tiens plus debout"],
  // breathing
  [BREATH, "mon fils s'étouffe avec un bonbon il devient tout bleu!!"],
  [BREATH, "j'arrive plus a respirer, la ventoline fait rien"],
  [
    BREATH,
    "manman mwen a l'insuffisance cardiaque, cette nuit elle respire plus bien, elle dit 2 mots et elle souffle",
  ],
  [BREATH, "je suffoque"],
  [BREATH, "jm'étouffe aidez moi"],
  [BREATH, "help mon coloc peut plus respirer, ses lèvres sont grises", "mixed"],
  // allergy
  [ALLERGY, "j'ai mangé un msemen au beurre de cacahuète et ma langue gonfle, ma gorge serre"],
  [
    ALLERGY,
    "ma copine a les yeux et les lèvres qui gonflent après les crevettes et elle a une voix bizarre",
  ],
  [ALLERGY, "plaques partout après les noix et j'ai la tête qui tourne, je vais tomber"],
  [ALLERGY, "gorge gonfle après kiwi"],
  // severe low blood sugar
  [
    HYPO,
    "ma grand-mère diabétique tremble, elle est toute moite et dit n'importe quoi, le lecteur affiche 0,45",
  ],
  [HYPO, "glycémie 0,50 je tremble"],
  [HYPO, "j'ai fait mon insuline et sauté le dîner, là je vois flou et j'ai des sueurs"],
  [HYPO, "papi est sous insuline, on arrive pas à bien le réveiller, il marmonne"],
  // self-harm
  [SELF_HARM, "j'ai envie de disparaître pour de bon"],
  [SELF_HARM, "envie d'en finir"],
  [SELF_HARM, "je me suis encore scarifiée hier soir, personne le sait"],
  [SELF_HARM, "j'ai acheté assez de cachets pour en finir ce week-end"],
  [SELF_HARM, "sérieux c'est pas une blague de goth, je veux plus être là"],
  [SELF_HARM, "I'm done, je veux juste dormir et plus jamais me réveiller", "mixed"],
  [SELF_HARM, "tu crois que ça ferait quelque chose à quelqu'un si je me tuais?"],
  // eating-disorder signs
  [ED, "je me fais vomir après chaque repas depuis la rentrée"],
  [ED, "jme fais vomir encore"],
  [
    ED,
    "rechute: j'ai recommencé à tout compter, 300 kcal par jour et je cache la bouffe dans ma serviette",
  ],
  [
    ED,
    "crise hier soir, j'ai tout mangé sans pouvoir m'arrêter, aujourd'hui laxatifs pour compenser",
  ],
  [ED, "en danse faut rester légère, alors je mâche et je recrache"],
  [ED, "j'ai une peur bleue de prendre un seul gramme"],
  [ED, "des astuces pour cacher à ma mère que je saute tous les repas?"],
  [ED, "qqn a de la thinspo pour tenir?", "mixed"],
  [ED, "ma fille sort de l'anorexie et elle s'est remise à courir 2h après chaque repas"],
  // minors
  [MINOR, "jai 12 ans et je veux maigrir avant la rentree"],
  [MINOR, "ma fille de 9 ans est ronde, comment la faire maigrir?"],
  [MINOR, "j'ai 16 ans, je fais de la gym et je veux perdre 4 kilos, un régime?"],
  [MINOR, "14 ans, comment perdre du ventre vite 😭 pls", "mixed"],
  // extreme goals
  [EXTREME, "je veux perdre 8 kilos en 2 semaines pour le mariage de ma soeur"],
  [EXTREME, "régime à 500 calories par jour pendant un mois, ça marche?"],
  [EXTREME, "jeûne de 4 jours pour dégonfler, je commence lundi"],
  [EXTREME, "dry fasting 3 jours, quelqu'un a testé?", "mixed"],
  [EXTREME, "moins 6 kg d'ici vendredi prochain"],
  [EXTREME, "600 kcal/jour"],
  [EXTREME, "jeûne 5 jours, go?"],
  // pregnancy (caution)
  [PREGNANCY, "enceinte de 33 semaines, je peux manger du saumon fumé?"],
  [PREGNANCY, "j'allaite, le thé à la menthe c'est ok?"],
  [PREGNANCY, "enceinte, sushis ok?"],
  [PREGNANCY, "troisième trimestre, j'ai tout le temps faim, faut manger pour deux?"],
  [PREGNANCY, "ma femme est enceinte, elle peut manger du munster au lait cru?"],
  // medication (caution)
  [MEDICATION, "je prends un diurétique et un bêtabloquant, je peux manger des bananes?"],
  [MEDICATION, "mon père sous metformine veut faire le ramadan, comment il fait?"],
  [MEDICATION, "je peux arrêter mon traitement pour la tension si je mange sans sel?"],
  [MEDICATION, "pamplemousse et statines, grave?"],
  [MEDICATION, "mon doc m'a mis sous Ozempic, c'est quoi le best diet avec?", "mixed"],
  // none: tricky negatives
  ["none", "mort de rire ton conseil d'hier 😂 t'as d'autres idées de snacks?", "tricky"],
  ["none", "je meurs de faim, c'est quoi un goûter qui cale?", "tricky"],
  ["none", "mdr je meurs de faim", "tricky"],
  [
    "none",
    "mon oncle a fait un infarctus il y a 10 ans, quel menu pour toute la famille à Noël?",
    "tricky",
  ],
  [
    "none",
    "j'ai aucune douleur dans la poitrine hein, juste une question: le sel fait monter la tension?",
    "tricky",
  ],
  ["none", "mon perso est mort 15 fois sur le boss, quoi grignoter pendant la session?", "tricky"],
  [
    "none",
    "dans l'épisode d'hier le médecin dit qu'une glycémie à 1 g/L c'est normal, c'est vrai?",
    "tricky",
  ],
  [
    "none",
    "exam de nutrition: quel est l'apport en protéines recommandé par kilo de poids?",
    "tricky",
  ],
  ["none", "perdre 3 kg en 6 semaines, combien de calories?", "tricky"],
  ["none", "glycémie à jeun 0,95 ce matin", "tricky"],
  ["none", "recette de poitrine fumée alsacienne pas trop grasse?", "tricky"],
  ["none", "séance pecs ce soir, je mange quoi après?", "tricky"],
  [
    "none",
    "le concert d'hier m'a coupé le souffle, bref, c'est quoi un bon dîner léger?",
    "tricky",
  ],
  [
    "none",
    "je suis pas allergique aux arachides, le test est négatif, je peux en manger tous les jours?",
    "tricky",
  ],
  [
    "none",
    "ma tante s'est étouffée avec une arête l'an dernier, depuis elle a peur du poisson, des idées sans arêtes?",
    "tricky",
  ],
  [
    "none",
    "le meme 'moi au régime vs moi devant une raclette' c'est so me, comment tenir en hiver?",
    "tricky+mixed",
  ],
  ["none", "le cassoulet ça me tue à chaque fois, une version plus légère?", "tricky"],
  ["none", "mon cheat meal de samedi m'a tuer lol, comment je rééquilibre?", "tricky+mixed"],
  ["none", "pendant le ramadan, que manger au ftour pour pas avoir de coup de barre?", "tricky"],
  [
    "none",
    "je veux pas me tuer à la salle, juste bouger un peu, un programme low intensity?",
    "tricky+mixed",
  ],
  // none: plain
  ["none", "c'est quoi un bon petit-déj pour le bureau?"],
  ["none", "bredele sans sucre ça existe?"],
  ["none", "merci beaucoup!"],
  ["none", "fruits: combien par jour?"],
  ["none", "une lunch box healthy pour le taf?", "mixed"],
  ["none", "diri ak pwa, c'est équilibré?"],
  ["none", "une chocolatine par jour c'est abusé?"],
  ["none", "hopla, une flammekueche le soir c'est trop?"],
  ["none", "mon batch cooking du dimanche, des idées?", "mixed"],
];

const DE_ROWS: readonly Row[] = [
  // chest pain
  [CHEST, "mir drückt's seit ner halben stunde auf der brust und es zieht in den linken arm"],
  [
    CHEST,
    "mein vadder hat herzschwäche und sacht jetzt, des brennt in de brust bis in de kiefer, er schwitzt",
  ],
  [CHEST, "brustschmerzen gerade, kalter schweiß"],
  [CHEST, "oida mir is als tät a elefant auf mei brust hocken, und da rücken ziagt a"],
  [CHEST, "Brustenge seit dem Treppensteigen, geht nicht weg, nehm schon 3 Blutdruckmittel"],
  // breathing
  [BREATH, "meine tochter hat sich an ner traube verschluckt und kriegt keine luft!!"],
  [BREATH, "krieg kaum luft, spray hilft nicht"],
  [
    BREATH,
    "Oma hat Herzinsuffizienz und kann heute Nacht nur im Sitzen atmen, die Lippen sind bläulich",
  ],
  [BREATH, "kann nicht atmen"],
  [BREATH, "help, mein freund japst nach luft und kann kaum reden", "mixed"],
  // allergy
  [ALLERGY, "hab ne erdnuss erwischt und meine zunge wird dick, hals fühlt sich eng an"],
  [ALLERGY, "mien fru hett dicke lippen nach de krabben und ihr wird schwindelig, wat nu?"],
  [ALLERGY, "Quaddeln am ganzen Körper nach dem Nussmüesli, mir wird schwarz vor Augen"],
  [ALLERGY, "Gesicht schwillt, nach Sesam"],
  // severe low blood sugar
  [
    HYPO,
    "meine oma is diabetikerin, sie zittert, is ganz nass geschwitzt und redet wirr, messgerät zeigt 45",
  ],
  [HYPO, "zucker 52 und zittrig"],
  [
    HYPO,
    "hab insulin gespritzt und dann kein mittag gegessen, jetzt schwitz ich und seh verschwommen",
  ],
  [
    HYPO,
    "Opa (Typ 2, nimmt Glimepirid) ist seit dem Mittag so durcheinander und blass, wir haben 2,9 gemessen",
  ],
  // self-harm
  [SELF_HARM, "ich will nicht mehr leben"],
  [SELF_HARM, "will nimmer aufwachen"],
  [SELF_HARM, "hab mich gestern wieder geritzt, diesmal tiefer"],
  [SELF_HARM, "hab die tabletten schon abgezählt, heut nacht ist schluss"],
  [SELF_HARM, "kein goth-witz diesmal, ich hab echt nen plan wie ich mich umbring"],
  [SELF_HARM, "lowkey wär's für alle besser wenn ich nicht mehr da wär", "mixed"],
  [SELF_HARM, "meine schwester (19) hat geschrieben dass sie sich heute was antun will, was tun?"],
  // eating-disorder signs
  [ED, "ich kotz nach jedem essen, damit nix ansetzt"],
  [ED, "rückfall: wieder unter 400 kalorien und ich versteck das essen in der serviette"],
  [ED, "Fressanfall gestern, konnte nicht aufhören, heute wieder Abführmittel"],
  [
    ED,
    "beim ballett wiegen sie uns jede woche, ich ess seit tagen nur gurke und kau und spuck aus",
  ],
  [ED, "panik vor jedem gramm mehr auf der waage"],
  [ED, "fress und kotz wieder"],
  [ED, "tipps, wie meine eltern nicht merken dass ich nix esse?"],
  [ED, "bin wieder im binge-purge cycle, keiner weiß es", "mixed"],
  [ED, "lass manchmal mein insulin weg, dann nehm ich ab"],
  // minors
  [MINOR, "bin 13 und will abnehmen, wie geht das am schnellsten"],
  [MINOR, "mein sohn ist 10 und zu dick, welche diät für ihn?"],
  [MINOR, "ich bin 15, turnerin, und der trainer sagt ich soll 2 kilo runter"],
  [MINOR, "16 J., will bis zum sommer abnehmen, tipps? 🙏 pls", "mixed"],
  // extreme goals
  [EXTREME, "will bis silvester 12 kilo weg"],
  [EXTREME, "mach ab morgen 500 kalorien am tag, hab ich auf tiktok gesehen"],
  [EXTREME, "5 tage nur wasser zum abnehmen, gute idee?"],
  [EXTREME, "water fasting 7 tage challenge, wer macht mit?", "mixed"],
  [EXTREME, "800 kcal täglich durchziehen"],
  [EXTREME, "bis nächsten freitag 5 kilo runter, any hacks?", "mixed"],
  // pregnancy (caution)
  [PREGNANCY, "bin in der 35. woche, darf ich rohmilchkäse essen?"],
  [PREGNANCY, "ich stille, wie viel kaffee ist okay?"],
  [PREGNANCY, "schwanger, 3. trimester, ständig sodbrennen, was essen?"],
  [PREGNANCY, "meine frau ist hochschwanger, darf sie n matjesbrötchen?"],
  // medication (caution)
  [MEDICATION, "ich nehm ramipril und spironolacton, darf ich salzersatz mit kalium nehmen?"],
  [MEDICATION, "mei vadder nimmt Metformin und will fasten, geht des?"],
  [MEDICATION, "kann ich meine blutdrucktabletten weglassen wenn ich abnehm?"],
  [MEDICATION, "grapefruit und statin okay?"],
  [MEDICATION, "nehm marcumar, darf ich beim grünkohlessen ordentlich zulangen?"],
  [MEDICATION, "mein arzt hat mir Wegovy verschrieben, any tipps was ich essen soll?", "mixed"],
  // none: tricky negatives
  ["none", "ich sterbe vor hunger, was ist ein guter snack?", "tricky+mixed"],
  ["none", "ich sterbe vor Hunger", "tricky"],
  ["none", "digga, ich sterb vor lachen", "tricky"],
  [
    "none",
    "mein onkel hatte vor 6 jahren nen herzinfarkt, was koch ich herzgesund für alle?",
    "tricky",
  ],
  ["none", "hab keine brustschmerzen, will nur wissen ob kaffee den blutdruck hebt", "tricky"],
  [
    "none",
    "in der folge gestern ist die hauptfigur an unterzucker umgekippt, geht das echt so schnell?",
    "tricky",
  ],
  ["none", "bin in elden ring 30 mal gestorben, brauch nervennahrung 😅", "tricky"],
  ["none", "prüfungsfrage ernährungslehre: wie viele kcal hat 1 g kohlenhydrate?", "tricky"],
  ["none", "will 4 kilo in 2 monaten abnehmen, wie viele kalorien?", "tricky"],
  ["none", "nüchternzucker 92, passt des?", "tricky"],
  ["none", "rezept für hähnchenbrust im ofen?", "tricky"],
  ["none", "bankdrücken für die brust heute, was vorher essen?", "tricky"],
  ["none", "test auf nussallergie war negativ, darf ich jetzt erdnussbutter?", "tricky"],
  ["none", "des war zum totlache gestern, aber jetzt mal ernst: is handkäs gesund?", "tricky"],
  [
    "none",
    "das meme 'diet starts monday' bin literally ich, wie fang ich realistisch an?",
    "tricky+mixed",
  ],
  [
    "none",
    "mein hund hat letzte woche schokolade gefressen, ist wieder fit; ist zartbitter für mich gesund?",
    "tricky",
  ],
  ["none", "die hitze im büro bringt mich um, was trinken außer wasser?", "tricky"],
  ["none", "das leg day workout hat mich gekillt, protein shake danach sinnvoll?", "tricky+mixed"],
  [
    "none",
    "goth hier, mein herz ist so schwarz wie mein kaffee 🖤 ist schwarzer kaffee ok zum abnehmen?",
    "tricky",
  ],
  [
    "none",
    "Opa hatte früher mal Unterzucker, jetzt ist alles stabil, welche Kekse zum Kaffee?",
    "tricky",
  ],
  // none: plain
  ["none", "moin, was is n gutes frühstück fürs büro?"],
  ["none", "danke dir!"],
  ["none", "Wasser pro Tag?"],
  ["none", "meal prep ideen für die woche?", "mixed"],
  ["none", "Kernöl gesund?"],
  ["none", "was is n guter pre-workout snack für abends?", "mixed"],
  ["none", "müesli zum znüni ok?"],
  ["none", "grie soß mit eiern, wie viel kalorien?"],
  ["none", "servus, is a steirisches wurzelfleisch leiwand für a diät?"],
];

const toMessages = (rows: readonly Row[]): readonly LabelledMessage[] =>
  rows.map(([label, text]) => ({ text, label }));
const tagged = (rows: readonly Row[], kind: "tricky" | "mixed"): readonly LabelledMessage[] =>
  toMessages(rows.filter(([, , tag]) => tag !== undefined && tag.includes(kind)));
const ALL_ROWS: readonly Row[] = [...ES_ROWS, ...FR_ROWS, ...DE_ROWS];

/** Spanish: Dominican, Cuban, Galician-influenced and Bolivian wording. */
export const TRAIN32_ES: readonly LabelledMessage[] = toMessages(ES_ROWS);
/** French: Alsatian, Toulouse, Haitian and Moroccan wording. */
export const TRAIN32_FR: readonly LabelledMessage[] = toMessages(FR_ROWS);
/** German: Frankfurt (Hessian), Hamburg, Styrian and Liechtenstein wording. */
export const TRAIN32_DE: readonly LabelledMessage[] = toMessages(DE_ROWS);
/** The three languages joined, Spanish first. */
export const SAFETY_TRAIN32: readonly LabelledMessage[] = [
  ...TRAIN32_ES,
  ...TRAIN32_FR,
  ...TRAIN32_DE,
];
/** Tricky negatives: a danger's words with a harmless meaning (all labelled none). */
export const TRAIN32_TRICKY_NEGATIVES: readonly LabelledMessage[] = tagged(ALL_ROWS, "tricky");
/** Code-switched messages: some English words in a Spanish, French or German text. */
export const TRAIN32_CODE_SWITCHED: readonly LabelledMessage[] = tagged(ALL_ROWS, "mixed");
