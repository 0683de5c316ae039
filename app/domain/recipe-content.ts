/**
 * Reading a recipe's ingredients and instructions for display. The detail page accepts a list or a
 * JSON-text list (spec 1 section 3); what cannot be read gets the spec's messages (section 8). Pure.
 */
export const CONTENT_MESSAGES = {
  ingredientsUnparsable: "Could not parse ingredients.",
  instructionsUnparsable: "Could not parse cooking instructions.",
  invalidIngredient: "Invalid ingredient format",
  invalidInstruction: "Invalid instruction format",
  noIngredients: "No ingredients available",
  noInstructions: "No cooking instructions available",
} as const;

/** One displayable line, or the message for an entry that is not one. */
export type ContentLine = { ok: true; text: string; raw: unknown } | { ok: false; message: string };

export type ContentList =
  | { status: "ok"; lines: ContentLine[] }
  | { status: "empty"; message: string }
  | { status: "unparsable"; message: string };

/** A stored value (a list, or JSON text of a list) as a list, or null when it is not one. */
export function readStoredList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return value == null ? [] : null;
  const text = value.trim();
  if (text === "") return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
    // JSON text of JSON text (double-encoded by an older writer)
    if (typeof parsed === "string") return readStoredList(parsed);
    return null;
  } catch {
    return null;
  }
}

function ingredientLine(item: unknown): ContentLine {
  if (typeof item === "string" && item.trim()) return { ok: true, text: item.trim(), raw: item };
  if (item && typeof item === "object") {
    const o = item as Record<string, unknown>;
    const text = typeof o.text === "string" ? o.text : typeof o.name === "string" ? o.name : null;
    if (text && text.trim()) return { ok: true, text: text.trim(), raw: item };
  }
  return { ok: false, message: CONTENT_MESSAGES.invalidIngredient };
}

function instructionLine(item: unknown): ContentLine {
  if (typeof item === "string" && item.trim()) return { ok: true, text: item.trim(), raw: item };
  if (item && typeof item === "object") {
    const o = item as Record<string, unknown>;
    const text = typeof o.text === "string" ? o.text : typeof o.step === "string" ? o.step : null;
    if (text && text.trim()) return { ok: true, text: text.trim(), raw: item };
  }
  return { ok: false, message: CONTENT_MESSAGES.invalidInstruction };
}

export function readIngredients(value: unknown): ContentList {
  const list = readStoredList(value);
  if (list === null)
    return { status: "unparsable", message: CONTENT_MESSAGES.ingredientsUnparsable };
  if (list.length === 0) return { status: "empty", message: CONTENT_MESSAGES.noIngredients };
  return { status: "ok", lines: list.map(ingredientLine) };
}

export function readInstructions(value: unknown): ContentList {
  const list = readStoredList(value);
  if (list === null)
    return { status: "unparsable", message: CONTENT_MESSAGES.instructionsUnparsable };
  if (list.length === 0) return { status: "empty", message: CONTENT_MESSAGES.noInstructions };
  return { status: "ok", lines: list.map(instructionLine) };
}

/** Average rating to one decimal (spec 1 section 9), over the comments that carry one; null when none. */
export function averageRating(ratings: readonly (number | null | undefined)[]): number | null {
  const given = ratings.filter((r): r is number => typeof r === "number" && r >= 1 && r <= 5);
  if (given.length === 0) return null;
  return Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
}

/** "Vegetarian" from "vegetarian", "Gluten Free" from "glutenFree": the card's first tag, capitalised. */
export function formatTag(tag: string): string {
  const words = tag
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join(" ");
}
