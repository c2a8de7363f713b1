import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most used passwords of public breach corpora; they fall to the first guesses of any attacker,
 * so they are refused however long they are: zxcvbn-ts's list (about 49,000, ADR 0015) and ours below.
 */
const COMMON = `123456 123456789 12345678 password qwerty123 qwerty 1q2w3e 12345 1234567 111111 1234567890 123123
abc123 password1 iloveyou 000000 qwertyuiop 123321 654321 666666 121212 dragon monkey 1qaz2wsx 123qwe
admin letmein football welcome sunshine princess master shadow baseball superman trustno1 michael
jennifer charlie hunter2 batman access mustang starwars whatever freedom passw0rd password123 zaq12wsx
qazwsx 7777777 888888 987654321 112233 159753 asdfgh asdfghjkl 1234qwer q1w2e3r4 aa123456 computer
killer soccer hockey jordan23 harley ranger buster thomas tigger robert daniel hannah jessica ashley
michelle nicole pepper ginger cheese summer internet samsung google azerty 123abc abcd1234 lovely
loveme flower pokemon naruto zxcvbnm zxcvbn 1q2w3e4r 1q2w3e4r5t qwe123 secret chocolate butterfly
liverpool chelsea arsenal junior anthony matthew joshua andrew banana orange purple hello123 welcome1
admin123 root toor login passpass changeme default guest test123 test1234 demo 0987654321 11111111
00000000 12341234 123654 147258369 147258 159357 1111111 2222222 5555555 9999999 11223344 789456123
qwertyu qwerty1 qwerty12 1password p@ssw0rd p@ssword pa$$word letmein1 monkey123 dragon123 sunshine1
iloveyou1 princess1 football1 baseball1 superman1 master123 shadow123 starwars1 trustno1! welcome123
casino casino123 jackpot jackpot1 lucky7 lucky123 poker123 slots777 777777 winner winner1 money123`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...dictionary['passwords-common'],
  ...COMMON.split(/\s+/).filter(Boolean),
]);

/** One character repeated (`aaaaaa`) is as guessable as any word of the list. */
const ONE_CHARACTER = /^(.)\1*$/su;

export const isCommonPassword = (password: string) =>
  COMMON_PASSWORDS.has(password.toLowerCase()) || ONE_CHARACTER.test(password);
