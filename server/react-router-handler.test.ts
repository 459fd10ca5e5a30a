import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import { routerRequestHandler } from "./react-router-handler";

/** A build with one resource route, `/ping`, whose loader answers in plain text. */
function pingBuild(): ServerBuild {
  return {
    entry: { module: { default: () => new Response("no documents here", { status: 500 }) } },
    routes: {
      root: { id: "root", path: "", module: {} },
      ping: { id: "ping", parentId: "root", path: "ping", module: { loader: () => new Response("pong") } },
    },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

async function pingThreeTimes(mode: string) {
  let reads = 0;
  const handle = routerRequestHandler(async () => {
    reads += 1;
    return pingBuild();
  }, mode);
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await (await handle(new Request("http://site.test/ping"))).text());
  return { answers, reads };
}

describe("routerRequestHandler", () => {
  it("derives React Router's handler from a production build once, not on every request", async () => {
    expect(await pingThreeTimes("production")).toEqual({ answers: ["pong", "pong", "pong"], reads: 1 });
  });

  it("reads the build again on every request in development, where it is rebuilt", async () => {
    expect(await pingThreeTimes("development")).toEqual({ answers: ["pong", "pong", "pong"], reads: 3 });
  });
});
