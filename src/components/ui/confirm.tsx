"use client";

/**
 * Confirmation before destructive actions. Wrap the app in <ConfirmProvider>, then
 * `const confirm = useConfirm(); if (await confirm({ title, message, confirmLabel: "Sil" })) …`.
 * It is a modal <dialog> (focus kept inside, Escape = cancel); the cancel button has the initial focus.
 */
import { createContext, useCallback, useContext, useRef, useState } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

export type ConfirmOptions = { title: string; message: React.ReactNode; confirmLabel?: string; danger?: boolean };
type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={options !== null}
        onClose={() => finish(false)}
        title={options?.title ?? ""}
        size="sm"
        footer={
          <>
            <Button variant="secondary" data-autofocus onClick={() => finish(false)}>
              Vazgeç
            </Button>
            <Button variant={options?.danger === false ? "primary" : "danger"} onClick={() => finish(true)}>
              {options?.confirmLabel ?? "Evet, devam et"}
            </Button>
          </>
        }
      >
        <div className="text-sm text-slate-700 dark:text-slate-200">{options?.message}</div>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm must be used inside ConfirmProvider");
  return confirm;
}
