import zlib from "node:zlib";

import postcss, { type ChildNode, type Declaration } from "postcss";
import selectorParser from "postcss-selector-parser";

import { ADDED_CLASSES, ADDED_ELEMENTS } from "~/browser/added-classes";
import publicCss from "~/public.css?inline";
import publicSheetHref from "~/public.css?url";

import { ONE_WINDOW_GZIP_BYTES } from "./one-window";

/**
 * A page's own CSS (decision 206): the rules of the public stylesheet that can apply to the elements and
 * classes its HTML uses, so that a page whose document still fits one round trip needs no stylesheet request
 * before its first paint. Lighthouse's slow 4G pays a new connection and a round trip for a render-blocking
 * sheet; a page that carries its rules paints as soon as its document is in.
 */

/** What a document offers the sheet's rules: its classes, its elements and its text. */
export type DocumentUse = { classes: ReadonlySet<string>; tags: ReadonlySet<string>; html: string };

/** One rule of the sheet: the at-rules it sits in, its text, and what a page needs for it to be kept. */
type Piece = {
  within: string[];
  css: string;
  /** Any one of these lists, all present, keeps the rule (`.name` a class, else an element); `null`: kept. */
  needs: string[][] | null;
  /** An `@property` or `@keyframes` is kept when a kept rule names it. */
  named?: string;
  /** A face with a `unicode-range` is kept when the document has a character in it. */
  range?: RegExp;
  /** The custom properties its ordinary declarations read, and the `@keyframes` it names. */
  reads: string[];
  animations: string[];
  /** A rule that sets custom properties, to write again with only the ones something reads. */
  rule?: { selector: string; declarations: { decl: Declaration; reads: string[] }[] };
};

/** Pseudo-classes whose selectors are not required: negations, relations, and a choice among several. */
function optional(node: selectorParser.Container): boolean {
  return node.value === ":not" || node.value === ":has" || node.nodes.length > 1;
}

/** The classes and elements a selector needs, all together. */
function needed(selector: selectorParser.Selector): string[] {
  const needs: string[] = [];
  selector.walk((node) => {
    if (node.type !== "class" && node.type !== "tag") return;
    for (let parent = node.parent; parent; parent = parent.parent)
      if (parent.type === "pseudo" && optional(parent)) return;
    needs.push(node.type === "class" ? `.${node.value}` : node.value.toLowerCase());
  });
  return needs;
}

function needsOf(selector: string): string[][] {
  const needs: string[][] = [];
  selectorParser((root) => {
    for (const alternative of root.nodes) needs.push(needed(alternative));
  }).processSync(selector);
  return needs;
}

/** `U+0-FF, U+131, U+1F??` as a character class. */
function unicodeRange(value: string): RegExp {
  const ranges = value.split(",").map((part) => {
    const hex = part.trim().replace(/^U\+/i, "");
    const [low, high = low] = hex.includes("-") ? hex.split("-") : [hex.replace(/\?/g, "0"), hex.replace(/\?/g, "F")];
    return `\\u{${low}}-\\u{${high}}`;
  });
  return new RegExp(`[${ranges.join("")}]`, "u");
}

const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container"]);

