/** The URL of the public pages' one script, app/browser/site.ts bundled (scripts/site-script.ts, decision 165). */
declare module "virtual:site-script" {
  const url: string;
  export default url;
}
