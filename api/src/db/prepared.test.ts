import { describe, expect, it } from 'vitest';
import { findUserById, insertUser, updateUser } from '../domain/users';
import { openDatabase } from './client';
import { prepared } from './prepared';

const newUser = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  passwordHash: 'hash',
  language: 'en',
  detection: undefined,
  now: 1_700_000_000_000,
});

describe('prepared statements', () => {
  it('builds each query once per connection', () => {
    const db = openDatabase(':memory:');
    let built = 0;
    const build = () => ++built;
    expect(prepared(db, 'a', build)).toBe(1);
    expect(prepared(db, 'a', build)).toBe(1);
    expect(prepared(db, 'b', build)).toBe(2);
    expect(prepared(openDatabase(':memory:'), 'a', build)).toBe(3);
  });

  it('reads each database through its own statements, and sees writes made after preparing', () => {
    const first = openDatabase(':memory:');
    const second = openDatabase(':memory:');
    const ada = insertUser(first, newUser('Ada'));
    expect(findUserById(first, ada.id)?.name).toBe('Ada');
    // Same query shape, another file: the statement prepared for `first` must not answer for `second`.
    expect(findUserById(second, ada.id)).toBeUndefined();
    const bob = insertUser(second, newUser('Bob'));
    expect(findUserById(second, bob.id)?.name).toBe('Bob');
    expect(findUserById(first, bob.id)).toBeUndefined();
    updateUser(first, ada.id, { name: 'Ada L.' }, 1_700_000_001_000);
    expect(findUserById(first, ada.id)?.name).toBe('Ada L.');
  });
});
