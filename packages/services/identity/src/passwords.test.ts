import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.ts';
import { checkPassword, createPasswordHasher } from './passwords.ts';

describe('common passwords', () => {
  it('holds the 10,000 most common passwords, decoded', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(9_990);
    for (const p of ['password', '12345678', 'qwerty', 'dragon', 'iloveyou', 'PassWord']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('correct horse battery staple 17')).toBe(false);
  });
});

describe('checkPassword', () => {
  it('enforces length, the common list and not reusing the login', () => {
    expect(checkPassword('Abc1234')).toBe('too_short');
    expect(checkPassword('x'.repeat(129))).toBe('too_long');
    expect(checkPassword('password1')).toBe('common');
    expect(checkPassword('12345678')).toBe('common');
    expect(checkPassword('ann@example.com', ['ANN@example.com'])).toBe('same_as_login');
    expect(checkPassword('Vq7#mT2!pL')).toBe(null);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('🔒🔒🔒🔒🔒🔒🔒')).toBe('too_short');
    expect(checkPassword('пароль-надёжный')).toBe(null);
  });
});

describe('password hasher', () => {
  it('hashes with argon2id at ≥19 MiB and 2 passes, and verifies', async () => {
    const hasher = await createPasswordHasher({ concurrency: 1 });
    const hashed = await hasher.hash('Vq7#mT2!pL');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashed, 'Vq7#mT2!pL')).toBe(true);
    expect(await hasher.verify(hashed, 'Vq7#mT2!pl')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    expect(await hasher.verifyDummy('anything')).toBe(false);
  });
});
