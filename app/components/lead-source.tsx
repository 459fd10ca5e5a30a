import { useEffect } from "react";
import { useLocation } from "react-router";

import { nextVisit, readVisit, type SourceField, sourceFields, VISIT_STORAGE_KEY } from "~/utils/lead-source";

/**
 * Notes each public page view of the visit in sessionStorage (landing page, first-page UTM, referring
 * host, previous page). No cookie: the storage stays in this tab and is gone when it closes.
 */
export function useVisitSource(): void {
  const location = useLocation();
  useEffect(() => {
    try {
      const url = new URL(location.pathname + location.search, window.location.origin);
      const visit = nextVisit(readVisit(window.sessionStorage), url, document.referrer);
      window.sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
    } catch {
      // Storage turned off or full: the message is sent without a source.
    }
  }, [location.pathname, location.search]);
}

/**
 * The visit's source as form fields, for a form sent from `pathname`: read when the form is sent, so
 * even a visit that started on the form's page has its first view stored by then.
 */
export function visitSourceFields(pathname: string): Partial<Record<SourceField, string>> {
  try {
    return sourceFields(readVisit(window.sessionStorage), pathname);
  } catch {
    return {};
  }
}
