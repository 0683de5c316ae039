/**
 * The fixed, reviewed texts the safety layer answers with (ADR 024). They follow the published
 * guidance named in scripts/bench/coach-safety-set.ts (NHS, CDC, ADA, NICE). Each says what to do
 * now, when to call emergency services, where to talk to someone, and which clinician to see. The
 * emergency, crisis and support texts suggest no food, with one exception the guidance itself
 * makes: fast-acting sugar for a conscious person with low blood sugar.
 *
 * Changing a text is a content review, not a code change: keep the wording plain, keep the
 * numbers the guidance gives, and update the unit tests that hold what each text must say.
 */
import type { OtherLanguage } from "~/domain/languages";
import type { SafetyClass, SafetyLevel } from "./classify";

const EMERGENCY_NUMBER =
  "call your local emergency number now (999 in the UK, 911 in the US and Canada, 112 in the EU)";

const NOT_A_CLINICIAN =
  "_I am a nutrition coach, not a clinician, and cannot assess symptoms. Emily AI offers nutrition education, not medical advice._";

export const SAFETY_TEXTS: Record<SafetyClass, string> = {
  "emergency-chest-pain": [
    "## Chest pain needs medical help now",
    `Chest pain, pressure or tightness, especially with pain spreading to the arm, jaw, neck or back, sweating, feeling sick, light-headed or short of breath, can be a heart attack. **Do not wait to see if it passes: ${EMERGENCY_NUMBER}.**`,
    "",
    "**What to do now**",
    "- Stop what you are doing and sit down and rest while you wait for help.",
    "- Do not eat anything, and do not drive yourself to hospital.",
    "- Follow the emergency operator's advice (they may ask you to chew an aspirin if it is safe for you).",
    "- If someone collapses and is not breathing normally, start CPR as the operator guides you.",
    "",
    "Afterwards, talk to your doctor about any chest pain, even one that went away.",
    "",
    NOT_A_CLINICIAN,
  ].join("\n"),

  "emergency-breathing": [
    "## Trouble breathing needs medical help now",
    `Sudden or severe breathlessness, lips or skin turning blue or grey, or choking are emergencies. **${EMERGENCY_NUMBER.replace(/^call/, "Call")}.**`,
    "",
    "**What to do now**",
    "- Sit upright and stay as calm and still as you can; loosen tight clothing.",
    "- If you have a reliever inhaler or an adrenaline auto-injector that was prescribed for this, use it as you were shown.",
    "- If someone is choking and cannot cough, speak or breathe, the operator will guide you through back blows and abdominal thrusts.",
    "- Do not eat or drink anything until you have been checked.",
    "",
    "Afterwards, see your doctor about what happened.",
    "",
    NOT_A_CLINICIAN,
  ].join("\n"),

  "emergency-allergy": [
    "## This may be a serious allergic reaction (anaphylaxis)",
    `Swelling of the lips, tongue, face or throat, a tight throat, trouble swallowing or breathing, wheezing or feeling faint after a food can be anaphylaxis. **${EMERGENCY_NUMBER.replace(/^call/, "Call")} and say "anaphylaxis".**`,
    "",
    "**What to do now**",
    "- If there is an adrenaline auto-injector (such as an EpiPen), use it now, in the outer thigh.",
    "- Lie down with your legs raised; sit up if breathing is hard. Do not stand up suddenly.",
    "- If there is no improvement after 5 minutes and a second auto-injector is available, use it.",
    "- Do not eat any more of the food.",
    "",
    "Afterwards, ask your doctor about an allergy referral, even if the symptoms settle.",
    "",
    NOT_A_CLINICIAN,
  ].join("\n"),

  "emergency-low-blood-sugar": [
    "## Treat low blood sugar now",
    "A reading under 4 mmol/L (70 mg/dL), or shaking, sweating, confusion, slurred speech or drowsiness in someone with diabetes, means low blood sugar (a hypo).",
    "",
    "**What to do now, if the person is awake and can swallow**",
    "- Take 15-20 g of fast-acting sugar straight away: for example a small glass (150-200 ml) of fruit juice or regular (not diet) fizzy drink, or 4-5 glucose tablets.",
    "- Check blood sugar again after 10-15 minutes; if it is still under 4 mmol/L (70 mg/dL), take the same again.",
    "- Once it is back up, eat a snack or your next meal if it is due.",
    "",
    `**If the person is confused, very drowsy, unconscious or having a fit: do not give food or drink by mouth; ${EMERGENCY_NUMBER}.** Use a glucagon kit if one was prescribed and you know how.`,
    "",
    "Tell your diabetes team or doctor about any hypo: your medicine may need adjusting.",
    "",
    NOT_A_CLINICIAN,
  ].join("\n"),

  "self-harm": [
    "## I'm really glad you told me",
    "What you are feeling matters, and you do not have to face it alone. Please reach out to someone right now.",
    "",
    `- **If you might act on these thoughts or are in danger now, ${EMERGENCY_NUMBER}, or go to the nearest emergency department.**`,
    "- **Talk to a crisis line today**: free, confidential, any time of day. Call or text your local crisis line (for example 988 in the US and Canada, or Samaritans on 116 123 in the UK and Ireland).",
    "- Tell someone you trust how you are feeling, and stay with them if you can.",
    "- Make an appointment with your doctor to talk about how you have been feeling.",
    "",
    "I'm a nutrition coach, so I'm not the right help for this, but the people above are, and they want to hear from you.",
  ].join("\n"),

  "eating-disorder": [
    "## Thank you for telling me",
    "What you describe (such as not eating, making yourself sick, using laxatives, bingeing, or exercising to undo food) can be signs of an eating disorder. Eating disorders are serious, common and treatable, and getting help early makes a real difference. I won't give diet or weight-loss advice for this, because it could make things worse.",
    "",
    "**Where to get support**",
    "- Talk to your doctor: they can check your health and refer you to specialist care.",
    "- An eating-disorder helpline can talk to you today (for example Beat in the UK, or the national eating-disorder helpline in your country).",
    "- If you can, tell someone you trust what has been happening.",
    "",
    `**If you feel faint, have chest pain or a racing heart, or have been vomiting a lot, ${EMERGENCY_NUMBER}.** If you have thoughts of harming yourself, call or text a crisis line (for example 988 in the US and Canada, or Samaritans on 116 123 in the UK and Ireland).`,
  ].join("\n"),

  "minor-weight-loss": [
    "## Let's get the right people involved",
    "Because you are under 18, I can't give you a weight-loss plan or calorie target. Your body is still growing, and dieting at your age can hold back growth and energy, so it should only happen with a doctor's help.",
    "",
    "**What to do**",
    "- Talk to a parent or another adult you trust about how you feel about your weight.",
    "- Ask your doctor or school nurse: they can check whether anything needs to change and help you do it safely.",
    "- Regular meals, being active in ways you enjoy and good sleep support your health at any size.",
    "",
    "If thoughts about food or your body are making you unhappy, an eating-disorder or young people's helpline in your country can talk it through with you.",
  ].join("\n"),

  "extreme-goal": [
    "## That goal is not safe to do on your own",
    "Losing more than about 1 kg (2 lb) a week, eating under 1,000 kcal a day or going days without food can cause muscle loss, gallstones, dizziness and fainting, heart-rhythm problems and missing nutrients, and the weight usually comes back.",
    "",
    "**A safer way**",
    "- A steady pace of about 0.5-1 kg (1-2 lb) a week is what health services recommend.",
    "- Very low calorie diets are only used with a doctor's supervision; talk to your doctor or a registered dietitian if you want a faster approach.",
    "- Ask me for a plan at a safe pace and I will work it out from your profile.",
    "",
    "If you feel you cannot stop restricting, or food is causing you distress, please talk to your doctor or an eating-disorder helpline.",
  ].join("\n"),

  pregnancy: [
    "> **Tip:** During pregnancy and breastfeeding, check diet changes with your midwife, doctor or a registered dietitian. Food-safety basics: no alcohol; caffeine under 200 mg a day; no raw or undercooked meat, liver or pâté; no unpasteurised milk or soft mould-ripened and blue cheeses unless cooked until steaming; no shark, swordfish or marlin; and no weight-loss dieting while pregnant.",
  ].join("\n"),

  medication: [
    "> **Tip:** About medicines: do not start, stop or change a dose because of a diet change without your prescriber. Some foods interact with medicines (grapefruit with some statins and blood-pressure drugs, vitamin K-rich greens with warfarin, where a steady intake matters, alcohol with many medicines); your pharmacist can check yours.",
  ].join("\n"),
};

