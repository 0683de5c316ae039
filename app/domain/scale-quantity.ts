/**
 * Scaling a written ingredient line by a number of servings ("1/2 cup rolled oats (40 g)" for two
 * servings reads "1 cup rolled oats (80 g)"): the leading amount and the gram or millilitre amounts
 * in brackets are multiplied; a line without a leading amount ("a few basil leaves") is kept as is.
 * Pure.
 */

const UNICODE_FRACTIONS: Record<string, number> = {
  "¼": 0.25,
  "½": 0.5,
  "¾": 0.75,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
};

const NICE_FRACTIONS: Array<[number, string]> = [
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [1 / 2, "1/2"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
];

/** An amount as a cook writes it: whole numbers, common fractions ("1 1/2"), else one decimal. */
export function formatAmount(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 0.02) return String(whole);
  if (whole < 10) {
    const near = NICE_FRACTIONS.find(([f]) => Math.abs(f - rest) < 0.02);
    if (near) return whole > 0 ? `${whole} ${near[1]}` : near[1];
  }
  return String(Math.round(value * 10) / 10);
}

function parseAmount(text: string): number | null {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const unicode = /^(\d+)?\s*([¼½¾⅓⅔])$/.exec(text);
  if (unicode) return Number(unicode[1] ?? 0) + UNICODE_FRACTIONS[unicode[2]];
  return null;
}

const LEADING_AMOUNT = /^(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?(?:\s*[¼½¾⅓⅔])?|[¼½¾⅓⅔])(?=\s|$)/;

/** A cup is cups above one and a cup at one or less. */
function agreeUnit(rest: string, amount: number): string {
  if (amount > 1) return rest.replace(/^(\s+)cup\b(?!s)/, "$1cups");
  return rest.replace(/^(\s+)cups\b/, "$1cup");
}

export function scaleIngredientLine(line: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return line;
  let out = line;
  const lead = LEADING_AMOUNT.exec(line);
  if (lead) {
    const amount = parseAmount(lead[1]);
    if (amount !== null) {
      const scaled = amount * factor;
      out = formatAmount(scaled) + agreeUnit(line.slice(lead[0].length), scaled);
    }
  }
  // "(40 g)", "(240 ml)": metric amounts in brackets follow
  return out.replace(
    /\((\d+(?:\.\d+)?)\s*(g|kg|ml|l)\)/gi,
    (_m, n: string, unit: string) => `(${formatAmount(Number(n) * factor)} ${unit})`,
  );
}
