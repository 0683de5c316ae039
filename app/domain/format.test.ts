import { describe, expect, it } from "vitest";
import { formatDate, formatInteger, formatMonthDay, formatNumber, countOf } from "./format";

describe("numbers", () => {
  it("writes whole numbers rounded, with thousands separators", () => {
    expect(formatInteger(1543.6)).toBe("1,544");
    expect(formatInteger(2100)).toBe("2,100");
    expect(formatInteger(999.4)).toBe("999");
  });

  it("writes at most the decimals asked for, and none when not needed", () => {
    expect(formatNumber(72.25, 1)).toBe("72.3");
    expect(formatNumber(70, 1)).toBe("70");
    expect(formatNumber(12345.67, 0)).toBe("12,346");
  });

  it("keeps each number of decimals apart when called in turn (one formatter per count)", () => {
    for (const [value, decimals, text] of [
      [1.23456, 2, "1.23"],
      [1.23456, 0, "1"],
      [1.23456, 3, "1.235"],
      [1.23456, 2, "1.23"],
      [1234.5, 1, "1,234.5"],
    ] as const)
      expect(formatNumber(value, decimals)).toBe(text);
    expect(formatInteger(1543.6)).toBe("1,544");
  });
});

describe("dates (UTC, so server and browser agree)", () => {
  it("writes a day or an instant as 'Nov 23' and 'Nov 23, 2026'", () => {
    expect(formatMonthDay("2026-11-23")).toBe("Nov 23");
    expect(formatMonthDay("2027-01-05")).toBe("Jan 5");
    expect(formatMonthDay("2026-11-23T23:59:59.000Z")).toBe("Nov 23");
    expect(formatDate("2026-11-23")).toBe("Nov 23, 2026");
    expect(formatDate("2025-03-03T10:00:00.000Z")).toBe("Mar 3, 2025");
  });

  it("gives an empty text for what is not a date", () => {
    expect(formatMonthDay("soon")).toBe("");
    expect(formatDate("")).toBe("");
  });
});

describe("countOf", () => {
  it("puts the noun in the singular for one and the plural otherwise", () => {
    expect(countOf(1, "recipe")).toBe("1 recipe");
    expect(countOf(0, "recipe")).toBe("0 recipes");
    expect(countOf(1200, "recipe")).toBe("1,200 recipes");
    expect(countOf(2, "analysis", "analyses")).toBe("2 analyses");
  });
});
