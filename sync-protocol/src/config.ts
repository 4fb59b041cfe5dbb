import { Type, type Static } from 'typebox';

export const AiProviderName = Type.Union([
  Type.Literal('none'),
  Type.Literal('gemini'),
  Type.Literal('openai'),
]);
export type AiProviderName = Static<typeof AiProviderName>;

/** GET /api/config: what this server can do, so the client can adapt (no secrets). */
export const ConfigReply = Type.Object({
  version: Type.String(),
  generation: Type.Object({ provider: AiProviderName, offlineComposer: Type.Boolean() }),
  vision: Type.Boolean(),
  donationUrl: Type.Union([Type.String(), Type.Null()]),
  supportEmail: Type.String(),
});
export type ConfigReply = Static<typeof ConfigReply>;

export const HealthReply = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  database: Type.Literal('ok'),
  uptime: Type.Number(),
});
export type HealthReply = Static<typeof HealthReply>;
