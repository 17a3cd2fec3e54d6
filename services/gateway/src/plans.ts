// Plans (free, pro, premium), the reference-data flag, and their limits: REST rate limits and WebSocket quotas.
import type { Access, RequestPrincipal } from './capability.ts';

export type Plan = 'free' | 'pro' | 'premium';
export const PLANS: readonly Plan[] = ['free', 'pro', 'premium'];

/** The caller a request or a WebSocket connection acts for. */
export type Principal = RequestPrincipal;

/** Limits of one plan. Rate limits: a token bucket of `burst` refilled at `perSecond`, and one of `perMinute` per 60 s. */
export interface PlanLimits {
  perSecond: number;
  burst: number;
  perMinute: number;
  wsConnections: number;
  wsSubscriptions: number;
}

export type PlanTable = Record<Plan, PlanLimits>;

export const DEFAULT_PLAN_LIMITS: PlanTable = {
  free: { perSecond: 10, burst: 10, perMinute: 1000, wsConnections: 2, wsSubscriptions: 20 },
  pro: { perSecond: 10, burst: 10, perMinute: 1000, wsConnections: 5, wsSubscriptions: 200 },
  premium: { perSecond: 10, burst: 10, perMinute: 1000, wsConnections: 20, wsSubscriptions: 1000 },
};

const RANK: Record<Plan, number> = { free: 0, pro: 1, premium: 2 };

export function isPlan(x: unknown): x is Plan {
  return x === 'free' || x === 'pro' || x === 'premium';
}

/** Whether `p` may use something that needs `access`. */
export function allows(p: Pick<Principal, 'plan' | 'reference'>, access: Access): boolean {
  if (access === 'reference') return p.reference;
  return RANK[p.plan] >= RANK[access];
}

/** The 403 message for a denied access level. */
export function deniedDetail(access: Access): string {
  switch (access) {
    case 'reference':
      return 'This endpoint needs a reference-data-enabled API key';
    case 'pro':
      return 'This endpoint needs the Pro plan or above';
    case 'premium':
      return 'This endpoint needs the Premium plan';
    case 'free':
      return 'This endpoint needs an active plan';
  }
}
