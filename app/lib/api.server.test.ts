import { describe, expect, it } from "vitest";
import { apiError, apiJson, withApiErrorShape } from "./api.server";

const request = (method = "GET", path = "/api/recipes") =>
  new Request(`https://nutricoach.example${path}`, { method });

describe("withApiErrorShape", () => {
  it("passes the API's own answers through", () => {
    const ok = apiJson({ id: 1 });
    expect(withApiErrorShape(ok, request())).toBe(ok);
    const refused = apiError(404, "not_found", "Recipe not found.");
    expect(withApiErrorShape(refused, request())).toBe(refused);
    const empty = new Response(null, { status: 204 });
    expect(withApiErrorShape(empty, request())).toBe(empty);
  });

  it("puts Remix's own error answers in the one error shape, with their status", async () => {
    // a route without an action, as Remix answers it
    const noAction = Response.json(
      { message: "Unexpected Server Error" },
      { status: 405, headers: { "X-Remix-Error": "yes" } },
    );
    const res = withApiErrorShape(noAction, request("POST", "/api/callback"));
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({
      error: { code: "method_not_allowed", message: "This endpoint does not accept this method." },
    });

    const htmlNotFound = new Response("<!DOCTYPE html>", {
      status: 404,
      headers: { "Content-Type": "text/html" },
    });
    const notFound = withApiErrorShape(htmlNotFound, request("PATCH", "/api/%0D"));
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await notFound.json()).toEqual({
      error: { code: "not_found", message: "No API endpoint at PATCH /api/%0D" },
    });

    const crash = new Response("Unexpected Server Error", { status: 500 });
    expect(await withApiErrorShape(crash, request()).json()).toEqual({
      error: { code: "internal_error", message: "Something went wrong on our side." },
    });
    const teapot = new Response("short and stout", { status: 418 });
    expect(await withApiErrorShape(teapot, request()).json()).toEqual({
      error: { code: "error", message: "The request could not be completed." },
    });
  });
});
