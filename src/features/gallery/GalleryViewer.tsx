import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { getNextPictureIndex } from '../../domain/gallery';
import { createTranslator, type Messages } from '../../i18n/client';
import styles from './GalleryViewer.module.scss';

/** One picture in the sizes of spec §9 (120×80, 640×360, 960×540). */
export interface GalleryImage {
  '120_80': string;
  '640_360': string;
  '960_540': string;
  /** What this picture shows, in the page's language ('Hôtel du Lac – Un manoir au bord d’un lac, en automne, le matin'). */
  alt?: string;
}

/** A picture as the viewer shows it: the two larger sizes (the page's JSON block carries no more). */
export type ViewerImage = Pick<GalleryImage, '640_360' | '960_540' | 'alt'>;

/** The viewer's part of a picture. */
export const toViewerImage = (image: GalleryImage): ViewerImage => ({
  '640_360': image['640_360'],
  '960_540': image['960_540'],
  ...(image.alt === undefined ? {} : { alt: image.alt }),
});

export interface GalleryViewerProps {
  images: readonly ViewerImage[];
  /** What the pictures show (the hotel or offer name): the start of every picture's text alternative. */
  alt: string;
  /** Strings of the 'gallery' namespace: getMessages(language, 'gallery'). */
  messages: Messages;
  /** 'fr' | 'es' | 'it' | 'nl': the plural rules of 'See {{count}} pictures'. */
  language: string;
}

/** A horizontal swipe of at least this many CSS pixels changes the picture. */
const SWIPE_MIN_PX = 50;

const Arrow = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
);

/**
 * 'See {{count}} pictures' and the full-screen viewer it opens (spec §9 gallery): one picture at a time, the
 * arrows, ←/→, a swipe or the buttons change it, Escape or Close leave, and the focus goes back to the opener.
 */
export default function GalleryViewer({ images, alt, messages, language }: GalleryViewerProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const count = images.length;
  const image = images[index];
  // The dialog's content is made when it opens (a closed viewer costs the page no bytes), then it is shown.
  useEffect(() => {
    if (isOpen && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [isOpen]);
  if (count === 0) return null;

  const open = () => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIndex(0);
    setIsOpen(true);
  };
  const handleClose = () => {
    setIsOpen(false);
    if (openerRef.current?.isConnected) openerRef.current.focus();
  };
  const move = (step: number) => setIndex((current) => getNextPictureIndex(current, step, count));
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const handlePointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || Math.abs(event.clientX - start) < SWIPE_MIN_PX) return;
    move(event.clientX < start ? 1 : -1);
  };
  const position = t('position', { index: index + 1, count });

  return (
    <>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={open}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t('seePictures', { count })}
      </button>
      <dialog ref={dialogRef} className={styles.viewer} aria-labelledby={isOpen ? titleId : undefined} onClose={handleClose} onKeyDown={handleKeyDown}>
        {isOpen && (
          <>
            <div className={styles.bar}>
              <h2 id={titleId} className={styles.title}>
                {t('label', { name: alt })}
              </h2>
              <p className={styles.position} aria-live="polite" aria-atomic="true">
                {position}
              </p>
              <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
                {t('close')}
              </button>
            </div>
            <div
              className={styles.stage}
              onPointerDown={(event) => (swipeStart.current = event.clientX)}
              onPointerUp={handlePointerUp}
              onPointerCancel={() => (swipeStart.current = null)}
            >
              {image && (
                <img
                  key={image['960_540']}
                  className={styles.picture}
                  src={image['960_540']}
                  srcSet={`${image['640_360']} 640w, ${image['960_540']} 960w`}
                  sizes="100vw"
                  width={960}
                  height={540}
                  alt={image.alt ?? `${alt} – ${position}`}
                  decoding="async"
                  draggable={false}
                />
              )}
            </div>
            {count > 1 && (
              <>
                <button
                  type="button"
                  className={`${styles.arrow} ${styles.previous}`}
                  aria-label={t('previous')}
                  title={t('previous')}
                  onClick={() => move(-1)}
                >
                  <Arrow direction="left" />
                </button>
                <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('next')} title={t('next')} onClick={() => move(1)}>
                  <Arrow direction="right" />
                </button>
              </>
            )}
          </>
        )}
      </dialog>
    </>
  );
}
