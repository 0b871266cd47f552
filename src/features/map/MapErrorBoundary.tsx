import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

/** Shows nothing when the map fails (its code did not load, Leaflet threw): spec §8, map failures render nothing. */
export default class MapErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
