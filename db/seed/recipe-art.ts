/**
 * Generated artwork for catalogue recipes: a plate seen from above, its colours chosen by cuisine and
 * its arrangement by a hash of the slug, so every recipe has its own picture served by the app itself
 * (public/images/recipes/<slug>.svg), with no external URLs. About 1.5 KB each.
 */

const CUISINE_BACKGROUNDS: Record<string, [string, string]> = {
  Mediterranean: ["#dbeafe", "#93c5fd"],
  Italian: ["#fee2e2", "#fca5a5"],
  Asian: ["#fef3c7", "#fcd34d"],
  Mexican: ["#ffedd5", "#fdba74"],
  Indian: ["#fef9c3", "#facc15"],
  American: ["#e0e7ff", "#a5b4fc"],
  French: ["#ede9fe", "#c4b5fd"],
  Greek: ["#e0f2fe", "#7dd3fc"],
  "Middle Eastern": ["#fae8ff", "#f0abfc"],
  Japanese: ["#fce7f3", "#f9a8d4"],
  Thai: ["#dcfce7", "#86efac"],
  Korean: ["#ffe4e6", "#fda4af"],
  Chinese: ["#fee2e2", "#f87171"],
};

const FOOD_COLOURS = [
  "#16a34a",
  "#65a30d",
  "#ca8a04",
  "#ea580c",
  "#dc2626",
  "#b45309",
  "#7c3aed",
  "#0891b2",
  "#f59e0b",
  "#84cc16",
  "#be123c",
  "#a16207",
];

/** FNV-1a: a small, stable hash so the same slug always gives the same picture. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function random(seed: number) {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

export function recipeArtSvg(recipe: { slug: string; cuisine: string }): string {
  const [light, dark] = CUISINE_BACKGROUNDS[recipe.cuisine] ?? ["#ecfdf5", "#6ee7b7"];
  const next = random(hashString(recipe.slug));
  const pieces: string[] = [];
  const count = 5 + Math.floor(next() * 5);
  for (let i = 0; i < count; i++) {
    const angle = next() * Math.PI * 2;
    const distance = next() * 120;
    const x = Math.round(400 + Math.cos(angle) * distance);
    const y = Math.round(300 + Math.sin(angle) * distance);
    const rx = Math.round(28 + next() * 45);
    const ry = Math.round(rx * (0.55 + next() * 0.45));
    const rotate = Math.round(next() * 180);
    const colour = FOOD_COLOURS[Math.floor(next() * FOOD_COLOURS.length)];
    pieces.push(
      `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${colour}" transform="rotate(${rotate} ${x} ${y})" opacity="0.9"/>`,
    );
  }
  const garnish = Array.from({ length: 6 }, () => {
    const x = Math.round(260 + next() * 280);
    const y = Math.round(170 + next() * 260);
    return `<circle cx="${x}" cy="${y}" r="${Math.round(5 + next() * 7)}" fill="#f0fdf4" opacity="0.85"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="800" height="600" fill="url(#bg)"/>`,
    `<ellipse cx="410" cy="318" rx="232" ry="226" fill="#000" opacity="0.08"/>`,
    `<circle cx="400" cy="300" r="225" fill="#ffffff"/>`,
    `<circle cx="400" cy="300" r="180" fill="#f8fafc" stroke="#e2e8f0" stroke-width="4"/>`,
    ...pieces,
    ...garnish,
    `</svg>`,
  ].join("");
}
