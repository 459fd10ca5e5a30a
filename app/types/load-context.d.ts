import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response nonce allowed by the Content-Security-Policy for inline scripts. */
    cspNonce: string;
    /** The visitor's IP (Express's req.ip, which honours TRUST_PROXY); for rate limits only, never stored. */
    clientIp: string;
  }
}
