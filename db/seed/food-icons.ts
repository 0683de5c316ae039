/**
 * The illustration set's icons the recipe art draws (ADR 031), read from the npm package
 * `@iconify-json/fluent-emoji-flat` (Fluent Emoji, Microsoft, MIT licence) at build time only.
 * The package never enters the worker or the browser: the seed builder draws the catalogue's
 * pictures with these icons, and writes this subset as a static file
 * (public/images/recipe-art/icons.json) for the worker to draw the pictures of recipes the app
 * creates later.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ART_ICON_NAMES, type IconSet } from "../../app/domain/recipe-art";

const require = createRequire(import.meta.url);

export const ICON_PACKAGE = "@iconify-json/fluent-emoji-flat";
export const ICON_CREDIT =
  "Food illustrations: Fluent Emoji by Microsoft (MIT licence), via @iconify-json/fluent-emoji-flat.";

type IconifyJson = {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
};

/** The subset of the package the art uses; fails loudly when the package lacks one of them. */
export function loadArtIcons(): IconSet {
  const file = require.resolve(`${ICON_PACKAGE}/icons.json`);
  const set = JSON.parse(readFileSync(file, "utf8")) as IconifyJson;
  if ((set.width ?? 16) !== 32 || (set.height ?? 16) !== 32)
    throw new Error(`${ICON_PACKAGE}: expected a 32 x 32 grid`);
  const icons: Record<string, string> = {};
  const missing: string[] = [];
  for (const name of ART_ICON_NAMES) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ""];
    if (icon) icons[name] = icon.body;
    else missing.push(name);
  }
  if (missing.length) throw new Error(`${ICON_PACKAGE} lacks: ${missing.join(", ")}`);
  return icons;
}

/** The subset as the static file the worker reads (one line, names sorted). */
export function formatArtIcons(icons: IconSet): string {
  return `${JSON.stringify(Object.fromEntries(Object.entries(icons).sort()))}\n`;
}
