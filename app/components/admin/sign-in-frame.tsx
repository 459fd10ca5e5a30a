import type { ReactNode } from "react";

import { assetUrl } from "~/utils/asset";

/** The page around the sign-in steps (login, second factor, choosing a password): the logo over one card. */
export function SignInFrame({ width = "narrow", children }: { width?: "narrow" | "wide"; children: ReactNode }) {
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className={width === "wide" ? "w-full max-w-md" : "w-full max-w-sm"}>
        <img
          src={assetUrl("images/brand/logo-black.svg")}
          alt=""
          width={180}
          height={40}
          className="mx-auto mb-6 h-9 w-auto"
        />
        {children}
      </div>
    </main>
  );
}
