/**
 * The `altcha` widget (ADR 35), loaded by the contact form's island once it runs: the web component without its
 * bundled workers and inline styles (`altcha/external`, so the strict CSP holds: its stylesheet and its SHA-256
 * worker are files of this site), with the interface texts of our locales.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';
import type { Messages } from '../../i18n/client';

/** The widget's strings (its `Strings` keys) as `contact:captcha.widget.*` names them. */
const WIDGET_STRING = /^captcha\.widget\.(.+)$/;

// Before the widgets on the page start (they mount a microtask after this module runs).
$altcha.algorithms.set('SHA-256', () => new ShaWorker());

/** The widget's texts in `language` (from `contact:captcha.widget`). */
export function setUpAltcha(language: string, messages: Messages): void {
  const strings: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    const name = WIDGET_STRING.exec(key)?.[1];
    if (name) strings[name] = text;
  }
  $altcha.i18n.set(language, strings);
}
