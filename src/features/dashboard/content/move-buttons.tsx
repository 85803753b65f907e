/**
 * The "↑" / "↓" buttons of a reorderable table row, named after the record for screen readers
 * ("<name>: yukarı taşı"); `dragHandle` adds the ⠿ grip shown on rows that can also be dragged.
 */
import { Button } from "@/components/ui/button";

export function MoveButtons({
  name,
  index,
  count,
  onMove,
  disabled = false,
  dragHandle = false,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  dragHandle?: boolean;
}) {
  return (
    <span className={dragHandle ? "flex items-center gap-1" : "flex gap-1"}>
      {dragHandle ? (
        <span aria-hidden="true" className="cursor-grab text-slate-400" title="Sürükleyip bırakın">
          ⠿
        </span>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${name}: yukarı taşı`}
        disabled={index === 0 || disabled}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${name}: aşağı taşı`}
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </Button>
    </span>
  );
}
