import { nextVisit, readVisit, VISIT_STORAGE_KEY } from "~/utils/lead-source";

/**
 * Notes this page view of the visit in sessionStorage (decision 101): landing page, first-page UTM, referring
 * host, previous page. No cookie: the storage stays in this tab and is gone when it closes. The contact form
 * sends what is stored when it is submitted.
 */
export function recordVisit(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  try {
    const visit = nextVisit(readVisit(view.sessionStorage), new URL(view.location.href), doc.referrer);
    view.sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage turned off or full: a message is then sent without a source.
  }
}
