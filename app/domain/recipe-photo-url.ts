/** Where uploaded recipe photos are served (ADR 031); a recipe whose picture is here has a photo. */
export const PHOTO_URL_PREFIX = "/images/recipe-photos/";
