/** URL of the icon sprite the build emits (scripts/icon-sprite.ts). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
