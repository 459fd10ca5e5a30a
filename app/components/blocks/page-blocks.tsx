import type { PublicBlock } from "./block-type";
import { blockTypeNamed } from "./registry";

/** The block types whose renderer draws the page's level-one heading. */
const HEADING_BLOCKS = new Set(["hero"]);

/**
 * A page's blocks in order, each drawn by its type's `Render` (decision 173). A page without a hero still has
 * its level-one heading: its title, for screen readers only (decision 177).
 */
export function PageBlocks({ blocks, title }: { blocks: readonly PublicBlock[]; title?: string }) {
  return (
    <>
      {title && !blocks.some((block) => HEADING_BLOCKS.has(block.type)) ? <h1 className="sr-only">{title}</h1> : null}
      {blocks.map((block, index) => {
        const definition = blockTypeNamed(block.type);
        if (!definition) return null;
        const { Render } = definition;
        return <Render key={block.id} data={block.data} headingId={`block-${block.id}`} first={index === 0} />;
      })}
    </>
  );
}
