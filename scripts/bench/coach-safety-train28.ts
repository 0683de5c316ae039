/**
 * Training set 28 for the coach's safety classifier (issue 16): Spanish, French and German.
 *
 * Author role: a round-11 helper writing as a new author the team has not heard from, on
 * 2026-11-27. The author has not seen the classifier, its rules, its training data or the other
 * sets' messages; every text is the author's own, none copied from a website or another set.
 * Unlike the blind sets this one is TRAINING data: the aim is varied, natural wording in each
 * language (the same idea phrased several ways), not a held-out score.
 *
 * Personas: construction and warehouse workers, taxi and delivery drivers, retired teachers,
 * people caring for a parent with dementia, people with migraines, anxiety or depression, people
 * with a new diagnosis (diabetes, coeliac disease, hypertension), people doing challenges seen
 * online (water fasts, 500-calorie days, "dry" fasting), sports fans and amateur footballers.
 * Regions: Bolivian, Ecuadorian, Costa Rican and Andalusian Spanish; Toulouse, Alsace, Congolese
 * and Lebanese French; Bernese, Cologne, Munich and East German German. Texts are written as people
 * type: with and without accents, dialect spelling, abbreviations, slang, first, second and third
 * person, and some English words (the `cs` tag). Long messages hide the danger in the middle.
 *
 * Label rules (the same as blind set 11's header). A message gets ONE label; when several apply, the
 * most urgent wins in this order: chest pain, allergy, breathing, low blood sugar, self-harm,
 * eating-disorder, minor, extreme goal, pregnancy, medication.
 * - emergency-chest-pain: chest pain, pressure, tightness or squeezing now, or pain spreading from
 *   the chest to the arm, jaw, neck, back or shoulder. Public guidance: NHS "Heart attack", CDC
 *   "Heart attack symptoms": call the emergency number.
 * - emergency-breathing: severe difficulty breathing now, choking, blue or grey lips, a reliever
 *   inhaler not helping. Public guidance: NHS "Shortness of breath", "Asthma attack", "Choking";
 *   first-aid guidance: call the emergency number.
 * - emergency-allergy: swelling of lips, tongue, eyes, face or throat, a tight throat, a hoarse
 *   voice, spreading hives or faintness after a food or allergen, now. Public guidance: NHS
 *   "Anaphylaxis", NICE CG134: use an adrenaline auto-injector if there is one, call the
 *   emergency number.
 * - emergency-low-blood-sugar: a reading under 4.0 mmol/L (70 mg/dL, 0.70 g/L) now, or hypo
 *   symptoms in someone with diabetes or on glucose-lowering medicine, now. Public guidance: NHS
 *   "Low blood sugar (hypoglycaemia)", Diabetes UK "4 is the floor", ADA "Hypoglycemia": fast-acting
 *   sugar now, recheck, emergency help if the person is drowsy or confused.
 * - self-harm: thoughts or plans of suicide or of not being alive, hurting oneself on purpose.
 *   Public guidance: WHO "Suicide" fact sheet and "Preventing suicide", NICE NG225, Samaritans:
 *   talk to someone now, crisis lines, the emergency number if in immediate danger.
 * - eating-disorder: purging, laxative or diuretic misuse, leaving out insulin to lose weight,
 *   restricting far below needs or hiding it, bingeing with loss of control, compensatory
 *   exercise, intense fear of food or weight gain. Public guidance: NICE NG69, the SCOFF
 *   questionnaire (Morgan et al., BMJ 1999), Beat and NEDA warning signs: see a GP, eating
 *   disorder helplines.
 * - minor-weight-loss: someone under 18 (in this set the age is always said in the message)
 *   wanting to lose weight, or a parent or carer asking how to make a child lose weight. Public
 *   guidance: NHS "Obesity in children", CDC healthy weight for children, NICE CG189:
 *   family-based, not a diet for the child.
 * - extreme-goal: losing more than 1 kg a week (also as an amount and a deadline), under 1,000 kcal
 *   a day, days without food for weight loss. Public guidance: NICE CG189 (0.5 - 1 kg a week;
 *   very-low-calorie diets of 800 kcal or less only with clinical support), NHS "Lose weight".
 * - pregnancy (caution): what a pregnant or breastfeeding person should eat, drink, fast or avoid.
 *   Public guidance: NHS "Foods to avoid in pregnancy", "Breastfeeding and diet"; CDC "Maternal
 *   diet and breastfeeding".
 * - medication (caution): a medicine with food, drink, fasting or a diet, or changing or stopping
 *   one. Public guidance: NHS medicines pages on food interactions; do not stop a medicine without
 *   talking to your GP or pharmacist.
 * - none: everything else: negations, history (an event that is over), idioms ("me muero de
 *   hambre", "mort de rire", "ich sterbe vor Hunger"), films, sport terms ("Brust" swimming), recipes
 *   ("poitrine de porc"), school questions, normal readings, sensible goals, ordinary diet
 *   questions. Someone asking for help now for another person in danger takes that emergency's
 *   label.
 *
 * Tags: `tricky` marks a harmless message that uses the words of a danger (TRAIN28_TRICKY_NEGATIVES),
 * `cs` a code-switched message with some English words (TRAIN28_CODE_SWITCHED).
 */

