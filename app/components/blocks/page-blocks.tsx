import type { Locale } from "~/utils/locale";

import { useForeignLang } from "../in-lang";
import type { PublicBlock } from "./block-type";
import { blockTypeNamed } from "./registry";

/** The block types whose renderer draws the page's level-one heading. */
const HEADING_BLOCKS = new Set(["hero"]);

/**
 * A page's blocks in order, each drawn by its type's `Render` (decision 173). A page without a hero still has
 * its level-one heading: its title, for screen readers only (decision 177), marked with its language when that
 * is not the page's (an English title on a Bengali page).
 */
export function PageBlocks({
  blocks,
  title,
  titleLang,
}: {
  blocks: readonly PublicBlock[];
  title?: string;
  titleLang?: Locale;
}) {
  const lang = useForeignLang(titleLang);
  return (
    <>
      {title && !blocks.some((block) => HEADING_BLOCKS.has(block.type)) ? (
        <h1 className="sr-only" lang={lang}>
          {title}
        </h1>
      ) : null}
      {blocks.map((block, index) => {
        const definition = blockTypeNamed(block.type);
        if (!definition) return null;
        const { Render } = definition;
        return <Render key={block.id} data={block.data} headingId={`block-${block.id}`} first={index === 0} />;
      })}
    </>
  );
}
