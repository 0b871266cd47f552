/**
 * Spain's site speaks to the reader as "tú" (STYLE.md): no "usted" form in the Spanish texts, whether interface
 * strings (locales/es), editorial content (content/*\/es_ES.json, content/pages/es) or the catalogue's phrases.
 * Third-person "su/sus" is everywhere in descriptions ("sus estrellas"), so only forms that can only address the
 * reader are listed: "usted", usted imperatives and "le" + a verb of ours, and "su" before the reader's own things.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/server/db/seed/texts';

const ROOT = join(import.meta.dirname, '../..');

const USTED_FORMS = [
  'usted',
  'ustedes',
  'introduzca',
  'seleccione',
  'haga clic',
  'consulte',
  'pulse',
  'elija',
  'escoja',
  'indique',
  'rellene',
  'compruebe',
  'acceda',
  'inténtelo',
  'vuelva a intentarlo',
  'póngase',
  'no dude',
  'descubra',
  'disfrute',
  'regístrese',
  'inicie sesión',
  'cierre sesión',
  'escríbanos',
  'llámenos',
  'contáctenos',
  'tenga en cuenta',
  'le hemos',
  'le enviaremos',
  'le enviamos',
  'le devolvemos',
  'le recomendamos',
  'le informamos',
  'le ayudamos',
  'le llamaremos',
  'le contactaremos',
  'su cuenta',
  'su contraseña',
  'su correo',
  'su pedido',
  'su carrito',
  'su sesión',
  'sus datos',
];
const PATTERN = new RegExp(`(?<![\\p{L}])(${USTED_FORMS.join('|')})(?![\\p{L}])`, 'iu');

/** Every string in a JSON tree. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The Spanish strings of the catalogue phrase banks: everything under an `es` key. */
function spanishOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(spanishOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => (key === 'es' ? strings(child) : spanishOf(child)));
  return [];
}

function spanishTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const locales = join(ROOT, 'locales/es');
  for (const file of readdirSync(locales)) {
    for (const text of strings(JSON.parse(readFileSync(join(locales, file), 'utf8')))) texts.push({ where: `locales/es/${file}`, text });
  }
  for (const folder of readdirSync(join(ROOT, 'content'))) {
    const file = join(ROOT, 'content', folder, 'es_ES.json');
    try {
      for (const text of strings(JSON.parse(readFileSync(file, 'utf8')))) texts.push({ where: `content/${folder}/es_ES.json`, text });
    } catch {
      // no Spanish file in this folder
    }
  }
  const pages = join(ROOT, 'content/pages/es');
  for (const file of readdirSync(pages)) texts.push({ where: `content/pages/es/${file}`, text: readFileSync(join(pages, file), 'utf8') });
  for (const text of spanishOf(TEXTS)) texts.push({ where: 'src/server/db/seed/texts.ts', text });
  return texts;
}

describe('Spanish tone', () => {
  it('recognises usted forms and leaves tú forms and third-person "su" alone (the check can fail)', () => {
    for (const usted of [
      'Introduzca su correo electrónico',
      'Le hemos enviado un enlace',
      'Si desea algo, no dude en escribirnos',
      '¿Tiene usted una reserva?',
      'Pulse «Enviar»',
    ]) {
      expect(PATTERN.test(usted), usted).toBe(true);
    }
    for (const tu of [
      'Introduce tu correo electrónico',
      'Te hemos enviado un enlace',
      'Con sus 4 estrellas, el hotel enamora',
      'Pulsa «Enviar»',
      'Quien la recibe elige su estancia',
      'Cuéntanos',
    ]) {
      expect(PATTERN.test(tu), tu).toBe(false);
    }
  });

  it('speaks to the reader as "tú" in every Spanish text', () => {
    const texts = spanishTexts();
    expect(texts.length).toBeGreaterThan(500);
    const usted = texts.filter(({ text }) => PATTERN.test(text)).map(({ where, text }) => `${where}: ${text.match(PATTERN)?.[0]} in "${text.slice(0, 120)}"`);
    expect(usted).toEqual([]);
  });
});
