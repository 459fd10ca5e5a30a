/**
 * React Router's bootstrap module (the inline `<script type="module">` that imports the framework, the
 * route modules and the client entry) is held back until the browser has painted the page and its
 * high-priority images, then started unchanged (decision 123). The HTML is complete and styled without
 * JavaScript, so the first paint needs none; fetching and running ~110 KB of it before painting only delays
 * the paint on a slow phone. React Router's modulepreload links are held back with it, so the scripts are
 * fetched, all at once, right after the paint.
 */

/** The type the server gives the bootstrap module in the HTML, so that the browser does not run it yet. */
export const DEFERRED_MODULE_TYPE = "text/x-module-after-paint";

/**
 * The start of React Router's modulepreload links as rendered. They are held back by a media query that
 * never matches (a browser fetches no modulepreload whose media does not match, and the HTML stays valid)
 * and marked for the script below, which adds a real preload for each after the paint.
 */
export const MODULE_PRELOAD_START = '<link rel="modulepreload"';
export const DEFERRED_PRELOAD_MARK = "data-after-paint";

/** The end of React Router's bootstrap module's start tag (after its nonce), replaced by entry.server. */
export const BOOTSTRAP_MODULE_TAG_END = ' type="module" async="">';

/**
/** The class of an entrance animation (the team cards' staggered fade): the first screen is complete when those in it end. */
export const ENTRANCE_CLASS = "stagger-in";
/** The longest the scripts wait, from the first frame, for entrances in the first screen (on a wide screen six cards take 1.6 s). */
export const ENTRANCE_WAIT_MS = 1000;

/**
 * Classic inline script, placed after React Router's scripts: once the first screen is complete (at once in
 * a hidden tab, where frames do not come), it turns the held-back preloads into real ones (all chunks at
 * once, no import waterfall), then copies each held-back module into a real module script (same text, so
 * the same CSP hash; same nonce). Complete means painted: every `fetchpriority="high"` image decoded (its
 * load event can come a frame or more before an async-decoded image shows), and the entrance animations of
 * what the first screen shows ended, up to ENTRANCE_WAIT_MS; then one more frame. Scripts fetched while the
 * page's largest element is still appearing share the phone's link and CPU with it, and Lighthouse counts
 * them in its LCP (2026-11-27: on `/team` they started 0.8 s before the first card had faded in).
 */
export const HYDRATE_AFTER_PAINT_SCRIPT = `(()=>{const t=${JSON.stringify(DEFERRED_MODULE_TYPE)};const run=()=>{for(const held of document.querySelectorAll("link[${DEFERRED_PRELOAD_MARK}]")){const l=document.createElement("link");l.rel="modulepreload";l.href=held.href;document.head.append(l)}for(const held of document.querySelectorAll('script[type="'+t+'"]')){const s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;held.removeAttribute("type");held.textContent="";document.head.append(s)}};const images=[...document.querySelectorAll('img[fetchpriority="high"]')].map(i=>i.decode().catch(()=>{}));const shown=e=>{const r=e.getBoundingClientRect();return r.bottom>0&&r.top<innerHeight};const entrances=document.getAnimations?document.getAnimations().filter(a=>a.effect&&a.effect.target&&a.effect.target.classList.contains(${JSON.stringify(ENTRANCE_CLASS)})&&shown(a.effect.target)).map(a=>a.finished.catch(()=>{})):[];const entered=new Promise(r=>requestAnimationFrame(()=>{setTimeout(r,${ENTRANCE_WAIT_MS});Promise.all(entrances).then(r)}));const afterPaint=()=>requestAnimationFrame(()=>setTimeout(run,0));if(document.visibilityState==="hidden")run();else Promise.all([...images,entered]).then(afterPaint)})()`;

/**
 * Marks React Router's bootstrap module in rendered HTML as held back, and (with `preloads`) its
 * modulepreload links too: a script fetched before the first paint shares a slow phone's link with the page
 * itself (Lighthouse counts every high-priority request that ends before the paint), so the ~110 KB are
 * fetched after it. Staff screens keep their preloads: staff use them at once, on fast machines.
 */
export function holdBackBootstrapModule(html: string, { preloads = true }: { preloads?: boolean } = {}): string {
  const held = html.split(BOOTSTRAP_MODULE_TAG_END).join(` type="${DEFERRED_MODULE_TYPE}">`);
  if (!preloads) return held;
  return held.split(MODULE_PRELOAD_START).join(`${MODULE_PRELOAD_START} media="not all" ${DEFERRED_PRELOAD_MARK}=""`);
}
