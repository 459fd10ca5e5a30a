/**
 * The distinct warnings Node printed (`(node:123) MaxListenersExceededWarning: …`), without the process
 * id: the bench reports what the server warned about under its load, its crawl and Lighthouse.
 */
export function serverWarnings(output: string): string[] {
  return [...new Set([...output.matchAll(/^\(node:\d+\) (\w*Warning: .*)$/gm)].map((match) => match[1]!))];
}
