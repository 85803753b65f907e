"use client";

import { useEffect, useId, useRef } from "react";

/**
 * The card-payment provider's page (PayTR's iframe) in a modal <dialog> that fills most of the screen on a phone
 * and a laptop alike: the page scrolls inside its own frame, never the dialog. Escape or the close button closes it
 * (`onClose`); the rest of the page is inert meanwhile.
 */
export function PaymentDialog({
  url,
  title,
  frameTitle,
  note,
  closeLabel,
  onClose,
}: {
  url: string;
  title: string;
  frameTitle: string;
  note: string;
  closeLabel: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto h-[92dvh] max-h-[56rem] w-[calc(100%-1rem)] max-w-3xl flex-col rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 open:flex dark:bg-slate-800 dark:text-slate-100"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="flex size-11 items-center justify-center rounded-md text-xl hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:hover:bg-slate-700"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <p className="px-4 pt-2 text-sm text-slate-700 dark:text-slate-300">{note}</p>
      <iframe
        src={url}
        title={frameTitle}
        className="m-3 min-h-0 flex-1 rounded-md border border-slate-200 bg-white dark:border-slate-700"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </dialog>
  );
}
