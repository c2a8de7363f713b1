/** USPS codes of the state ids (FIPS) used by us-atlas. */
export const FIPS_TO_USPS: Readonly<Record<string, string>> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

/** [west, south, east, north] in degrees. */
export type BBox = readonly [number, number, number, number];

/**
 * Canada, as a bounding box: no offline boundary of Canada ships with our packages, and a position
 * reaches this test only after it fell outside the US outline. The box is coarse on purpose: it also
 * covers bits of water along the US border and the west coast of Greenland, which are answered as
 * Canada (allowed). The IP check and the operator's audit of geo_events back it up.
 */
export const CANADA_BBOX: BBox = [-141.01, 41.67, -52.61, 83.12];

/**
 * Quebec, a hand-drawn outline (longitude, latitude) good to a few kilometres along the Ottawa River,
 * where most people near the border live (Gatineau is inside, Ottawa outside), and coarser in the
 * north and along Labrador. It includes some water of the Gulf and Hudson Bay, which does no harm.
 */
export const QUEBEC_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [-79.52, 51.5], // James Bay, Ontario border
  [-79.52, 47.45], // straight south to Lake Timiskaming
  [-78.9, 46.6],
  [-78.7, 46.3], // Mattawa
  [-77.1, 45.85], // Pembroke
  [-76.35, 45.45], // Arnprior
  [-75.7, 45.435], // Ottawa River between Ottawa and Gatineau
  [-75.3, 45.55],
  [-74.6, 45.61], // Hawkesbury
  [-74.38, 45.56], // Pointe-Fortune
  [-74.47, 45.3],
  [-74.66, 45.0], // Ontario, Quebec and New York meet
  [-71.5, 45.01], // the 45th parallel along New York, Vermont and New Hampshire
  [-71.08, 45.31],
  [-70.82, 45.4],
  [-70.25, 45.95],
  [-70.0, 46.7],
  [-69.23, 47.45], // Maine
  [-68.3, 47.91],
  [-67.6, 47.95],
  [-66.9, 47.98],
  [-66.3, 48.02], // Restigouche River to Chaleur Bay (New Brunswick)
  [-64.5, 48.0],
  [-64.2, 48.3],
  [-64.0, 49.0],
  [-61.5, 49.0], // Gulf of St. Lawrence, around Anticosti
  [-61.5, 50.1],
  [-57.1, 51.42], // Blanc-Sablon
  [-57.1, 52.0], // Labrador border, north along 57°06'W
  [-63.6, 52.0], // west along 52°N
  [-67.0, 52.9], // Fermont inside, Labrador City outside
  [-67.3, 54.5],
  [-66.8, 55.5],
  [-64.5, 58.0],
  [-64.5, 60.3], // Cape Chidley
  [-69.5, 61.2],
  [-72.0, 62.5],
  [-78.5, 62.6], // Hudson Strait
  [-78.5, 58.5],
  [-77.9, 55.3],
  [-79.0, 54.5],
  [-79.52, 51.5],
];

export const inBBox = (bbox: BBox, lng: number, lat: number) =>
  lng >= bbox[0] && lng <= bbox[2] && lat >= bbox[1] && lat <= bbox[3];

export function bboxOf(ring: ReadonlyArray<ReadonlyArray<number>>): BBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng = 0, lat = 0] of ring) {
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}
