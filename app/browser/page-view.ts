/**
 * A page opened from a Speculation Rules prefetch made no request when it was shown, and the prefetch itself
 * is not a view (the pointer may only have rested on the link). So the page says it was shown, once, to the
 * address its script tag names (decision 167). A page loaded the ordinary way has been counted already.
 */
export function reportPrefetchedView(doc: Document): void {
  const view = doc.defaultView;
  const endpoint = doc.querySelector<HTMLScriptElement>("script[data-view-report]")?.dataset.viewReport;
  if (!view || !endpoint || typeof view.navigator.sendBeacon !== "function") return;
  const [navigation] = view.performance.getEntriesByType("navigation") as (PerformanceEntry & {
    deliveryType?: string;
  })[];
  if (navigation?.deliveryType !== "navigational-prefetch") return;
  view.navigator.sendBeacon(`${endpoint}?path=${encodeURIComponent(view.location.pathname)}`);
}
