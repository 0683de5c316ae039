import { describe, expect, it } from "vitest";
import {
  SUPPORT_EMAIL,
  FAQ_CATEGORIES,
  FAQ_CATEGORY_CHIPS,
  FAQ_ITEMS,
  LEGAL_SECTIONS,
  legalSectionById,
  searchFaq,
  type FaqItem,
} from "./faq";

const allText = FAQ_ITEMS.map((i) => `${i.question} ${i.answer}`).join("\n");
const legal = (id: string) => legalSectionById(id)!.paragraphs.join("\n");

describe("FAQ items", () => {
  it("has the chips All Questions, General, Account, Features, Nutrition, Technical", () => {
    expect(FAQ_CATEGORY_CHIPS.map((c) => c.label)).toEqual([
      "All Questions",
      "General",
      "Account",
      "Features",
      "Nutrition",
      "Technical",
    ]);
  });

  it("has at least 4 questions in every category and unique ids", () => {
    for (const category of FAQ_CATEGORIES) {
      expect(
        FAQ_ITEMS.filter((i) => i.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(FAQ_ITEMS.length);
    for (const item of FAQ_ITEMS) {
      expect(item.question.endsWith("?")).toBe(true);
      expect(item.answer.length).toBeGreaterThan(30);
    }
  });

  it("states Mifflin-St Jeor for BMR and TDEE, 8 cups (64 ounces) of water and the support hours", () => {
    const bmr = FAQ_ITEMS.find((i) => i.id === "bmr-tdee")!;
    expect(bmr.question).toMatch(/BMR and TDEE/);
    expect(bmr.answer).toMatch(/Mifflin-St Jeor/);
    expect(allText).toMatch(/8 cups \(64 ounces\) of water per day/);
    expect(allText).toMatch(/Monday to Friday, 9am-5pm EST/);
  });
});

describe("legal sections", () => {
  it("has privacy, terms and cookies, the targets of the footer links", () => {
    expect(LEGAL_SECTIONS.map((s) => s.id)).toEqual(["privacy", "terms", "cookies"]);
    expect(legalSectionById("terms")?.title).toBe("Terms of Service");
    expect(legalSectionById("nope")).toBeUndefined();
  });

  it("privacy names where each kind of data lives", () => {
    const text = legal("privacy");
    expect(text).toMatch(
      /Accounts and profiles, favourites, meal plans, shopping lists, saved items, health metrics and logs are stored in a Cloudflare D1 database/,
    );
    expect(text).toMatch(/Cloudflare KV under a random id/);
    expect(text).toMatch(/HttpOnly/);
    expect(text).toMatch(/7 days without activity and after 30 days at most/);
    expect(text).toMatch(/Images you upload are stored in Cloudflare R2/);
    expect(text).toMatch(/localStorage/);
    expect(text).toMatch(/only when one is configured/);
    expect(text).toMatch(/built-in model on our own server/);
    expect(text).toMatch(/support@nutricoach\.app/);
  });

  it("cookies lists the session and 60-second notice cookies and rules out tracking and advertising", () => {
    const text = legal("cookies");
    expect(text).toMatch(/Session cookie/);
    expect(text).toMatch(/60 seconds/);
    expect(text).toMatch(/do not use tracking, analytics or advertising cookies/);
    expect(text).toMatch(/__Host-nc_session/);
    expect(text).toMatch(/nc_toast/);
    expect(text).toMatch(/__Host-nc_oidc/);
    expect(text).toMatch(/localStorage/);
  });

  it("terms say it is not medical advice", () => {
    expect(legal("terms")).toMatch(/not medical advice/);
  });
});

describe("searchFaq", () => {
  const items: FaqItem[] = [
    { id: "a", category: "General", question: "What is it?", answer: "A nutrition app." },
    { id: "b", category: "Nutrition", question: "How much WATER?", answer: "About 8 cups." },
    {
      id: "c",
      category: "Technical",
      question: "Dark theme?",
      answer: "Yes, water-resistant too.",
    },
  ];
  const ids = (found: FaqItem[]) => found.map((i) => i.id);

  it("returns every item for an empty query in All Questions", () => {
    expect(ids(searchFaq(items, ""))).toEqual(["a", "b", "c"]);
    expect(ids(searchFaq(items, "  ", "all"))).toEqual(["a", "b", "c"]);
  });

  it("matches the question or the answer, ignoring case and surrounding spaces", () => {
    expect(ids(searchFaq(items, " water "))).toEqual(["b", "c"]);
    expect(ids(searchFaq(items, "NUTRITION APP"))).toEqual(["a"]);
  });

  it("limits to a category", () => {
    expect(ids(searchFaq(items, "", "Technical"))).toEqual(["c"]);
    expect(ids(searchFaq(items, "water", "Nutrition"))).toEqual(["b"]);
    expect(ids(searchFaq(items, "water", "General"))).toEqual([]);
  });

  it("finds nothing for an unknown term", () => {
    expect(searchFaq(FAQ_ITEMS, "zzzz-not-here")).toEqual([]);
  });

  it("works on the real items", () => {
    expect(ids(searchFaq(FAQ_ITEMS, "mifflin"))).toContain("bmr-tdee");
  });
});

describe("the legal text agrees with the code", () => {
  it("names the cookies and lifetimes the app really sets", async () => {
    const { TOAST_COOKIE } = await import("~/lib/toast.server");
    const session = await import("~/lib/session.server");
    const { OIDC_FLOW_TTL_SECONDS } = await import("~/lib/oidc.server");
    const text = legal("cookies") + " " + legal("privacy");
    expect(text).toContain(TOAST_COOKIE);
    expect(text).toContain(session.sessionCookieName({ ENVIRONMENT: "production" }));
    expect(text).toContain(session.sessionCookieName({ ENVIRONMENT: "development" }));
    expect(session.SESSION_IDLE_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(session.SESSION_ABSOLUTE_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(text).toMatch(new RegExp(`at most ${OIDC_FLOW_TTL_SECONDS / 60} minutes`));
  });

  it("uses the footer's support address", async () => {
    const { SUPPORT_EMAIL: footerEmail } = await import("~/components/site-footer");
    expect(SUPPORT_EMAIL).toBe(footerEmail);
  });
});