const READS = /var\((--[\w-]+)/g;

function readsOf(text: string): string[] {
  return [...text.matchAll(READS)].map(([, name]) => name!);
}

function piecesOf(nodes: ChildNode[], within: string[], pieces: Piece[]): Piece[] {
  const piece = (css: string, needs: string[][] | null, more: Partial<Piece> = {}) =>
    pieces.push({ within, css, needs, reads: [], animations: [], ...more });
  for (const node of nodes) {
    if (node.type === "comment") continue;
    if (node.type === "rule") {
      const declarations = node.nodes.filter((child) => child.type === "decl");
      const custom = declarations.length === node.nodes.length && declarations.some((decl) => decl.variable);
      const css = node.toString();
      piece(css, needsOf(node.selector), {
        reads: custom
          ? declarations.filter((decl) => !decl.variable).flatMap((decl) => readsOf(decl.value))
          : readsOf(css),
        rule: custom
          ? {
              selector: node.selector,
              declarations: declarations.map((decl) => ({ decl, reads: readsOf(decl.value) })),
            }
          : undefined,
      });
    } else if (node.type === "atrule" && node.nodes && GROUPING_AT_RULES.has(node.name)) {
      piecesOf(node.nodes, [...within, `@${node.name} ${node.params}`.trim()], pieces);
    } else if (node.type === "atrule" && (node.name === "property" || node.name === "keyframes")) {
      piece(node.toString(), null, { named: node.params.trim() });
    } else if (node.type === "atrule" && node.name === "font-face") {
      let range: RegExp | undefined;
      node.walkDecls("unicode-range", (decl) => void (range = unicodeRange(decl.value)));
      piece(node.toString(), null, { range });
    } else {
      // @layer order statements, @charset: every page keeps them.
      piece(node.toString() + (node.type === "atrule" && !node.nodes ? ";" : ""), null);
    }
  }
  return pieces;
}

/** `name` as a whole word of CSS, its characters taken literally. */
function wholeWord(name: string): RegExp {
  return new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
}

/** The sheet cut into its rules, once per stylesheet. */
export function splitSheet(css: string): Piece[] {
  const pieces = piecesOf(postcss.parse(css).nodes, [], []);
  // Each name's pattern is compiled once, not once for every rule it is looked for in.
  const keyframes = pieces.flatMap((piece) =>
    piece.named && !piece.named.startsWith("--") ? [{ name: piece.named, pattern: wholeWord(piece.named) }] : [],
  );
  for (const piece of pieces)
    if (piece.needs)
      piece.animations = keyframes.flatMap(({ name, pattern }) => (pattern.test(piece.css) ? [name] : []));
  return pieces;
}

function kept(piece: Piece, use: DocumentUse): boolean {
  if (piece.range) return piece.range.test(use.html);
  if (!piece.needs) return true;
  return piece.needs.some((all) =>
    all.every((need) => (need[0] === "." ? use.classes.has(need.slice(1)) : use.tags.has(need))),
  );
}

/**
 * The custom properties something reads: the document itself (its inline styles and sheets), every ordinary
 * declaration of the kept rules, and the values of the custom properties those read, in turn.
 */
function propertiesRead(rules: Piece[], html: string): Set<string> {
  const read = new Set(readsOf(html));
  const custom: { decl: Declaration; reads: string[] }[] = [];
  for (const piece of rules) {
    for (const name of piece.reads) read.add(name);
    for (const declaration of piece.rule?.declarations ?? []) if (declaration.decl.variable) custom.push(declaration);
  }
  for (let size = -1; size !== read.size;) {
    size = read.size;
    for (const { decl, reads } of custom) if (read.has(decl.prop)) for (const name of reads) read.add(name);
  }
  return read;
}

/** A rule that sets custom properties, with only those something reads; empty when none is. */
function withPropertiesRead(piece: Piece, read: ReadonlySet<string>): string {
  if (!piece.rule) return piece.css;
  const declarations = piece.rule.declarations
    .map(({ decl }) => decl)
    .filter((decl) => !decl.variable || read.has(decl.prop));
  if (declarations.length === 0) return "";
  const body = declarations.map((decl) => `${decl.prop}:${decl.value}${decl.important ? "!important" : ""}`);
  return `${piece.rule.selector}{${body.join(";")}}`;
}

/** The rules of `pieces` that a document can use, in the sheet's order and inside the sheet's at-rules. */
export function cssForDocument(pieces: readonly Piece[], use: DocumentUse): string {
  const rules = pieces.filter((piece) => !piece.named && kept(piece, use));
  const read = propertiesRead(rules, use.html);
  const text = new Map<Piece, string>();
  for (const piece of rules) {
    const css = withPropertiesRead(piece, read);
    if (css) text.set(piece, css);
  }
  const animations = new Set([...text.keys()].flatMap((piece) => piece.animations));
  for (const piece of pieces)
    if (piece.named && (piece.named.startsWith("--") ? read.has(piece.named) : animations.has(piece.named)))
      text.set(piece, piece.css);
  let out = "";
  let open: string[] = [];
  for (const piece of pieces) {
    const css = text.get(piece);
    if (css === undefined) continue;
    let same = 0;
    while (same < open.length && same < piece.within.length && open[same] === piece.within[same]) same++;
    out += "}".repeat(open.length - same);
    for (const rule of piece.within.slice(same)) out += `${rule}{`;
    open = piece.within;
    out += css;
  }
  return out + "}".repeat(open.length);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * The classes (from `class` attributes, as React writes them) and elements of a server-rendered document, with
 * `added`: what the page's scripts may add to it later (a toast, a field's error; decision 209).
 */
export function documentUse(
  html: string,
  added: { classes: readonly string[]; elements: readonly string[] } = { classes: [], elements: [] },
): DocumentUse {
  const classes = new Set<string>(added.classes);
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!).split(/\s+/))
      if (name) classes.add(name);
  const tags = new Set<string>(added.elements);
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tags.add(tag!.toLowerCase());
  return { classes, tags, html };
}

