import { SuccessSchema, UnconfirmedTermsSchema } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export async function getUnconfirmedTerms() {
  return (await http.get('/rest/terms/unconfirmed/', { schema: UnconfirmedTermsSchema })).data;
}

export async function postTermsLog(ids: readonly number[]): Promise<void> {
  await http.post('/rest/terms/log/', { ids }, { schema: SuccessSchema });
}

export async function postTermsConfirm(ids: readonly number[]): Promise<void> {
  await http.post('/rest/terms/confirm/', { ids }, { schema: SuccessSchema });
}
