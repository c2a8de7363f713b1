/** Joins class names, skipping falsy ones (clsx is not a dependency). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
