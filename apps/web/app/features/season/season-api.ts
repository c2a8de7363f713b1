import { SeasonResponseSchema, type Season } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

/** GET /rest/seasons/{type}/ — the tower of the running season with the player's level. */
export const fetchSeason = async (type = 'default'): Promise<Season> =>
  (await http.get(`/rest/seasons/${type}/`, { schema: SeasonResponseSchema })).season;
