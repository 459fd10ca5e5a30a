import zlib from "node:zlib";

import postcss, { type ChildNode } from "postcss";
import selectorParser from "postcss-selector-parser";

import publicCss from "~/public.css?inline";
import publicSheetHref from "~/public.css?url";

import { ONE_WINDOW_GZIP_BYTES } from "./one-window";

/**
 * A page's own CSS (decision 206): the rules of the public stylesheet that can apply to the classes its HTML
 * uses, so that a page whose document still fits one round trip needs no stylesheet request before its first
 * paint. Lighthouse's slow 4G pays a new connection and a round trip for a render-blocking sheet; a page that
 * carries its rules paints as soon as its document is in.
 */

/** One rule of the sheet: the at-rules it sits in, its text, and what a page needs for it to be kept. */
type Piece = {
  within: string[];
  css: string;
  /** Any one of these sets of classes, all present, keeps the rule; `null`: always kept. */
  needs: string[][] | null;
  /** An `@property` or `@keyframes` is kept when a kept rule names it. */
  named?: string;
};

/** The classes a selector needs, all together; those inside `:not()` and `:has()` are left out. */
function classesNeeded(selector: selectorParser.Selector): string[] {
  const classes: string[] = [];
  selector.walk((node) => {
    if (node.type !== "class") return;
    for (let parent = node.parent; parent; parent = parent.parent)
      if (parent.type === "pseudo" && (parent.value === ":not" || parent.value === ":has")) return;
    classes.push(node.value);
  });
  return classes;
}

function needsOf(selector: string): string[][] {
  const needs: string[][] = [];
  selectorParser((root) => {
    for (const alternative of root.nodes) needs.push(classesNeeded(alternative));
  }).processSync(selector);
  return needs;
}

const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container"]);

function piecesOf(nodes: ChildNode[], within: string[], pieces: Piece[]): Piece[] {
  for (const node of nodes) {
    if (node.type === "comment") continue;
    if (node.type === "rule") {
      pieces.push({ within, css: node.toString(), needs: needsOf(node.selector) });
    } else if (node.type === "atrule" && node.nodes && GROUPING_AT_RULES.has(node.name)) {
      piecesOf(node.nodes, [...within, `@${node.name} ${node.params}`.trim()], pieces);
    } else if (node.type === "atrule" && (node.name === "property" || node.name === "keyframes")) {
      pieces.push({ within, css: node.toString(), needs: null, named: node.params.trim() });
    } else {
      // @font-face, @layer order statements, @charset: every page keeps them.
      pieces.push({ within, css: node.toString() + (node.type === "atrule" && !node.nodes ? ";" : ""), needs: null });
    }
  }
  return pieces;
}

/** The sheet cut into its rules, once per stylesheet. */
export function splitSheet(css: string): Piece[] {
  return piecesOf(postcss.parse(css).nodes, [], []);
}

function kept(piece: Piece, classes: ReadonlySet<string>): boolean {
  if (!piece.needs) return true;
  return piece.needs.some((all) => all.every((name) => classes.has(name)));
}

/** The rules of `pieces` that `classes` can use, in the sheet's order and inside the sheet's at-rules. */
export function cssForClasses(pieces: readonly Piece[], classes: ReadonlySet<string>): string {
  const rules = pieces.filter((piece) => !piece.named && kept(piece, classes));
  const names = new Set(
    rules
      .map((piece) => piece.css)
      .join("")
      .match(/var\(--[\w-]+|[\w-]+/g),
  );
  const chosen = new Set<Piece>(rules);
  for (const piece of pieces)
    if (piece.named && names.has(piece.named.startsWith("--") ? `var(${piece.named}` : piece.named)) chosen.add(piece);
  let out = "";
  let open: string[] = [];
  for (const piece of pieces) {
    if (!chosen.has(piece)) continue;
    let same = 0;
    while (same < open.length && same < piece.within.length && open[same] === piece.within[same]) same++;
    out += "}".repeat(open.length - same);
    for (const rule of piece.within.slice(same)) out += `${rule}{`;
    open = piece.within;
    out += piece.css;
  }
  return out + "}".repeat(open.length);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** Every class named in a server-rendered document's `class` attributes (React writes them double-quoted). */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!).split(/\s+/))
      if (name) classes.add(name);
  return classes;
}

let publicPieces: Piece[] | undefined;

/**
 * The document with the public sheet's link replaced by the page's own rules, when the two together still fit
 * one window; otherwise unchanged (the home page and the shop: their text alone is two thirds of a window), and
 * the sheet, cached after the first page, stays linked. The rules carry the sheet's address: the site script
 * links the whole sheet once the page has loaded, for classes that scripts add later (app/browser/full-sheet.ts).
 */
export function inlinePageCss(html: string): string {
  const link = `<link rel="stylesheet" href="${publicSheetHref}"/>`;
  if (!html.includes(link)) return html;
  publicPieces ??= splitSheet(publicCss);
  const css = cssForClasses(publicPieces, classesInHtml(html));
  const inlined = html.replace(link, () => `<style data-sheet="${publicSheetHref}">${css}</style>`);
  return zlib.gzipSync(inlined).byteLength <= ONE_WINDOW_GZIP_BYTES ? inlined : html;
}
