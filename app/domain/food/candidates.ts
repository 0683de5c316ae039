/**
 * Which foods a text could resolve to, so a service loads only those rows of the food table
 * (about 2,000 foods) rather than all of them: every run of words that is an alias, plain or in a
 * prepared form ("cooked X", "canned X", ...), as the resolver tries them (ingredients.ts).
 * A first guess: a food the resolver reaches only by rewriting a line ("juice of 1/2 lime" is lime
 * juice) is not among them, and app/services/food-data.server.ts loads it on a second pass.
 */
import { type AliasIndex } from "./lines";
import { normaliseWords } from "./words";

const STATES = ["cooked", "canned", "dried", "frozen"];

export function candidateFoodIds(text: string, aliases: AliasIndex): number[] {
  const ids = new Set<number>();
  for (const line of text.split("\n")) {
    const words = normaliseWords(line);
    for (let n = 1; n <= aliases.maxWords; n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const key = words.slice(i, i + n).join(" ");
        const plain = aliases.byKey.get(key);
        if (plain) ids.add(plain.foodId);
        for (const state of STATES) {
          const stated = aliases.byKey.get(`${state} ${key}`);
          if (stated) ids.add(stated.foodId);
        }
      }
    }
  }
  return [...ids].sort((a, b) => a - b);
}
