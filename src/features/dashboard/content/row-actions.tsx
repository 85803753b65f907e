/** The "Düzenle" / "Sil" buttons of a table row, named after the record for screen readers. */
import { Button } from "@/components/ui/button";

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
