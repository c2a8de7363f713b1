import { createContext } from 'react-router';
import type {
  AppInit,
  Brand,
  Locale,
  MessageTree,
  RedirectLookup,
  WsConnectionData,
} from '@casino/contracts';

/**
 * What the Fastify host gives every SSR request: the brand, and the same core use cases the REST
 * routes call, so loaders never call the API over HTTP.
 */
export interface RequestServices {
  brand: Brand;
  nonce: string;
  /**
   * A shared signed-in page's render (ADR 0031): appInit() is the group's, with nothing of any one player;
   * the page shows skeletons where the player's own parts go and the client reads them after it.
   */
  playerPending: boolean;
  /**
   * The page is stored and sent whole (a shared page, ADR 0029/0031): it is rendered to its end before any byte
   * goes out, so every streamed section is in the document where it belongs and the first paint draws it. A
   * section streamed after the shell is revealed by React no sooner than 300 ms after the shell's first frame.
   */
  wholeDocument: boolean;
  buildId: string;
  sentryDsn: string | null;
  appInit(): Promise<AppInit>;
  findRedirect(path: string): Promise<RedirectLookup>;
  messages(locale: Locale): MessageTree;
  connectionData(): WsConnectionData | null;
  /** GET /api/rest/games for this request's brand and player (the same use case); validated by the caller. */
  gamesCatalogue(): Promise<unknown>;
  /** GET /rest/page/home/ for this request's brand and player; validated by the caller. */
  homePage(): Promise<unknown>;
  /**
   * GET /rest/backoffice/auth/me/ as this request (its cookies), answered in process by the server's own
   * route: the back-office layout's loader. Cookies the route sets are passed on to the page's answer.
   */
  backofficeMe(): Promise<{ status: number; body: unknown }>;
}

export const requestServicesContext = createContext<RequestServices>();
