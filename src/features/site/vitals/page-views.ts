import { KIND_METRICS, type VitalKind, type VitalMetric, vitalsPageOf } from "@/shared/web-vitals-pages";

type View = { page: string | null; kind: VitalKind; values: Map<VitalMetric, number>; open: boolean; sent: boolean };

/**
 * One document's page views, each gathering its own values: the hard load, then each soft navigation. Each view
 * goes out once, in its own beacon, at `flush` (the document hidden); a closed or sent view takes no more values,
 * so a page shown again from the back/forward cache is not counted twice.
 */
export function pageViews(send: (beacon: string) => void) {
  const views = new Map<string, View>();
  return {
    record(key: string, pathname: string, kind: VitalKind, name: VitalMetric, value: number) {
      let view = views.get(key);
      if (!view) {
        view = { page: vitalsPageOf(pathname), kind, values: new Map(), open: true, sent: false };
        views.set(key, view);
      }
      if (view.open && KIND_METRICS[kind].includes(name)) view.values.set(name, value);
    },
    /** The views so far take no more values: what happens from now on belongs to a later page. */
    closeAll() {
      for (const view of views.values()) view.open = false;
    },
    flush() {
      for (const view of views.values()) {
        if (view.sent) continue;
        view.open = false;
        view.sent = true;
        if (!view.page || view.values.size === 0) continue;
        const metrics = [...view.values].map(([name, value]) => ({ name, value }));
        send(JSON.stringify({ page: view.page, kind: view.kind, metrics }));
      }
    },
  };
}

export type PageViews = ReturnType<typeof pageViews>;
