import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useModalDialog } from '../dialog/use-modal-dialog';
import MapErrorBoundary from './MapErrorBoundary';
import type { ResultsMapProps } from './ResultsMap';
import styles from './MapModal.module.scss';

// Leaflet and the map come with the first opening only: they are not part of the page's first load. The server
// build never imports the map (it is never open there), so its CSS (Leaflet's) is not among the page's stylesheets
// either: the browser fetches it with the map's chunk (ADR 34).
const ResultsMap = lazy(() => (import.meta.env.SSR ? new Promise<never>(() => {}) : import('./ResultsMap')));

export interface MapModalProps extends ResultsMapProps {
  open: boolean;
  /** Called when the visitor closes the dialog (close button or Escape); the parent then sets `open` to false. */
  onClose(): void;
  title: string;
}

/**
 * The results map in a modal dialog (spec §2 'Map modal'): full screen on phones, large on wider screens. The
 * map stays mounted once opened, so its view and selection survive closing. Focus returns to the opener.
 */
export default function MapModal({ open, onClose, title, ...mapProps }: MapModalProps) {
  const { dialogRef, handleClose } = useModalDialog(open, onClose);
  const [hasOpened, setHasOpened] = useState(false);
  const titleId = useId();

  // The map mounts on the first opening and stays.
  useEffect(() => {
    if (open) setHasOpened(true);
  }, [open]);

  // Nothing inside until the first opening: a closed map costs the page no bytes.
  const isMade = open || hasOpened;
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={isMade ? titleId : undefined} onClose={handleClose}>
      {isMade && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={mapProps.t('close')}
              title={mapProps.t('close')}
              onClick={() => dialogRef.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={styles.body}>
            {hasOpened && (
              <MapErrorBoundary>
                <Suspense
                  fallback={
                    <p className={styles.loading} role="status">
                      {mapProps.t('loading')}
                    </p>
                  }
                >
                  <ResultsMap {...mapProps} />
                </Suspense>
              </MapErrorBoundary>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