let publicPieces: Piece[] | undefined;

/** Whether `html`, gzipped at the default level (as issue 27 counts a document), fits one window. */
export function fitsOneWindow(html: string): boolean {
  return zlib.gzipSync(html).byteLength <= ONE_WINDOW_GZIP_BYTES;
}

/**
 * The documents found too large for their own rules, by path, with their length then. A cache miss of such a page
 * (the home page, the shop) would otherwise cut its rules and gzip the result on every render, only to keep the
 * link: 22.6 % of the main thread's time under 50 uncached connections to `/` (1.4 ms of a lone render;
 * docs/performance.md). Keeping the link is always right, so a stale entry costs a page its inline rules, never
 * its styles.
 */
const tooLarge = new Map<string, number>();
/** Bounded: a crawl of unknown paths adds one entry each. */
const TOO_LARGE_PATHS = 1000;
/** A document whose length moved more than this since it was found too large is measured again (an edit). */
const SAME_LENGTH = 0.02;

/**
 * The document with the public sheet's link replaced by the page's own rules (with those of what its scripts
 * add), when the two together still fit one window; otherwise unchanged, and the sheet, cached after the first
 * page, stays linked. The rules carry the sheet's address: the site script prefetches the whole sheet once the
 * page has loaded, for the pages that link it (app/browser/full-sheet.ts). `pathname` lets a page found too large
 * keep its link without being measured again while its length stays about the same.
 */
export function inlinePageCss(html: string, pathname?: string): string {
  const link = `<link rel="stylesheet" href="${publicSheetHref}"/>`;
  if (!html.includes(link)) return html;
  const lengthThen = pathname === undefined ? undefined : tooLarge.get(pathname);
  if (lengthThen !== undefined && Math.abs(html.length - lengthThen) <= lengthThen * SAME_LENGTH) return html;
  publicPieces ??= splitSheet(publicCss);
  const css = cssForDocument(publicPieces, documentUse(html, { classes: ADDED_CLASSES, elements: ADDED_ELEMENTS }));
  const inlined = html.replace(link, () => `<style data-sheet="${publicSheetHref}">${css}</style>`);
  if (fitsOneWindow(inlined)) {
    if (pathname !== undefined) tooLarge.delete(pathname);
    return inlined;
  }
  if (pathname !== undefined) {
    if (tooLarge.size >= TOO_LARGE_PATHS) tooLarge.clear();
    tooLarge.set(pathname, html.length);
  }
  return html;
}
