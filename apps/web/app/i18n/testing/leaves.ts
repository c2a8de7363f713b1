import type { MessageTree } from '@casino/contracts';

/** Every text of a message tree by its dotted key (`auth.fields.email` → its text). */
export const leaves = (tree: MessageTree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
};
