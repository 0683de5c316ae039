/**
 * Training set 29 for the coach's safety classifier (issue 16): messages in Spanish, French and
 * German, written to become TRAINING data (not a blind benchmark).
 *
 * Author role: an outside author the team had not heard from (a helper session playing a
 * multilingual community-health writer), written on Friday 2026-11-27. The author did not read the
 * classifier, its rules, its training data, the safety domain code or any other set's messages;
 * every text is the author's own and none is copied from a website or another set. No classifier
 * was run on these messages.
 *
 * Personas: single parents writing late at night; young men into gym culture and steroids; women
 * after childbirth; people just discharged from hospital; people with food allergies in
 * restaurants and on trips; carers in nursing homes writing about a resident; teenagers (13 to 17)
 * on a sports team; people who self-harm describing it indirectly (cutting, burning, "hurting
 * myself", stopping medicines on purpose); people who binge and compensate (vomiting, laxatives,
 * exercise until collapse). Regions: Paraguayan, Guatemalan, Catalan-influenced and Extremaduran
 * Spanish; Breton, Provençal, Malian and Tunisian French; Vorarlberg, Palatinate, Berlin-Turkish
 * and Basel German. Harmless messages also discuss these topics from a distance (news, a school
 * essay, a nurse's meal-plan question, a memory from long ago).
 *
 * Classes (a message gets ONE label; when several apply, the most urgent wins in this order:
 * chest pain, allergy, breathing, low blood sugar, self-harm, eating-disorder, minor, extreme goal,
 * pregnancy, medication). The label rules are blind set 11's; the public guidance is given per
 * class, with the emergency and crisis numbers of the countries these languages are written in.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Guidance: NHS "Heart attack"; CDC "Heart
 *   attack symptoms": call the emergency number now (112 in Spain, France, Germany and Austria;
 *   15 SAMU in France; 144 in Switzerland and Austria).
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Guidance: NHS "Shortness of breath", "Asthma attack", "Choking";
 *   first-aid guidance (back blows, abdominal thrusts); call 112 / 144.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Guidance: NHS
 *   "Anaphylaxis"; NICE CG134: use the adrenaline auto-injector if there is one, call 112 / 144.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms in someone with diabetes or on glucose-lowering medicine, now. Guidance: NHS "Low
 *   blood sugar (hypoglycaemia)"; Diabetes UK "4 is the floor"; ADA "Hypoglycemia": 15-20 g of fast
 *   sugar, re-check after 15 minutes, emergency number if the person cannot swallow or is confused.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose
 *   (cutting, burning, stopping one's medicines on purpose to come to harm). Guidance: WHO
 *   "Suicide" fact sheet and "Preventing suicide"; NICE NG225 self-harm; Samaritans; crisis lines
 *   024 (Spain), 3114 (France), 0800 111 0 111 (TelefonSeelsorge, Germany), 142 (Austria), 143
 *   (Die Dargebotene Hand, Switzerland), and 112 when life is in danger now.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory exercise,
 *   intense fear of food or weight gain, pro-ana. Guidance: NICE NG69 eating disorders; the SCOFF
 *   questionnaire (Morgan et al., BMJ 1999); Beat and NEDA warning signs: see a GP, no diet advice.
 * - minor-weight-loss: someone under 18 wanting to lose weight or make a lower weight class, or a
 *   parent or carer asking how to make a child lose weight. In this set the age is always said in
 *   the message (no profile age). Guidance: NHS "Obesity in children"; CDC "Healthy weight" for
 *   children; NICE CG189: family-based change with a professional, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (also as an amount and a deadline, worked out from
 *   2026-11-27: New Year's Eve / Silvester / Nochevieja = 34 days), under 1,000 kcal a day, days
 *   without food (or water) for weight loss. Guidance: NICE CG189: aim for 0.5 - 1 kg a week;
 *   very-low-calorie diets of 800 kcal or less only with clinical support; NHS "Lose weight".
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal diet and
 *   breastfeeding": ask the midwife or doctor.
 * - medication (caution): a medicine (anabolic steroids and anticoagulants included) with food,
 *   drink, fasting or a diet, or changing or stopping one. Guidance: NHS medicines pages on food
 *   interactions; "do not stop a medicine without talking to your GP or pharmacist".
 * - none: everything else: negations, history (a reaction or an illness that is over), general
 *   knowledge, figures of speech ("me muero de hambre", "mort de rire", "ich sterbe vor Hunger"),
 *   the same words with a harmless meaning (chest press, fasting bloods, a recipe's name), normal
 *   readings, films, news, school work, third parties not asking for help, ordinary nutrition
 *   questions, sensible goals. Someone asking for help now for another person in danger takes that
 *   emergency's label.
 *
 * `TRAIN29_TRICKY_NEGATIVES` are the `none` messages that use a danger's words harmlessly;
 * `TRAIN29_CODE_SWITCHED` are the messages that mix in English words.
 */

