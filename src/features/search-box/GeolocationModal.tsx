import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/client';
import styles from './GeolocationModal.module.scss';

interface Props {
  t: Translate;
  /** Called once with the visitor's position when they accept and the browser gives it. */
  onPosition(position: { lat: number; lng: number }): void;
}

type Status = 'idle' | 'locating' | 'failed';

/** Settings for a search around the visitor: a coarse, recent position is enough and comes faster. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 };

/** 'I am at' button and the 'Travel locally!' dialog that asks the browser for the visitor's position. */
export default function GeolocationModal({ t, onPosition }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Each request gets a number; an answer arriving after Cancel (or a newer request) is ignored.
  const requestRef = useRef(0);
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();
  // The dialog's content is made when it opens: closed, it costs the page no bytes.
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (isOpen) dialogRef.current?.showModal();
  }, [isOpen]);

  function locate() {
    if (status === 'locating') return;
    if (!('geolocation' in navigator)) {
      setStatus('failed');
      return;
    }
    const request = ++requestRef.current;
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (request !== requestRef.current) return;
        dialogRef.current?.close();
        onPosition({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        if (request !== requestRef.current) return;
        console.warn('Geolocation failed', error.code, error.message);
        setStatus('failed');
      },
      POSITION_OPTIONS,
    );
  }

  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
        </svg>
        {t('geolocation.button')}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={isOpen ? `${id}-title` : undefined}
        aria-describedby={isOpen ? `${id}-text` : undefined}
        onClose={() => {
          requestRef.current++;
          setStatus('idle');
          setOpen(false);
        }}
      >
        {isOpen && (
          <>
            <h2 id={`${id}-title`} className={styles.title}>
              {t('geolocation.title')}
            </h2>
            <p id={`${id}-text`}>{t('geolocation.description')}</p>
            <p role="status" className={status === 'failed' ? styles.error : styles.status}>
              {status === 'locating' ? t('geolocation.locating') : status === 'failed' ? t('geolocation.error') : ''}
            </p>
            <div className={styles.actions}>
              <button type="button" className="button" aria-disabled={status === 'locating'} onClick={locate}>
                {t('geolocation.use')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => dialogRef.current?.close()}>
                {t('geolocation.cancel')}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