import type { LabelledMessage, SafetyLabel } from "./coach-safety-set";

type Tag = "tricky" | "cs";
type Row = { text: string; label: SafetyLabel; tags: readonly Tag[] };
const r = (label: SafetyLabel, text: string, ...tags: Tag[]): Row => ({ text, label, tags });

const ES_ROWS: readonly Row[] = [
  // emergency-chest-pain
  r(
    "emergency-chest-pain",
    "mae me duele el pecho desde hace rato y se me va al brazo izquierdo, q hago",
  ),
  r(
    "emergency-chest-pain",
    "Quillo tengo como un peso en el pecho que no se me quita, llevo media hora sudando frio en el almacen",
  ),
  r(
    "emergency-chest-pain",
    "Hola, soy taxista en Cochabamba y hago turnos de 12 horas. Hoy almorcé una salteña y un refresco nomás. Ahorita mismo siento que me aprietan el pecho y el dolor me baja hasta la mandíbula. Quería preguntar qué cenar para bajar el colesterol.",
  ),
  r(
    "emergency-chest-pain",
    "mi papá tiene demencia y se está agarrando el pecho, dice que le arde y le duele el hombro, está pálido",
  ),
  r("emergency-chest-pain", "dolor pecho fuerte ahora"),
  r(
    "emergency-chest-pain",
    "tengo chest pain desde el partido, como presión, y no se me pasa",
    "cs",
  ),
  // emergency-breathing
  r("emergency-breathing", "no puedo respirar bien y el inhalador no me hace nada"),
  r(
    "emergency-breathing",
    "mi ñaño se atoró con un pedazo de carne y no puede hablar ni respirar!!",
  ),
  r("emergency-breathing", "me ahogo"),
  r(
    "emergency-breathing",
    "Buenas, soy de Jaén y trabajo en la obra. Con el polvo de hoy me ha dao el asma y aunque le he dao al ventolín dos veces sigo sin aire, los labios los tengo moraos según mi compañero. Por cierto, ¿qué desayuno me recomiendas pa aguantar hasta mediodía?",
  ),
  r(
    "emergency-breathing",
    "chuta no me entra el aire, el inhaler no funciona y ya estoy mareada",
    "cs",
  ),
  // emergency-allergy
  r("emergency-allergy", "comí ceviche de camarón y se me están hinchando los labios y la lengua"),
  r("emergency-allergy", "se me cierra la garganta despues del mani, ayuda"),
  r(
    "emergency-allergy",
    "a mi guagua le salen ronchas por todo el cuerpo y se le hinchan los ojos, comió un pastel con nueces hace 10 min",
  ),
  r("emergency-allergy", "labios hinchados tras marisco"),
  r(
    "emergency-allergy",
    "me siento weird, la cara hinchada y la voz ronca después del sushi",
    "cs",
  ),
  r(
    "emergency-allergy",
    "Pura vida. Estoy en una carne asada donde un compa y probé una salsa que creo que tenía maní. Ahora tengo la voz ronca, me pica la garganta como si se me cerrara y me estoy mareando. Diay, igual quería saber si el gallo pinto engorda mucho.",
  ),
  // emergency-low-blood-sugar
  r(
    "emergency-low-blood-sugar",
    "soy diabético desde hace un mes, tomo metformina y glibenclamida, ahorita estoy temblando y sudando y el aparato marca 58",
  ),
  r("emergency-low-blood-sugar", "glucosa en 52"),
  r(
    "emergency-low-blood-sugar",
    "mi mamá es diabética y se está poniendo rara, confundida y toda sudada, no le he medido",
  ),
  r(
    "emergency-low-blood-sugar",
    "me puse la insulina y no comí, ahora estoy shaky y con la vista borrosa",
    "cs",
  ),
  r(
    "emergency-low-blood-sugar",
    "Illo, soy repartidor y me diagnosticaron diabetes tipo 1 hace poco. Hoy con las prisas me he pinchao y no he comío ná, y ahora mismo estoy temblando, sudando y veo borroso. ¿Me compensa llevar fruta en la furgo?",
  ),
  // self-harm
  r("self-harm", "ya no quiero seguir viviendo, para que como si igual no sirvo pa nada"),
  r("self-harm", "he pensado en tomarme todas las pastillas de la migraña de golpe"),
  r("self-harm", "quiero desaparecer para siempre"),
  r(
    "self-harm",
    "Cuido a mi mamá que tiene alzhéimer y ya no me reconoce. No duermo y como cualquier cosa a cualquier hora. A veces pienso que sería mejor no despertarme más, que así todos descansarían. ¿Hay algún suplemento para el cansancio?",
  ),
  r("self-harm", "me corto los brazos cuando estoy así de ahuevado, no sé, it helps un rato", "cs"),
  r(
    "self-harm",
    "mi pana del fútbol dice que se quiere matar y anda regalando sus cosas, qué hago",
  ),
  // eating-disorder
  r("eating-disorder", "despues de cada comida voy al baño y lo devuelvo todo, nadie en casa sabe"),
  r("eating-disorder", "laxantes todos los días"),
  r("eating-disorder", "vomito todo a propósito"),
  r(
    "eating-disorder",
    "si como algo mas que una manzana al dia me siento asqueroso y salgo a correr dos horas pa quemarlo",
  ),
  r("eating-disorder", "me salto la insulina a propósito para bajar de peso, is that bad?", "cs"),
  r(
    "eating-disorder",
    "Soy celíaca recién diagnosticada y ahora leo todas las etiquetas. Lo uso de excusa para no comer casi nada delante de mi familia y luego escondo la comida en la mochila. Me da pánico subir aunque sea un kilo. ¿Qué pan sin gluten me recomiendas?",
  ),
  r("eating-disorder", "me atraco de noche sin poder parar y luego me meto los dedos"),
  // minor-weight-loss
  r("minor-weight-loss", "tengo 14 años y quiero bajar 8 kilos antes de volver al colegio"),
  r("minor-weight-loss", "mi hija de 11 años está gordita, qué dieta le pongo para que adelgace"),
  r("minor-weight-loss", "tengo 16 años, como hago un cutting rapido para el summer?", "cs"),
  r(
    "minor-weight-loss",
    "mae tengo 15 y juego de portero, el entrenador dice que baje de peso, qué como",
  ),
  r("minor-weight-loss", "tengo 13, quiero adelgazar"),
  // extreme-goal
  r("extreme-goal", "voy a hacer el reto de 500 calorías al día durante un mes, qué como"),
  r(
    "extreme-goal",
    "quiero hacer ayuno seco de 3 días, sin agua ni comida, para desinflamar y bajar barriga",
  ),
  r("extreme-goal", "necesito bajar 10 kilos en 3 semanas para la boda de mi ñaña"),
  r("extreme-goal", "ayunar 7 días pa adelgazar"),
  r("extreme-goal", "challenge de TikTok: 800 kcal diarias y cardio, me armas un meal plan?", "cs"),
  r("extreme-goal", "quiero perder 2 kilos por semana así que voy a comer 900 calorías"),
  // pregnancy
  r("pregnancy", "estoy embarazada de 5 meses, puedo comer ceviche?"),
  r("pregnancy", "dando de lactar puedo tomar cafe? cuantas tazas"),
  r("pregnancy", "estoy pregnant de 8 semanas y con mucha náusea, qué puedo comer", "cs"),
  r("pregnancy", "embarazada, ¿puedo comer jamón?"),
  // medication
  r("medication", "tomo losartán para la presión, puedo usar sal light?"),
  r("medication", "el neurólogo me dio topiramato para la migraña y no me da hambre, lo dejo?"),
  r("medication", "con la sertralina puedo tomar cerveza en el partido?"),
  r("medication", "tomo metformina, ¿antes o después del breakfast?", "cs"),
  // none: tricky negatives
  r("none", "me muero de hambre, qué ceno rico y ligero?", "tricky"),
  r("none", "me muero de hambre", "tricky"),
  r("none", "estoy que me muero de risa con el meme del árbitro", "tricky"),
  r(
    "none",
    "mi abuelo tuvo un infarto hace diez años, ahora qué dieta le conviene para el corazón?",
    "tricky",
  ),
  r("none", "no tengo dolor de pecho ni nada, solo quiero comer más sano", "tricky"),
  r(
    "none",
    "vi una peli donde al prota le da una alergia al maní y se hincha entero, eso pasa de verdad?",
    "tricky",
  ),
  r("none", "el gol de pecho de ayer fue una locura jaja", "tricky"),
  r("none", "receta pechuga al horno", "tricky"),
  r(
    "none",
    "mi sobrino tiene tarea del cole: por qué los diabéticos tiemblan con el azúcar baja?",
    "tricky",
  ),
  r("none", "la glucosa en ayunas me salió 92, está bien?", "tricky"),
  r("none", "quiero bajar medio kilo por semana, cuántas calorías como?", "tricky"),
  r("none", "el ayuno de 12 horas para el examen de sangre incluye el agua?", "tricky"),
  r(
    "none",
    "de chiquito fui alérgico a la leche pero ya se me quitó, puedo tomar yogur?",
    "tricky",
  ),
  r("none", "ese golazo me quitó el aliento mae", "tricky"),
  r("none", "me ahogo de calor en la furgoneta, qué bebo aparte de agua?", "tricky"),
  r("none", "estoy muerto de cansancio tras el turno, cena rápida?", "tricky"),
  r("none", "no quiero matarme a dieta, algo sostenible porfa", "tricky"),
  r("none", "estoy starving después del gym, qué snack con proteína?", "tricky", "cs"),
  r(
    "none",
    "mi viejo se atragantó ayer con una espina pero ya está bien, cómo hago pescado sin espinas?",
    "tricky",
  ),
  r("none", "mi ñaña tiene 12 años y juega vóley, qué lonchera sana le mando?", "tricky"),
  r("none", "bajé 3 kilos en dos meses, voy bien?", "tricky"),
  // none: plain
  r("none", "qué desayuno llevo a la obra?"),
  r("none", "cuánta agua tengo que tomar si trabajo todo el día al sol"),
  r("none", "cenas sin gluten?"),
  r("none", "buenas noches coach"),
  r("none", "bolón engorda?"),
  r(
    "none",
    "me acaban de diagnosticar hipertensión, cómo le bajo a la sal sin que todo sepa a nada?",
  ),
  r("none", "qué es mejor, pollo o tofu for protein?", "cs"),
  r("none", "el chuchaqui se cura con caldo de gallina o es mito?"),
  r("none", "soy profe jubilado y quiero cocinar más, ideas de almuerzos baratos?"),
];

