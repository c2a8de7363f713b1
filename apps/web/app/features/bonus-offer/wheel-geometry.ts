// The wheel's angles. Sectors are drawn clockwise from the top (the contract's order), the pointer
// sits at the top, and the wheel turns clockwise; rotations are in degrees and only ever grow.

/** Degrees each sector spans. */
export const sectorAngle = (count: number) => 360 / count;

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** The sector under the pointer when the wheel is turned by `rotation` degrees clockwise. */
export function sectorAtPointer(rotation: number, count: number): number {
  // Turning the wheel by r brings the point drawn at angle -r (clockwise from the top) under the pointer.
  return Math.floor(mod(-rotation, 360) / sectorAngle(count)) % count;
}

/**
 * The rotation to stop at so sector `index` is under the pointer: at least `turns` whole turns past
 * `from`, landing at `offset` across the sector (0.5 = its middle; kept inside it so the pointer is never
 * on an edge).
 */
export function landingRotation(
  from: number,
  index: number,
  count: number,
  { turns = 5, offset = 0.5 }: { turns?: number; offset?: number } = {},
): number {
  const inside = Math.min(0.85, Math.max(0.15, offset));
  const target = mod(-(index + inside) * sectorAngle(count), 360);
  return from + turns * 360 + mod(target - mod(from, 360), 360);
}

/** Ease-out (quartic): fast start, long slow stop, like a wheel on its bearing. */
export const easeOutQuart = (progress: number) => 1 - (1 - Math.min(1, Math.max(0, progress))) ** 4;

/** SVG path of sector `index` on a wheel of radius `r` centred on (0, 0), clockwise from the top. */
export function sectorPath(index: number, count: number, r: number): string {
  const point = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return `${(r * Math.sin(radians)).toFixed(3)} ${(-r * Math.cos(radians)).toFixed(3)}`;
  };
  const start = index * sectorAngle(count);
  const end = start + sectorAngle(count);
  const large = sectorAngle(count) > 180 ? 1 : 0;
  return `M0 0 L${point(start)} A${r} ${r} 0 ${large} 1 ${point(end)} Z`;
}
