import { describe, expect, it } from "vitest";
import { appEnvOf, InvalidEnvError, parseAppEnv } from "./env.server";

describe("parseAppEnv", () => {
  it("defaults to production with no providers", () => {
    const env = parseAppEnv({});
    expect(env.ENVIRONMENT).toBe("production");
    expect(env.AI_BASE_URL).toBeUndefined();
    expect(env.OIDC_ISSUER).toBeUndefined();
  });

  it("treats blank values as unset", () => {
    expect(parseAppEnv({ AI_BASE_URL: "  ", AI_API_KEY: "" }).AI_BASE_URL).toBeUndefined();
  });

  it("rejects a malformed URL and an unknown environment, naming the variable", () => {
    expect(() => parseAppEnv({ AI_BASE_URL: "not a url" })).toThrow(/AI_BASE_URL/);
    expect(() => parseAppEnv({ ENVIRONMENT: "staging" })).toThrow(InvalidEnvError);
  });

  it("requires a client id when an OIDC issuer is set", () => {
    expect(() => parseAppEnv({ OIDC_ISSUER: "https://id.example.com" })).toThrow(/OIDC_CLIENT_ID/);
    expect(
      parseAppEnv({ OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "nc" }).OIDC_CLIENT_ID,
    ).toBe("nc");
  });
});

describe("appEnvOf", () => {
  it("checks an env object once and answers the same vars for it after", () => {
    const env = { ENVIRONMENT: "test", AI_BASE_URL: " http://localhost:11434/v1 " };
    const first = appEnvOf(env);
    expect(first.ENVIRONMENT).toBe("test");
    expect(first.AI_BASE_URL).toBe("http://localhost:11434/v1");
    expect(appEnvOf(env)).toBe(first);
    // another env object (another Worker configuration) is checked on its own
    expect(appEnvOf({ ENVIRONMENT: "development" }).ENVIRONMENT).toBe("development");
  });

  it("throws for an invalid env every time, keeping nothing", () => {
    const env = { ENVIRONMENT: "staging" };
    expect(() => appEnvOf(env)).toThrow(InvalidEnvError);
    expect(() => appEnvOf(env)).toThrow(InvalidEnvError);
  });
});