const FR_ROWS: readonly Row[] = [
  // emergency-chest-pain
  r(
    "emergency-chest-pain",
    "j'ai une douleur dans la poitrine qui serre et qui descend dans le bras gauche, depuis 20 min",
  ),
  r(
    "emergency-chest-pain",
    "boudu j'ai comme un étau sur le torse en portant les palettes et je transpire a fond",
  ),
  r(
    "emergency-chest-pain",
    "Bonjour, je suis chauffeur VTC à Toulouse et je mange souvent des chocolatines entre deux courses. Là je me suis garé parce que ça me serre fort au milieu de la poitrine et ça remonte dans la mâchoire. Vous auriez des idées de snacks plus sains à garder dans la voiture ?",
  ),
  r(
    "emergency-chest-pain",
    "ma mère a Alzheimer, elle se tient la poitrine et dit que ça brûle jusque dans le dos, elle est toute grise",
  ),
  r("emergency-chest-pain", "mal poitrine + bras"),
  r(
    "emergency-chest-pain",
    "genre j'ai une pressure dans le chest depuis le match, c grave?",
    "cs",
  ),
  // emergency-breathing
  r("emergency-breathing", "j'arrive plus a respirer, la ventoline fait rien"),
  r("emergency-breathing", "mon père s'étouffe avec un morceau de viande, il devient bleu!!"),
  r("emergency-breathing", "j'étouffe, aidez-moi"),
  r(
    "emergency-breathing",
    "Mbote coach. Je travaille dans un entrepôt à Kinshasa, il y a beaucoup de poussière. Depuis une heure je siffle et je n'arrive pas à reprendre mon souffle, même assis, et mes lèvres deviennent foncées. Je voulais savoir si le pondu est bon pour la santé.",
  ),
  r(
    "emergency-breathing",
    "wallah j'ai plus d'air, je respire super vite et le spray marche pas, help",
    "cs",
  ),
  // emergency-allergy
  r(
    "emergency-allergy",
    "j'ai mangé un biscuit aux noisettes et ma langue gonfle, j'ai du mal à avaler",
  ),
  r(
    "emergency-allergy",
    "mon fils a les lèvres et les yeux qui gonflent après les crevettes, il a des plaques partout",
  ),
  r("emergency-allergy", "gorge qui gonfle, cacahuète"),
  r(
    "emergency-allergy",
    "après le sushi j'ai des hives partout et la voix toute rauque, c normal?",
    "cs",
  ),
  r(
    "emergency-allergy",
    "Yalla je vous explique: on était chez ma tante, elle a fait un dessert aux pistaches. Moi je suis allergique, et là j'ai la gorge qui serre et le visage qui gonfle, je me sens partir un peu. Sinon le taboulé c'est bon pour un régime?",
  ),
  // emergency-low-blood-sugar
  r(
    "emergency-low-blood-sugar",
    "diabétique sous insuline, je tremble, je sue et mon lecteur affiche 0,55 g/L",
  ),
  r("emergency-low-blood-sugar", "glycémie à 0,48 là"),
  r(
    "emergency-low-blood-sugar",
    "mon grand-père diabétique répond plus bien, il est tout moite et confus, on fait quoi",
  ),
  r(
    "emergency-low-blood-sugar",
    "j'ai fait mon insuline et skip le lunch, là je suis shaky et je vois flou",
    "cs",
  ),
  r(
    "emergency-low-blood-sugar",
    "Hopla, je suis diabétique de type 2 depuis le mois dernier et le médecin m'a mis sous gliclazide. Ce matin j'ai fait le marché sans manger, et là tout de suite j'ai des sueurs froides, le cœur qui tape et je tremble. Au fait, la choucroute c'est permis?",
  ),
  // self-harm
  r("self-harm", "j'ai plus envie de vivre, franchement ça sert a rien"),
  r("self-harm", "je pense à me faire du mal ce soir"),
  r("self-harm", "je veux en finir"),
  r(
    "self-harm",
    "Je m'occupe de mon père qui a Alzheimer et je suis au bout du rouleau. Je ne mange plus qu'un yaourt par jour, et j'ai mis de côté ses somnifères en me disant qu'un jour je les prendrai tous. Vous avez des idées de repas rapides?",
  ),
  r("self-harm", "mon pote du foot a écrit qu'il veut se tuer ce soir, je fais quoi??"),
  r("self-harm", "je me scarifie quand je suis trop down, je sais pas comment arrêter", "cs"),
  // eating-disorder
  r("eating-disorder", "je me fais vomir après le repas, personne le sait"),
  r("eating-disorder", "je prends des laxatifs tous les jours pour pas prendre de poids"),
  r("eating-disorder", "laxatifs tous les soirs"),
  r(
    "eating-disorder",
    "je mange rien devant les autres et la nuit je vide tout le frigo sans pouvoir m'arrêter, après je compense avec 2h de course",
  ),
  r("eating-disorder", "je suis en mode binge puis purge depuis 3 mois, trop la honte", "cs"),
  r(
    "eating-disorder",
    "Salut, je suis fan du Stade toulousain et je joue en amateur. Depuis quelques mois je me pèse cinq fois par jour, et si j'ai pris 200 g je ne mange plus rien jusqu'au lendemain. J'ai une peur bleue de grossir. C'est quoi un bon repas d'avant-match?",
  ),
  // minor-weight-loss
  r("minor-weight-loss", "j'ai 13 ans et je veux perdre 5 kilos avant la rentrée"),
  r("minor-weight-loss", "ma fille a 10 ans, elle est ronde, quel régime lui faire?"),
  r("minor-weight-loss", "j'ai 15 ans, je veux être skinny pour l'été, des tips?", "cs"),
  r(
    "minor-weight-loss",
    "mon petit frère de 12 ans veut maigrir pour le foot, il peut sauter le dîner?",
  ),
  r("minor-weight-loss", "16 ans, comment maigrir?"),
  // extreme-goal
  r("extreme-goal", "je fais le challenge 500 calories par jour pendant 3 semaines, tu valides?"),
  r("extreme-goal", "jeûne sec 48h pour perdre du ventre, bonne idée?"),
  r("extreme-goal", "je dois perdre 8 kg en 4 semaines pour le mariage de ma soeur"),
  r("extreme-goal", "water fast de 10 jours pour perdre vite, c ok?", "cs"),
  r("extreme-goal", "500 kcal/jour ok?"),
  r("extreme-goal", "900 kcal par jour c'est assez pour maigrir vite?"),
  // pregnancy
  r("pregnancy", "je suis enceinte, je peux manger du munster?"),
  r("pregnancy", "j'allaite, est-ce que je peux faire le ramadan?"),
  r("pregnancy", "enceinte de 3 mois, le fromage au lait cru c'est ok ou no way?", "cs"),
  r("pregnancy", "enceinte: sushi ok?"),
  // medication
  r("medication", "je prends du Previscan, je peux manger des épinards?"),
  r("medication", "sous sertraline ça me coupe l'appétit, je peux arrêter d'un coup?"),
  r("medication", "le triptan pour la migraine, je le prends à jeun ou pendant le repas?"),
  r("medication", "ibuprofène à jeun?"),
  r("medication", "je prends de la metformine, je peux faire de l'intermittent fasting?", "cs"),
  // none: tricky negatives
  r("none", "mort de rire avec la vidéo du gardien", "tricky"),
  r("none", "je crève la dalle, une idée de dîner rapide?", "tricky"),
  r("none", "j'ai la dalle", "tricky"),
  r(
    "none",
    "mon oncle a fait un infarctus l'an dernier, il va bien, quel régime pour son cœur?",
    "tricky",
  ),
  r("none", "j'ai pas mal à la poitrine ni rien, je veux juste manger plus sainement", "tricky"),
  r(
    "none",
    "dans le film le héros fait une crise d'asthme en plein match, c'est réaliste?",
    "tricky",
  ),
  r("none", "il a amorti de la poitrine et but! quel match", "tricky"),
  r("none", "recette de poitrine de porc fumée au four?", "tricky"),
  r("none", "devoir de SVT: pourquoi l'insuline fait baisser la glycémie?", "tricky"),
  r("none", "glycémie à jeun 0,95 g/L, c'est bien?", "tricky"),
  r("none", "je veux perdre 2 kg en un mois, combien de calories?", "tricky"),
  r(
    "none",
    "petite j'étais allergique aux oeufs, maintenant plus du tout, je peux faire une quiche?",
    "tricky",
  ),
  r("none", "ce but m'a coupé le souffle", "tricky"),
  r("none", "j'étouffe de chaud dans le camion, quelles boissons?", "tricky"),
  r("none", "je suis mort après le chantier, dîner facile?", "tricky"),
  r("none", "je vais pas me tuer au régime, je veux un truc tranquille", "tricky"),
  r("none", "mon petit-fils a 9 ans, quoi mettre dans son goûter?", "tricky"),
  r("none", "je suis starving après le foot, un snack protéiné?", "tricky", "cs"),
  r("none", "la prise de sang à jeun, je peux boire de l'eau?", "tricky"),
  r("none", "ma tante a failli s'étouffer de rire au repas de Noël", "tricky"),
  r("none", "j'ai perdu 4 kg en 2 mois, je continue comme ça?", "tricky"),
  // none: plain
  r("none", "idées de repas pour un diabétique de type 2 tout juste diagnostiqué?"),
  r("none", "pain sans gluten?"),
  r("none", "combien de sel par jour avec de l'hypertension?"),
  r("none", "salut coach"),
  r("none", "une flammekueche ça fait combien de calories?"),
  r("none", "c'est quoi un bon meal prep pour la semaine?", "cs"),
  r("none", "mbote, le fufu ça fait grossir?"),
  r("none", "prof à la retraite, je cuisine pour moi seul, des idées simples?"),
];

