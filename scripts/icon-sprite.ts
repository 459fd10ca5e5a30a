import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

import { brandMarks } from "../app/components/brand-marks.ts";
import { iconSet } from "../app/components/icon-set.ts";

const MODULE_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PATH = "@icon-sprite.svg";

/**
 * One <symbol> per icon, id = its name, drawn exactly as lucide-react draws it; then the brand marks, id =
 * `brand-<name>`, filled (their paths are shapes, not strokes).
 */
export function buildIconSprite(): string {
  const symbols = Object.entries(iconSet).map(([name, icon]) => {
    const markup = renderToStaticMarkup(createElement(icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (inner === undefined) throw new Error(`icon ${name}: unexpected markup ${markup.slice(0, 80)}`);
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  const brands = Object.entries(brandMarks).map(
    ([name, d]) => `<symbol id="brand-${name}" viewBox="0 0 24 24"><path stroke="none" d="${d}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...brands].join("")}</svg>\n`;
}

/**
 * `import spriteUrl from "virtual:icon-sprite"`: the build emits the sprite as a hashed, immutable asset
 * (`assets/icons-<hash>.svg`, brotli copy included); the dev server serves it from memory.
 */
export function iconSprite(): Plugin {
  let base = "/";
  let dev = false;
  return {
    name: "icon-sprite",
    configResolved(config) {
      base = config.base;
      dev = config.command === "serve";
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (dev) return `export default ${JSON.stringify(`${base}${DEV_PATH}`)};`;
      const reference = this.emitFile({ type: "asset", name: "icons.svg", source: buildIconSprite() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== `${base}${DEV_PATH}`) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(buildIconSprite());
      });
    },
  };
}
