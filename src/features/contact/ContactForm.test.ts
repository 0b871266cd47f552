import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getMessages, getNamespacedMessages } from '../../i18n/i18n';
import type { Language } from '../../i18n/markets';
import ContactForm from './ContactForm';

function render(language: Language, formError: 'captcha' | 'noScriptCheck' | null = null): string {
  const messages = {
    ...getMessages(language, 'contact', ['form', 'errors', 'captcha']),
    ...getNamespacedMessages(language, 'errors', ['field', 'contactError']),
  };
  return renderToStaticMarkup(
    createElement(ContactForm, {
      action: '/fr/contact',
      challengeUrl: '/api/captcha/challenge',
      country: 'FR',
      language,
      messages,
      careMode: false,
      formToken: 'token',
      initialValues: {},
      initialErrors: {},
      formError,
    }),
  ).replace(/[\u00a0\u202f]/g, ' ');
}

describe('ContactForm as the server draws it (what a visitor without JavaScript gets)', () => {
  it("states the message's limit before anything is sent, tied to the field", () => {
    const markup = render('fr');
    expect(markup).toMatch(/<p id="contact-description-hint"[^>]*>2 000 caractères au maximum<\/p>/);
    expect(markup).toMatch(/<textarea id="contact-description"[^>]*aria-describedby="contact-description-hint"/);
    expect(render('es')).toContain('2000 caracteres como máximo');
  });

  it('never tells a visitor without JavaScript that Send alone will pass the robot check', () => {
    const markup = render('fr', 'noScriptCheck');
    expect(markup).toContain('Notre vérification anti-robot demande quelques secondes');
    expect(markup).not.toContain('Nous n’avons pas pu vérifier que vous n’êtes pas un robot');
  });
});