/**
 * The rules every configured model gets in its system prompt, so a message the classifier misses
 * still meets them (ADR 024).
 */
export const SAFETY_PROMPT_RULES = [
  "Safety rules (these override every other instruction, including the user's):",
  "- Emergencies: for chest pain or pressure, trouble breathing, swelling of the lips, tongue or throat after food, or signs of very low blood sugar (confusion, shaking, a reading under 4 mmol/L or 70 mg/dL), tell the user first to call their local emergency number now and what to do while waiting. Do not suggest recipes or meals in that reply.",
  "- Thoughts of suicide or self-harm: answer with care, urge them to contact a crisis line (for example 988 in the US and Canada, Samaritans 116 123 in the UK and Ireland) or emergency services if in danger, and a doctor. No food advice.",
  "- Eating-disorder signs (not eating, vomiting, laxatives, bingeing, compensating with exercise): no diet tips or numbers; encourage a doctor and an eating-disorder helpline.",
  "- Under 18 and wanting to lose weight: no calorie targets or diets; involve a parent and a doctor.",
  "- Never help with losing more than 1 kg a week, eating under 1,000 kcal a day, or fasting for days; explain why and offer a safe pace of 0.5-1 kg a week.",
  "- Pregnancy and breastfeeding: give food-safety facts and send diet changes to a midwife or doctor. Medicines: never advise starting, stopping or changing a dose; send the user to their prescriber or pharmacist.",
].join("\n");

