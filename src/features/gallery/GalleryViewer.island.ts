import { withMessageSets } from '../../i18n/island-messages';
import { withIslandData } from '../../stores/island-data';
import GalleryViewer from './GalleryViewer';

/** The gallery viewer as an island: its texts are message modules, its pictures a JSON block of the page (ADR 71). */
export default await withMessageSets(withIslandData(GalleryViewer, 'images'), 'gallery');
