import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { GamePlayResponseSchema } from '@casino/contracts';
import { ModalTitle } from '../../components/ui/modal/modal-frame.tsx';
import { http, httpErrorText, isHttpError, type HttpError } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useFrameBalanceFeed } from '../../lib/balance/frame-balance.ts';
import { playerWallet } from '../../lib/balance/player-wallet-store.ts';
import { reportError } from '../../lib/error-reporting/error-reporting.ts';
import { featureModules } from '../../lib/feature-module.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { isAndroidMobile, readGameMessage, sameOriginUrl, titleFromSlug } from './game-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { localizeHref } from '../../components/shell/app-link.tsx';
import { useRootData } from '../../lib/root-data.ts';
import styles from './game-modal.module.css';

export interface GameModalProps {
  slug: string;
  /** Called when the player closes the modal (the root removes ?game from the URL). */
  onClosed?: () => void;
}

type ErrorKind = 'restricted' | 'notFound' | 'signedOut' | 'network' | 'failed';

function errorKind(error: unknown): ErrorKind {
  if (!isHttpError(error)) return 'failed';
  if (error.kind === 'network') return 'network';
  if (error.status === 403) return 'restricted';
  if (error.status === 404) return 'notFound';
  if (error.status === 401) return 'signedOut';
  return 'failed';
}

const failureOf = (error: unknown): { kind: ErrorKind; refusal?: HttpError } => {
  const kind = errorKind(error);
  // A refusal the server explained (state rules, a break): worded at render, in the reader's language.
  return { kind, refusal: kind === 'restricted' && isHttpError(error) ? error : undefined };
};

/**
 * The game's address for this page (GET /rest/game/{slug}/play/), in the page's language; throws what the
 * server refused, or an address off this site. Failures worth a look are reported here, once per read.
 */
async function playUrl(slug: string, signal: AbortSignal): Promise<string> {
  const answer = await http
    .get(`/rest/game/${encodeURIComponent(slug)}/play/`, { schema: GamePlayResponseSchema, signal })
    .catch((error: unknown) => {
      const kind = errorKind(error);
      if (!signal.aborted && (kind === 'failed' || kind === 'network'))
        reportError(error, { slug, where: 'game play' });
      throw error;
    });
  // The frame speaks the page's language: the play route answers the unprefixed (en) path.
  const locale = localeFromPath(window.location.pathname);
  const url = sameOriginUrl(localizePath(answer.url, locale), window.location.origin);
  if (url) return url;
  const offSite = new Error('game url is not same-origin');
  reportError(offSite, { slug, url: answer.url });
  throw offSite;
}

/** Android phones only: full screen for the game; a refusal is only logged (spec). */
function enterFullscreen(element: HTMLElement | null): void {
  if (!element || typeof navigator === 'undefined' || !isAndroidMobile(navigator.userAgent)) return;
  if (!element.requestFullscreen) return;
  element.requestFullscreen().catch((error: unknown) => console.error('[game] fullscreen failed', error));
}

/**
 * The game modal: asks the server for a play session (GET /rest/game/{slug}/play/), then shows the game
 * frame filling the modal. Messages from the frame open the insufficient-funds or max-bet modals.
 */
export default function GameModal({ slug, close, onClosed }: ModalComponentProps<GameModalProps>) {
  const { t } = useTranslation();
  const { brand, locale } = useRootData();
  // A play session is for this opening only: a later one asks for its own, never shows this one.
  const play = useApiQuery(['game-play', slug], (signal) => playUrl(slug, signal), { singleUse: true });
  const { state } = play;
  const failure = state.status === 'error' ? failureOf(state.error) : null;
  const panelRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const title = titleFromSlug(slug);
  // One balance: a reward paid while the game is open reaches the game as it reaches the header.
  useFrameBalanceFeed(frameRef);

  useEffect(() => {
    enterFullscreen(panelRef.current);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readGameMessage(event, {
        origin: window.location.origin,
        source: frameRef.current?.contentWindow ?? null,
      });
      if (!message) return;
      // One balance with the game: the header keeps the balance from before the round until it was presented.
      if (message.type === 'roundStarted') playerWallet.hold();
      else if (message.type === 'roundPresented') playerWallet.release();
      else if (message.type === 'insufficientFunds') openModal('insufficient-funds');
      else openModal('game-max-bet', { maxBet: message.maxBet });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // Closed mid-round (or the frame never said it was done): the header shows the settled balance.
      playerWallet.release();
    };
  }, []);

  const closeGame = () => {
    if (typeof document !== 'undefined' && document.fullscreenElement)
      document
        .exitFullscreen()
        .catch((error: unknown) => console.error('[game] exit fullscreen failed', error));
    close();
    onClosed?.();
  };

  return (
    <section ref={panelRef} className={styles.panel} data-game-modal={slug}>
      <header className={styles.bar}>
        <ModalTitle className={styles.title}>{title}</ModalTitle>
        {/* The brand's `openLink` (docs/brands.md): the game at its own address, in a tab of its own. */}
        {brand.capabilities.openLink && (
          <a
            className={styles.openLink}
            href={localizeHref(`/game/?game=${encodeURIComponent(slug)}`, locale)}
            target="_blank"
            rel="noopener"
            data-game-open-link=""
          >
            {t('gameModal.openLink')}
          </a>
        )}
        <button type="button" className={styles.close} onClick={closeGame} aria-label={t('gameModal.close')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {/* The modules' panels under the bar (the game's tournament): chunks of their own, each nothing when it does not apply. */}
      <Suspense fallback={null}>
        {featureModules().map(({ slug: feature, gamePanel: Panel }) =>
          Panel ? <Panel key={feature} slug={slug} /> : null,
        )}
      </Suspense>
      <div className={styles.stage}>
        {state.status === 'loading' && (
          <div className={styles.center} role="status" aria-label={t('gameModal.loading')}>
            <span className={styles.spinner} aria-hidden="true" />
            <p>{t('gameModal.loading')}</p>
          </div>
        )}
        {failure && (
          <div className={styles.center} role="alert">
            <h3 className={styles.errorTitle}>{t(`gameModal.errors.${failure.kind}.title`)}</h3>
            <p className={styles.errorText}>
              {failure.refusal
                ? httpErrorText(failure.refusal, t)
                : t(`gameModal.errors.${failure.kind}.text`)}
            </p>
            <div className={styles.actions}>
              {(failure.kind === 'network' || failure.kind === 'failed') && (
                <Button onClick={() => void play.reload()}>{t('gameModal.retry')}</Button>
              )}
              <Button variant="secondary" onClick={closeGame}>
                {t('gameModal.back')}
              </Button>
            </div>
          </div>
        )}
        {state.status === 'ready' && (
          <iframe
            ref={frameRef}
            className={styles.frame}
            src={state.data}
            title={t('gameModal.frameTitle', { name: title })}
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        )}
      </div>
    </section>
  );
}
