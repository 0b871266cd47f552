import { createElement, type ComponentType } from 'react';
import { loadMessageSets, messageSet } from 'virtual:halte/messages';
import type { Messages } from './client';
import type { Language } from './markets';
import type { MessageSetName } from './message-sets';

/** One set, or several under the names a component's `messages` prop has. */
type SetShape = MessageSetName | Readonly<Record<string, MessageSetName>>;

/** The page's language from its `<html lang>` (`fr-BE` → `fr`), in the browser; on the server, none. */
function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang.slice(0, 2).toLowerCase();
}

/**
 * The island of `Component` without its `messages` prop: the wrapper gives it the message sets of `shape` in its
 * props' language (`languageOf`, the `language` prop by default). In the browser the sets are loaded before the island module finishes loading, so the
 * hydrating render has them (each is a year-cached module, ADR 71); a page's props carry none.
 */
export async function withMessageSets<P extends { messages: unknown }>(
  Component: ComponentType<P>,
  shape: SetShape,
  languageOf: (props: Omit<P, 'messages'>) => string = (props) => (props as { language?: string }).language ?? '',
): Promise<ComponentType<Omit<P, 'messages'>>> {
  const names: MessageSetName[] = typeof shape === 'string' ? [shape] : Object.values(shape);
  const language = pageLanguage();
  if (language) await loadMessageSets(language, names);
  const byLanguage = new Map<Language, unknown>();
  const messagesIn = (lang: Language) => {
    let messages = byLanguage.get(lang);
    if (!messages) {
      messages =
        typeof shape === 'string'
          ? messageSet(lang, shape)
          : Object.fromEntries(Object.entries(shape).map(([key, name]) => [key, messageSet(lang, name) satisfies Messages]));
      byLanguage.set(lang, messages);
    }
    return messages;
  };
  function WithMessages(props: Omit<P, 'messages'>) {
    return createElement(Component, { ...props, messages: messagesIn(languageOf(props) as Language) } as P);
  }
  WithMessages.displayName = `WithMessages(${Component.displayName ?? Component.name})`;
  return WithMessages;
}
