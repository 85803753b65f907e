/** Reading the ICU message catalogues of src/i18n in tests: their leaves and the arguments each message names. */

export type Tree = { [key: string]: string | Tree };

export function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [leaf, text] of leaves(value, name)) out.set(leaf, text);
  }
  return out;
}

/** The ICU arguments a message names, `{days}` and `{weekday, select, 1 {…} …}` alike (branch texts walked too). */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const text = (): void => {
    while (i < message.length && message[i] !== "}") {
      if (message[i] === "{") argument();
      else i++;
    }
  };
  const argument = (): void => {
    const head = /^\{\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+)\s*(?:,\s*)?)?/.exec(message.slice(i))!;
    names.add(head[1]!);
    i += head[0].length;
    if (head[2] === "select" || head[2] === "plural") {
      while (message[i] !== "}") {
        const branch = /^\s*[=\w]+\s*\{/.exec(message.slice(i))!;
        i += branch[0].length;
        text();
        i++; // the branch's "}"
        while (message[i] === " ") i++;
      }
    } else {
      while (message[i] !== "}") i++;
    }
    i++; // the argument's "}"
  };
  text();
  return [...names].sort();
}
