import { createRequire } from 'node:module';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { bboxOf, CANADA_BBOX, FIPS_TO_USPS, inBBox, QUEBEC_OUTLINE, type BBox } from './regions.ts';

/** Where a position is: a country code ('US', 'CA') with a region code, or 'outside' the known map. */
export interface PointLocation {
  country: 'US' | 'CA' | 'outside';
  region: string | null;
}

interface Part {
  region: string | null;
  bbox: BBox;
  shape: Feature<Polygon>;
}

interface UsMap {
  nation: Part[];
  states: Part[];
}

let usMap: UsMap | undefined;

/** Each polygon of a (multi)polygon with its bounding box, so most tests never run point-in-polygon. */
function partsOf(geometry: Polygon | MultiPolygon, region: string | null): Part[] {
  const polygons: Position[][][] =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((rings) => ({ region, bbox: bboxOf(rings[0]!), shape: polygon(rings) }));
}

/** The us-atlas topology, decoded on first use (about 20 ms) and kept for the life of the process. */
function loadUsMap(): UsMap {
  if (usMap) return usMap;
  const require = createRequire(import.meta.url);
  const topology = require('us-atlas/states-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>;
    nation: GeometryCollection;
  }>;
  const states = feature(topology, topology.objects.states).features.flatMap((f) =>
    partsOf(f.geometry as Polygon | MultiPolygon, FIPS_TO_USPS[String(f.id)] ?? null),
  );
  const nation = feature(topology, topology.objects.nation).features.flatMap((f) =>
    partsOf(f.geometry as Polygon | MultiPolygon, null),
  );
  usMap = { states, nation };
  return usMap;
}

const quebec: Part = {
  region: 'QC',
  bbox: bboxOf(QUEBEC_OUTLINE),
  shape: polygon([QUEBEC_OUTLINE.map(([lng, lat]) => [lng, lat])]),
};

const hit = (parts: readonly Part[], lng: number, lat: number) =>
  parts.find((p) => inBBox(p.bbox, lng, lat) && booleanPointInPolygon(point([lng, lat]), p.shape));

/**
 * Places a latitude/longitude: inside the US outline → the US state; else inside Quebec's outline →
 * CA/QC; else inside Canada's box → CA with no province; else 'outside'.
 */
export function locatePoint(latitude: number, longitude: number): PointLocation {
  const map = loadUsMap();
  if (hit(map.nation, longitude, latitude)) {
    // Shared borders are drawn once in the topology, so a point on one may miss both states: it is still the US.
    return { country: 'US', region: hit(map.states, longitude, latitude)?.region ?? null };
  }
  if (hit([quebec], longitude, latitude)) return { country: 'CA', region: 'QC' };
  if (inBBox(CANADA_BBOX, longitude, latitude)) return { country: 'CA', region: null };
  return { country: 'outside', region: null };
}
