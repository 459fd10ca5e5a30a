import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response nonce allowed by the Content-Security-Policy for inline scripts. */
    cspNonce: string;
  }
}
