"use client";

/**
 * Reordering a whole table at once (boats, team): `const order = useRowReorder(rows, save)` keeps a local copy
 * of the rows, `order.move(from, to)` shows the new order at once and calls `save(next)`; on failure the old
 * order comes back with the server's message as a toast. `order.rowProps` makes the rows draggable
 * (pass it to DataTable's rowProps).
 */
import { useEffect, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { moveItem } from "../boats/reorder";

export function useRowReorder<T>(source: T[] | undefined, save: (next: T[]) => Promise<unknown>) {
  const toast = useToast();
  const [rows, setRows] = useState<T[] | undefined>(undefined);
  const [dragIndex, setDragIndex] = useState<number | null>(null);

  useEffect(() => setRows(source), [source]);

  async function saveOrder(next: T[]) {
    const previous = rows;
    setRows(next);
    try {
      await save(next);
      toast.success("Sıralama kaydedildi.");
    } catch (e) {
      setRows(previous);
      toast.error(errorMessage(e));
    }
  }

  function move(from: number, to: number) {
    if (!rows || to < 0 || to >= rows.length || from === to) return;
    void saveOrder(moveItem(rows, from, to));
  }

  const rowProps = (_: T, i: number): React.HTMLAttributes<HTMLTableRowElement> => ({
    draggable: true,
    onDragStart: (e) => {
      setDragIndex(i);
      e.dataTransfer.effectAllowed = "move";
    },
    onDragOver: (e) => e.preventDefault(),
    onDrop: (e) => {
      e.preventDefault();
      if (dragIndex !== null) move(dragIndex, i);
      setDragIndex(null);
    },
    onDragEnd: () => setDragIndex(null),
    className: dragIndex === i ? "opacity-50" : undefined,
  });

  return { rows, move, rowProps };
}
