import { readVisit, type SourceField, sourceFields } from "~/utils/lead-source";

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
