"use client";

/**
 * Modal dialog on the native <dialog> element opened with showModal(): the rest of the page is inert (focus
 * stays inside), Escape closes it (onClose), it is labelled by its title. The element marked `data-autofocus`
 * gets the focus on open (else the first form control of the body, else the close button). Use for forms and previews;
 * for "are you sure?" use useConfirm() from confirm.tsx.
 */
import { useEffect, useId, useRef } from "react";
import { Button } from "./button";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /** Buttons at the bottom; a close button is added when omitted. */
  footer?: React.ReactNode;
  size?: "sm" | "md" | "lg";
};

const widths = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" };

export function Dialog({ open, onClose, title, children, footer, size = "md" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const first =
        dialog.querySelector<HTMLElement>("[data-autofocus]") ??
        dialog.querySelector<HTMLElement>("[data-dialog-body] :is(input, select, textarea):not([disabled])");
      first?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:bg-slate-800 dark:text-slate-100`}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3 dark:border-slate-700">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <Button variant="ghost" size="sm" aria-label="Kapat" onClick={onClose}>
              ✕
            </Button>
          </div>
          <div data-dialog-body className="overflow-y-auto px-5 py-4">
            {children}
          </div>
          <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-700">
            {footer ?? (
              <Button variant="secondary" onClick={onClose}>
                Kapat
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
