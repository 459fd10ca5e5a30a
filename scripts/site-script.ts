import path from "node:path";

import { build, type Plugin, type Rolldown } from "vite";

/**
 * The public pages' plain scripts (decisions 165 and 163): `virtual:site-script` runs on every public page;
 * `virtual:page-script/<name>` is one page's own (the shop, the contact form), started after the first paint.
 */
const SCRIPTS: Record<string, { entry: string; name: string }> = {
  "virtual:site-script": { entry: "app/browser/site.ts", name: "site-script" },
  "virtual:page-script/shop": { entry: "app/browser/shop-page.ts", name: "shop-script" },
  "virtual:page-script/contact": { entry: "app/browser/contact-page.ts", name: "contact-script" },
};
const RESOLVED_PREFIX = "\0";

/**
 * One script bundled and minified on its own, with no framework. Its entry is one file named after the script
 * (`assets/site-script-<hash>.js`); a module it imports on demand (the contact form's schema, which brings Zod)
 * is a chunk of its own, named after its module.
 */
export async function bundleScript(root: string, entry: string, name: string): Promise<Rolldown.OutputChunk[]> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      rollupOptions: {
        input: path.join(root, entry),
        output: { format: "es", entryFileNames: `assets/${name}-[hash].js`, chunkFileNames: "assets/[name]-[hash].js" },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const code = chunks.filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === "chunk");
  if (code.filter((chunk) => chunk.isEntry).length !== 1) throw new Error(`${entry} must bundle to one entry file`);
  return code;
}

/**
 * `import siteScriptUrl from "virtual:site-script"` (or `virtual:page-script/shop`): the build emits the
 * script as one hashed, immutable asset (`assets/site-script-<hash>.js`, brotli copy included), the same
 * bytes and so the same name in the browser's and the server's half of the build; a chunk it imports on
 * demand is emitted beside it under its own hashed name. The dev server and Vitest serve the module itself.
 */
export function siteScript(): Plugin {
  let base = "/";
  let dev = false;
  let root = process.cwd();
  const bundles = new Map<string, Promise<Rolldown.OutputChunk[]>>();
  return {
    name: "site-script",
    configResolved(config) {
      base = config.base;
      dev = config.command === "serve";
      root = config.root;
    },
    resolveId: (id) => (id in SCRIPTS ? `${RESOLVED_PREFIX}${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX) || !(id.slice(1) in SCRIPTS)) return undefined;
      const script = SCRIPTS[id.slice(1)]!;
      if (dev) return `export default ${JSON.stringify(`${base}${script.entry}`)};`;
      let bundle = bundles.get(script.entry);
      if (!bundle) bundles.set(script.entry, (bundle = bundleScript(root, script.entry, script.name)));
      const chunks = await bundle;
      let reference = "";
      for (const chunk of chunks) {
        // The chunks import each other by relative paths, so each keeps the hashed name the bundle gave it.
        const file = this.emitFile({ type: "asset", fileName: chunk.fileName, source: chunk.code });
        if (chunk.isEntry) reference = file;
      }
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
