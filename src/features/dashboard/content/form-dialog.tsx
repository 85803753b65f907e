"use client";

/**
 * A create/edit form inside a <Dialog>: "Vazgeç" + "Kaydet" buttons in the footer submit the inner <form>
 * (by its id), the server's message shows above them (FormError). Used by the content screens.
 */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/field";

export function FormDialog({
  open,
  title,
  busy,
  serverError,
  onClose,
  onSubmit,
  size = "md",
  submitLabel = "Kaydet",
  className = "grid gap-3",
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  serverError: string | null;
  onClose: () => void;
  onSubmit: (form: HTMLFormElement) => void;
  size?: "sm" | "md" | "lg";
  submitLabel?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={className}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(e.currentTarget);
        }}
      >
        {children}
        <FormError message={serverError} className="col-span-full" />
      </form>
    </Dialog>
  );
}

/**
 * The create/edit dialog of one record saved with useRecordSave: `values` reads the form, and a save that
 * succeeds calls `onSaved` and closes the dialog. Busy state and the server's message come from `save`.
 */
export function RecordDialog({
  save,
  values,
  onSaved,
  onClose,
  ...dialog
}: Omit<React.ComponentProps<typeof FormDialog>, "open" | "busy" | "serverError" | "onSubmit"> & {
  save: { busy: boolean; serverError: string | null; submit: (values: unknown) => Promise<boolean> };
  values: (form: HTMLFormElement) => unknown;
  onSaved: () => void;
}) {
  async function submit(form: HTMLFormElement) {
    if (await save.submit(values(form))) {
      onSaved();
      onClose();
    }
  }
  return (
    <FormDialog open busy={save.busy} serverError={save.serverError} onClose={onClose} onSubmit={submit} {...dialog} />
  );
}
