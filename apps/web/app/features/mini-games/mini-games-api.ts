import {
  ADVENTURE_MAP_PATHS,
  AdventureMapChooseResponseSchema,
  AdventureMapResponseSchema,
  FUN_MACHINE_PATHS,
  FUN_METER_PATHS,
  FunMachineResponseSchema,
  FunMeterResponseSchema,
  MINI_GAME_SLOT_PATHS,
  MiniGameSlotResetResponseSchema,
  MiniGameSlotResponseSchema,
  MiniGameSlotSpinResponseSchema,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchFunMachine = (signal?: AbortSignal) =>
  http
    .get(FUN_MACHINE_PATHS.machine, { schema: FunMachineResponseSchema, ...withSignal(signal) })
    .then((r) => r.data);

export const fetchFunMeter = (signal?: AbortSignal) =>
  http
    .get(FUN_METER_PATHS.info, { schema: FunMeterResponseSchema, ...withSignal(signal) })
    .then((r) => r.data);

export const fetchMiniGameSlot = (signal?: AbortSignal) =>
  http
    .get(MINI_GAME_SLOT_PATHS.configs, { schema: MiniGameSlotResponseSchema, ...withSignal(signal) })
    .then((r) => r.data);

/** The server draws the line and pays it; the reels only show what it answered. */
export const spinMiniGameSlot = () =>
  http.get(MINI_GAME_SLOT_PATHS.spin, { schema: MiniGameSlotSpinResponseSchema });

export const resetMiniGameSlot = () =>
  http.get(MINI_GAME_SLOT_PATHS.resetLevel, { schema: MiniGameSlotResetResponseSchema });

export const fetchAdventureMap = (signal?: AbortSignal) =>
  http
    .get(ADVENTURE_MAP_PATHS.current, { schema: AdventureMapResponseSchema, ...withSignal(signal) })
    .then((r) => r.data);

export const chooseAdventureMapSection = (id: string, index: number) =>
  http.post(
    `/rest/adventure-map/${encodeURIComponent(id)}/sections/${index}/choose/`,
    {},
    { schema: AdventureMapChooseResponseSchema },
  );
