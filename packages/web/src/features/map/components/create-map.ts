import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { MAX_ZOOM } from '../lib/map-constants.ts';
import { fitOf } from '../lib/fit.ts';
import 'ol/ol.css';

/**
 * A new OpenLayers map, not yet attached (graphhopper-maps: the map lives outside React and
 * a component only attaches it to its div). It starts on the default extent (spec 3 §9).
 */
export function createMap(): OlMap {
  const start = fitOf(undefined, [800, 600]);
  return new OlMap({
    controls: defaultControls({ rotate: false, attributionOptions: { collapsible: true } }),
    view: new View({ center: start.center, zoom: start.zoom, maxZoom: MAX_ZOOM, constrainResolution: false }),
  });
}