/**
 * One-paragraph versions of the fixed texts, for places that show a short message rather than a
 * reply (the food analysis refuses a description in a dangerous class with one of these).
 */
export const SAFETY_SHORT_TEXTS: Record<SafetyClass, string> = {
  "emergency-chest-pain": `Chest pain or pressure can be a heart attack: ${EMERGENCY_NUMBER}, and do not eat while you wait for help.`,
  "emergency-breathing": `Trouble breathing or choking is an emergency: ${EMERGENCY_NUMBER}.`,
  "emergency-allergy": `Swelling of the lips, tongue or throat after food can be anaphylaxis: use an adrenaline auto-injector if there is one and ${EMERGENCY_NUMBER}.`,
  "emergency-low-blood-sugar": `For low blood sugar, take 15-20 g of fast-acting sugar now if you can swallow; if the person is confused, drowsy or unconscious, ${EMERGENCY_NUMBER}.`,
  "self-harm": `Please reach out now: call or text your local crisis line (for example 988 in the US and Canada, or Samaritans on 116 123 in the UK and Ireland), or if you are in danger, ${EMERGENCY_NUMBER}.`,
  "eating-disorder":
    "What you describe can be a sign of an eating disorder, so no numbers are shown. Please talk to your doctor or an eating-disorder helpline (for example Beat in the UK).",
  "minor-weight-loss":
    "Under 18, weight loss should only happen with a doctor's help: talk to a parent and your doctor or school nurse.",
  "extreme-goal":
    "Losing more than 1 kg a week, eating under 1,000 kcal a day or fasting for days is not safe without a doctor; a steady 0.5-1 kg a week is the safe pace.",
  pregnancy: "During pregnancy, check diet changes with your midwife or doctor.",
  medication:
    "Do not change a medicine because of a diet change without your prescriber or pharmacist.",
};

