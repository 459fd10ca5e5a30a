/** A URL under the site's base path for a file in public/ ("images/x.svg") or a server path ("media/<id>"). */
export function assetUrl(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\/+/, "")}`;
}

export function mediaUrl(id: string): string {
  return assetUrl(`media/${id}`);
}
