/**
 * What the dashboard's forms share: the user's day, a save helper that reports success, refreshes
 * the page data and turns a 401 (session gone mid-visit) into the Access Required state.
 */
import { createContext, useContext } from "react";
import { ApiClientError, apiRequest } from "~/lib/api-client";

export type DashboardActions = {
  /** the user's local day, YYYY-MM-DD */
  today: string;
  /** called after a successful write: toast, close, reload the dashboard data */
  onSaved: (title: string, description?: string) => void;
  /** the API answered 401 */
  onUnauthorized: () => void;
};

export const DashboardContext = createContext<DashboardActions | null>(null);

export function useDashboard(): DashboardActions {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard must be used inside the wellness dashboard");
  return value;
}

export type SaveResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fields?: Record<string, string[]> };

/** Calls the API; a 401 switches the page to Access Required, other errors come back to the form. */
export async function callApi<T>(
  actions: DashboardActions,
  method: "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<SaveResult<T>> {
  try {
    return { ok: true, data: await apiRequest<T>(method, path, body) };
  } catch (error) {
    if (error instanceof ApiClientError) {
      if (error.status === 401) actions.onUnauthorized();
      return { ok: false, message: error.message, fields: error.fields };
    }
    return { ok: false, message: "Could not reach the server. Please try again." };
  }
}
