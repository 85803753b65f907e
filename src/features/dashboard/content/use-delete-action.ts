"use client";

/**
 * "Sil" with confirmation: `const remove = useDeleteAction(); await remove({ path, title, message, done })`.
 * Asks first, deletes, toasts "…silindi." and calls `done` (usually the list's reload). A refusal (e.g. 409
 * "in use") shows the server's Turkish message as an error toast. Returns whether it deleted.
 */
import { useCallback } from "react";
import { useConfirm } from "@/components/ui/confirm";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useSession } from "../session/session-context";

export type DeleteRequest = {
  path: string;
  title: string;
  message: React.ReactNode;
  success: string;
  done?: () => unknown;
};

export function useDeleteAction() {
  const { api } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async ({ path, title, message, success, done }: DeleteRequest): Promise<boolean> => {
      if (!(await confirm({ title, message, confirmLabel: "Sil" }))) return false;
      try {
        await api.del(path);
        toast.success(success);
        await done?.();
        return true;
      } catch (e) {
        toast.error(errorMessage(e));
        return false;
      }
    },
    [api, confirm, toast],
  );
}
