import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';

// Spec: feature modals are for signed-in players and open only while their feature is active.
const active = (ctx: ModalContext) => isFeatureActive(ctx, 'quest');
/** The quests' chunk (its modals and the always-mounted root): one import site in the first load. */
export const loadQuestModals = () => import('./quest-modals.ts');
const modal = (name: string) =>
  defineModal(name, {
    component: lazy(async () => ({ default: (await loadQuestModals()).QUEST_MODAL_COMPONENTS[name]! })),
    requiresPlayer: true,
    isEnabled: active,
  });

/** The names are QUEST_MODALS' (modal-names.ts), written out so the first load carries no object of them. */
export const questModals = [
  modal('advent-calendar'),
  modal('app-advent-welcome'),
  modal('app-freeplay-modal'),
  modal('app-freeplay-welcome'),
  modal('app-freeplay-task-passed'),
];
