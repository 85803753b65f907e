/** SQLSTATE and constraint name of a PostgreSQL error, also when drizzle wraps it (`cause`). */
export function pgError(error: unknown): { code?: string; constraint?: string } {
  const e = error as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } };
  const source = typeof e?.code === "string" ? e : e?.cause;
  return {
    code: typeof source?.code === "string" ? source.code : undefined,
    constraint: typeof source?.constraint === "string" ? source.constraint : undefined,
  };
}

export const isExclusionViolation = (error: unknown) => pgError(error).code === "23P01";
