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
