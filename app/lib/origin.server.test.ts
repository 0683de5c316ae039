import { describe, expect, it } from "vitest";
import { publicOrigin } from "./origin.server";

const req = (url: string) => new Request(url);

describe("publicOrigin", () => {
  it("is APP_URL when set, whatever the request says", () => {
    expect(
      publicOrigin(req("https://evil.example/x"), {
        APP_URL: "https://nutricoach.example/app",
        ENVIRONMENT: "production",
      }),
    ).toBe("https://nutricoach.example");
  });

  it("takes the routed host in production", () => {
    expect(publicOrigin(req("https://nc.example/x"), { ENVIRONMENT: "production" })).toBe(
      "https://nc.example",
    );
  });

  it("takes only a loopback host on a developer's machine or in tests", () => {
    for (const ENVIRONMENT of ["development", "test"] as const) {
      expect(publicOrigin(req("http://127.0.0.1:8787/x"), { ENVIRONMENT })).toBe(
        "http://127.0.0.1:8787",
      );
      expect(publicOrigin(req("http://localhost:5173/x"), { ENVIRONMENT })).toBe(
        "http://localhost:5173",
      );
      expect(publicOrigin(req("http://evil.example:8787/x"), { ENVIRONMENT })).toBe(
        "http://localhost:8787",
      );
    }
  });
});
