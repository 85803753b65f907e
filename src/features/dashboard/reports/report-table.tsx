/**
 * A report's figures as a real table with a caption: the accessible twin of its chart. The first column heads
 * each row (`<th scope="row">`); numeric columns align right. Scrolls sideways on a narrow screen.
 */
export type ReportColumn<T> = { label: string; value: (row: T) => React.ReactNode; numeric?: boolean };

export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
}: {
  caption: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  footer?: React.ReactNode;
}) {
  const cell = (numeric?: boolean) => `px-2 py-1.5 ${numeric ? "text-right tabular-nums" : "text-left"}`;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-1 text-left text-xs font-medium text-slate-600 dark:text-slate-400">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {columns.map((c) => (
              <th key={c.label} scope="col" className={`${cell(c.numeric)} font-semibold whitespace-nowrap`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-100 dark:border-slate-800">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.label} scope="row" className={`${cell(c.numeric)} font-medium`}>
                    {c.value(row)}
                  </th>
                ) : (
                  <td key={c.label} className={cell(c.numeric)}>
                    {c.value(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
