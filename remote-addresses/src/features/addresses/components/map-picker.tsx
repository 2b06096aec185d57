import { useEffect, useState } from 'react';
import L, { type LeafletMouseEvent } from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { notify, useTranslation } from '@portal/shared';
import { Box, Button, HStack, PortalIcon, Text } from '@portal/shared/ui/core';
import { DEFAULT_MAP_CENTER, type MapPoint, mapTiles } from './map-config';

// Leaflet finds its default icon by guessing a URL from its CSS, which a bundle breaks: give it ours.
const markerIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const ZOOM = 13;

function PickOnClick({ onPick }: { onPick: (point: MapPoint) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Keeps the chosen point in view, and fixes the map's size once its dialog has finished opening. */
function FollowPoint({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  useEffect(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
  }, [map, point]);
  return null;
}

export interface MapPickerProps {
  /** The chosen point, or null before one is chosen (the marker then waits at the default centre). */
  value: MapPoint | null;
  onPick: (point: MapPoint) => void;
  disabled?: boolean;
}

/**
 * Choose a point by clicking the map, dragging the marker or "use my location". Tiles come from the
 * configured server; when they cannot load (offline) the map stays usable and says so.
 */
export default function MapPicker({ value, onPick, disabled = false }: MapPickerProps) {
  const { t } = useTranslation('addresses');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [locating, setLocating] = useState(false);
  const markerAt = value ?? DEFAULT_MAP_CENTER;

  const useMyLocation = () => {
    // Without a position, the form still gets a point: the default centre (when location access is denied or
    // unsupported).
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notify.warning(t('map.geolocationUnsupported'));
      onPick(DEFAULT_MAP_CENTER);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPick({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        notify.warning(error.code === error.PERMISSION_DENIED ? t('map.locationDenied') : t('map.locationUnavailable'));
        onPick(DEFAULT_MAP_CENTER);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <Box width="100%">
      <HStack justify="space-between" mb="2" gap="2" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {t('map.hint')}
        </Text>
        <Button size="sm" variant="outline" onClick={useMyLocation} loading={locating} disabled={disabled}>
          <PortalIcon name="map" />
          {t('map.useMyLocation')}
        </Button>
      </HStack>
      {/* Map controls are laid out for left-to-right; the page around may be Arabic. */}
      <Box
        dir="ltr"
        borderWidth="1px"
        borderRadius="l2"
        overflow="hidden"
        height="280px"
        bg="bg.muted"
        data-testid="address-map"
      >
        <MapContainer
          center={[markerAt.lat, markerAt.lng]}
          zoom={ZOOM}
          style={{ height: '100%', width: '100%' }}
          aria-label={t('map.label')}
          scrollWheelZoom={false}
        >
          <TileLayer
            url={mapTiles.url}
            attribution={mapTiles.attribution}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          {!disabled ? <PickOnClick onPick={onPick} /> : null}
          <FollowPoint point={value} />
          <Marker
            position={[markerAt.lat, markerAt.lng]}
            icon={markerIcon}
            draggable={!disabled}
            title={t('map.marker')}
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onPick({ lat, lng });
              },
            }}
          />
        </MapContainer>
      </Box>
      <HStack justify="space-between" mt="1" gap="2" wrap="wrap">
        <Text textStyle="xs" color="fg.muted" data-testid="map-coordinates">
          {value
            ? t('map.coordinates', { latitude: value.lat.toFixed(5), longitude: value.lng.toFixed(5) })
            : t('map.noPoint')}
        </Text>
        {tilesFailed ? (
          <Text textStyle="xs" color="fg.warning" role="status">
            {t('map.tilesUnavailable')}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}
