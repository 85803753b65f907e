"use client";

import { Button, type ButtonProps } from "./button";
import { useToast } from "./toast";

/** Copies with the Clipboard API, or through a hidden text area where that API is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the older way
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  return ok;
}

type Props = Omit<ButtonProps, "onClick" | "value" | "variant"> & {
  /** What is copied. */
  value: string;
  /** The toasts after copying and when copying failed, in the page's language. */
  done: string;
  failed: string;
};

/** A secondary button that copies `value` and says so in a toast. */
export function CopyButton({ value, done, failed, ...rest }: Props) {
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        if (await copyText(value)) toast.success(done);
        else toast.error(failed);
      }}
      {...rest}
    />
  );
}
