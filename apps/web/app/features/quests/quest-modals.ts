// The quests' modals, one chunk: the welcomes lead into the calendar and the challenge, and a passed task
// back into the challenge, so one download serves them all (and the first load registers one import).
import type { ComponentType } from 'react';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import AdventCalendarModal from './advent-calendar-modal.tsx';
import FreeplayModal from './freeplay-modal.tsx';
import TaskPassedModal from './task-passed-modal.tsx';
import { AdventWelcomeModal, FreeplayWelcomeModal } from './welcome-modals.tsx';

/** Each modal's component by its name (the first load only names them). */
export const QUEST_MODAL_COMPONENTS: Record<string, ComponentType<ModalComponentProps>> = {
  'advent-calendar': AdventCalendarModal,
  'app-advent-welcome': AdventWelcomeModal,
  'app-freeplay-modal': FreeplayModal,
  'app-freeplay-welcome': FreeplayWelcomeModal,
  'app-freeplay-task-passed': TaskPassedModal as ComponentType<ModalComponentProps>,
};

// The always-mounted root comes in the same chunk (its task-passed popup is one of these modals).
export { QuestsRoot } from './quests-root.tsx';
