// The band over a staff preview of a post or a page (decision 172): what it shows, and when that is a staged
// change (decision 178), that visitors still see the live version.

export function PreviewBanner({ noun, staged }: { noun: "post" | "page"; staged: boolean }) {
  return (
    <p role="status" className="bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-900">
      {staged
        ? "Preview of the staged change: visitors still see the live version until it is published. Only signed-in staff can see this page."
        : `Preview: this is how the ${noun} will look. Only signed-in staff can see this page.`}
    </p>
  );
}
