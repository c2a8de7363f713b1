// Issue #12 / ADR 0013: points the web app's imports of i18next and react-i18next at the app's own translator
// (apps/web/app/i18n/translator.ts, react.tsx, trans.tsx). Idempotent: re-run it after merging a branch that
// still imports them: `node scripts/codemods/own-translator-imports.mjs`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const APP = new URL('../../apps/web/app/', import.meta.url).pathname;
const I18N = join(APP, 'i18n');
const TARGET = {
  useTranslation: 'react.tsx',
  I18nProvider: 'react.tsx',
  Trans: 'trans.tsx',
  TFunction: 'translator.ts',
};
const files = readdirSync(APP, { recursive: true })
  .map((file) => join(APP, String(file)))
  .filter((file) => /\.tsx?$/.test(file));
let changed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const pattern = /^import (type )?\{([^}]*)\} from '(?:i18next|react-i18next)';\n/gm;
  if (!pattern.test(source)) continue;
  const spec = (name) => {
    const path = relative(dirname(file), join(I18N, name));
    return path.startsWith('.') ? path : `./${path}`;
  };
  const next = source
    .replace(pattern, (_line, typeOnly = '', names) => {
      const byModule = new Map();
      for (const raw of names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)) {
        const name = raw.replace(/^type /, '').replace('I18nextProvider', 'I18nProvider');
        const module = TARGET[name];
        if (!module) throw new Error(`${file}: no replacement for ${raw}`);
        const isType = typeOnly !== '' || raw.startsWith('type ') || name === 'TFunction';
        byModule.set(module, [...(byModule.get(module) ?? []), isType ? `type ${name}` : name]);
      }
      return [...byModule]
        .map(([module, list]) => {
          const allTypes = list.every((name) => name.startsWith('type '));
          const names = allTypes ? list.map((name) => name.slice('type '.length)) : list;
          return `import ${allTypes ? 'type ' : ''}{ ${names.join(', ')} } from '${spec(module)}';\n`;
        })
        .join('');
    })
    .replace(/\bI18nextProvider\b/g, 'I18nProvider');
  if (next !== source) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`${changed} files now import the app's translator`);
