/** The "Düzenle" / "Sil" buttons of a table row, named after the record for screen readers. */
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";

export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: React.ReactNode;
}) {
  return (
    <span className="flex justify-end gap-2 whitespace-nowrap">
      {children}
      {onEdit ? (
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`${name}: düzenle`}>
          Düzenle
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`${name}: sil`}>
          Sil
        </Button>
      ) : null}
    </span>
  );
}

/** The last column of an admin table: its row's actions under a heading only screen readers hear. */
export function actionsColumn<T>(cell: Column<T>["cell"]): Column<T> {
  return { key: "actions", header: <span className="sr-only">İşlemler</span>, cell };
}
