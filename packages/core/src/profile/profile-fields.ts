import {
  EASY_PROFILE_FIELDS,
  FULL_PROFILE_FIELDS,
  OPTIONAL_PROFILE_FIELDS,
  type Brand,
  type ProfileFieldKey,
} from '@casino/contracts';
import { isProfileCompleted, type Player } from '../identity/find-player.ts';

/**
 * Which brands ask for the easy profile (name, surname, birthday, zip) instead of the full one: those
 * with the quest-optimization capability, whose quests unlock on a completed profile and so want the
 * shortest form. Every other brand asks for the full set.
 */
export const easyProfileModuleEnabled = (brand: Brand) => brand.capabilities.questOptimization;

export const profileFieldSet = (brand: Brand): readonly ProfileFieldKey[] =>
  easyProfileModuleEnabled(brand) ? EASY_PROFILE_FIELDS : FULL_PROFILE_FIELDS;

type ProfileValues = Pick<Player, ProfileFieldKey>;

/** The required fields of a set that are still empty, in the set's order. */
export const missingFields = (player: ProfileValues, fields: readonly ProfileFieldKey[]) =>
  fields.filter((field) => !OPTIONAL_PROFILE_FIELDS.includes(field) && !player[field]);

/** Completion as the profile answer reports it, for the brand's field set. */
export function profileCompletion(player: ProfileValues, brand: Brand) {
  return {
    easyProfileModuleEnabled: easyProfileModuleEnabled(brand),
    easyProfileCompleted: missingFields(player, EASY_PROFILE_FIELDS).length === 0,
    uncompletedProfileFields: missingFields(player, profileFieldSet(brand)),
  };
}

/** The personal part of the profile, also what a `profileUpdated` push carries. */
export function personalFields(player: Player, brand: Brand) {
  return {
    name: player.name,
    surname: player.surname,
    birthDay: player.birthDay,
    city: player.city,
    address: player.address,
    address2: player.address2,
    zip: player.zip,
    state: player.state,
    profileCompleted: isProfileCompleted(player),
    ...profileCompletion(player, brand),
  };
}
