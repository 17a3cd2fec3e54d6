// Public surface of @ref/gateway.
export { buildApp, type Gateway, type GatewayConfig } from './app.ts';
export { HttpError, type Access, type Capability, type ChannelFamily, type Channels, type GatewayContext, type RequestPrincipal, type RouteConfig } from './capability.ts';
export { Accounts, hashKey, generateKey, MIGRATIONS, type CreatedKey, type KeyInfo } from './accounts.ts';
export { ERROR_STATUS } from './errors.ts';
export { DEFAULT_PLAN_LIMITS, PLANS, type Plan, type PlanLimits, type PlanTable } from './plans.ts';
export { ChannelHub } from './ws/hub.ts';
export { CLOSE } from './ws/server.ts';
export { decodeEventType, classifyEvent, listEventTypes, type EventType } from './catalog/event-types.ts';
export { createCapabilities } from './capabilities.ts';
export { gatewaySpec, loadGatewayConfig, openStore, parseSeedKeys, type GatewayEnvConfig, type SeedKey } from './config.ts';
export { runCli } from './cli.ts';
export { whalesCapability, createWhalesCapability, WHALE_CHANNEL, WHALE_VENUES, type TrackedEvent, type WhaleTradeItem, type WhaleStats } from './routes/whales.ts';
