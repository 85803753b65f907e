"use client";

/**
 * The signed-in staff member for every panel page: restores the stored session (only while now < exp, see
 * session.ts), sends visitors without one to /dashboard/login, and shows a loading placeholder meanwhile.
 * `useSession()` gives { session, api, isAdmin, logout, replaceSession } to any screen inside the panel.
 */
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type ApiClient, createApiClient } from "../api/client";
import { forgetOfflineCopies } from "../quay/offline-copy";
import { type AdminSession, clearSession, loadSession, saveSession } from "./session";

type SessionApi = {
  session: AdminSession;
  api: ApiClient;
  isAdmin: boolean;
  logout: () => void;
  /** Stores and uses a new session (after a password change, whose answer carries a fresh token). */
  replaceSession: (next: AdminSession) => void;
};

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [session, setSession] = useState<AdminSession | null>(null);

  useEffect(() => {
    const restored = loadSession();
    if (!restored) router.replace("/dashboard/login");
    else setSession(restored);
  }, [router]);

  const logout = useCallback(() => {
    clearSession();
    setSession(null);
    // The quay screens' kept pages and answers are personal data on a staff phone: gone before the user leaves
    // (decision 0073). A page the quay worker controls leaves by a full load, else the next page's assets would be
    // fetched through the worker and kept again.
    void forgetOfflineCopies().then(() => {
      if (navigator.serviceWorker?.controller) window.location.assign("/");
      else router.push("/");
    });
  }, [router]);

  const replaceSession = useCallback((next: AdminSession) => {
    saveSession(next);
    setSession(next);
  }, []);

  const value = useMemo(
    () =>
      session
        ? {
            session,
            api: createApiClient(session.token),
            isAdmin: session.user_role === "ADMIN",
            logout,
            replaceSession,
          }
        : null,
    [session, logout, replaceSession],
  );

  if (!value) {
    return (
      <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center text-slate-600">
        Yükleniyor…
      </div>
    );
  }
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside SessionProvider");
  return value;
}
