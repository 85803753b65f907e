"use client";

/**
 * Reordering a list whose rows carry `sort_order` and are saved one by one (FAQ): moving a row hands the
 * list's own sort_order values out in the new order (pageSortOrders) and saves only the rows that changed.
 */
import { useCallback, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { moveItem, pageSortOrders } from "../boats/reorder";

export function useSortOrderMove<T extends { id: number; sort_order: number }>(
  rows: T[] | undefined,
  saveOne: (row: T, sortOrder: number) => Promise<unknown>,
  done: () => unknown,
) {
  const toast = useToast();
  const [moving, setMoving] = useState(false);
  const move = useCallback(
    async (from: number, to: number) => {
      if (!rows || to < 0 || to >= rows.length || from === to) return;
      const next = moveItem(rows, from, to);
      const orders = pageSortOrders(
        next.map((r) => r.sort_order),
        0,
      );
      setMoving(true);
      try {
        for (const [i, row] of next.entries()) {
          const order = orders[i] as number;
          if (order !== row.sort_order) await saveOne(row, order);
        }
        toast.success("Sıralama kaydedildi.");
      } catch (e) {
        toast.error(errorMessage(e));
      } finally {
        setMoving(false);
        await done();
      }
    },
    [rows, saveOne, done, toast],
  );
  return { move, moving };
}
