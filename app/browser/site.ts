import { initCounters } from "./counters";
import { prefetchFullSheet } from "./full-sheet";
import { recordVisit } from "./lead-source";
import { initMenu } from "./menu";
import { initNewsletter } from "./newsletter";
import { reportPrefetchedView } from "./page-view";
import { initScrollToTop } from "./scroll-to-top";
import { initToasts } from "./toasts";

// The one script of the public pages (decision 165): a module, so it runs once the document is parsed. Each
// part looks for its own elements and does nothing on a page without them.
recordVisit(document);
reportPrefetchedView(document);
initMenu(document);
initScrollToTop(document);
initToasts(document);
initNewsletter(document);
initCounters(document);
prefetchFullSheet(document);
