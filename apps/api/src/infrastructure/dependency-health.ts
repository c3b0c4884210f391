import type { FastifyInstance } from "fastify";

/** A shared service the server works without, for now, and why. */
export interface DegradedDependency {
  dependency: string;
  reason: string;
}

/**
 * Which shared services (Redis) are away. The health check reports them, and each change is news
 * once: the caller logs a line when this answers true, never one per failed request.
 */
export interface DependencyHealth {
  /** Marks `dependency` away; true when it was not already. */
  down(dependency: string, reason: string): boolean;
  /** Marks `dependency` back; true when it was away. */
  up(dependency: string): boolean;
  degraded(): DegradedDependency[];
}

declare module "fastify" {
  interface FastifyInstance {
    dependencyHealth: DependencyHealth;
  }
}

export function createDependencyHealth(): DependencyHealth {
  const away = new Map<string, string>();
  return {
    down(dependency, reason) {
      const news = !away.has(dependency);
      away.set(dependency, reason);
      return news;
    },
    up(dependency) {
      return away.delete(dependency);
    },
    degraded() {
      return [...away].map(([dependency, reason]) => ({ dependency, reason }));
    },
  };
}

/** The app's record, made on first use so every plugin of one app shares it. */
export function dependencyHealthOf(app: FastifyInstance): DependencyHealth {
  if (!app.hasDecorator("dependencyHealth"))
    app.decorate("dependencyHealth", createDependencyHealth());
  return app.dependencyHealth;
}
