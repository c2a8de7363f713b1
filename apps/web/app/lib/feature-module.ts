import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppInit, FeatureKey, Locale, Promotion, TemplatePreviewDrafts } from '@casino/contracts';
import type { ShellSlots } from '../components/shell/shell-slots.ts';
import type { IconName } from '../components/shell/icons.tsx';
import { allMessages } from '../i18n/complete-messages.ts';
import type { PopupDefinition } from './engagement/popups.ts';
import { registerModals, type ModalRegistration } from './modals/registry.ts';

/**
 * A component whose code is a chunk of its own, imported from its file: never export it from the
 * feature's index.ts (a static import anywhere pulls the chunk into every page's first load; the build
 * fails on it). It renders once every text of the language is in (a landing page comes with its own
 * texts only).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
export const lazyExport = <M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> =>
  lazy(async () => {
    const [module] = await Promise.all([load(), allMessages()]);
    return { default: module[name] };
  });

/**
 * An always-mounted root; a player-only root is not fetched for a guest, it mounts when they sign in. A root
 * mounts once the tab settled (lib/use-settled.ts), unless it draws on the first paint (`firstPaint`: in the
 * page's own chunk, e.g. the cookie banner).
 */
export interface FeatureRoot {
  Root: ComponentType | LazyExoticComponent<ComponentType>;
  players?: true;
  firstPaint?: true;
}

/** A root that only serves a signed-in player (its pushes go to a player, it reads the player's data). */
export const forPlayers = (Root: LazyExoticComponent<ComponentType>): FeatureRoot => ({
  Root,
  players: true,
});

/** The promotions of a card type (two card types may share one wire shape, as quests and FP challenges do). */
export type PromotionOf<T extends Promotion['type']> = Promotion extends infer P
  ? P extends { type: infer U }
    ? T & U extends never
      ? never
      : P
    : never
  : never;

/** What the promotions page gives each card: its promotion, and a refresh for when it runs out. */
export interface PromotionCardProps<T extends Promotion['type'] = Promotion['type']> {
  promotion: PromotionOf<T>;
  refresh: () => void;
}

type Lazy<P extends object> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>;

/** The promotions page's card of each server card type (the server's promotions wire format). */
export type PromotionCards = { [T in Promotion['type']]?: Lazy<PromotionCardProps<T>> };

/**
 * A row of the rewards hub: its icon, and the modals that show it (the first registered one opens), or the
 * page it is played on for a feature without a modal.
 */
export interface RewardsHubEntry {
  icon: IconName;
  modals: readonly string[];
  /** The feature's page (a path without the language prefix), the row's link when no modal shows it. */
  page?: string;
  /** Prizes earned by playing (paid as they are reached): nothing to collect by day. */
  byPlay?: true;
}

/** A way to more coins without a purchase, in the free coins modal while its feature runs for the player. */
export interface FreeCoinsWay {
  feature: FeatureKey;
  /** Message keys of its row: title, text and the link's label. */
  title: string;
  text: string;
  action: string;
  /** Where the link goes (a path without the language prefix). */
  page: string;
}

/** A main section a feature adds to the site's navigation; `position` places it after the site's own. */
export interface FeatureNavItem {
  to: string;
  /** Key under shell.nav */
  label: string;
  icon: IconName;
  position: number;
}

/**
 * A feature with a page of its own on /how-it-works (while the brand runs it): its texts are
 * `pages.howItWorks.win.<name>.{title,text,action}`; `position` orders the cards.
 */
export interface WayToWin {
  name: string;
  feature: FeatureKey;
  /** Its page (a path without the language prefix). */
  to: string;
  icon: IconName;
  position: number;
}

/**
 * What a feature puts on the shared screens, exported once from `features/<slug>/module.ts` and listed in
 * `app/composition/features.ts`. The shared screens (the app root, the popup sequencer, the promotions
 * page, the rewards hub, the game modal) iterate the list and name no feature. Whatever is not needed by
 * the first paint is a lazy reference, so the list itself stays small in every page's first load.
 */
export interface FeatureModule {
  /** The feature's folder, for messages and tests. */
  slug: string;
  /** What it puts in the site shell's slots (header, tab bar), for the layouts that frame pages with it. */
  shellSlots?: (player: AppInit | null, locale: Locale) => ShellSlots;
  /** Its modals, registered once before anything can open one. */
  modals?: readonly ModalRegistration[];
  /** Mounted once under the modal host and the toaster, in list order. */
  roots?: readonly FeatureRoot[];
  /** Its automatic popups, loaded with the popup sequencer after the first paint. */
  popups?: () => Promise<readonly PopupDefinition[]>;
  promotionCards?: PromotionCards;
  rewardsHub?: Partial<Record<FeatureKey, RewardsHubEntry>>;
  /** Shown under the game frame in the game modal. */
  gamePanel?: Lazy<{ slug: string }>;
  freeCoinsWays?: readonly FreeCoinsWay[];
  waysToWin?: readonly WayToWin[];
  /** Its sections in the site's main navigation (header, footer, menu). */
  mainNav?: readonly FeatureNavItem[];
  /** Shown at the top of the cashier's purchase screens. */
  cashierStrip?: Lazy<object>;
  /** Shown above the sign-up modal's form. */
  signupNotice?: Lazy<object>;
  /**
   * The spec's banner types that open one of its dialogs, each with the feature that must run for the player
   * (a guest or a player without it sees no such banner: the dialog would not open).
   */
  bannerFeatures?: Readonly<Record<string, FeatureKey>>;
  /** The `?openModal=` values that open its modals, beyond the spec's shared list (`OPEN_MODAL_VALUES`). */
  openModalValues?: readonly string[];
  /**
   * Its cashier query flags (`?name=true`, kept through the cashier's screens), each with the message key of
   * the note the checkout shows while it is set.
   */
  cashierFlags?: ReadonlyArray<{ name: string; note: string }>;
  /** The player components that draw a template's draft in the back-office's authoring preview, by kind. */
  authoringPreviews?: AuthoringPreviews;
}

/** An authoring preview component per template kind (`TemplatePreviewDrafts`). */
export type AuthoringPreviews = {
  [K in keyof TemplatePreviewDrafts]?: Lazy<{ draft: TemplatePreviewDrafts[K]; locale: Locale }>;
};

let registered: readonly FeatureModule[] = [];

/** The app's composition calls this once at load, before anything can open a modal or render a slot. */
export function registerFeatureModules(modules: readonly FeatureModule[]): void {
  registered = modules;
  registerModals(modules.flatMap((module) => module.modals ?? []));
}

/** The registered modules, in list order: what the shared screens iterate. */
export const featureModules = (): readonly FeatureModule[] => registered;

/** The feature a banner of the spec's `type` needs running for the player, if a module names one. */
export const bannerFeatureOf = (type: string): FeatureKey | undefined =>
  registered.find((module) => module.bannerFeatures?.[type])?.bannerFeatures?.[type];

/** The `?openModal=` values the modules add to the spec's list. */
export const featureOpenModalValues = (): string[] =>
  registered.flatMap((module) => module.openModalValues ?? []);

/** The modules' cashier query flags, in list order. */
export const featureCashierFlags = () => registered.flatMap((module) => module.cashierFlags ?? []);

/** The card of a server card type, if a module has one. */
export function promotionCardOf(type: Promotion['type']): Lazy<PromotionCardProps> | undefined {
  // Each card is typed for its own type where its module writes it, and is given only promotions of that type.
  const cards = registered.map((module) => module.promotionCards as Record<string, Lazy<PromotionCardProps>>);
  return cards.find((card) => card?.[type])?.[type];
}
