import "server-only";
/** The SQLSTATE of a PostgreSQL error, whether thrown by node-postgres, PGlite or wrapped by drizzle. */
export function sqlStateOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = typeof e?.code === "string" ? e.code : e?.cause?.code;
  return typeof code === "string" ? code : undefined;
}

/** The constraint a PostgreSQL error names, if any. */
export function constraintOf(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } } | undefined;
  const name = e?.constraint ?? e?.cause?.constraint;
  return typeof name === "string" ? name : undefined;
}

/** An exclusion-constraint violation: the dates overlap a range the database already holds. */
export const isExclusionViolation = (error: unknown) => sqlStateOf(error) === "23P01";
