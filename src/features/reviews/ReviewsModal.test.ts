import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/reviews.json';
import fr from '../../../locales/fr/reviews.json';
import { getMessages, getNamespacedMessages } from '../../i18n/i18n';
import { createTranslator } from '../../i18n/client';
import ReviewItem from './ReviewItem';
import ReviewList from './ReviewList';
import ReviewsModal from './ReviewsModal';
import ReviewsSummary from './ReviewsSummary';
import { makeAnswer, makeReview } from './review-fixtures';
import { INITIAL_REVIEWS_STATE, reduceReviews, type ReviewsState } from './reviews-state';

// As ReviewsBlock gives them: the reviews namespace and the §8 texts of the errors namespace.
const t = createTranslator({ ...getMessages('fr', 'reviews'), ...getNamespacedMessages('fr', 'errors', ['somethingWrong', 'seeAllLanguages']) }, 'fr');
const noop = () => {};
/** Text a screen reader reads: tags removed, spaces collapsed. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const listMarkup = (state: ReviewsState) =>
  renderToStaticMarkup(createElement(ReviewList, { state, t, tag: 'fr-FR', onMore: noop, onRetry: noop, onAllLanguages: noop }));
const loaded = (answer = makeAnswer()) => {
  const opened = reduceReviews(INITIAL_REVIEWS_STATE, { type: 'opened' });
  return reduceReviews(opened, { type: 'pageReceived', query: opened.query, page: 0, answer });
};

describe('ReviewsModal', () => {
  it('renders the opener and a closed, empty dialog with nothing fetched yet: its content is made when it opens', () => {
    const markup = renderToStaticMarkup(
      createElement(ReviewsModal, { hotelId: 7, locale: 'fr_FR', language: 'fr', tag: 'fr-FR', messages: getMessages('fr', 'reviews') }),
    );
    expect(markup).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Lire tous les avis<\/button>/);
    expect(markup).toMatch(/<dialog class="[^"]*"><\/dialog>/);
    expect(markup).not.toContain('<select');
  });
});

describe('ReviewsSummary', () => {
  it('reads each criterion as its name and score, with a bar of score × 10 %', () => {
    const markup = renderToStaticMarkup(createElement(ReviewsSummary, { answer: makeAnswer(), t }));
    const items = [...markup.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => textOf(match[1] ?? ''));
    expect(items).toEqual(['Accueil 8,9', 'Confort 9,1', 'Propreté 9,5', 'Restauration 9,0', 'Emplacement 9,4', 'Rapport qualité-prix 9,2']);
    expect(markup).toContain('style="width:95%"');
    expect(markup).toMatch(/<ul[^>]*aria-label="Notes par critère"/);
    expect(textOf(markup)).toMatch(/^9,2 sur 10 Fantastique 27 avis/);
  });

  it('hides the label below 9 and skips a criterion without score', () => {
    const answer = makeAnswer({ score: 8.7, details: { ...makeAnswer().details, food: null } });
    const text = textOf(renderToStaticMarkup(createElement(ReviewsSummary, { answer, t })));
    expect(text).toMatch(/^8,7 sur 10 27 avis/);
    expect(text).not.toContain('Excellent');
    expect(text).not.toContain('Restauration');
  });
});

describe('ReviewItem', () => {
  it("shows who, the type, the date in the market's words, and both comments in the reviewer's language", () => {
    const review = makeReview(1, { locale: 'it_IT', customer: 'Silvia L.', type: 'FRIENDS', positive: 'Colazione ottima', negative: 'Parcheggio caro' });
    const markup = renderToStaticMarkup(createElement(ReviewItem, { review, t, tag: 'fr-FR' }));
    expect(textOf(markup)).toContain('Silvia L. · Entre amis · 18 novembre 2026');
    expect(markup).toContain('<time dateTime="2026-11-18">');
    expect(markup).toContain('<span lang="it-IT">Colazione ottima</span>');
    expect(markup).toContain('<span lang="it-IT">Parcheggio caro</span>');
    expect(textOf(markup)).toContain('Points forts : Colazione ottima');
  });
});

describe('ReviewItem marks', () => {
  it('marks a verified stay with its month, and an imported review discreetly', () => {
    const verified = textOf(
      renderToStaticMarkup(createElement(ReviewItem, { review: makeReview(2, { source: 'verified', stayMonth: '2026-11-01' }), t, tag: 'fr-FR' })),
    );
    expect(verified).toContain('✓ Séjour vérifié');
    expect(verified).toContain('Séjour en novembre 2026');
    expect(verified).not.toContain('Avis importé');
    const spanish = textOf(
      renderToStaticMarkup(
        createElement(ReviewItem, {
          review: makeReview(3, { source: 'verified', stayMonth: '2026-11-01' }),
          t: createTranslator(getMessages('es', 'reviews'), 'es'),
          tag: 'es-ES',
        }),
      ),
    );
    expect(spanish).toContain('Estancia en noviembre de 2026');
    const imported = textOf(renderToStaticMarkup(createElement(ReviewItem, { review: makeReview(4), t, tag: 'fr-FR' })));
    expect(imported).toContain('Avis importé');
    expect(imported).not.toContain('Séjour vérifié');
  });
});

describe('ReviewList', () => {
  it('announces loading, then the reviews shown out of the total with Show more', () => {
    expect(listMarkup(reduceReviews(INITIAL_REVIEWS_STATE, { type: 'opened' }))).toMatch(/role="status"[^>]*>Chargement des avis…</);
    const markup = listMarkup(loaded());
    expect(markup.match(/<article/g)).toHaveLength(10);
    expect(markup).toMatch(/role="status"[^>]*>10 avis affichés sur 27</);
    expect(markup).toMatch(/<button[^>]*>Voir plus<\/button>/);
  });

  it('has no Show more once everything is shown', () => {
    expect(listMarkup(loaded(makeAnswer({ totalCount: 10 })))).not.toContain('Voir plus');
  });

  it('says a language has no review and offers all the languages', () => {
    const state = loaded();
    const italian = reduceReviews(state, { type: 'languageChosen', language: 'it_IT' });
    const empty = reduceReviews(italian, { type: 'pageReceived', query: italian.query, page: 0, answer: makeAnswer({ totalCount: 0, score: null, list: [] }) });
    const markup = listMarkup(empty);
    expect(markup).toContain('aucun avis publié en italien.');
    expect(markup).toMatch(/<button[^>]*>Voir toutes les langues<\/button>/);
  });

  it('shows the error with a retry when the first page fails', () => {
    const opened = reduceReviews(INITIAL_REVIEWS_STATE, { type: 'opened' });
    const markup = listMarkup(reduceReviews(opened, { type: 'pageFailed', query: opened.query, page: 0 }));
    expect(markup).toMatch(/role="alert"[^>]*><p>Oups, une erreur s’est produite<\/p><button[^>]*>Réessayer<\/button>/);
  });
});

describe('reviews texts', () => {
  it('name every sort, language and criterion the lists use', () => {
    for (const dictionary of [en, fr]) {
      expect(Object.keys(dictionary.sort)).toEqual(['label', 'DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC']);
      expect(Object.keys(dictionary.language)).toEqual(['label', 'all', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL']);
      expect(Object.keys(dictionary.noReviewsIn)).toEqual(['fr_FR', 'es_ES', 'it_IT', 'nl_NL']);
    }
  });
});
