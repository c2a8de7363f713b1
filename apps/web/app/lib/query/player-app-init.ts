import { AppInitSchema } from '@casino/contracts';
import { http } from '../http/http-client.ts';
import { ownAppInit } from '../root-data.ts';
import { tabQueryClient } from './api-query.ts';

/**
 * The player's own app init after their group's shared page (ADR 0031): read once, through the tab's query
 * client, from the endpoint every client read of app init uses; useRootData then shows it everywhere.
 */
export async function loadPlayerAppInit(): Promise<void> {
  const appInit = await tabQueryClient()!.fetchQuery({
    queryKey: ['app-init', 'shared-page'],
    queryFn: ({ signal }) => http.get('/rest/app/init/', { schema: AppInitSchema, signal }),
  });
  ownAppInit.set(appInit);
}