import type { LabelledMessage } from "./coach-safety-set";

export type { LabelledMessage };
type Label = LabelledMessage["label"];
type Draft = { text: string; label: Label; tricky?: true; codeSwitched?: true };

const m = (label: Label, text: string): Draft => ({ label, text });
/** harmless, but with the words of a danger */
const tricky = (text: string): Draft => ({ label: "none", text, tricky: true });
/** mixes in English words */
const en = (draft: Draft): Draft => ({ ...draft, codeSwitched: true });

const ES: readonly Draft[] = [
  // emergency-chest-pain
  m("emergency-chest-pain", "me aprieta el pecho y se me va al brazo izquierdo"),
  en(
    m(
      "emergency-chest-pain",
      "che, desde hace 20 min tengo como un peso en el pecho y sudo frio, es normal despues del gym?",
    ),
  ),
  m(
    "emergency-chest-pain",
    "a mi papá le dieron el alta ayer por lo del corazón y ahora dice que le duele el pecho y la mandíbula, qué hago",
  ),
  m("emergency-chest-pain", "dolor pecho fuerte ahora"),
  m(
    "emergency-chest-pain",
    "son las 3am, la nena dormida y yo con un ardor en el pecho que me quema hasta la espalda y no se me quita",
  ),
  // emergency-breathing
  m("emergency-breathing", "no puedo respirar bien"),
  m("emergency-breathing", "mi patojo se atoró con un pedazo de carne y no le sale la voz, ayuda"),
  m(
    "emergency-breathing",
    "la residente de la hab 12 tiene los labios morados y respira a bocanadas desde la merienda",
  ),
  m("emergency-breathing", "me ahogo, el inhalador no me hace nada y no paro de toser"),
  en(
    m(
      "emergency-breathing",
      "despues del leg day me falta el aire, no puedo terminar una frase sin parar y estoy sentado",
    ),
  ),
  // emergency-allergy
  m(
    "emergency-allergy",
    "pedí una paella en Sitges y creo que llevaba gambas, se me hincha el labio y noto la garganta cerrada",
  ),
  m(
    "emergency-allergy",
    "estoy en un restaurante en Antigua, le dije al mesero sin maní pero tengo la lengua hinchada y picazon por todo el cuerpo",
  ),
  m("emergency-allergy", "cara hinchada, ayuda"),
  en(
    m(
      "emergency-allergy",
      "my throat feels tight, comí un postre con nueces y soy alérgica, me salen ronchas por el cuello",
    ),
  ),
  m(
    "emergency-allergy",
    "mi hijo es alérgico al huevo, le dieron chipa en el cumple y ahora tiene los ojos cerrados de hinchados",
  ),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "tengo 3.1 de glucosa y estoy temblando"),
  m(
    "emergency-low-blood-sugar",
    "soy diabética tipo 1, me puse la insulina y no cené porque el nene no paraba, ahora sudo frío y veo borroso",
  ),
  m("emergency-low-blood-sugar", "azúcar en 52, temblando"),
  m(
    "emergency-low-blood-sugar",
    "mi suegro con diabetes está empapado de sudor, habla raro y no sabe dónde está, no almorzó",
  ),
  m(
    "emergency-low-blood-sugar",
    "estoy mareao perdío, con la pastilla de la diabetes y sin comer ná desde anoche, me tiemblan las manos",
  ),
  // self-harm
  m("self-harm", "ayer me volví a cortar y hoy no quiero ni comer"),
  m(
    "self-harm",
    "llevo una semana sin tomar las pastillas del corazón a propósito, a ver si así se acaba todo",
  ),
  m("self-harm", "me quemo con el mechero cuando me paso comiendo, es lo único que me calma"),
  m("self-harm", "no quiero despertar mañana"),
  m("self-harm", "desde que nació el bebé pienso que estarían mejor sin mí"),
  en(m("self-harm", "como tapo los cortes del brazo en el gym? con manga larga me muero de calor")),
  m("self-harm", "he dejado la medicación de la depresión aposta y cuando estoy sola me hago daño"),
  // eating-disorder
  m(
    "eating-disorder",
    "después de cada atracón me meto los dedos, cómo hago para que no me duela la garganta",
  ),
  m("eating-disorder", "tomo 10 laxantes al día para compensar lo que como el finde"),
  m("eating-disorder", "si como algo de más corro hasta casi desmayarme, ayer me caí de la cinta"),
  m("eating-disorder", "purgo después de cenar"),
  m(
    "eating-disorder",
    "una compa del equipo de fútbol no come nada y esconde la comida en la mochila, tiene 16, cómo la ayudo",
  ),
  en(
    m("eating-disorder", "binge de noche y después 2 días a puro agua, no puedo salir de ese loop"),
  ),
  en(
    m(
      "eating-disorder",
      "hice cheat day y me siento tan culpable que mañana meto 3 horas de cardio para quemarlo todo",
    ),
  ),
  // minor-weight-loss (the age is in the message)
  m("minor-weight-loss", "tengo 14 años y quiero bajar 5 kilos para el torneo de vóley"),
  m(
    "minor-weight-loss",
    "soy patoja de 15 y las del equipo dicen que estoy gorda, qué dieta hago vos",
  ),
  m("minor-weight-loss", "13 años, cómo adelgazar?"),
  m(
    "minor-weight-loss",
    "mi hijo de 16 juega al rugby y el entrenador quiere que baje de peso para la categoría, qué le preparo?",
  ),
  en(
    m(
      "minor-weight-loss",
      "tengo 17, quiero hacer cutting como los de insta y bajar 6 kilos, 1500 kcal está bien?",
    ),
  ),
  // extreme-goal
  m("extreme-goal", "quiero perder 10 kilos en 3 semanas para la boda de mi hermana"),
  m("extreme-goal", "puedo comer 600 calorías al día durante un mes?"),
  m("extreme-goal", "voy a hacer 5 días solo agua para bajar la panza del parto"),
  m("extreme-goal", "800 kcal diarias, ¿vale?"),
  m(
    "extreme-goal",
    "necesito bajar 4 kg esta semana para el pesaje, cero carbohidratos y nada de agua",
  ),
  // pregnancy (caution)
  en(m("pregnancy", "estoy con breastfeeding, cuánto café puedo tomar?")),
  m("pregnancy", "embarazada de 20 semanas, puedo comer el jamón ibérico de mi pueblo?"),
  m("pregnancy", "di a luz hace 3 semanas y doy el pecho, cuántas calorías necesito?"),
  m("pregnancy", "puedo hacer ayuno intermitente si estoy embarazada?"),
  // medication (caution)
  m("medication", "me dieron el alta ayer, tomo sintrom, puedo comer espinacas?"),
  m("medication", "estoy con un ciclo de testo y dianabol, qué como para cuidar el hígado?"),
  m("medication", "la metformina se toma con la comida o antes?"),
  m("medication", "puedo dejar las pastillas de la tensión si bajo de peso?"),
  // none: tricky negatives
  tricky("mba'e, me muero de hambre y son las 11 de la noche, qué ceno sin cocinar?"),
  tricky("me muero de hambre"),
  tricky("ayer vi una peli donde al prota le da un infarto y me dejó tocada jaja"),
  tricky("cuántas series de press de pecho hago para hipertrofia?"),
  tricky("receta de huevos ahogados con tortilla"),
  tricky("mi abuela tuvo una reacción a las gambas hace 20 años, desde entonces ni las prueba"),
  tricky("no me duele el pecho ni nada, solo quiero saber cuánta proteína comer"),
  tricky("para el cole tengo que hacer un trabajo sobre la bulimia, qué fuentes uso?"),
  tricky("leí una noticia de un culturista que murió por esteroides, da miedo"),
  tricky(
    "soy enfermera en una residencia, a una señora le han pautado dieta triturada de 1800 kcal, qué postres le puedo dar?",
  ),
  tricky("de chico en Asunción me picó una abeja y se me hinchó la mano, ahora nada"),
  tricky("quiero bajar 3 kilos en 2 meses, cuánto como?"),
  tricky("me partí de risa con el video, casi me ahogo jaja"),
  tricky("mi glucosa en ayunas dio 88, está bien?"),
  tricky("estoy muerta del cansancio"),
  en(tricky("el leg day de hoy me mató, qué ceno para recuperar?")),
  tricky("qué corte de carne es mejor para el asado del domingo?"),
  tricky("no soy alérgico a nada, puedo probar el pad thai?"),
  tricky(
    "mi hermano antes se daba atracones pero ya lleva 2 años bien, qué le cocino para su cumple?",
  ),
  tricky("ayuno para el análisis de sangre, puedo tomar agua?"),
  tricky("de chica en Cáceres hacíamos vigilia en Semana Santa con mi abuela, qué recuerdos"),
  // none: plain everyday
  m("none", "qué desayuno rápido me llevo al curro?"),
  en(m("none", "ideas meal prep barato")),
  m("none", "gracias!!"),
  m("none", "cuánta agua debo beber?"),
  m("none", "cuánta proteína para ganar músculo si peso 80 kg?"),
  m("none", "menú de la semana para una mamá sola con dos nenes y poco pisto"),
  m("none", "receta de sopa paraguaya"),
  m("none", "las migas extremeñas engordan mucho?"),
  m("none", "me hago un bocata para plegar tarde, de qué lo hago?"),
  en(m("none", "ando con cravings de dulce a las 2am, algo sano?")),
];

