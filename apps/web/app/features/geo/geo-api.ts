import { GeoCheckSchema, SuccessSchema, type GeoApp, type GeoFailureReason } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';
import { describeDevice } from './device.ts';

export async function getGeoCheck(latitude: number, longitude: number) {
  const answer = await http.get('/rest/restriction/player/geo/check/', {
    query: { latitude, longitude },
    schema: GeoCheckSchema,
  });
  return answer.data;
}

export async function postGeoBlock(reason: GeoFailureReason, app: GeoApp): Promise<void> {
  const device = typeof navigator === 'undefined' ? {} : describeDevice(navigator.userAgent);
  await http.post(
    '/rest/restriction/player/block/',
    { apps: [app], meta: { reason, ...device } },
    {
      schema: SuccessSchema,
    },
  );
}
