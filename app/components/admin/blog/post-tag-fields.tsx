import { Link } from "react-router";

/** A tag as the post editor offers it: its English name, and its Bengali one where written. */
export type TagChoice = { id: string; name: string; bengali: string };

/**
 * The post's tags (decision 194), chosen from the list editors keep at /admin/blog-tags: plain checkboxes,
 * sent as `tags` (one value per ticked tag), so they work before the editor's script starts.
 */
export function PostTagFields({
  tags,
  checked,
  canEditList,
}: {
  tags: readonly TagChoice[];
  checked: readonly string[];
  canEditList: boolean;
}) {
  const listLink = canEditList ? (
    <Link to="/admin/blog-tags" className="font-medium text-brand-800 hover:underline">
      Edit the tags
    </Link>
  ) : null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Tags</legend>
      {tags.length === 0 ? (
        <p className="text-sm text-slate-600">No tags yet. {listLink}</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag.id}>
                <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    name="tags"
                    value={tag.id}
                    defaultChecked={checked.includes(tag.id)}
                    className="size-4 accent-brand-700"
                  />
                  {tag.name}
                  {tag.bengali ? (
                    <span lang="bn" className="text-slate-600">
                      {tag.bengali}
                    </span>
                  ) : null}
                </label>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">Each tag links the article to its tag's page. {listLink}</p>
        </>
      )}
    </fieldset>
  );
}
