/**
 * Words a public name may not contain, in English and Spanish, kept here like the common passwords
 * (identity/common-passwords.ts): slurs, sexual and insulting words, and names that pass for the house's
 * staff. Matched inside the name after folding (`foldName`), so "F.u_c K" and "fvck" are caught; stems
 * that hide inside ordinary names ("dick" in Dickens, "rape" in grapes, "admin" in badminton) are left out on purpose.
 */
const WORDS = `fuck fvck shit bitch bastard cunt pussy whore slut wank twat asshole arsehole dickhead motherf
nigger nigga faggot retard rapist hitler porn penis vagina jizz dildo blowjob handjob molest pedophil
paedophil pedofil incest suicide killyourself puta puto mierda cabron pendejo pendeja gilipollas maricon
culero chinga joder follar mamada hijodeputa malparido imbecil estupido idiota moderator moderador
administrator administrador support soporte staff official`;

const BANNED: readonly string[] = WORDS.split(/\s+/u).filter(Boolean);

// Digits and signs people write for letters.
const LOOKALIKE: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
};

/** A name as the list reads it: lower case, accents off, look-alikes to letters, only letters, no doubles. */
export function foldName(name: string): string {
  return [...name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((c) => LOOKALIKE[c] ?? c)
    .filter((c) => /\p{L}/u.test(c))
    .join('')
    .replace(/(.)\1+/gu, '$1');
}

const FOLDED = BANNED.map(foldName);

/** Whether a display name holds a word of the list (however it is spelt). */
export const isAbusiveName = (name: string): boolean => {
  const folded = foldName(name);
  return FOLDED.some((word) => folded.includes(word));
};
