import { CREATURE_BOX, creatureSvg, gradientDefs } from '@casino/art';
import { memo } from 'react';

const VIEW_BOX = `0 0 ${CREATURE_BOX.width} ${CREATURE_BOX.height}`;
const creatureElementId = (kind: string) => `creature-${kind}`;

/**
 * The fishing game's creatures, drawn once per frame (`@casino/art`): a hidden SVG of the shared gradients
 * and one `<symbol>` per kind, which every swimming creature, the prizes list and the replay `<use>`.
 * Memoised on the kinds: its markup is built once, not at each of the frame's renders.
 */
export const CreatureDefs = memo(function CreatureDefs({ kinds }: { kinds: readonly string[] }) {
  const markup =
    `<defs>${gradientDefs()}</defs>` +
    kinds
      .map(
        (kind) =>
          `<symbol id="${creatureElementId(kind)}" viewBox="${VIEW_BOX}">${creatureSvg(kind)}</symbol>`,
      )
      .join('');
  return (
    <svg
      width="0"
      height="0"
      style={{ position: 'absolute' }}
      aria-hidden="true"
      // Our own drawings (no user text): markup, so the art is written once for the tiles and the frame.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
});

/** One creature of the kind, facing right (the swimming school flips those that swim left). */
export function CreatureArt({ kind }: { kind: string }) {
  return (
    <svg viewBox={VIEW_BOX} aria-hidden="true" width="100%" height="100%" data-creature={kind}>
      <use href={`#${creatureElementId(kind)}`} />
    </svg>
  );
}