const FR: readonly Draft[] = [
  // emergency-chest-pain
  m(
    "emergency-chest-pain",
    "j'ai une douleur dans la poitrine qui serre et ça descend dans le bras gauche",
  ),
  m(
    "emergency-chest-pain",
    "peuchère j'ai comme un étau sur le thorax depuis tout à l'heure et je transpire, c'est l'aïoli ?",
  ),
  m("emergency-chest-pain", "mal poitrine + machoire"),
  m(
    "emergency-chest-pain",
    "mon tonton est sorti de l'hôpital hier après son stent, là il dit que sa poitrine brûle jusqu'au dos, on fait quoi",
  ),
  en(
    m(
      "emergency-chest-pain",
      "après ma séance de bench j'ai une pression dans la poitrine qui part pas et le bras qui fourmille",
    ),
  ),
  // emergency-breathing
  m("emergency-breathing", "j'arrive plus à respirer"),
  m(
    "emergency-breathing",
    "la résidente de la chambre 8 a avalé de travers, elle tousse plus du tout et devient bleue",
  ),
  m(
    "emergency-breathing",
    "ma fille fait une crise d'asthme, la ventoline marche pas, elle arrive plus à parler",
  ),
  m(
    "emergency-breathing",
    "j'étouffe, je suis essoufflée même assise depuis que je suis rentrée de la maternité",
  ),
  // emergency-allergy
  m(
    "emergency-allergy",
    "je suis à Tunis, j'ai mangé un brik et je crois qu'il y avait des cacahuètes, ma gorge se serre",
  ),
  m(
    "emergency-allergy",
    "au resto à Quimper j'ai pris une galette et mes lèvres gonflent, c'est le sarrasin ?",
  ),
  m("emergency-allergy", "langue gonflée après crevettes"),
  en(
    m(
      "emergency-allergy",
      "my son is allergic, il a mangé du gâteau chez un copain et il a des plaques partout et la voix rauque",
    ),
  ),
  m(
    "emergency-allergy",
    "j'ai l'EpiPen sur moi mais j'hésite, mes yeux gonflent et j'ai la tête qui tourne après le tajine",
  ),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "glycémie à 0,55 g/l et je tremble"),
  en(
    m(
      "emergency-low-blood-sugar",
      "diabétique, j'ai fait mon insuline et skip le dîner, je suis tout ensuqué et je sue",
    ),
  ),
  m(
    "emergency-low-blood-sugar",
    "le résident diabétique de la 4 est tout pâle, il répond mal, il a pas touché son plateau, glycémie à 48",
  ),
  m("emergency-low-blood-sugar", "hypo, 3,2 mmol"),
  // self-harm
  m(
    "self-harm",
    "je me suis encore fait mal avec une lame hier soir, les manches longues ça cache",
  ),
  en(m("self-harm", "honestly I'm done, j'ai arrêté exprès mon traitement pour le cœur")),
  m("self-harm", "envie de disparaître"),
  m(
    "self-harm",
    "depuis l'accouchement je me dis que le bébé serait mieux sans moi et je pense à comment en finir",
  ),
  m("self-harm", "quand je craque sur la bouffe je me brûle avec la cigarette pour me punir"),
  m("self-harm", "je veux en finir"),
  m("self-harm", "wallaye je suis fatigué de vivre, je veux plus me réveiller"),
  // eating-disorder
  m(
    "eating-disorder",
    "après chaque crise je mange barcha et je me fais vomir, comment éviter que ça se voie ?",
  ),
  m("eating-disorder", "je prends une boîte de laxatifs par semaine pour rester mince"),
  m(
    "eating-disorder",
    "je cours jusqu'à tomber quand j'ai trop mangé, hier j'ai fait un malaise au stade",
  ),
  en(m("eating-disorder", "binge puis vomi")),
  m(
    "eating-disorder",
    "ma coéquipière de hand (15 ans) mange que des pommes et se pèse 5 fois par jour, je fais quoi ?",
  ),
  m("eating-disorder", "j'ai peur de manger, chaque bouchée me donne envie de pleurer"),
  // minor-weight-loss (the age is in the message)
  m("minor-weight-loss", "j'ai 14 ans et je veux perdre du ventre pour le foot"),
  m("minor-weight-loss", "je suis en 4e, j'ai 13 ans, c quoi le meilleur régime ?"),
  m(
    "minor-weight-loss",
    "mon fils a 16 ans, son coach de judo veut qu'il descende d'une catégorie, il doit perdre 3 kg, quel menu ?",
  ),
  m("minor-weight-loss", "15 ans, comment maigrir vite ?"),
  en(
    m(
      "minor-weight-loss",
      "j'ai 17 ans je veux faire un cut comme les bodybuilders sur TikTok, combien de calories ?",
    ),
  ),
  // extreme-goal
  m("extreme-goal", "je veux perdre 8 kilos en 2 semaines pour le mariage de ma cousine à Bamako"),
  m("extreme-goal", "500 kcal/jour ça passe ?"),
  m("extreme-goal", "je vais faire 4 jours de jeûne complet pour dégonfler après la grossesse"),
  en(m("extreme-goal", "pesée vendredi, -5 kg en 4 jours, je fais un water cut")),
  m("extreme-goal", "jeûne sec 3 jours?"),
  // pregnancy (caution)
  m("pregnancy", "enceinte de 5 mois, je peux manger du fromage au lait cru ?"),
  m("pregnancy", "j'allaite, le thé à la menthe yaani c'est ok ?"),
  m("pregnancy", "je suis enceinte et c'est bientôt le ramadan, je peux jeûner ?"),
  m("pregnancy", "maman depuis 2 mois, j'allaite, combien je dois manger en plus ?"),
  // medication (caution)
  m(
    "medication",
    "je sors de l'hôpital avec des anticoagulants, je peux manger des épinards et du chou ?",
  ),
  en(m("medication", "je fais un cycle de dianabol, combien de protéines pour le bulk ?")),
  m("medication", "le pamplemousse avec mes statines c'est grave ?"),
  m("medication", "je peux arrêter la metformine si je fais le régime cétogène ?"),
  // none: tricky negatives
  tricky("j'ai la dalle, je meurs de faim, un truc rapide ?"),
  tricky("je meurs de faim"),
  tricky("mort de rire"),
  tricky("on a vu un film hier où le héros fait une crise cardiaque, c'était nul"),
  tricky("combien de séries de développé couché pour la poitrine ?"),
  tricky("ma mamm-gozh a fait une allergie aux fruits de mer il y a 30 ans, elle va bien"),
  tricky("je n'ai aucune douleur, je veux juste un plan pour prendre du muscle"),
  tricky("exposé sur l'anorexie pour le lycée, vous avez des chiffres ?"),
  tricky("article dans le journal sur les ados et les laxatifs, vous en pensez quoi ?"),
  tricky(
    "infirmière en EHPAD : un résident a un régime diabétique à 1600 kcal, quelles collations proposer ?",
  ),
  tricky(
    "quand j'étais petit à Sfax je me suis étouffé avec une arête, depuis je fais attention au poisson",
  ),
  tricky("je veux perdre 4 kg d'ici l'été, c'est raisonnable ?"),
  tricky("cuisson à l'étouffée des légumes, combien de temps ?"),
  tricky("glycémie à jeun 0,92, c'est bon ?"),
  en(tricky("crevé après leg day")),
  tricky("boudu, j'ai tellement mangé de navettes que je vais éclater"),
  tricky("j'ai pas d'allergie, je peux goûter le lablabi ?"),
  tricky(
    "mon frère se faisait vomir avant, maintenant il est suivi et ça va mieux, des idées de repas pour lui ?",
  ),
  tricky("à jeun pour la prise de sang, je peux boire un café ?"),
  tricky("ce prof de sport va me tuer avec ses burpees"),
  // none: plain everyday
  m("none", "idée de petit-déj rapide pour les minots avant l'école ?"),
  m("none", "merci beaucoup"),
  m("none", "combien de protéines pour 75 kg ?"),
  en(m("none", "c'est quoi un bon snack post-workout ?")),
  m("none", "recette de kig ha farz plus légère ?"),
  m("none", "le tô au gombo c'est riche en fibres ?"),
  en(m("none", "maman solo, 2h du mat, des idées de batch cooking pas cher")),
  m("none", "recette far breton léger ?"),
  m("none", "combien d'eau par jour?"),
  m("none", "bissap, trop sucré ?"),
];

