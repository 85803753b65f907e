// `npm run user:create -- --email … --password … --role ADMIN|OWNER [--first-name … --last-name … --phone …]`
import { parseArgs } from "node:util";
import { z } from "zod";
import { AppError } from "../src/server/domain-errors";
import { createUser } from "../src/server/users/create-user";
import { createUserBody } from "../src/server/users/schemas";
import { openScriptDatabase, runScript, ScriptError } from "./open-database";

z.config(z.locales.tr());

const USAGE =
  "Kullanım: npm run user:create -- --email <e-posta> --password <şifre> --role ADMIN|OWNER [--first-name <ad>] [--last-name <soyad>] [--phone <telefon>]";

const options = {
  email: { type: "string" },
  password: { type: "string" },
  role: { type: "string" },
  "first-name": { type: "string" },
  "last-name": { type: "string" },
  phone: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Names default by role, like the ADMIN created from ADMIN_EMAIL at start. */
const DEFAULT_NAMES = { ADMIN: ["Liman", "Yönetici"], OWNER: ["Tekne", "Sahibi"] } as const;

runScript(async () => {
  let values: ReturnType<typeof parseArgs<{ options: typeof options }>>["values"];
  try {
    values = parseArgs({ options, strict: true }).values;
  } catch (error) {
    throw new ScriptError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const role = values.role?.toUpperCase();
  const names = DEFAULT_NAMES[role as keyof typeof DEFAULT_NAMES] ?? ["", ""];
  const input = createUserBody.safeParse({
    email: values.email ?? "",
    password: values.password ?? "",
    role,
    first_name: values["first-name"] ?? names[0],
    last_name: values["last-name"] ?? names[1],
    phone: values.phone,
  });
  if (!input.success) {
    const lines = input.error.issues.map((i) => `  --${String(i.path[0] ?? "").replace("_", "-")}: ${i.message}`);
    throw new ScriptError(`Geçersiz bilgiler:\n${lines.join("\n")}\n${USAGE}`);
  }

  const { database, close } = await openScriptDatabase();
  try {
    const user = await createUser(database.db, input.data);
    console.log(
      `✔ ${user.role} kullanıcısı oluşturuldu: ${user.email} (#${user.id}, ${user.first_name} ${user.last_name})`,
    );
  } catch (error) {
    if (error instanceof AppError) throw new ScriptError(error.message);
    throw error;
  } finally {
    await close();
  }
});
