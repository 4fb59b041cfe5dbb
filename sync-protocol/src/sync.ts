import { Type, type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { isLanguage, NAME_MAX_LENGTH } from './constants';
import { isHlc } from './hlc';
import {
  applyProfile,
  applyRecipeCreate,
  applyRecipeDelete,
  applyRecipePatch,
  applySaved,
  type ActivityRow,
  type ProfileRow,
  type RecipeRow,
} from './merge';
import { ActivityInput, EntityId, RecipeFieldsSchema } from './recipe';

/** Bumped when the mutation format changes; the server refuses mutations newer than it knows. */
export const PROTOCOL_VERSION = 1;
export const PUSH_MAX_MUTATIONS = 100;
/** The largest push body the server reads, in bytes (UTF-8); the client splits its batches to fit. */
export const PUSH_MAX_BYTES = 1024 * 1024;
/**
 * The largest single change, in bytes of its JSON (UTF-8). The schema's lengths count UTF-16 units, so a
 * valid recipe could still be several megabytes; the client refuses such a change when it is made, and
 * the server refuses one on its own (MUTATION_TOO_LARGE) instead of failing the whole push.
 */
export const MUTATION_MAX_BYTES = 256 * 1024;
export const PULL_DEFAULT_LIMIT = 500;
export const PULL_MAX_LIMIT = 1000;

const closed = { additionalProperties: false } as const;

/**
 * `NewRecipe` as one closed object. `recipe.ts` declares it as an Intersect of the closed field schema and
 * `{ id, createdAt }`, and TypeBox checks each side on its own, so the closed side refuses `id`: every
 * `recipe.create` was rejected. Same static type as `NewRecipe`.
 */
const NewRecipeArgs = Type.Object(
  { ...RecipeFieldsSchema.properties, id: EntityId, createdAt: Type.String({ maxLength: 40 }) },
  closed,
);

/** Each mutation states intent (`saved: true`), never a toggle, so replaying it is harmless. */
export const MutationArgs = {
  'recipe.create': Type.Object({ recipe: NewRecipeArgs }, closed),
  'recipe.patch': Type.Object(
    // Type.Partial drops the source's additionalProperties: false, so it is restated here.
    { id: EntityId, fields: Type.Partial(RecipeFieldsSchema, { minProperties: 1, ...closed }) },
    closed,
  ),
  'recipe.delete': Type.Object({ id: EntityId }, closed),
  'saved.set': Type.Object({ recipeId: EntityId, saved: Type.Boolean() }, closed),
  'activity.append': Type.Object({ entry: ActivityInput }, closed),
  'activity.clearForRecipe': Type.Object({ recipeId: EntityId }, closed),
  'profile.patch': Type.Object(
    { fields: Type.Object({ name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }) }, closed) },
    closed,
  ),
  'preferences.set': Type.Object({ language: Type.String({ maxLength: 10 }) }, closed),
} satisfies Record<string, TSchema>;

export type MutationName = keyof typeof MutationArgs;
export const MUTATION_NAMES = Object.keys(MutationArgs) as MutationName[];
export type MutationArgsOf<N extends MutationName> = Static<(typeof MutationArgs)[N]>;

export const ClientId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** A device clock reading in epoch milliseconds (any value a wrong clock can show, 1970 to 2286). */
const DeviceTime = Type.Integer({ minimum: 0, maximum: 9_999_999_999_999 });

export const Mutation = Type.Object({
  clientId: Type.Optional(ClientId),
  seq: Type.Integer({ minimum: 1 }),
  v: Type.Integer({ minimum: 1 }),
  hlc: Type.String({ maxLength: 100 }),
  /** The device's own clock when the change was made, uncorrected (see clock.ts). */
  at: Type.Optional(DeviceTime),
  name: Type.String({ maxLength: 40 }),
  args: Type.Unknown(),
});
export type Mutation = Static<typeof Mutation>;

/** A mutation whose name is known and whose args have been checked. */
export type TypedMutation = {
  [N in MutationName]: { name: N; args: MutationArgsOf<N>; hlc: string };
}[MutationName];

