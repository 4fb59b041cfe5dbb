import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';

export interface SeedUser {
  name: string;
  email: string;
  createdAt: number;
  lastSeenAt: number | null;
  country?: string;
  city?: string;
}

export interface SeedRecipe {
  userEmail: string;
  title: string;
  createdAt: string;
  deleted?: boolean;
}

/**
 * Writes users and recipes straight into a server's SQLite file (WAL mode, so the running server sees
 * them at once): for journeys that need a known population without registering each person.
 * Seeded users have no usable password.
 */
export function seedDatabase(
  file: string,
  seed: { users: SeedUser[]; recipes?: SeedRecipe[] },
): Map<string, string> {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const ids = new Map<string, string>();
  try {
    const addUser = db.prepare(
      `INSERT INTO users (id, email, name, password_hash, language, country, city, created_at, updated_at, last_seen_at)
       VALUES (?, ?, ?, '!', 'en', ?, ?, ?, ?, ?)`,
    );
    const addRecipe = db.prepare(
      `INSERT INTO recipes (user_id, id, fields, clocks, created_at, created_hlc, deleted_hlc, search_text, version, updated_at)
       VALUES (?, ?, ?, '{}', ?, 'seed', ?, '', 0, ?)`,
    );
    db.transaction(() => {
      for (const user of seed.users) {
        const id = randomUUID();
        ids.set(user.email, id);
        addUser.run(
          id,
          user.email,
          user.name,
          user.country ?? null,
          user.city ?? null,
          user.createdAt,
          user.createdAt,
          user.lastSeenAt,
        );
      }
      for (const recipe of seed.recipes ?? []) {
        const owner = ids.get(recipe.userEmail);
        if (!owner) throw new Error(`seed: no user ${recipe.userEmail}`);
        addRecipe.run(
          owner,
          randomUUID(),
          JSON.stringify({ title: recipe.title }),
          recipe.createdAt,
          recipe.deleted ? 'seed-deleted' : null,
          Date.now(),
        );
      }
    })();
  } finally {
    db.close();
  }
  return ids;
}
