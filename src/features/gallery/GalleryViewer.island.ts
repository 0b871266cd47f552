import { withMessageSets } from '../../i18n/island-messages';
import GalleryViewer from './GalleryViewer';

/** The gallery viewer as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(GalleryViewer, 'gallery');
