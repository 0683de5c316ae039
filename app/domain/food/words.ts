/**
 * Words of food text as the engine compares them: lower-case, without accents or apostrophes,
 * hyphens as spaces, and (for matching) singular. Aliases, food names, dislikes and shopping names
 * all go through these, so "Tomatoes", "tomato" and "tomatoes," compare equal everywhere.
 */

const SINGULAR_EXCEPTIONS: Record<string, string> = {
  leaves: "leaf",
  halves: "half",
  loaves: "loaf",
  knives: "knife",
  mice: "mouse",
  teeth: "tooth",
  feet: "foot",
  chillies: "chilli",
  chilies: "chili",
  chiles: "chile",
  pies: "pie",
  // words that end in -ie in the singular
  cookies: "cookie",
  brownies: "brownie",
  smoothies: "smoothie",
  veggies: "veggie",
  calories: "calorie",
  hoagies: "hoagie",
  goodies: "goodie",
  // -oes / -ches words whose singular keeps the e
  quiches: "quiche",
  molasses: "molasses",
};

/** "tomatoes" -> "tomato"; applied to alias keys and to lines alike, so it only has to be consistent */
export function singularise(word: string): string {
  // own keys only: a word such as "constructor" must not read Object.prototype
  if (Object.hasOwn(SINGULAR_EXCEPTIONS, word)) return SINGULAR_EXCEPTIONS[word];
  if (word.length <= 3) return word;
  if (/(ss|us|is|ous)$/.test(word)) return word;
  if (/ies$/.test(word)) return word.slice(0, -3) + "y";
  if (/(oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** lower-case, no accents or apostrophes, hyphens as spaces (words as written, for display) */
export function plainWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9%&\s-]/g, " ")
    .replace(/-/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** plainWords, singular: what aliases are matched on */
export function normaliseWords(text: string): string[] {
  return plainWords(text).map(singularise);
}
