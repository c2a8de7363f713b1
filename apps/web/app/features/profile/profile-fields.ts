import {
  PERSONAL_FIELD_KEYS,
  type PersonalFieldKey,
  type Profile,
  type ProfileFieldKey,
} from '@casino/contracts';

const isPersonal = (field: ProfileFieldKey): field is PersonalFieldKey =>
  (PERSONAL_FIELD_KEYS as readonly string[]).includes(field);

/**
 * What /complete-profile asks for: the server's uncompleted list (already narrowed to the brand's
 * full or easy set), with the optional second address line beside the address. Phone is separate.
 */
export function fieldsToComplete(profile: Profile): PersonalFieldKey[] {
  const fields = profile.uncompletedProfileFields.filter(isPersonal);
  if (fields.includes('address') && !fields.includes('address2')) fields.push('address2');
  return fields.sort((a, b) => FORM_ORDER.indexOf(a) - FORM_ORDER.indexOf(b));
}

// Pairs fields into the form's two columns: names, the address block, then ZIP beside the birthday.
const FORM_ORDER: readonly PersonalFieldKey[] = [
  'name',
  'surname',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'birthDay',
];

export const needsPhone = (profile: Profile) => profile.uncompletedProfileFields.includes('phone');

/** The spec's client rule: complete if flagged, or name, surname and birthday are all there. */
export const isComplete = (profile: Profile) =>
  profile.profileCompleted || Boolean(profile.name && profile.surname && profile.birthDay);

/** Fields an approved identity document vouches for; the server refuses to change them. */
export const IDENTITY_FIELDS: readonly PersonalFieldKey[] = ['name', 'surname', 'birthDay'];
