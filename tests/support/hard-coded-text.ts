import { parse } from "@babel/parser";

/** Attributes whose text a visitor reads or hears: they must come from the catalogues too. */
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "placeholder", "title", "alt", "label"]);
const LETTER = /\p{L}/u;
/** Words that are the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Liman", "TL", "EUR", "USD", "GBP", "IBAN", "SWIFT", "E-mail", "WhatsApp"]);

export type HardCodedText = { line: number; text: string };

const isText = (text: string) =>
  text.split(/[^\p{L}-]+/u).some((word) => LETTER.test(word) && !SAME_IN_EVERY_LANGUAGE.has(word));

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== "loc" && key !== "extra" && value && typeof value === "object") walk(value, visit);
  }
}

/**
 * Text written into a component's markup instead of read from a catalogue: JSX text, string literals placed as
 * children, and the read attributes (aria-label, placeholder, title, alt, label) given as literals.
 */
export function hardCodedText(source: string): HardCodedText[] {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: HardCodedText[] = [];
  const add = (node: Node, text: string) => {
    if (isText(text)) found.push({ line: node.loc?.start.line ?? 0, text: text.trim().slice(0, 60) });
  };
  walk(ast.program, (node) => {
    if (node.type === "JSXElement" || node.type === "JSXFragment") {
      for (const child of node.children as Node[]) {
        if (child.type === "JSXText") add(child, String(child.value));
        if (child.type !== "JSXExpressionContainer") continue;
        const expression = child.expression as Node;
        if (expression.type === "StringLiteral") add(child, String(expression.value));
        if (expression.type === "TemplateLiteral") {
          for (const quasi of expression.quasis as Node[]) add(child, String((quasi.value as { raw: string }).raw));
        }
      }
    }
    if (node.type === "JSXAttribute") {
      const name = (node.name as Node).name as string;
      const value = node.value as Node | null;
      const literal =
        value?.type === "JSXExpressionContainer" && (value.expression as Node).type === "StringLiteral"
          ? (value.expression as Node)
          : value;
      if (READ_ATTRIBUTES.has(name) && literal?.type === "StringLiteral") add(node, String(literal.value));
    }
  });
  return found;
}