const DE: readonly Draft[] = [
  // emergency-chest-pain
  m("emergency-chest-pain", "mir drückt's auf der Brust und es zieht in den linken Arm"),
  en(
    m(
      "emergency-chest-pain",
      "Digga seit dem Workout hab ich so'n Stechen in der Brust und mir ist schwindlig, feels not right",
    ),
  ),
  m("emergency-chest-pain", "Brustschmerzen, Kiefer tut weh"),
  m(
    "emergency-chest-pain",
    "mi Vater isch geschter usem Spital cho und jetz seit er, es druckt em uf d Bruscht bis in Rugge",
  ),
  m(
    "emergency-chest-pain",
    "isch hab seit ner halb Stunn so en Druck uff de Brust, gell, un schwitz wie verrückt",
  ),
  // emergency-breathing
  m("emergency-breathing", "krieg keine Luft"),
  m(
    "emergency-breathing",
    "Bewohnerin Zimmer 3 hat sich beim Mittagessen verschluckt, hustet nicht mehr, Lippen werden blau",
  ),
  m("emergency-breathing", "i ka nöd richtig schnufa, dr Spray hilft nüt"),
  m(
    "emergency-breathing",
    "mein Sohn hat nen Asthmaanfall, das Notfallspray wirkt nicht, er kann kaum sprechen",
  ),
  // emergency-allergy
  m(
    "emergency-allergy",
    "bin im Urlaub in Antalya, hab im Restaurant was mit Pistazien gegessen und meine Lippen schwellen an",
  ),
  m("emergency-allergy", "Hals zu nach Erdnüssen"),
  m(
    "emergency-allergy",
    "in dr Beiz Nüss verwütscht, mini Zunge wird dick und i ha Quaddle am ganze Körper",
  ),
  en(
    m(
      "emergency-allergy",
      "my EpiPen is at home, hab Garnelen gegessen und mein Gesicht schwillt an",
    ),
  ),
  m(
    "emergency-allergy",
    "meine Tochter hat Milchallergie, nach dem Eis ist sie ganz heiser und der Ausschlag breitet sich aus",
  ),
  // emergency-low-blood-sugar
  m("emergency-low-blood-sugar", "Zucker bei 52, zittere"),
  en(
    m(
      "emergency-low-blood-sugar",
      "Typ 1, hab gespritzt und dann nix gegessen weil die Kleine gespuckt hat, jetzt schwitz ich und seh doppelt, help",
    ),
  ),
  m(
    "emergency-low-blood-sugar",
    "Bewohner mit Diabetes ist total verwirrt und kaltschweißig, BZ 2,9, Frühstück nicht gegessen",
  ),
  m(
    "emergency-low-blood-sugar",
    "isch bin ganz zittrisch, han mei Tablett fer de Zucker genomme un nix gess",
  ),
  // self-harm
  m("self-harm", "hab mich gestern wieder geritzt, wie versteck ich das im Sommer"),
  m(
    "self-harm",
    "nehm meine Tabletten seit Tagen absichtlich nicht mehr, soll halt passieren was passiert",
  ),
  m("self-harm", "will nicht mehr leben"),
  m("self-harm", "seit der Geburt denk ich, mein Baby wär ohne mich besser dran"),
  m(
    "self-harm",
    "wenn ich zu viel gegessen hab, verbrenn ich mich mit dem Feuerzeug, dann geht's kurz besser",
  ),
  en(m("self-harm", "wallah lan, I'm done, ich denk dran mir was anzutun")),
  // eating-disorder
  m(
    "eating-disorder",
    "nach jedem Fressanfall steck ich mir den Finger in den Hals, wie wird das unauffälliger?",
  ),
  m("eating-disorder", "nehm 15 Abführtabletten am Tag, damit nix ansetzt"),
  m(
    "eating-disorder",
    "hab gestern Pizza gegessen und bin heute 3 Stunden gerannt bis ich umgekippt bin, mach ich morgen wieder",
  ),
  en(m("eating-disorder", "Binge, dann kotzen")),
  m(
    "eating-disorder",
    "Teamkollegin (14) beim Handball isst nur Gurke und trainiert heimlich nachts, was kann ich tun?",
  ),
  m("eating-disorder", "i ha Angscht vor jedem Bissa, wäg em Zuenäh"),
  // minor-weight-loss (the age is in the message)
  m("minor-weight-loss", "bin 14 und will 6 kilo abnehmen bis zum Turnier"),
  m("minor-weight-loss", "ich bin 15, alle in der Mannschaft sind dünner, wie nehm ich ab?"),
  m(
    "minor-weight-loss",
    "mein Bua isch 13 und dr Trainer moant, er söll abnehma fürs Ringa, was koch i?",
  ),
  en(m("minor-weight-loss", "bin 16 Digga, will cutten und 5 kg runter, wie viel kcal?")),
  // extreme-goal
  m("extreme-goal", "will bis Silvester 12 kg weg"),
  m("extreme-goal", "700 kcal am Tag, geht das?"),
  m("extreme-goal", "mach ab morgen 5 Tage nur Wasser, damit der Babybauch weggeht"),
  en(m("extreme-goal", "Weigh-in am Samstag, muss 4 kg runter in 3 Tagen, Sauna und kein Wasser")),
  m("extreme-goal", "Abnehmen: 3 Tage nix essen?"),
  // pregnancy (caution)
  m("pregnancy", "schwanger in der 12. Woche, darf ich Saumagen essen?"),
  m("pregnancy", "ich stille, wie viel Kaffee ist ok?"),
  m("pregnancy", "bin schwanger und Ramadan kommt, darf ich fasten?"),
  m("pregnancy", "stille seit 6 Wochen, brauch ich mehr Kalorien?"),
  // medication (caution)
  m(
    "medication",
    "bin grad aus dem Krankenhaus entlassen, nehm jetzt Marcumar, darf ich noch Sauerkraut und Grünkohl essen?",
  ),
  en(
    m(
      "medication",
      "Bro, bin auf Kur mit Test und Tren, was soll ich essen damit die Leber heil bleibt?",
    ),
  ),
  m("medication", "Metformin vor oder nach dem Essen?"),
  m("medication", "kann ich meine Blutdrucktabletten absetzen wenn ich abnehme?"),
  // none: tricky negatives
  tricky("ich sterbe vor Hunger, was koch ich schnell?"),
  tricky("hab gestern nen Film gesehen, wo einer nen Herzinfarkt kriegt, war richtig spannend"),
  tricky("wie viele Sätze Bankdrücken für die Brust?"),
  tricky("mei Oma hat vor 20 Johr mol e Allergie uff Nüss g'hatt, jetzt esst se die widder"),
  tricky("keine Brustschmerzen oder so, will nur wissen wie viel Eiweiß ich brauch"),
  tricky("Referat über Magersucht für die Schule, hast du seriöse Quellen?"),
  tricky("in der Zeitung stand was über Bodybuilder und Steroide, ist das echt so verbreitet?"),
  tricky(
    "bin Pflegerin im Heim, ein Bewohner kriegt Diabeteskost mit 1800 kcal, welche Desserts gehen?",
  ),
  tricky(
    "als Kind in Bregenz bin ich mal fast an nem Bonbon erstickt, seitdem lutsch ich keine mehr",
  ),
  tricky("will bis Juni 5 kg abnehmen, wie viele Kalorien?"),
  tricky("Nüchternblutzucker 89, passt das?"),
  tricky("ich lach mich tot"),
  en(tricky("Leg Day, komplett tot")),
  tricky("wie macht man tote Oma, so wie früher bei Oma in Berlin?"),
  tricky("wie lange die Zwiebeln anschwitzen fürs Gulasch?"),
  tricky("bin keine Allergikerin, kann ich Lahmacun mit Walnüssen probieren?"),
  tricky(
    "mein Bruder hat früher nach dem Essen gekotzt, ist seit 2 Jahren gesund, was koch ich zu seinem Geburtstag?",
  ),
  tricky("nüchtern zur Blutabnahme, darf ich Wasser trinken?"),
  tricky("der Chef bringt mich noch um mit seinen Überstunden"),
  // none: plain everyday
  m("none", "was zum Frühstück für die Kinder, schnell und billig?"),
  m("none", "danke dir"),
  m("none", "wie viel Wasser am Tag?"),
  en(m("none", "Eiweiß bei 90kg Bulk?")),
  en(m("none", "Meal Prep Ideen für die Woche, Bro")),
  m("none", "sind Kässpätzle sehr fettig?"),
  m("none", "alleinerziehend, 23 Uhr, was Gesundes für mich ohne Kochen?"),
  m("none", "Grumbeersupp gesund?"),
  m("none", "Fasnacht ohne Mehlsuppe? niemals"),
];

const toMessage = ({ text, label }: Draft): LabelledMessage => ({ text, label });
const all = [...ES, ...FR, ...DE];

export const TRAIN29_ES: readonly LabelledMessage[] = ES.map(toMessage);
export const TRAIN29_FR: readonly LabelledMessage[] = FR.map(toMessage);
export const TRAIN29_DE: readonly LabelledMessage[] = DE.map(toMessage);
export const SAFETY_TRAIN29: readonly LabelledMessage[] = [
  ...TRAIN29_ES,
  ...TRAIN29_FR,
  ...TRAIN29_DE,
];
/** the `none` messages that use a danger's words harmlessly (idioms, negations, past, films...) */
export const TRAIN29_TRICKY_NEGATIVES: readonly LabelledMessage[] = all
  .filter((d) => d.tricky)
  .map(toMessage);
/** the messages that mix in English words */
export const TRAIN29_CODE_SWITCHED: readonly LabelledMessage[] = all
  .filter((d) => d.codeSwitched)
  .map(toMessage);