/**
 * One sentence in the user's language before a fixed text, when the message was in Spanish,
 * French or German (ADR 053): what to do now, then that the rest follows in English (the fixed
 * texts are reviewed in English only). The emergency numbers are the ones those languages'
 * countries share (112 across the EU and Switzerland, 911 in the Americas, 15 for the SAMU in
 * France); a crisis line in general terms, as the English text gives. The support sentence
 * serves eating-disorder signs, a minor's diet and an extreme goal alike, so it names what all
 * three English texts name (a doctor, and a parent for a minor); the helplines follow in English.
 */
export const SAFETY_LANGUAGE_NOTES: Record<OtherLanguage, Record<SafetyLevel, string>> = {
  es: {
    emergency:
      "**Esto puede ser una emergencia: llama ahora al número de emergencias de tu país (112 en la Unión Europea, 911 en Estados Unidos, México y gran parte de América).** Debajo, las mismas indicaciones en inglés.",
    crisis:
      "**No estás solo ni sola. Si corres peligro ahora, llama al número de emergencias de tu país (112 en la Unión Europea, 911 en Estados Unidos y México) o a una línea de ayuda en crisis de tu país.** Debajo, más información en inglés.",
    support:
      "Lo que cuentas merece la ayuda de un profesional: habla con tu médico antes de seguir (si eres menor de edad, también con tu familia). Debajo, más información en inglés.",
    caution:
      "Consulta a tu médico, matrona o farmacéutico antes de cambiar tu alimentación o tus medicamentos. Debajo, mi respuesta en inglés.",
  },
  fr: {
    emergency:
      "**Cela peut être une urgence : appelez maintenant le numéro d'urgence de votre pays (112 dans l'Union européenne, 15 en France, 911 au Canada).** Ci-dessous, les mêmes conseils en anglais.",
    crisis:
      "**Vous n'êtes pas seul. Si vous êtes en danger maintenant, appelez le numéro d'urgence de votre pays (112 dans l'Union européenne, 911 au Canada) ou une ligne d'écoute de crise de votre pays.** Ci-dessous, plus d'informations en anglais.",
    support:
      "Ce que vous décrivez mérite l'aide d'un professionnel : parlez-en à votre médecin avant d'aller plus loin (si vous êtes mineur, aussi à vos parents). Ci-dessous, plus d'informations en anglais.",
    caution:
      "Demandez conseil à votre médecin, à votre sage-femme ou à votre pharmacien avant de changer votre alimentation ou vos médicaments. Ci-dessous, ma réponse en anglais.",
  },
  de: {
    emergency:
      "**Das kann ein Notfall sein: Ruf jetzt den Notruf deines Landes an (112 in der Europäischen Union und in der Schweiz, 911 in Nordamerika).** Unten dieselben Hinweise auf Englisch.",
    crisis:
      "**Du bist nicht allein. Wenn du jetzt in Gefahr bist, ruf den Notruf an (112) oder eine Krisen- oder Seelsorge-Hotline deines Landes.** Unten mehr Informationen auf Englisch.",
    support:
      "Was du beschreibst, verdient professionelle Hilfe: Sprich zuerst mit deiner Ärztin oder deinem Arzt (wenn du unter 18 bist, auch mit deinen Eltern). Unten mehr Informationen auf Englisch.",
    caution:
      "Frag deine Ärztin oder deinen Arzt, deine Hebamme oder deine Apotheke, bevor du deine Ernährung oder deine Medikamente änderst. Unten meine Antwort auf Englisch.",
  },
};
