import "server-only";
import type { z } from "zod";
import type { DbOrTx } from "../db/client";
import { statementDisposition, type StatementFileName } from "../statements/statement-disposition";
import { download, FILE_FORMATS, type FileFormat } from "./download";
import { type Access, type HandlerInput, type RouteDef, route } from "./route";

type Schema = z.ZodType | undefined;

/** What a month's statement (an owner's, an agency's) needs to be offered as files. */
export type StatementFiles<A extends Access, P extends Schema, Q extends Schema, S> = {
  /** The JSON route's contract: its path gets `.csv` / `.pdf`, the rest is the same. */
  def: Pick<RouteDef<A, P, Q, undefined>, "path" | "tag" | "access" | "params" | "query">;
  /** The statement, as the JSON route reads it (same access checks, same 404). */
  load: (input: HandlerInput<A, P, Q, undefined>) => Promise<S>;
  /** Whose statement and which month, for the file's name. */
  nameOf: (statement: S) => { name: string; month: string };
  file: StatementFileName;
  csv: { summary: string; render: (statement: S) => string };
  pdf: { summary: string; render: (db: DbOrTx, statement: S) => Promise<Uint8Array> };
};

/** The statement's CSV and PDF downloads. */
export function statementFileRoutes<A extends Access, P extends Schema, Q extends Schema, S>(
  files: StatementFiles<A, P, Q, S>,
) {
  const one = (format: FileFormat, summary: string, render: (db: DbOrTx, s: S) => string | Promise<Uint8Array>) =>
    route<A, P, Q>(
      {
        ...files.def,
        method: "get",
        path: `${files.def.path}.${format}`,
        summary,
        errors: [404],
        produces: FILE_FORMATS[format].produces,
      },
      async (input) => {
        const statement = await files.load(input);
        const { name, month } = files.nameOf(statement);
        const disposition = statementDisposition(files.file, name, month, format);
        return download(input.c, await render(input.deps.db, statement), FILE_FORMATS[format].contentType, disposition);
      },
    );
  return [
    one("csv", files.csv.summary, (_db, s) => files.csv.render(s)),
    one("pdf", files.pdf.summary, files.pdf.render),
  ];
}
