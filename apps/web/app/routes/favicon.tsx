import { renderToStaticMarkup } from 'react-dom/server';
import { BrandEmblem } from '../brands/wordmark.tsx';
import { requestServicesContext } from '../lib/server-context.ts';
import type { Route } from './+types/favicon';

/** Each brand's emblem, drawn by the same component as its wordmark, served as the tab icon. */
export function loader({ context }: Route.LoaderArgs) {
  const { brand } = context.get(requestServicesContext);
  const svg = renderToStaticMarkup(<BrandEmblem brand={brand.key} size={64} />).replace(
    '<svg',
    '<svg xmlns="http://www.w3.org/2000/svg"',
  );
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      vary: 'host, cookie',
    },
  });
}
