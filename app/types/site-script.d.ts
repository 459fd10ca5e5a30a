/** The URL of the public pages' one script, app/browser/site.ts bundled (scripts/site-script.ts, decision 165). */
declare module "virtual:site-script" {
  const url: string;
  export default url;
}

/** The URL of one public page's own plain script (app/browser/<name>-page.ts, decision 163). */
declare module "virtual:page-script/*" {
  const url: string;
  export default url;
}
