/**
 * A page that carries its own rules (decision 206) links the whole public stylesheet once it has loaded: the
 * scripts add classes its HTML did not have (a toast, a field's error), and the sheet is then cached for the
 * pages too large to carry theirs. Linked after the load, it takes nothing from the first paint; its rules
 * for what is already on the page are the ones the page carries, so nothing moves.
 */
export function linkFullSheet(doc: Document): void {
  const href = doc.querySelector<HTMLStyleElement>("style[data-sheet]")?.dataset.sheet;
  const view = doc.defaultView;
  if (!href || !view) return;
  const link = () => {
    const sheet = doc.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = href;
    doc.head.append(sheet);
  };
  if (doc.readyState === "complete") link();
  else view.addEventListener("load", link, { once: true });
}
