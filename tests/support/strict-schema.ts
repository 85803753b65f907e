import { z } from "zod";

// Zod's internal definitions of every schema kind.
type AnyDef = Record<string, any> & { type: string };

const strictCopies = new WeakMap<z.ZodType, z.ZodType>();
const strict = (schema: z.ZodType) => strictSchema(schema);

/**
 * The same schema with every object in it strict (an unknown key is an issue), unless the object declares its own
 * catchall (`z.looseObject`, `.catchall(…)`). Response schemas are plain `z.object`s, which strip unknown keys: an
 * answer that leaks a column its schema does not name would pass them. Checks and refinements are kept (`clone`).
 */
export function strictSchema<T extends z.ZodType>(schema: T): T {
  const known = strictCopies.get(schema);
  if (known) return known as T;
  const def = schema._zod.def as AnyDef;
  let copy: z.ZodType;
  switch (def.type) {
    case "object":
      copy = schema.clone({
        ...def,
        shape: Object.fromEntries(
          Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, strict(v)]),
        ),
        catchall: def.catchall ? strict(def.catchall) : z.never(),
      } as T["_zod"]["def"]);
      break;
    case "array":
      copy = schema.clone({ ...def, element: strict(def.element) } as T["_zod"]["def"]);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      copy = schema.clone({ ...def, innerType: strict(def.innerType) } as T["_zod"]["def"]);
      break;
    case "union":
      copy = schema.clone({ ...def, options: def.options.map(strict) } as T["_zod"]["def"]);
      break;
    case "tuple":
      copy = schema.clone({
        ...def,
        items: def.items.map(strict),
        rest: def.rest ? strict(def.rest) : def.rest,
      } as T["_zod"]["def"]);
      break;
    case "record":
      copy = schema.clone({ ...def, valueType: strict(def.valueType) } as T["_zod"]["def"]);
      break;
    case "pipe":
      copy = schema.clone({ ...def, in: strict(def.in), out: strict(def.out) } as T["_zod"]["def"]);
      break;
    case "lazy":
      copy = schema.clone({ ...def, getter: () => strict(def.getter()) } as T["_zod"]["def"]);
      break;
    default:
      // Scalars; an intersection stays as declared (each side made strict would refuse the other side's keys).
      copy = schema;
  }
  strictCopies.set(schema, copy);
  return copy as T;
}
