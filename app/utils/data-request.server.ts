/**
 * Set by the server on React Router's `.data` requests (client-side navigations and fetcher
 * submissions), never trusted from outside: the server deletes any copy a client sends.
 */
export const DATA_REQUEST_HEADER = "x-site-data-request";

/** A request from the app's own scripts, which wants data back rather than a page or a redirect. */
export function isDataRequest(request: Request): boolean {
  return request.headers.has(DATA_REQUEST_HEADER);
}
