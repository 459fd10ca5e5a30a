export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
}: {
  id?: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-widest uppercase ${tone === "dark" ? "text-accent-400" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${tone === "dark" ? "text-white" : "text-slate-900"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg text-pretty ${tone === "dark" ? "text-brand-100" : "text-slate-600"}`}>{intro}</p>
      ) : null}
    </div>
  );
}
