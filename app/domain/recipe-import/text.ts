/**
 * A recipe typed or pasted as text -> the same `RecipeDraft` a web page gives (ADR 038). Pure.
 *
 * The first line is the title. "Ingredients" / "Method" / "Directions" / "Instructions" / "Steps"
 * headings (with or without a colon, Markdown # or **bold**) start the sections; numbered or
 * bulleted lines are items. Without headings, lines that start with an amount or a bullet are
 * ingredients and the sentences after them are steps. "Serves 4", "Prep time: 15 minutes",
 * "Cook: 1 hr 10 mins" lines set servings and times wherever they stand.
 */
import { DRAFT_LIMITS, type RecipeDraft } from "./structured";

const INGREDIENTS_HEADING =
  /^(ingredients?|ingredient list|what you('| wi)ll need|you will need|shopping list)$/i;
const STEPS_HEADING =
  /^(method|methods|directions?|instructions?|steps?|preparation|how to make( it)?|to make|procedure)$/i;
const NOTES_HEADING = /^(notes?|tips?|nutrition( facts| information)?|storage)$/i;

/** "## Ingredients:", "**Method**", "INGREDIENTS" -> "ingredients" */
function headingText(line: string): string {
  return line
    .replace(/^#{1,6}\s*/, "")
    .replace(/^\*\*(.*)\*\*$/, "$1")
    .replace(/^__(.*)__$/, "$1")
    .replace(/[:：]\s*$/, "")
    .trim()
    .toLowerCase();
}

const BULLET = /^\s*(?:[-*•·–—▪◦]|\u2022)\s+/;
const NUMBERED = /^\s*(?:step\s*)?\d{1,2}\s*[.):]\s+/i;

/** Minutes in "15 minutes", "1 hr 10 mins", "1 hour", "1h30", "90 min". */
export function minutesOfText(text: string): number | null {
  const t = text.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/.exec(t);
  const mins = /(\d+)\s*(?:m|min|mins|minute|minutes)\b/.exec(t);
  const compact = /^(\d+)h(\d+)$/.exec(t.trim());
  if (compact) return Number(compact[1]) * 60 + Number(compact[2]);
  if (!hours && !mins) return null;
  return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(mins?.[1] ?? 0));
}

type Meta = Pick<RecipeDraft, "prepTime" | "cookTime" | "totalTime" | "servings">;

/** A servings or time line sets `meta` and answers true. */
function readMetaLine(line: string, meta: Meta): boolean {
  const l = line.replace(BULLET, "").trim();
  const serves = /^(?:serves|servings|yield|yields|makes|portions)\s*[:-]?\s*(\d+)/i.exec(l);
  if (serves) {
    meta.servings = Number(serves[1]) || null;
    return true;
  }
  const time =
    /^(prep(?:aration)?|cook(?:ing)?|bake|baking|total)(?:\s*time)?\s*[:-]\s*(.+)$/i.exec(l);
  if (time) {
    const minutes = minutesOfText(time[2]);
    if (minutes === null) return false;
    const kind = time[1].toLowerCase();
    if (kind.startsWith("prep")) meta.prepTime = minutes;
    else if (kind.startsWith("total")) meta.totalTime = minutes;
    else meta.cookTime = minutes;
    return true;
  }
  return false;
}

const AMOUNT_START =
  /^(?:\d|[½¼¾⅓⅔⅛]|a\s|an\s|one\s|two\s|three\s|four\s|half\s|pinch|handful|dash|some\s)/i;

/** Without headings: does this line read like an ingredient? */
function looksLikeIngredient(line: string): boolean {
  const l = line.replace(BULLET, "");
  return (BULLET.test(line) || AMOUNT_START.test(l)) && l.length <= 90 && !/[.!?]$/.test(l);
}

const clip = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, DRAFT_LIMITS.line);

export function readRecipeFromText(input: string): RecipeDraft {
  const lines = input
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim());
  const meta: Meta = { prepTime: null, cookTime: null, totalTime: null, servings: null };
  let title = "";
  const intro: string[] = [];
  const ingredients: string[] = [];
  const steps: string[] = [];
  let section: "intro" | "ingredients" | "steps" | "notes" = "intro";
  let sawHeading = false;

  for (const raw of lines) {
    if (!raw) continue;
    const heading = headingText(raw);
    if (INGREDIENTS_HEADING.test(heading)) {
      section = "ingredients";
      sawHeading = true;
      continue;
    }
    if (STEPS_HEADING.test(heading)) {
      section = "steps";
      sawHeading = true;
      continue;
    }
    if (NOTES_HEADING.test(heading)) {
      section = "notes";
      continue;
    }
    if (!title) {
      title = clip(raw.replace(/^#{1,6}\s*/, "").replace(/^title\s*:\s*/i, "")).slice(
        0,
        DRAFT_LIMITS.title,
      );
      continue;
    }
    if (section !== "steps" && readMetaLine(raw, meta)) continue;
    if (section === "ingredients") {
      // "For the sauce:" groups ingredients; the group name is not one
      if (/[:：]$/.test(raw) && !/\d/.test(raw)) continue;
      const item = clip(raw.replace(BULLET, "").replace(/^\d{1,2}[.)]\s+(?=\D)/, ""));
      if (item) ingredients.push(item);
    } else if (section === "steps") {
      if (/[:：]$/.test(raw) && raw.length < 40) continue;
      const item = clip(raw.replace(BULLET, "").replace(NUMBERED, ""));
      if (item) steps.push(item);
    } else if (section === "intro") {
      intro.push(raw);
    }
  }

  // no headings: amounts and bullets are ingredients, the sentences after them steps
  let description = intro;
  if (!sawHeading) {
    description = [];
    let seenIngredient = false;
    for (const line of intro) {
      if (!seenIngredient && !looksLikeIngredient(line)) description.push(line);
      else if (looksLikeIngredient(line) && steps.length === 0) {
        seenIngredient = true;
        ingredients.push(clip(line.replace(BULLET, "")));
      } else {
        const item = clip(line.replace(BULLET, "").replace(NUMBERED, ""));
        if (item) steps.push(item);
      }
    }
  }

  return {
    title,
    description: clip(description.join(" ")).slice(0, DRAFT_LIMITS.description),
    imageUrl: null,
    ingredients: ingredients.slice(0, DRAFT_LIMITS.ingredients),
    instructions: steps.slice(0, DRAFT_LIMITS.instructions),
    prepTime: meta.prepTime,
    cookTime: meta.cookTime,
    totalTime:
      meta.totalTime ??
      (meta.prepTime !== null || meta.cookTime !== null
        ? (meta.prepTime ?? 0) + (meta.cookTime ?? 0)
        : null),
    servings: meta.servings,
    cuisine: null,
    sourceUrl: null,
  };
}
