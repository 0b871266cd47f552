import { layerGroup, type Map as LeafletMap, type Marker } from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { isValidPosition } from '../../domain/map';
import type { MapPin } from '../../domain/search-types';
import { createPinMarker, setPinActive } from './pin-marker';

/** What the markers show: a parent may rebuild an equal pins array on every render, which must not redraw them. */
export const getPinsKey = (pins: readonly MapPin[]) => pins.map((pin) => [pin.id, pin.lat, pin.lng, pin.label, pin.priceLabel].join(':')).join('|');

/**
 * One marker per pin and the selected pin: a click, Enter or Space on a pin selects it, a click on the map
 * clears the selection. A selection made with the keyboard is flagged so that focus can follow it.
 */
export function usePinMarkers(map: LeafletMap | null, pins: readonly MapPin[], getPinName: (pin: MapPin) => string) {
  const [selection, setSelection] = useState<{ id: number; isByKeyboard: boolean } | null>(null);
  const markers = useRef(new Map<number, Marker>());
  const selectedPin = (selection && pins.find((pin) => pin.id === selection.id)) ?? null;
  const pinsKey = useMemo(() => getPinsKey(pins), [pins]);

  const isSelected = useEffectEvent((id: number) => selectedPin?.id === id);
  const addMarkers = useEffectEvent((target: LeafletMap) => {
    markers.current.clear();
    const group = layerGroup();
    for (const pin of pins.filter(isValidPosition)) {
      const pinMarker = createPinMarker(pin, getPinName(pin));
      pinMarker.on('add', () => setPinActive(pinMarker, isSelected(pin.id)));
      pinMarker.on('click', () => setSelection({ id: pin.id, isByKeyboard: false }));
      pinMarker.on('keydown', ({ originalEvent }) => {
        if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
        originalEvent.preventDefault();
        setSelection({ id: pin.id, isByKeyboard: true });
      });
      markers.current.set(pin.id, pinMarker);
      group.addLayer(pinMarker);
    }
    return group.addTo(target);
  });

  useEffect(() => {
    if (!map) return;
    const group = addMarkers(map);
    const clearSelection = () => setSelection(null);
    map.on('click', clearSelection);
    return () => {
      group.remove();
      map.off('click', clearSelection);
    };
  }, [map, pinsKey]);

  useEffect(() => {
    for (const [id, pinMarker] of markers.current) setPinActive(pinMarker, id === selectedPin?.id);
  }, [map, pinsKey, selectedPin?.id]);

  return {
    pinsKey,
    selectedPin,
    isSelectedByKeyboard: selection?.isByKeyboard ?? false,
    clearSelection: () => setSelection(null),
    focusPin: (id: number) => markers.current.get(id)?.getElement()?.focus({ preventScroll: true }),
  };
}
