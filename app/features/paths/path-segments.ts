// How the server reads a path's segments, shared by the one-address-per-page rule (server/canonical-path.ts,
// decision 111) and the redirects staff keep (decision 170), so both see the same path.

/** The path's segments, decoded, with empty and dot segments resolved; null when it cannot be decoded. */
export function decodedSegments(path: string): string[] | null {
  const out: string[] = [];
  for (const raw of path.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return out;
}
