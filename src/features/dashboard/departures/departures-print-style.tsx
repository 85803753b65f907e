/**
 * The print stylesheet of /dashboard/departures, mounted only with that screen: the dashboard frame (side menu,
 * header, skip link) is hidden, the page fills A4 landscape in black on white (also in dark mode), the table's header repeats
 * on every page and no row is split across pages. The screen's own controls carry `print:hidden`.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4 landscape; margin: 10mm; }
  html, body, div:has(#dashboard-main) { background: #fff !important; min-height: 0 !important; }
  aside, header, a[href="#dashboard-main"] { display: none !important; }
  :has(> #dashboard-main) { padding-left: 0 !important; }
  #dashboard-main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  #dashboard-main, #dashboard-main * {
    color: #000 !important;
    background: transparent !important;
    box-shadow: none !important;
  }
  [data-departures-sheet] { border: 0 !important; overflow: visible !important; font-size: 9pt; }
  [data-departures-sheet] table { width: 100% !important; border-collapse: collapse; }
  [data-departures-sheet] th, [data-departures-sheet] td { border: 0.5pt solid #777 !important; padding: 2pt 4pt !important; }
  [data-departures-sheet] thead { display: table-header-group; }
  [data-departures-sheet] tr { break-inside: avoid; }
  [data-departures-sheet] a { text-decoration: none !important; }
}
`;

export function DeparturesPrintStyle() {
  return <style data-departures-print="">{PRINT_CSS}</style>;
}
