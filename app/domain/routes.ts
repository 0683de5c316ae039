/**
 * The route table of the spec (document 1 section 2, document 2 section 2). Browser tests visit
 * every entry; `access` says what a signed-out visitor gets.
 * - public: the page;
 * - protected: a redirect to /auth;
 * - guest-variant: the page in its guest variant (/onboarding, /recommendations: the spec asks for
 *   both the guard and a guest mode; see docs/decisions/004-guest-variants.md).
 */
export type RouteAccess = "public" | "protected" | "guest-variant";

export const ROUTE_TABLE: ReadonlyArray<{ path: string; access: RouteAccess; title: string }> = [
  { path: "/", access: "public", title: "Home" },
  { path: "/auth", access: "public", title: "Sign in" },
  { path: "/onboarding", access: "guest-variant", title: "Get started" },
  { path: "/physical-info", access: "protected", title: "Physical information" },
  { path: "/dietary-preferences", access: "protected", title: "Dietary preferences" },
  { path: "/recommendations", access: "guest-variant", title: "Recipe recommendations" },
  { path: "/recipes/1", access: "public", title: "Recipe" },
  { path: "/food-analysis", access: "public", title: "Food analysis" },
  { path: "/recipe-search", access: "public", title: "Recipe search" },
  { path: "/recipe-collection", access: "public", title: "Recipe collection" },
  { path: "/nutrition-guide", access: "public", title: "Nutrition guide" },
  { path: "/ar-measurement", access: "public", title: "AR measurement guide" },
  { path: "/smoothie-meal-plans", access: "public", title: "Smoothie meal plans" },
  { path: "/nutricoach", access: "public", title: "Emily AI" },
  { path: "/faq", access: "public", title: "FAQ" },
  { path: "/recipe-admin", access: "protected", title: "Recipe administration" },
  { path: "/diet-plans", access: "protected", title: "Diet plans" },
  { path: "/shopping-list", access: "protected", title: "Shopping lists" },
  { path: "/meal-plan", access: "protected", title: "Meal plans" },
  { path: "/profile", access: "protected", title: "Wellness dashboard" },
];
