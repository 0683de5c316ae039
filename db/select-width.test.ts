import { describe, expect, it } from "vitest";
import { selectListWidth } from "./select-width";

describe("selectListWidth", () => {
  it("counts the items of a drizzle select list", () => {
    expect(
      selectListWidth(
        'select "recipe_comments"."id", "recipe_comments"."comment", "users"."first_name" from "recipe_comments" inner join "users" on "users"."id" = "recipe_comments"."user_id" where "recipe_comments"."recipe_id" = ? order by "recipe_comments"."id" desc limit ?',
      ),
    ).toBe(3);
  });

  it("does not count commas inside calls, subqueries, strings or quoted names", () => {
    expect(
      selectListWidth(
        `SELECT coalesce(a, b), (SELECT json_group_array(x) FROM (SELECT x, y FROM t)) AS list, 'a, b', "odd, name", count(*) OVER () AS total FROM r`,
      ),
    ).toBe(5);
  });

  it("reads the main select after a WITH clause, DISTINCT, and without FROM", () => {
    expect(selectListWidth("WITH t AS (SELECT 1 AS a, 2 AS b) SELECT a FROM t")).toBe(1);
    expect(selectListWidth("select distinct cuisine, count(*) from recipes group by cuisine")).toBe(
      2,
    );
    expect(selectListWidth("select 1, 2, 3")).toBe(3);
    expect(selectListWidth("SELECT a FROM t UNION ALL SELECT b, c FROM u")).toBe(1);
  });

  it("keeps arithmetic and CASE as one item each", () => {
    expect(
      selectListWidth(
        "SELECT r.protein * 4.0 / r.calories, CASE WHEN r.x > 1 THEN 1 ELSE 0 END, r.id FROM recipes AS r",
      ),
    ).toBe(3);
  });

  it("gives up on stars and on text that is not a select", () => {
    expect(selectListWidth("SELECT * FROM t")).toBeNull();
    expect(selectListWidth("SELECT t.id, u.* FROM t JOIN u")).toBeNull();
    expect(selectListWidth('SELECT "t".* FROM "t"')).toBeNull();
    expect(selectListWidth("INSERT INTO t (a, b) VALUES (1, 2)")).toBeNull();
    expect(selectListWidth("SELECT FROM t")).toBeNull();
  });

  it("skips comments", () => {
    expect(selectListWidth("SELECT a, -- b, c\n d /* e, f */ FROM t")).toBe(2);
  });
});
