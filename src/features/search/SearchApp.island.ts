import { withMessageSets } from '../../i18n/island-messages';
import { withIslandData } from '../../stores/island-data';
import SearchApp from './SearchApp';

/** The search page's island: its texts are message modules, its first results a JSON block of the page (ADR 71). */
export default await withMessageSets(
  withIslandData(SearchApp, 'initial'),
  { search: 'search', searchbox: 'searchbox', calendar: 'calendar', map: 'map' },
  (props) => props.ui.language,
);
