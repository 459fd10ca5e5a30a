import type { PublicBlock } from "./block-type";
import { blockTypeNamed } from "./registry";

/** A page's blocks in order, each drawn by its type's `Render` (decision 173). */
export function PageBlocks({ blocks }: { blocks: readonly PublicBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const definition = blockTypeNamed(block.type);
        if (!definition) return null;
        const { Render } = definition;
        return <Render key={block.id} data={block.data} headingId={`block-${block.id}`} first={index === 0} />;
      })}
    </>
  );
}
