import type { ReactNode } from "react";

export function PageHero({
  title,
  intro,
  eyebrow,
  children,
  aside,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** What kind of page this is, above the title ("Category" over a category's name). */
  eyebrow?: string;
  children?: ReactNode;
  /** Beside the text on wide screens, under it on narrow ones (a block page's hero image). */
  aside?: ReactNode;
}) {
  const text = (
    <>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-widest text-brand-200 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      {intro ? <p className="mt-4 max-w-2xl text-lg text-brand-100">{intro}</p> : null}
      {children}
    </>
  );
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      {aside ? (
        <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2">
          <div>{text}</div>
          <div>{aside}</div>
        </div>
      ) : (
        <div className="container-page py-16 sm:py-20">{text}</div>
      )}
    </section>
  );
}
