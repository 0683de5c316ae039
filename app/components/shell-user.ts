import { useRouteLoaderData } from "@remix-run/react";

/** The signed-in user as the shell and pages see it (from the root loader). */
export type ShellUser = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

type RootData = { user: ShellUser | null };

/** One way for components to read the current user: the root loader's data. */
export function useOptionalUser(): ShellUser | null {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}
