import { withMessageSets } from '../../i18n/island-messages';
import ReviewsModal from './ReviewsModal';

/** The reviews modal as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(ReviewsModal, 'reviews');
