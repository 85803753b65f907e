"use client";

/** The `{{variables}}` of a template as buttons that insert themselves where the cursor is (mail and contract). */
export function VariablePicker({
  variables,
  hint,
  onPick,
}: {
  variables: readonly { name: string; description: string }[];
  hint: string;
  onPick: (name: string) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">Değişkenler</legend>
      <p className="mb-2 text-xs text-slate-600 dark:text-slate-300">{hint}</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {variables.map((v) => (
          <li key={v.name}>
            <button
              type="button"
              onClick={() => onPick(v.name)}
              className="w-full rounded-md border border-slate-200 px-2 py-1.5 text-left text-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <code className="font-semibold text-sea-700 dark:text-sky-300">{`{{${v.name}}}`}</code>
              <span className="block text-slate-600 dark:text-slate-300">{v.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The warning under a template that names variables its list does not have (the server refuses it as well). */
export function UnknownVariablesAlert({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      Listede olmayan değişken: {names.map((n) => `{{${n}}}`).join(", ")}. Bu haliyle kaydedilemez.
    </p>
  );
}
