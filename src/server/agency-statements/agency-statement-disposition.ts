import "server-only";
import type { StatementFileName } from "../statements/statement-disposition";

/** `komisyon-dokumu-<agency>-<YYYY-MM>.pdf`, with the Turkish name too. */
export const AGENCY_STATEMENT_FILE: StatementFileName = {
  ascii: "komisyon-dokumu",
  turkish: "komisyon-dökümü",
  fallback: "acente",
};
