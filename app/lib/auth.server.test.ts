import { describe, expect, it } from "vitest";
import { requireSameUser, signInRedirect, type SessionUser } from "./auth.server";

const user: SessionUser = {
  id: 7,
  username: "ada",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
  emailVerified: false,
};

async function thrown(run: () => unknown): Promise<Response> {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("requireSameUser", () => {
  it("answers the id for the signed-in user's own {userId}, number or numeric string", () => {
    expect(requireSameUser(user, "7")).toBe(7);
    expect(requireSameUser(user, 7)).toBe(7);
  });

  it("refuses another user's id with 403 in the error shape", async () => {
    const res = await thrown(() => requireSameUser(user, "8"));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: "forbidden", message: "You can only access your own data." },
    });
  });

  it("refuses an id that is not a number with 400", async () => {
    for (const id of ["abc", "7.5", "-7", "", undefined, "7; DROP TABLE users"]) {
      expect((await thrown(() => requireSameUser(user, id))).status).toBe(400);
    }
  });
});

describe("signInRedirect", () => {
  it("sends to /auth with the path and query to come back to", () => {
    const res = signInRedirect(new Request("https://x.test/profile?tab=goals"));
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2Fprofile%3Ftab%3Dgoals");
  });
});