export const PushBody = Type.Object(
  {
    clientId: ClientId,
    /** The device's own clock when the push left, so the server can age each change (clock.ts). */
    sentAt: Type.Optional(DeviceTime),
    mutations: Type.Array(Mutation, { maxItems: PUSH_MAX_MUTATIONS }),
  },
  closed,
);
export type PushBody = Static<typeof PushBody>;

export const Rejection = Type.Object({ seq: Type.Integer(), code: Type.String(), message: Type.String() });
export type Rejection = Static<typeof Rejection>;

/** A change the server applied with another stamp than the client gave it (clock.ts). */
export const Restamp = Type.Object({ seq: Type.Integer(), hlc: Type.String() });
export type Restamp = Static<typeof Restamp>;

export const PushReply = Type.Object({
  lastSeq: Type.Integer(),
  rejected: Type.Array(Rejection),
  restamped: Type.Array(Restamp),
  /** The server's clock, so the client learns its own clock's error on every exchange. */
  serverTime: Type.Integer(),
});
export type PushReply = Static<typeof PushReply>;

export const GapReply = Type.Object({
  code: Type.Literal('SEQ_GAP'),
  message: Type.String(),
  lastSeq: Type.Integer(),
});
export type GapReply = Static<typeof GapReply>;

export const PullQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PULL_MAX_LIMIT })),
});

const Hlc = Type.String({ maxLength: 100 });
const Clocked = <T extends TSchema>(value: T) => Type.Union([Type.Object({ value, hlc: Hlc }), Type.Null()]);

export const RecipeRowSchema = Type.Object({
  id: Type.String(),
  fields: Type.Record(Type.String(), Type.Unknown()),
  clocks: Type.Record(Type.String(), Type.String()),
  created: Type.Union([Type.Object({ at: Type.String(), hlc: Hlc }), Type.Null()]),
  saved: Clocked(Type.Boolean()),
  deletedHlc: Type.Union([Hlc, Type.Null()]),
});

export const PullReply = Type.Object({
  reset: Type.Boolean(),
  cursor: Type.String(),
  hasMore: Type.Boolean(),
  serverClock: Type.String(),
  serverTime: Type.Integer(),
  recipes: Type.Array(RecipeRowSchema),
  activity: Type.Array(Type.Object({ hlc: Hlc, ...ActivityInput.properties })),
  clears: Type.Array(Type.Object({ recipeId: Type.String(), hlc: Hlc })),
  profile: Type.Union([
    Type.Object({
      fields: Type.Record(Type.String(), Type.String()),
      clocks: Type.Record(Type.String(), Type.String()),
    }),
    Type.Null(),
  ]),
});
export interface PullReply {
  reset: boolean;
  cursor: string;
  hasMore: boolean;
  serverClock: string;
  serverTime: number;
  recipes: RecipeRow[];
  activity: ActivityRow[];
  clears: Array<{ recipeId: string; hlc: string }>;
  profile: ProfileRow | null;
}

/** Why a mutation was refused; it is reported, never retried, and never blocks the queue. */
export class InvalidMutationError extends Error {
  constructor(
    readonly code:
      | 'INVALID_MUTATION'
      | 'UNKNOWN_MUTATION'
      | 'UNSUPPORTED_VERSION'
      | 'MUTATION_TOO_LARGE'
      | 'QUOTA_EXCEEDED',
    message: string,
  ) {
    super(message);
    this.name = 'InvalidMutationError';
  }
}

/**
 * Bytes of a value's JSON in UTF-8, counted without encoding it. JSON.stringify escapes lone
 * surrogates, so every surrogate in its output is half of a pair (4 bytes for the pair).
 */
export function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value) ?? '';
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Refuses a change whose JSON is larger than MUTATION_MAX_BYTES (client at write, server at push). */
export function checkMutationSize(m: unknown): void {
  const bytes = jsonBytes(m);
  if (bytes > MUTATION_MAX_BYTES)
    throw new InvalidMutationError(
      'MUTATION_TOO_LARGE',
      `the change is ${bytes} bytes, more than the ${MUTATION_MAX_BYTES} a change may have`,
    );
}

