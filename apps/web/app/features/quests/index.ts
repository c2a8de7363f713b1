// The quests feature's public surface (pages import from here; the shell never does).
export { QuestsPage } from './quests-page.tsx';
export { QUEST_MODALS } from './modal-names.ts';
