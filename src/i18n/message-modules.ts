import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES } from './markets';
import { composeMessageSet, MESSAGE_SET_NAMES, type MessageSetName, type MessageTree } from './message-sets';

/**
 * `virtual:halte/messages`, the islands' message sets (ADR 71).
 * - On the server it is `getMessageSet` over the locale files already loaded, and loading is a no-op.
 * - In the browser every set in every language is a module of its own, `export default {…}`, that the build
 *   names by its content's hash (cached for a year under /_astro/). `loadMessageSets` imports a page's sets before
 *   its island renders; `messageSet` then answers synchronously.
 */
const ENTRY = 'virtual:halte/messages';
const SET_PREFIX = `${ENTRY}/`;
const RESOLVED = '\0halte-messages';
const I18N_MODULE = fileURLToPath(new URL('./i18n.ts', import.meta.url));
const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));

// The last segment names the browser module: `messages-fr-booking.<hash>.js`.
const setModuleId = (name: string, language: string) => `${SET_PREFIX}messages-${language}-${name}`;

function readTree(language: string, namespace: string): MessageTree {
  try {
    return JSON.parse(readFileSync(`${LOCALES}${language}/${namespace}.json`, 'utf8')) as MessageTree;
  } catch {
    return {};
  }
}

const SERVER_MODULE = `import { getMessageSet } from ${JSON.stringify(I18N_MODULE)};
export const messageSet = getMessageSet;
export async function loadMessageSets() {}
`;

function browserModule(): string {
  const loaders = LANGUAGES.flatMap((language) =>
    MESSAGE_SET_NAMES.map((name) => `  ${JSON.stringify(`${language}|${name}`)}: () => import(${JSON.stringify(setModuleId(name, language))}),`),
  );
  return `const loaders = {
${loaders.join('\n')}
};
const loaded = new Map();
export async function loadMessageSets(language, names) {
  await Promise.all(names.map(async (name) => {
    const key = language + '|' + name;
    if (!loaded.has(key) && loaders[key]) loaded.set(key, (await loaders[key]()).default);
  }));
}
export function messageSet(language, name) {
  const set = loaded.get(language + '|' + name);
  if (!set) throw new Error('messages ' + name + ' in ' + language + ' were not loaded before the island rendered');
  return set;
}
`;
}

export function messageModules(): Plugin {
  return {
    name: 'halte:message-modules',
    resolveId(id) {
      if (id === ENTRY) return RESOLVED;
      if (id.startsWith(SET_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id, options) {
      if (id === RESOLVED) return options?.ssr ? SERVER_MODULE : browserModule();
      if (!id.startsWith(`\0${SET_PREFIX}`)) return undefined;
      const [, language = '', name = ''] = /^messages-([a-z]+)-(\w+)$/.exec(id.slice(SET_PREFIX.length + 1)) ?? [];
      if (!(MESSAGE_SET_NAMES as string[]).includes(name)) return undefined;
      const set = composeMessageSet(name as MessageSetName, (namespace) => {
        // Watched, so that a locale file edited while `astro dev` runs gives the new texts.
        this.addWatchFile(`${LOCALES}${language}/${namespace}.json`);
        return readTree(language, namespace);
      });
      return `export default ${JSON.stringify(set)};`;
    },
  };
}