/** Checks a mutation's name, version, clock and args against the protocol. */
export function checkMutation(m: Pick<Mutation, 'name' | 'args' | 'hlc' | 'v'>): TypedMutation {
  if (m.v > PROTOCOL_VERSION)
    throw new InvalidMutationError(
      'UNSUPPORTED_VERSION',
      `protocol v${m.v} is newer than v${PROTOCOL_VERSION}`,
    );
  // Own keys only: `in` also finds 'toString', 'constructor', '__proto__' on the prototype.
  if (!Object.hasOwn(MutationArgs, m.name))
    throw new InvalidMutationError('UNKNOWN_MUTATION', `unknown mutation "${m.name}"`);
  if (!isHlc(m.hlc)) throw new InvalidMutationError('INVALID_MUTATION', 'the mutation clock is malformed');
  const schema = MutationArgs[m.name as MutationName];
  if (!Value.Check(schema, m.args)) {
    const first = Value.Errors(schema, m.args)[0];
    throw new InvalidMutationError(
      'INVALID_MUTATION',
      `invalid args for ${m.name}: ${first ? `${first.instancePath} ${first.message}` : 'mismatch'}`,
    );
  }
  // effectsOf stores the trimmed name, so a blank name would become '' (below the schema's minLength 1).
  if (m.name === 'profile.patch' && (m.args as { fields: { name: string } }).fields.name.trim() === '') {
    throw new InvalidMutationError('INVALID_MUTATION', 'the name must not be blank');
  }
  if (m.name === 'preferences.set' && !isLanguage((m.args as { language: string }).language)) {
    throw new InvalidMutationError('INVALID_MUTATION', 'language must be one of en, it, fr, de');
  }
  return { name: m.name, args: m.args, hlc: m.hlc } as TypedMutation;
}

/** What a mutation changes, as updates each replica applies to its own storage. */
export type Effect =
  | { kind: 'recipe'; id: string; update: (row: RecipeRow | undefined) => RecipeRow }
  | { kind: 'activity'; entry: ActivityRow }
  | { kind: 'clear'; recipeId: string; hlc: string }
  | { kind: 'profile'; update: (row: ProfileRow) => ProfileRow };

export function effectsOf(m: TypedMutation): Effect[] {
  const { hlc } = m;
  switch (m.name) {
    case 'recipe.create':
      return [
        { kind: 'recipe', id: m.args.recipe.id, update: (row) => applyRecipeCreate(row, m.args.recipe, hlc) },
      ];
    case 'recipe.patch':
      return [
        {
          kind: 'recipe',
          id: m.args.id,
          update: (row) => applyRecipePatch(row, m.args.id, m.args.fields, hlc),
        },
      ];
    case 'recipe.delete':
      return [{ kind: 'recipe', id: m.args.id, update: (row) => applyRecipeDelete(row, m.args.id, hlc) }];
    case 'saved.set':
      return [
        {
          kind: 'recipe',
          id: m.args.recipeId,
          update: (row) => applySaved(row, m.args.recipeId, m.args.saved, hlc),
        },
      ];
    case 'activity.append':
      return [{ kind: 'activity', entry: { ...m.args.entry, hlc } }];
    case 'activity.clearForRecipe':
      return [{ kind: 'clear', recipeId: m.args.recipeId, hlc }];
    case 'profile.patch':
      return [
        { kind: 'profile', update: (row) => applyProfile(row, { name: m.args.fields.name.trim() }, hlc) },
      ];
    case 'preferences.set':
      return [{ kind: 'profile', update: (row) => applyProfile(row, { language: m.args.language }, hlc) }];
  }
}

/** The pull cursor: the database epoch and the last version seen. */
export function encodeCursor(epoch: string, version: number): string {
  return `${epoch}.${version}`;
}

export function decodeCursor(cursor: string | undefined): { epoch: string; version: number } | null {
  if (!cursor) return null;
  const match = /^([A-Za-z0-9_-]{4,64})\.(\d{1,15})$/.exec(cursor);
  return match ? { epoch: match[1] as string, version: Number(match[2]) } : null;
}
