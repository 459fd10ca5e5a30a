/**
 * The header's menu button on small screens (decision 165): opens and closes the menu it controls, says so in
 * `aria-expanded` and in its label, and closes it on Escape (focus back on the button). Without JavaScript a
 * `<noscript>` style in the document shows the menu open and hides the button (root.tsx).
 */
export function initMenu(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>("[data-menu-button]");
  const menu = button && doc.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !menu) return;
  const label = button.querySelector<HTMLElement>("[data-menu-label]");
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    if (label) label.textContent = (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? label.textContent;
    for (const icon of button.querySelectorAll<SVGElement>("[data-menu-icon]"))
      icon.classList.toggle("hidden", (icon.dataset.menuIcon === "close") !== open);
  };
  button.addEventListener("click", () => setOpen(button.getAttribute("aria-expanded") !== "true"));
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
    setOpen(false);
    button.focus();
  });
}
