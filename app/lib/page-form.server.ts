/**
 * The form of a page action (a `<Form method="post">`), read safely: another method answers 405
 * and a body that is not a readable form answers 400, instead of the 500 of a thrown parse error.
 * Remix renders a thrown Response through the route's error boundary.
 */
export async function readFormPost(request: Request): Promise<FormData> {
  if (request.method !== "POST") {
    throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  }
  const type = request.headers.get("Content-Type")?.split(";")[0].trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new Response(
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
      {
        status: 415,
      },
    );
  }
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
}
