import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext<string>("");

/** The CSP nonce for this response's inline scripts; empty in the browser, where it is not needed. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
