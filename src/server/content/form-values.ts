import "server-only";
import type { z } from "zod";

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);
const FORM_TRUE = new Set(["true", "1", "on"]);
const FORM_FALSE = new Set(["false", "0", "off"]);
const DECIMAL_INT = /^(0|-?[1-9][0-9]{0,15})$/;

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The type a field finally reads (`boolean`, `number`, `string`, …), looking through optional/default and pipes. */
function baseType(schema: z.ZodType): string {
  let def = defOf(schema);
  for (let i = 0; i < 20; i++) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === "pipe" && def.in) def = defOf(def.in);
    else break;
  }
  return def.type;
}

/**
 * A multipart form can only send text. Its fields are turned into the JSON values the (strict) schema expects,
 * by the schema's own field types: a boolean field takes `true`/`false`, `1`/`0` or `on`/`off`; a number field
 * takes canonical decimal digits. Anything else stays text, so the schema refuses it with its usual message.
 * The same schema then refuses `"true"` or `"1"` in a JSON body, where real booleans and numbers are required.
 */
export function formValues(schema: z.ZodType, fields: Record<string, string>): Record<string, unknown> {
  const shape = defOf(schema).type === "object" ? defOf(schema).shape : undefined;
  if (!shape) return fields;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const field = shape[name];
    const type = field ? baseType(field) : "string";
    if (type === "boolean" && (FORM_TRUE.has(value) || FORM_FALSE.has(value))) out[name] = FORM_TRUE.has(value);
    else if (type === "number" && DECIMAL_INT.test(value)) out[name] = Number(value);
    else out[name] = value;
  }
  return out;
}
