import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this, brotli's framing costs about what it saves. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) copy next to each hashed client asset, which the server sends to
 * browsers that accept it: 10–15 % fewer bytes than on-the-fly gzip, and no compression work per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          if (source.length < MIN_BYTES) return;
          const compressed = await brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          await writeFile(path.join(dir, `${file}.br`), compressed);
        }),
      );
    },
  };
}
