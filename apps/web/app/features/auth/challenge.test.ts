import { createHash } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from './challenge.ts';

const challengeFor = (salt: string, number: number) => ({
  algorithm: 'SHA-256' as const,
  challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
  maxnumber: 5000,
  salt,
  signature: 'signed-by-the-server',
});

const decode = (solution: string) => JSON.parse(atob(solution)) as { number: number; salt: string };

describe('solveChallenge', () => {
  it('finds the hidden number with Web Crypto', async () => {
    const solution = decode(await solveChallenge(challengeFor('s4lt?expires=1', 4321)));
    expect(solution).toMatchObject({ number: 4321, salt: 's4lt?expires=1' });
  });

  it('finds the same number with the JavaScript SHA-256 used where Web Crypto is missing (plain http)', async () => {
    const solution = await solveChallenge(challengeFor('other', 2001), async (bytes) => sha256(bytes));
    expect(decode(solution).number).toBe(2001);
  });

  it('says so when the number is out of range', async () => {
    await expect(solveChallenge({ ...challengeFor('x', 9), maxnumber: 5 })).rejects.toThrow(
      /could not be solved/,
    );
  });
});
