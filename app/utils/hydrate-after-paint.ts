/**
 * React Router's bootstrap module (the inline `<script type="module">` that imports the framework, the
 * route modules and the client entry) is held back until the browser has painted the page and its
 * high-priority images, then started unchanged (decision 123). The HTML is complete and styled without
 * JavaScript, so the first paint needs none; running ~110 KB of it before painting only delays the paint
 * on a slow phone. The scripts still download early (React Router's modulepreload links); only their
 * evaluation, and so hydration, waits for that one frame.
 */

/** The type the server gives the bootstrap module in the HTML, so that the browser does not run it yet. */
export const DEFERRED_MODULE_TYPE = "text/x-module-after-paint";

/** The end of React Router's bootstrap module's start tag (after its nonce), replaced by entry.server. */
export const BOOTSTRAP_MODULE_TAG_END = ' type="module" async="">';

/**
 * Classic inline script, placed after React Router's scripts: once the first paint and every
 * `fetchpriority="high"` image are done (or at once in a hidden tab, where frames do not come), it copies
 * each held-back module into a real module script (same text, so the same CSP hash; same nonce).
 */
export const HYDRATE_AFTER_PAINT_SCRIPT = `(()=>{const t=${JSON.stringify(DEFERRED_MODULE_TYPE)};const run=()=>{for(const held of document.querySelectorAll('script[type="'+t+'"]')){const s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;held.removeAttribute("type");held.textContent="";document.head.append(s)}};const images=[...document.querySelectorAll('img[fetchpriority="high"]')].filter(i=>!i.complete).map(i=>new Promise(r=>{i.addEventListener("load",r,{once:true});i.addEventListener("error",r,{once:true})}));const afterPaint=()=>requestAnimationFrame(()=>setTimeout(run,0));if(document.visibilityState==="hidden")run();else Promise.all(images).then(afterPaint)})()`;

/** Marks React Router's bootstrap module in rendered HTML as held back. */
export function holdBackBootstrapModule(html: string): string {
  return html.split(BOOTSTRAP_MODULE_TAG_END).join(` type="${DEFERRED_MODULE_TYPE}">`);
}
