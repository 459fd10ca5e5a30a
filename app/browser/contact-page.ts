import { initContactForm } from "./contact-form";

// The contact page's own script (decision 163), started by the page after its first paint; the site script
// runs beside it.
initContactForm(document);
document.documentElement.dataset.pageScript = "ready";
