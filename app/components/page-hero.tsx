import type { ReactNode } from "react";

export function PageHero({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="container-page py-16 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-brand-100">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
