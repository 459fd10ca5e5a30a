/**
 * A page that carries its own rules (decision 206) fetches the whole public stylesheet into the HTTP cache once
 * it has loaded, for the pages too large to carry theirs (the home page, the shop). A prefetch is not applied,
 * so the page is not restyled after its load; what scripts add later is styled by the page's own rules
 * (decision 209, which also measured that the restyle was not what Lighthouse counted as blocking time).
 */
export function prefetchFullSheet(doc: Document): void {
  const href = doc.querySelector<HTMLStyleElement>("style[data-sheet]")?.dataset.sheet;
  const view = doc.defaultView;
  if (!href || !view) return;
  const prefetch = () => {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.as = "style";
    link.href = href;
    doc.head.append(link);
  };
  if (doc.readyState === "complete") prefetch();
  else view.addEventListener("load", prefetch, { once: true });
}
