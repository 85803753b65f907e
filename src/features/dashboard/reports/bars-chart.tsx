"use client";

/**
 * The reports' one chart: grouped or stacked bars from recharts. Imported only through `lazy-bars-chart.tsx`,
 * so recharts loads with the reports screen and no other dashboard page pays for it. The chart is a picture
 * (role="img"); its figures are in the data table beside it, which screen readers read.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type BarSeries = { key: string; label: string; color: string; stack?: string };

export type BarsChartProps = {
  label: string;
  data: Record<string, string | number | null>[];
  category: string;
  series: BarSeries[];
  /** Bars run left to right, categories down the side (long names such as boats). */
  horizontal?: boolean;
  format?: (value: number) => string;
  height?: number;
};

export default function BarsChart({ label, data, category, series, horizontal, format, height = 260 }: BarsChartProps) {
  const fmt = format ?? ((v: number) => v.toLocaleString("tr-TR"));
  const tooltip = (value: unknown) => (typeof value === "number" ? fmt(value) : String(value ?? ""));
  return (
    <div role="img" aria-label={`${label} grafiği; değerler tablodadır.`} style={{ width: "100%", height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout={horizontal ? "vertical" : "horizontal"}
          margin={{ top: 8, right: 12, bottom: 4, left: horizontal ? 8 : 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          {horizontal ? (
            <>
              <XAxis type="number" tickFormatter={fmt} fontSize={11} />
              <YAxis type="category" dataKey={category} width={96} fontSize={11} />
            </>
          ) : (
            <>
              <XAxis dataKey={category} fontSize={11} />
              <YAxis tickFormatter={fmt} width={64} fontSize={11} />
            </>
          )}
          <Tooltip formatter={tooltip} />
          {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              stackId={s.stack}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
