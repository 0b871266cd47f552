import { describe, expect, it } from 'vitest';
import { getMessageSet } from './i18n';
import { LANGUAGES } from './markets';
import { messageModules } from './message-modules';
import { MESSAGE_SET_NAMES } from './message-sets';

type Load = (this: { addWatchFile: (file: string) => void }, id: string, options?: { ssr?: boolean }) => string | undefined;
type Resolve = (id: string) => string | undefined;

const plugin = messageModules();
const watched: string[] = [];
const load = (id: string, ssr = false) => (plugin.load as unknown as Load).call({ addWatchFile: (file) => watched.push(file) }, id, { ssr });
const resolve = (id: string) => (plugin.resolveId as unknown as Resolve)(id);

/** The object a set module exports, as the browser gets it. */
function browserSet(language: string, name: string): unknown {
  const id = resolve(`virtual:halte/messages/messages-${language}-${name}`);
  const code = id === undefined ? undefined : load(id);
  return code === undefined ? undefined : JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''));
}

describe('island message modules', () => {
  it('give the browser exactly the texts the server renders with, for every set in every language', () => {
    for (const language of LANGUAGES) {
      for (const name of MESSAGE_SET_NAMES) {
        const set = getMessageSet(language, name);
        expect(Object.keys(set).length, `${name} in ${language}`).toBeGreaterThan(0);
        expect(browserSet(language, name), `${name} in ${language}`).toEqual(set);
      }
    }
    // An edited locale file gives a new module in `astro dev`.
    expect(watched.some((file) => file.endsWith('/locales/nl/booking.json'))).toBe(true);
  });

  it('has the same texts in every language (plural forms apart), so no island shows a key in one market only', () => {
    const textsOf = (language: (typeof LANGUAGES)[number], name: (typeof MESSAGE_SET_NAMES)[number]) =>
      [...new Set(Object.keys(getMessageSet(language, name)).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    for (const name of MESSAGE_SET_NAMES) {
      for (const language of LANGUAGES) expect(textsOf(language, name), `${name} in ${language}`).toEqual(textsOf('fr', name));
    }
  });

  it('loads a set in the browser from its own module, and answers it on the server from the locale files', () => {
    const entry = resolve('virtual:halte/messages');
    expect(entry).toBeDefined();
    const browser = load(entry ?? '') ?? '';
    for (const language of LANGUAGES)
      for (const name of MESSAGE_SET_NAMES) expect(browser).toContain(`import("virtual:halte/messages/messages-${language}-${name}")`);
    expect(load(entry ?? '', true)).toContain('getMessageSet');
    expect(resolve('virtual:halte/messages/messages-fr-nothing') && load(resolve('virtual:halte/messages/messages-fr-nothing') ?? '')).toBeUndefined();
  });
});
