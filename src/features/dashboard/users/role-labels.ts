/** How the dashboard names the user roles. */
export const ROLE_LABELS = { ADMIN: "Yönetici", OWNER: "Tekne sahibi" } as const;
