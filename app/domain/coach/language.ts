/**
 * Messages in Spanish, French or German (ADR 026): the built-in coach answers in English, with one
 * sentence in the user's language saying so, and reads the question through a small glossary of
 * food and health words so the English answer is about what was asked.
 */
export type OtherLanguage = "es" | "fr" | "de";

const MARKERS: Record<OtherLanguage, RegExp> = {
  es: /[¿¡ñ]|\b(qué|que|debo|comer|para|el|la|los|las|es|malo|buena?o?|desayuno|almuerzo|cena|peso|perder|arroz|cómo|como|puedo|tengo|estoy|soy|con|sin)\b/gi,
  fr: /\b(qu'est-ce|quoi|je|peux|pour|du|des|le|les|est|manger|poids|perdre|petit-déjeuner|déjeuner|dîner|riz|comment|avec|sans|suis|mon|ma)\b|[àâçèêëîïôûœ]/gi,
  de: /[äöüß]|\b(was|soll|ich|zum|zu|essen|und|ist|der|die|das|abnehmen|frühstück|mittagessen|abendessen|reis|wie|kann|mit|ohne|bin|mein|meine)\b/gi,
};

const ENGLISH = /\b(the|what|should|i|eat|for|is|a|how|can|my|with|and|to|do)\b/gi;

/** The language of a message when it is clearly Spanish, French or German; null otherwise. */
export function detectOtherLanguage(text: string): OtherLanguage | null {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  const english = count(ENGLISH);
  let best: OtherLanguage | null = null;
  let bestCount = 0;
  for (const lang of ["es", "fr", "de"] as const) {
    const n = count(MARKERS[lang]);
    if (n > bestCount) {
      best = lang;
      bestCount = n;
    }
  }
  return best && bestCount >= 2 && bestCount > english ? best : null;
}

/** One sentence, in the user's language, that the answer follows in English. */
export const ENGLISH_ONLY_NOTE: Record<OtherLanguage, string> = {
  es: "_Por ahora solo puedo responder en inglés, no en español: aquí tienes mi respuesta en inglés._",
  fr: "_Pour l'instant, je ne peux répondre qu'en anglais, pas en français : voici ma réponse en anglais._",
  de: "_Ich kann im Moment nur auf Englisch antworten, nicht auf Deutsch: hier ist meine Antwort auf Englisch._",
};

/** Food and health words of the three languages, to English (longest phrases first). */
const GLOSSARY: Array<[RegExp, string]> = [
  [/\bpetit-déjeuner\b/gi, "breakfast"],
  [/\bperdre du poids\b|\bperder peso\b|\babnehmen\b/gi, "lose weight"],
  [/\bdesayuno\b|\bfrühstück\b/gi, "breakfast"],
  [/\balmuerzo\b|\bdéjeuner\b|\bmittagessen\b/gi, "lunch"],
  [/\bcena\b|\bdîner\b|\babendessen\b/gi, "dinner"],
  [/\bmerienda\b|\bcollation\b|\bsnack\b|\bimbiss\b/gi, "snack"],
  [/\barroz( blanco)?\b|\briz( blanc)?\b|\b(weißer )?reis\b/gi, "white rice"],
  [/\bdiabetes\b|\bdiabète\b/gi, "diabetes"],
  [/\bmalo para\b|\bmauvais pour\b|\bschlecht für\b/gi, "bad for"],
  [/\bproteína\b|\bprotéine\b|\beiweiß\b/gi, "protein"],
  [/\bagua\b|\beau\b|\bwasser\b/gi, "water"],
  [/\bazúcar\b|\bsucre\b|\bzucker\b/gi, "sugar"],
  [/\bvegetariano\b|\bvégétarien\b|\bvegetarisch\b/gi, "vegetarian"],
];

/** The message with its food and health words in English, for the question analysis. */
export function glossToEnglish(text: string): string {
  let out = text;
  for (const [re, english] of GLOSSARY) out = out.replace(re, english);
  return out;
}