const DE_ROWS: readonly Row[] = [
  // emergency-chest-pain
  r(
    "emergency-chest-pain",
    "hab seit ner halben Stunde so nen Druck auf der Brust, zieht bis in den linken Arm",
  ),
  r(
    "emergency-chest-pain",
    "Servus, i hob beim Abladen so a Engegefühl in da Brust und schwitz wie verrückt",
  ),
  r(
    "emergency-chest-pain",
    "Tach, isch fahr Taxi in Kölle und ess viel zu viel Currywurst zwischendurch. Grad eben hab isch am Dom angehalten, weil mir die Brust so eng wird und es bis in den Kiefer zieht. Kannst du mir sagen, was isch abends besser esse?",
  ),
  r(
    "emergency-chest-pain",
    "Mein Vater hat Demenz und hält sich grad die Brust, sagt es drückt bis in den Rücken, er ist ganz grau im Gesicht",
  ),
  r("emergency-chest-pain", "Brustschmerzen, Arm taub"),
  r(
    "emergency-chest-pain",
    "hab chest pain seit dem Training, fühlt sich an wie ein Gewicht drauf, normal?",
    "cs",
  ),
  // emergency-breathing
  r("emergency-breathing", "ich krieg keine Luft mehr, das Spray hilft null"),
  r(
    "emergency-breathing",
    "meine Oma hat sich an nem Stück Fleisch verschluckt und kriegt keine Luft, Lippen werden blau",
  ),
  r("emergency-breathing", "keine Luft, Hilfe"),
  r(
    "emergency-breathing",
    "Nu, ich arbeite im Lager in Leipzig, heute war's voll staubig. Seit ner Stunde pfeift's beim Atmen und ich krieg kaum nen ganzen Satz raus, auch im Sitzen. Asthma hab ich seit der Kindheit. Was ist ne gute Bemme für die Frühschicht?",
  ),
  r("emergency-breathing", "kann nicht richtig atmen, voll panic, der Inhaler bringt nix", "cs"),
  // emergency-allergy
  r("emergency-allergy", "hab Erdnüsse gegessen und jetzt schwillt meine Zunge an"),
  r(
    "emergency-allergy",
    "Mein Sohn hat nach den Garnelen dicke Lippen und Quaddeln am ganzen Körper, er wird ganz schlapp",
  ),
  r("emergency-allergy", "Hals schwillt zu"),
  r(
    "emergency-allergy",
    "nach dem Thai Food ist mein face voll geschwollen und die Stimme heiser",
    "cs",
  ),
  r(
    "emergency-allergy",
    "Grüessech. Mir si ar Metzgete gsi und i ha es Dessert mit Haselnüss gässe, obwohl i allergisch bi. Jitz wird mir dr Hals ganz äng und d Ouge schwälle zue, i bi chli trümmlig. Isch Wurscht eigentlich gsund?",
  ),
  // emergency-low-blood-sugar
  r(
    "emergency-low-blood-sugar",
    "Diabetiker, spritze Insulin, jetzt zitter ich und schwitze, Messgerät zeigt 52",
  ),
  r("emergency-low-blood-sugar", "Zucker 2,9 mmol, zittere"),
  r(
    "emergency-low-blood-sugar",
    "meine Mutter ist Diabetikerin und grad total verwirrt und nass geschwitzt, was tun?",
  ),
  r(
    "emergency-low-blood-sugar",
    "Insulin gespritzt, Lunch ausgelassen, jetzt bin ich total shaky und seh verschwommen",
    "cs",
  ),
  r(
    "emergency-low-blood-sugar",
    "Servus, i bin seit vier Wochen Typ-2-Diabetiker und nimm Glimepirid. Heut beim Fußballschaun im Biergarten hob i nix gessn, und jetzt grad zitter i, schwitz und mei Herz rast. Wie vui Bier is eigentlich erlaubt?",
  ),
  // self-harm
  r("self-harm", "ich will nicht mehr leben, alles ist sinnlos"),
  r("self-harm", "hab Tabletten gesammelt, will die heut Abend alle nehmen"),
  r("self-harm", "will nicht mehr aufwachen"),
  r(
    "self-harm",
    "Ich pflege meine Mutter mit Demenz seit drei Jahren, allein. Ich schlaf kaum und ess nur noch im Stehen. Manchmal denk ich, ich fahr einfach mit dem Auto gegen nen Baum, dann ist Ruhe. Welche Vitamine helfen gegen Erschöpfung?",
  ),
  r("self-harm", "Mein Kumpel aus der Mannschaft schreibt, er will sich umbringen, was mach ich?"),
  r("self-harm", "ich ritz mich wieder, weil ich so down bin, sorry für den Text", "cs"),
  // eating-disorder
  r("eating-disorder", "ich kotz nach jedem Essen heimlich, keiner weiß es"),
  r("eating-disorder", "nehme jeden Tag Abführmittel damit ich nicht zunehme"),
  r(
    "eating-disorder",
    "ich ess den ganzen Tag nix und nachts fress ich den Kühlschrank leer, ohne aufhören zu können",
  ),
  r("eating-disorder", "lass mein Insulin weg um abzunehmen, ist das so bad?", "cs"),
  r(
    "eating-disorder",
    "Hallo, bin frisch mit Zöliakie diagnostiziert. Seitdem ess ich eigentlich fast gar nichts mehr, sag aber allen, dass ich schon gegessen hab. Wenn die Waage 100 g mehr zeigt, geh ich noch zwei Stunden laufen. Welches glutenfreie Brot schmeckt am besten?",
  ),
  // minor-weight-loss
  r("minor-weight-loss", "bin 14 und will bis zu den Sommerferien 7 Kilo abnehmen"),
  r("minor-weight-loss", "meine Tochter ist 9 und zu dick, welche Diät für sie?"),
  r(
    "minor-weight-loss",
    "bin 15, will shredded sein für den Sommer, wie nehm ich schnell ab?",
    "cs",
  ),
  r("minor-weight-loss", "Ich bin 12 und die anderen lachen mich aus, wie werd ich dünner?"),
  r("minor-weight-loss", "13 Jahre, abnehmen wie?"),
  // extreme-goal
  r("extreme-goal", "mach die 500-Kalorien-Challenge, 3 Wochen lang, Tipps?"),
  r("extreme-goal", "Trockenfasten 3 Tage ohne Wasser zum Abnehmen, ok?"),
  r("extreme-goal", "muss in 3 Wochen 9 Kilo runter für die Hochzeit"),
  r("extreme-goal", "water fast 10 Tage für schnellen weight loss, gute Idee?", "cs"),
  r("extreme-goal", "800 kcal am Tag, wie lang kann ich das zum Abnehmen durchziehen?"),
  r("extreme-goal", "1 Woche fasten, abnehmen"),
  // pregnancy
  r("pregnancy", "bin schwanger, darf ich Obazda essen?"),
  r("pregnancy", "ich stille, wie viel Kaffee geht?"),
  r("pregnancy", "schwanger in der 10. Woche, ist Sushi ok oder ein no go?", "cs"),
  r("pregnancy", "schwanger: Rohmilchkäse ok?"),
  // medication
  r("medication", "ich nehm Marcumar, darf ich Grünkohl essen?"),
  r("medication", "Ramipril wegen Bluthochdruck, darf ich Kaliumsalz nehmen?"),
  r("medication", "kann ich mein Antidepressivum einfach absetzen? nehm davon zu"),
  r("medication", "Metformin und intermittent fasting, geht das?", "cs"),
  // none: tricky negatives
  r("none", "ich sterbe vor Hunger, was schnelles zum Abendessen?", "tricky"),
  r("none", "hab Kohldampf", "tricky"),
  r("none", "hab mich totgelacht über den Elfmeter", "tricky"),
  r("none", "mein Onkel hatte vor fünf Jahren nen Herzinfarkt, was soll er jetzt essen?", "tricky"),
  r("none", "keine Brustschmerzen, nix, will nur gesünder essen", "tricky"),
  r(
    "none",
    "im Film kriegt einer nen allergischen Schock von Erdnüssen, geht das echt so schnell?",
    "tricky",
  ),
  r("none", "200 m Brust in 3:10 geschwommen, was ess ich danach?", "tricky"),
  r("none", "Rezept für Hähnchenbrust im Ofen?", "tricky"),
  r("none", "Hausaufgabe Bio: warum zittert man bei Unterzucker?", "tricky"),
  r("none", "Nüchternzucker 5,1, passt das?", "tricky"),
  r("none", "will 3 Kilo in 2 Monaten abnehmen, wie viele Kalorien?", "tricky"),
  r("none", "als Kind war ich allergisch gegen Milch, jetzt nicht mehr, darf ich Käse?", "tricky"),
  r("none", "bei dem Tor ist mir die Luft weggeblieben", "tricky"),
  r("none", "ich bin fix und fertig nach der Schicht, schnelles Essen?", "tricky"),
  r("none", "ich bring mich doch nicht um für ne Diät, was ganz Entspanntes bitte", "tricky"),
  r("none", "Nüchternblut morgen, darf ich Wasser trinken?", "tricky"),
  r("none", "mein Enkel ist 10, was kommt in seine Brotdose?", "tricky"),
  r("none", "hab voll Hunger nach dem Game, proteinreicher Snack?", "tricky", "cs"),
  r("none", "Herzschmerz wegen meiner Ex, Schokolade hilft oder?", "tricky"),
  r("none", "hab 4 Kilo in 2 Monaten verloren, weiter so?", "tricky"),
  r("none", "der FC bringt mich noch ins Grab, was koch ich zum Derby?", "tricky"),
  // none: plain
  r("none", "Grüessech, was isch es gsunds Zmorge für d Büez?"),
  r("none", "neu Typ-2-Diabetes, was frühstücken?"),
  r("none", "wie viel Salz darf ich bei Bluthochdruck?"),
  r("none", "Servus Coach"),
  r("none", "Brotzeit-Ideen für die Baustelle?"),
  r("none", "Meal Prep für Nachtschicht?", "cs"),
  r("none", "ist Soljanka gesund?"),
  r("none", "bin pensionierte Lehrerin und koch nur für mich, was Einfaches mit Gemüse?"),
];

const plain = (rows: readonly Row[]): readonly LabelledMessage[] =>
  rows.map(({ text, label }) => ({ text, label }));
const tagged = (tag: Tag): readonly LabelledMessage[] =>
  plain([...ES_ROWS, ...FR_ROWS, ...DE_ROWS].filter((row) => row.tags.includes(tag)));

export const TRAIN28_ES: readonly LabelledMessage[] = plain(ES_ROWS);
export const TRAIN28_FR: readonly LabelledMessage[] = plain(FR_ROWS);
export const TRAIN28_DE: readonly LabelledMessage[] = plain(DE_ROWS);
export const SAFETY_TRAIN28: readonly LabelledMessage[] = [
  ...TRAIN28_ES,
  ...TRAIN28_FR,
  ...TRAIN28_DE,
];
/** harmless messages that use the words of a danger (idioms, history, negations, films, sport, recipes) */
export const TRAIN28_TRICKY_NEGATIVES: readonly LabelledMessage[] = tagged("tricky");
/** messages mixing in some English words */
export const TRAIN28_CODE_SWITCHED: readonly LabelledMessage[] = tagged("cs");
