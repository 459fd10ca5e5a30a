import path from "node:path";

import { build, type Plugin, type Rolldown } from "vite";

const MODULE_ID = "virtual:site-script";
const RESOLVED_ID = `\0${MODULE_ID}`;
const ENTRY = "app/browser/site.ts";

/** The public pages' one script, bundled and minified on its own: plain DOM code, no framework (decision 165). */
export async function bundleSiteScript(root: string): Promise<string> {
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
      rollupOptions: { input: path.join(root, ENTRY), output: { format: "es" } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const entries = chunks.filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === "chunk");
  if (entries.length !== 1) throw new Error(`${ENTRY} must bundle to one file, not ${entries.length}`);
  return entries[0]!.code;
}

/**
 * `import siteScriptUrl from "virtual:site-script"`: the build emits app/browser/site.ts as one hashed,
 * immutable asset (`assets/site-script-<hash>.js`, brotli copy included), the same bytes and so the same name in the
 * browser's and the server's half of the build; the dev server and Vitest serve the module itself.
 */
export function siteScript(): Plugin {
  let base = "/";
  let dev = false;
  let root = process.cwd();
  let code: Promise<string> | null = null;
  return {
    name: "site-script",
    configResolved(config) {
      base = config.base;
      dev = config.command === "serve";
      root = config.root;
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (dev) return `export default ${JSON.stringify(`${base}${ENTRY}`)};`;
      code ??= bundleSiteScript(root);
      const reference = this.emitFile({ type: "asset", name: "site-script.js", source: await code });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
